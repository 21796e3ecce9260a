import { describe, expect, it } from 'vitest';
import { makeLocalized } from '../content/test-factories.ts';
import type { WritingRubric } from '../content/schema.ts';
import { readCredit, readVerdict, readWritingScores } from './model-reply.ts';

const rubric: WritingRubric = {
  maxScore: 10,
  criteria: [
    { id: 'task', name: makeLocalized(), maxPoints: 5, levels: [makeLocalized(), makeLocalized()] },
    { id: 'grammar', name: makeLocalized(), maxPoints: 5, levels: [makeLocalized(), makeLocalized()] },
  ],
};

describe("reading the model's replies strictly (AI-05)", () => {
  it.each([
    ['CORRECT', true],
    [' correct. ', true],
    ['**INCORRECT**', false],
    ['maybe', undefined],
    ['CORRECT, because…', undefined],
    ['', undefined],
  ])('verdict %j → %s', (reply, verdict) => {
    expect(readVerdict(reply)).toBe(verdict);
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
