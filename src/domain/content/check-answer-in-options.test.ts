import { describe, expect, it } from 'vitest';
import { checkAnswerInOptions } from './check-answer-in-options.ts';
import { makeContent, makeGrammarMc, makeListeningTest, makePassageMc, makeTopic } from './test-factories.ts';

describe('checkAnswerInOptions (a correct answer that is not among the options fails the check)', () => {
  it('accepts answers that are options', () => {
    expect(checkAnswerInOptions(makeContent())).toEqual([]);
  });
  it('reports a grammar answer that matches no option exactly', () => {
    const content = makeContent({ topics: [makeTopic({ questions: [makeGrammarMc({ answer: 'Goes' })] }, 0)] });
    expect(checkAnswerInOptions(content)).toEqual([
      {
        code: 'answer-not-in-options',
        where: 'grammar/topic/topic-001',
        detail: 'answer "Goes" is not one of the options',
      },
    ]);
  });
  it('reports a listening or reading answer letter without an option', () => {
    const options = { A: 'a', B: 'b', C: 'c', D: 'd', E: '' };
    const content = makeContent({
      listening: [makeListeningTest({ id: 'l1', questions: [makePassageMc({ id: 'l1-q1', options, answer: 'E' })] })],
    });
    expect(checkAnswerInOptions(content)).toEqual([
      { code: 'answer-not-in-options', where: 'listening/l1/l1-q1', detail: 'answer "E" has no option' },
    ]);
  });
});
