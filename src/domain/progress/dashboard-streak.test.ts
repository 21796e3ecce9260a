import { describe, expect, it } from 'vitest';
import { displayedStreak } from './dashboard-streak.ts';

describe('displayedStreak (DASH-02)', () => {
  it('active today or yesterday: the stored streak', () => {
    expect(displayedStreak(3, '2026-03-01', '2026-03-01')).toBe(3);
    expect(displayedStreak(3, '2026-02-28', '2026-03-01')).toBe(3);
  });
  it('active on day 1, opened on day 3: 0', () => {
    expect(displayedStreak(3, '2026-02-27', '2026-03-01')).toBe(0);
  });
  it('last active on a later day (the zone moved west): the stored streak, not 0', () => {
    expect(displayedStreak(2, '2026-03-02', '2026-03-01')).toBe(2);
  });
  it('never active: 0', () => {
    expect(displayedStreak(0, null, '2026-03-01')).toBe(0);
  });
});
