/**
 * The periods of the chart's stored sums that an attempt counts in: its day, ISO week and month in the student's
 * calendar. Every finish adds its attempt to its three sums, so the chart of a long history reads one row per kind
 * and period instead of every attempt (src/server/progress/history-sums.ts).
 */
export const SUM_PERIODS = ['day', 'week', 'month'] as const;
export type SumPeriod = (typeof SUM_PERIODS)[number];

import { calendarDays } from './history-chart-points.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A finished attempt as the sums count it. */
export interface SummedAttempt {
  kind: string;
  finishedAt: string;
  correct: number;
  total: number;
}

/** One stored sum: a student's attempts of one kind in one period. */
export interface HistorySum {
  period: SumPeriod;
  key: string;
  kind: string;
  attempts: number;
  correct: number;
  total: number;
  /** The latest finishing time summed in. */
  lastAt: string;
}

/** The ISO week of a 'yyyy-mm-dd' day, 'yyyy-Www': weeks start on Monday, and a week belongs to its Thursday's year. */
export function isoWeek(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  // getUTCDay: 0 Sunday … 6 Saturday; the Thursday of the day's Monday-to-Sunday week.
  const thursday = date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${String(year).padStart(4, '0')}-W${String(week).padStart(2, '0')}`;
}

/** The day, week and month a 'yyyy-mm-dd' calendar day counts in. */
export function historySumPeriods(day: string): Record<SumPeriod, string> {
  return { day, week: isoWeek(day), month: day.slice(0, 7) };
}

/** The sums of a student's finished attempts in their zone: three per kind and day (its day, week and month). */
export function historySums(attempts: readonly SummedAttempt[], timeZone: string): HistorySum[] {
  const dayOf = calendarDays(timeZone);
  const sums = new Map<string, HistorySum>();
  for (const attempt of attempts) {
    const time = Date.parse(attempt.finishedAt);
    if (Number.isNaN(time)) continue;
    const periods = historySumPeriods(dayOf(time));
    for (const period of SUM_PERIODS) {
      const id = `${period} ${periods[period]} ${attempt.kind}`;
      const sum = sums.get(id);
      if (!sum) {
        const { kind, correct, total, finishedAt } = attempt;
        sums.set(id, { period, key: periods[period], kind, attempts: 1, correct, total, lastAt: finishedAt });
        continue;
      }
      sum.attempts += 1;
      sum.correct += attempt.correct;
      sum.total += attempt.total;
      if (attempt.finishedAt > sum.lastAt) sum.lastAt = attempt.finishedAt;
    }
  }
  return [...sums.values()];
}
