import { describe, expect, it } from 'vitest';
import { makeLocalized } from '../content/test-factories.ts';
import type { WritingRubric } from '../content/schema.ts';
import { readCredit, readJudgement, readWritingScores } from './model-reply.ts';

const rubric: WritingRubric = {
  maxScore: 10,
  criteria: [
    { id: 'task', name: makeLocalized(), maxPoints: 5, levels: [makeLocalized(), makeLocalized()] },
    { id: 'grammar', name: makeLocalized(), maxPoints: 5, levels: [makeLocalized(), makeLocalized()] },
  ],
};

describe("reading the model's replies strictly (AI-05)", () => {
  it.each([
    ['{"verdict":"CORRECT","credit":1}', { correct: true, credit: 1 }],
    ['```json\n{"verdict": "incorrect", "credit": 0.5}\n```', { correct: false, credit: 0.5 }],
    ['{"verdict":"INCORRECT","credit":"0"}', { correct: false, credit: 0 }],
    ['{"verdict":"CORRECT","credit":0.5}', undefined],
    ['{"verdict":"INCORRECT","credit":1}', undefined],
    ['{"verdict":"MAYBE","credit":1}', undefined],
    ['{"verdict":"CORRECT"}', undefined],
    ['CORRECT', undefined],
    ['{"verdict":"CORRECT","credit":2}', undefined],
    ['', undefined],
  ])('judgement %j → %j', (reply, judgement) => {
    expect(readJudgement(reply)).toEqual(judgement);
  });

  it.each([
    ['1', 1],
    ['0.5', 0.5],
    ['0,5', 0.5],
    ['0', 0],
    ['2', undefined],
    ['half', undefined],
  ])('credit %j → %s', (reply, credit) => {
    expect(readCredit(reply)).toBe(credit);
  });

  it('takes writing scores only when every criterion has whole points in range', () => {
    const good = '```json\n{"criteria":[{"id":"task","points":4,"comment":"Good."},{"id":"grammar","points":3}]}\n```';
    expect(readWritingScores(good, rubric)).toEqual([
      { id: 'task', points: 4, maxPoints: 5, comment: 'Good.' },
      { id: 'grammar', points: 3, maxPoints: 5 },
    ]);
    expect(readWritingScores('{"criteria":[{"id":"task","points":4}]}', rubric)).toBeUndefined();
    expect(
      readWritingScores('{"criteria":[{"id":"task","points":6},{"id":"grammar","points":3}]}', rubric),
    ).toBeUndefined();
    expect(
      readWritingScores('{"criteria":[{"id":"task","points":2.5},{"id":"grammar","points":3}]}', rubric),
    ).toBeUndefined();
    expect(readWritingScores('no json here', rubric)).toBeUndefined();
  });
});
