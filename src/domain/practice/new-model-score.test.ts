import { describe, expect, it } from 'vitest';
import { NEW_MODEL_WRITING_POINTS, newModelPercent, newModelPoints } from './new-model-score.ts';

describe('the new-model exam score', () => {
  it('counts the paragraph: 17 of 20 is 8.5 of 10 points', () => {
    expect(newModelPoints(0, { score: 17, maxScore: 20 })).toBe(8.5);
    expect(newModelPercent(0, 25, { score: 17, maxScore: 20 })).toBeCloseTo((8.5 * 100) / 35);
  });

  it('is 100% for every closed task right and a full paragraph, and below 72% with no paragraph', () => {
    expect(newModelPercent(25, 25, { score: 20, maxScore: 20 })).toBe(100);
    expect(newModelPercent(25, 25, { score: 0, maxScore: 20 })).toBeCloseTo(2500 / (25 + NEW_MODEL_WRITING_POINTS));
    expect(newModelPercent(25, 25, undefined)).toBeLessThan(72);
  });
});
