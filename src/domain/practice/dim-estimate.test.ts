import { describe, expect, it } from 'vitest';
import { dimEstimate, type OpenPoints } from './dim-estimate.ts';

const open = (n: number, points: OpenPoints): OpenPoints[] => Array.from({ length: 7 }, (_, i) => (i < n ? points : 0));

describe('DİM estimate (DESIGN.md §1, checklist MOCK-07)', () => {
  it('all correct → 100', () => {
    expect(dimEstimate(23, open(7, 1))).toBe(100);
  });
  it('23 closed right and 0 open → 62.2', () => {
    expect(dimEstimate(23, open(0, 0))).toBe(62.2);
  });
  it('an open task is worth two closed ones; half credit counts half', () => {
    expect(dimEstimate(0, open(1, 1))).toBe(dimEstimate(2, []));
    expect(dimEstimate(0, open(2, 0.5))).toBe(dimEstimate(0, open(1, 1)));
    expect(dimEstimate(0, open(1, 0.5))).toBe(2.7);
  });
  it('nothing right → 0, no penalty', () => {
    expect(dimEstimate(0, open(0, 0))).toBe(0);
  });
  it('rounds to one decimal', () => {
    expect(dimEstimate(10, open(3, 1))).toBe(43.2); // 16 × 100 / 37 = 43.24…
    expect(dimEstimate(1, [])).toBe(2.7); // 2.70…
  });
});
