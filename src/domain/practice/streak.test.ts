import { describe, expect, it } from 'vitest';
import { nextStreak, type StreakState } from './streak.ts';

const state = (streak: number, bestStreak: number, lastActivityDate: string | null): StreakState => ({
  streak,
  bestStreak,
  lastActivityDate,
});

describe('streak (spec §4 daily streak rule, checklist DATA-10..13)', () => {
  it('no previous activity → 1', () => {
    expect(nextStreak(state(0, 0, null), '2026-03-10')).toEqual(state(1, 1, '2026-03-10'));
  });
  it('last activity yesterday → streak + 1', () => {
    expect(nextStreak(state(2, 2, '2026-03-09'), '2026-03-10')).toEqual(state(3, 3, '2026-03-10'));
  });
  it('yesterday across a month boundary → streak + 1', () => {
    expect(nextStreak(state(4, 4, '2026-02-28'), '2026-03-01').streak).toBe(5);
  });
  it('same day → unchanged', () => {
    expect(nextStreak(state(3, 5, '2026-03-10'), '2026-03-10')).toEqual(state(3, 5, '2026-03-10'));
  });
  it('a gap → 1, and bestStreak keeps the previous best (max(previous bestStreak, new streak))', () => {
    expect(nextStreak(state(3, 3, '2026-03-07'), '2026-03-10')).toEqual(state(1, 3, '2026-03-10'));
  });
  it('build 3, break, build 2 → best stays 3 (DATA-13)', () => {
    let s = state(0, 0, null);
    for (const day of ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-05', '2026-03-06']) s = nextStreak(s, day);
    expect(s).toEqual(state(2, 3, '2026-03-06'));
  });
  it('last activity after today (the zone moved west, or the clock back) → unchanged: the day never moves back', () => {
    expect(nextStreak(state(4, 4, '2026-03-12'), '2026-03-10')).toEqual(state(4, 4, '2026-03-12'));
    expect(nextStreak(state(0, 0, '2026-03-12'), '2026-03-11')).toEqual(state(1, 1, '2026-03-12'));
  });
  it("Pago Pago → Kiritimati → Pago Pago on one evening: 1 → 2 → 2, the last day stays on Kiritimati's", () => {
    const first = nextStreak(state(0, 0, null), '2026-03-10'); // 20:00 in Pago Pago
    const second = nextStreak(first, '2026-03-11'); // the same instant is 21:00 next day in Kiritimati
    const third = nextStreak(second, '2026-03-10'); // back in Pago Pago
    expect([first, second, third]).toEqual([
      state(1, 1, '2026-03-10'),
      state(2, 2, '2026-03-11'),
      state(2, 2, '2026-03-11'),
    ]);
    // The next Pago Pago day is the same calendar day as the last one: unchanged, then +1 the day after.
    expect(nextStreak(third, '2026-03-11')).toEqual(state(2, 2, '2026-03-11'));
    expect(nextStreak(nextStreak(third, '2026-03-11'), '2026-03-12')).toEqual(state(3, 3, '2026-03-12'));
  });
});
