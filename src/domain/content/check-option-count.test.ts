import { describe, expect, it } from 'vitest';
import { checkOptionCount } from './check-option-count.ts';
import { makeContent, makeGrammarMc, makeListeningTest, makePassageMc, makeTopic } from './test-factories.ts';

describe('checkOptionCount (a multiple-choice grammar question without exactly five options fails the check)', () => {
  it('accepts five options', () => {
    expect(checkOptionCount(makeContent())).toEqual([]);
  });
  it('reports four or six grammar options', () => {
    const content = makeContent({
      topics: [
        makeTopic(
          {
            questions: [
              makeGrammarMc({ id: 'topic-001', options: ['a', 'b', 'c', 'd'], answer: 'a' }),
              makeGrammarMc({ id: 'topic-002', options: ['a', 'b', 'c', 'd', 'e', 'f'], answer: 'a' }),
            ],
          },
          0,
        ),
      ],
    });
    expect(checkOptionCount(content)).toEqual([
      { code: 'option-count', where: 'grammar/topic/topic-001', detail: '4 option(s) with text, exactly 5 needed' },
      { code: 'option-count', where: 'grammar/topic/topic-002', detail: '6 option(s) with text, exactly 5 needed' },
    ]);
  });
  it('reports an empty option, in grammar or in a letter map', () => {
    const content = makeContent({
      topics: [makeTopic({ questions: [makeGrammarMc({ options: ['go', 'goes', ' ', 'gone', 'went'] })] }, 0)],
      listening: [
        makeListeningTest({
          id: 'l1',
          questions: [makePassageMc({ id: 'l1-q1', options: { A: 'a', B: 'b', C: 'c', D: 'd', E: '' } })],
        }),
      ],
    });
    expect(checkOptionCount(content).map((p) => p.where)).toEqual(['grammar/topic/topic-001', 'listening/l1/l1-q1']);
  });
});
