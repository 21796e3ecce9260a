import { describe, expect, it } from 'vitest';
import { checkQuestionMix } from './check-question-mix.ts';
import { makeContent, makeListeningTest, makePassageMc, makePassageOpen, makeReadingTest } from './test-factories.ts';

const mc = (n: number) => Array.from({ length: n }, (_, i) => makePassageMc({ id: `t-m${i}` }));
const open = (n: number) => Array.from({ length: n }, (_, i) => makePassageOpen({ id: `t-o${i}` }));

describe('checkQuestionMix (listening: at least 4 MC and 3 open; reading: 4 MC and 4 open)', () => {
  it('accepts the minimums', () => {
    const content = makeContent({
      listening: [makeListeningTest({ questions: [...mc(4), ...open(3)] })],
      reading: [makeReadingTest({ questions: [...mc(4), ...open(4)] })],
    });
    expect(checkQuestionMix(content)).toEqual([]);
  });
  it('reports a listening test with 3 MC, and one with 2 open', () => {
    const content = makeContent({
      listening: [
        makeListeningTest({ id: 'l1', questions: [...mc(3), ...open(4)] }),
        makeListeningTest({ id: 'l2', questions: [...mc(5), ...open(2)] }),
      ],
    });
    expect(checkQuestionMix(content)).toEqual([
      {
        code: 'question-mix',
        where: 'listening/l1',
        detail: '3 multiple-choice and 4 open question(s), at least 4 and 3 needed',
      },
      {
        code: 'question-mix',
        where: 'listening/l2',
        detail: '5 multiple-choice and 2 open question(s), at least 4 and 3 needed',
      },
    ]);
  });
  it('reports a reading test with only 3 open questions', () => {
    const content = makeContent({ reading: [makeReadingTest({ id: 'r1', questions: [...mc(5), ...open(3)] })] });
    expect(checkQuestionMix(content).map((p) => p.where)).toEqual(['reading/r1']);
  });
});
