import { describe, expect, it } from 'vitest';
import { historySumPeriods, historySums, isoWeek } from './history-sum-periods.ts';

describe('history sum periods', () => {
  it('a day counts in its day, its ISO week and its month', () => {
    expect(historySumPeriods('2026-11-28')).toEqual({ day: '2026-11-28', week: '2026-W48', month: '2026-11' });
  });

  it('weeks start on Monday: a Sunday is in the week of the Monday before it', () => {
    expect(isoWeek('2026-11-23')).toBe('2026-W48');
    expect(isoWeek('2026-11-29')).toBe('2026-W48');
    expect(isoWeek('2026-11-30')).toBe('2026-W49');
  });

  it("a week across New Year belongs to its Thursday's year", () => {
    // 2026-01-01 is a Thursday: the week from Monday 2025-12-29 is the first of 2026.
    expect(isoWeek('2025-12-29')).toBe('2026-W01');
    // 2027-01-01 is a Friday: its week is the last of 2026, which has 53.
    expect(isoWeek('2027-01-03')).toBe('2026-W53');
    expect(isoWeek('2027-01-04')).toBe('2027-W01');
  });

  it("sums a kind's attempts per day, week and month of the student's zone, at the latest finish", () => {
    const sums = historySums(
      [
        { kind: 'grammar', finishedAt: '2026-11-27T19:30:00.000Z', correct: 8, total: 10 },
        // 00:10 on 28 November in Baku (UTC+4), still the 27th in UTC.
        { kind: 'grammar', finishedAt: '2026-11-27T20:10:00.000Z', correct: 5, total: 10 },
        { kind: 'listening', finishedAt: '2026-11-27T21:00:00.000Z', correct: 3, total: 6 },
      ],
      'Asia/Baku',
    );
    const grammar = (period: string) => sums.filter((s) => s.kind === 'grammar' && s.period === period);
    expect(grammar('day').map((s) => [s.key, s.attempts, s.correct])).toEqual([
      ['2026-11-27', 1, 8],
      ['2026-11-28', 1, 5],
    ]);
    expect(grammar('week')).toEqual([
      {
        period: 'week',
        key: '2026-W48',
        kind: 'grammar',
        attempts: 2,
        correct: 13,
        total: 20,
        lastAt: '2026-11-27T20:10:00.000Z',
      },
    ]);
    expect(sums.filter((s) => s.kind === 'listening').map((s) => s.key)).toEqual(['2026-11-28', '2026-W48', '2026-11']);
  });
});
