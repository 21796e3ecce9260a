import { describe, expect, it } from 'vitest';
import { averageScore } from './average-score.ts';

describe('averageScore (DESIGN.md §4.7, checklist DATA-08)', () => {
  it('2 of 3 → 0.67', () => {
    expect(averageScore(2, 3)).toBe(0.67);
  });
  it('1 of 3 → 0.33, 1 of 8 → 0.13 (rounded, not truncated)', () => {
    expect(averageScore(1, 3)).toBe(0.33);
    expect(averageScore(1, 8)).toBe(0.13);
  });
  it('all right → 1, none right → 0', () => {
    expect(averageScore(5, 5)).toBe(1);
    expect(averageScore(0, 5)).toBe(0);
  });
  it('no answers yet → 0', () => {
    expect(averageScore(0, 0)).toBe(0);
  });
});
