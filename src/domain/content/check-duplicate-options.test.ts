import { describe, expect, it } from 'vitest';
import { checkDuplicateOptions } from './check-duplicate-options.ts';
import {
  makeContent,
  makeGrammarMc,
  makePassageMc,
  makeQuizItem,
  makeReadingTest,
  makeTopic,
} from './test-factories.ts';

describe('checkDuplicateOptions (duplicate options fail the check)', () => {
  it('accepts different options, including "—" next to "-"', () => {
    const q = makeGrammarMc({ options: ['a', 'an', 'the', '—', '-'], answer: '—' });
    expect(checkDuplicateOptions(makeContent({ topics: [makeTopic({ questions: [q] }, 0)] }))).toEqual([]);
  });
  it('reports grammar options equal up to case and spacing', () => {
    const q = makeGrammarMc({ options: ['goes', 'Goes ', 'went', 'gone', 'going'] });
    expect(checkDuplicateOptions(makeContent({ topics: [makeTopic({ questions: [q] }, 0)] }))).toEqual([
      { code: 'duplicate-option', where: 'grammar/topic/topic-001', detail: 'repeated option(s): "Goes "' },
    ]);
  });
  it('reports a repeated letter-map option and a repeated lesson quiz option', () => {
    const content = makeContent({
      topics: [makeTopic({ quiz: [makeQuizItem({ options: ['is', 'are', 'is'] })] })],
      reading: [
        makeReadingTest({
          id: 'r1',
          questions: [makePassageMc({ id: 'r1-q1', options: { A: 'x', B: 'y', C: 'x', D: 'z', E: 'w' } })],
        }),
      ],
    });
    expect(checkDuplicateOptions(content).map((p) => p.where)).toEqual(['reading/r1/r1-q1', 'grammar/topic/quiz[0]']);
  });
});
