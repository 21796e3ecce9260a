import { describe, expect, it } from 'vitest';
import { inTimeframe, timeframeLowerBound, type Timeframe } from './history-timeframe.ts';

const now = new Date('2026-03-20T10:00:00.000Z'); // 14:00 in Baku
const daysAgo = (n: number) => new Date(now.getTime() - n * 24 * 60 * 60 * 1000);
const count = (timeframe: Timeframe, dates: Date[], tz = 'Asia/Baku') =>
  dates.filter((d) => inTimeframe(d, timeframe, now, tz)).length;

describe('quiz history timeframes (HIST-03)', () => {
  const attempts = [daysAgo(0), daysAgo(3), daysAgo(20), daysAgo(40)];
  it('attempts 0, 3, 20 and 40 days old → today 1, week 2, month 3, all 4', () => {
    expect(count('today', attempts)).toBe(1);
    expect(count('week', attempts)).toBe(2);
    expect(count('month', attempts)).toBe(3);
    expect(count('all', attempts)).toBe(4);
  });
  it("today is the student's calendar day, not the last 24 hours", () => {
    // 19:30 UTC on the 19th is 23:30 on the 19th in Baku: yesterday there.
    const lateYesterdayBaku = new Date('2026-03-19T19:30:00.000Z');
    expect(inTimeframe(lateYesterdayBaku, 'today', now, 'Asia/Baku')).toBe(false);
    const earlyTodayBaku = new Date('2026-03-19T20:30:00.000Z'); // 00:30 on the 20th in Baku
    expect(inTimeframe(earlyTodayBaku, 'today', now, 'Asia/Baku')).toBe(true);
    expect(inTimeframe(earlyTodayBaku, 'today', now, 'UTC')).toBe(false);
  });
  it('week is the last 7 days, month the last 30', () => {
    expect(inTimeframe(daysAgo(6.9), 'week', now, 'UTC')).toBe(true);
    expect(inTimeframe(daysAgo(7.1), 'week', now, 'UTC')).toBe(false);
    expect(inTimeframe(daysAgo(29.9), 'month', now, 'UTC')).toBe(true);
    expect(inTimeframe(daysAgo(30.1), 'month', now, 'UTC')).toBe(false);
  });
  it('the database bound never cuts off an attempt of the timeframe', () => {
    expect(timeframeLowerBound('all', now)).toBeUndefined();
    for (const tf of ['today', 'week', 'month'] as const) {
      const bound = timeframeLowerBound(tf, now);
      expect(bound).toBeDefined();
      for (let h = 0; h < 24 * 40; h += 1) {
        const at = new Date(now.getTime() - h * 3600 * 1000);
        if (inTimeframe(at, tf, now, 'Pacific/Kiritimati'))
          expect(at.getTime()).toBeGreaterThanOrEqual(bound!.getTime());
      }
    }
  });
});
