import { describe, expect, it } from 'vitest';
import { exactPercent, scoreBand, wholePercent } from './score-band.ts';

describe('scoreBand (spec §9 results score bands, checklist RES-03, RES-04)', () => {
  it.each([
    [100, 'excellent'],
    [90, 'excellent'],
    [89.6, 'good'],
    [80, 'good'],
    [79.99, 'average'],
    [70, 'average'],
    [60, 'needPractice'],
    [59.9, 'poor'],
    [0, 'poor'],
  ] as const)('%s%% → %s', (percent, band) => {
    expect(scoreBand(percent)).toBe(band);
  });
  it('a grammar quiz of 10: 9 excellent, 8 good, 7 average, 6 need practice, 5 poor', () => {
    expect([9, 8, 7, 6, 5].map((n) => scoreBand(exactPercent(n, 10)))).toEqual([
      'excellent',
      'good',
      'average',
      'needPractice',
      'poor',
    ]);
  });
  it('the band uses the exact percent while the circle shows the whole one (RES-04: 89.6 → good)', () => {
    // 26 of 29 is 89.66%: shown as 90, banded as good.
    expect(wholePercent(26, 29)).toBe(90);
    expect(scoreBand(exactPercent(26, 29))).toBe('good');
    expect(scoreBand(exactPercent(27, 30))).toBe('excellent');
  });
  it('an empty quiz is 0%', () => {
    expect(exactPercent(0, 0)).toBe(0);
    expect(wholePercent(0, 0)).toBe(0);
  });
});
