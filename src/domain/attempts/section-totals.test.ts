import { describe, expect, it } from 'vitest';
import { sectionTotals } from './section-totals.ts';

describe('section totals of a mock exam', () => {
  it('per section in the exam order, sections without questions left out, the paragraph as Writing', () => {
    const review = [
      { section: 'Reading' as const, correct: true },
      { section: 'Listening' as const, correct: false },
      { section: 'Listening' as const, correct: true },
    ];
    expect(sectionTotals(review, { score: 12, maxScore: 20 })).toEqual([
      { section: 'Listening', correct: 1, total: 2 },
      { section: 'Reading', correct: 1, total: 1 },
      { section: 'Writing', correct: 12, total: 20 },
    ]);
    expect(sectionTotals(review, undefined)).toHaveLength(2);
  });
});
