/**
 * The quiz-history timeframes: today = the student's calendar day in their time zone;
 * week = the last 7 days; month = the last 30 days; all = everything.
 */
import { calendarDay } from '../practice/calendar-day.ts';

export const TIMEFRAMES = ['all', 'month', 'week', 'today'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const SPAN_DAYS: Record<Exclude<Timeframe, 'all' | 'today'>, number> = { week: 7, month: 30 };

/**
 * An instant no earlier than the timeframe's start, for the database query (undefined: no bound). A local day
 * starts at most 24 hours before any instant of it, so 'today' is bounded by now − 24 h and then filtered exactly.
 */
export function timeframeLowerBound(timeframe: Timeframe, now: Date): Date | undefined {
  if (timeframe === 'all') return undefined;
  const days = timeframe === 'today' ? 1 : SPAN_DAYS[timeframe];
  return new Date(now.getTime() - days * DAY_MS);
}

/** Whether an attempt finished at `at` belongs to the timeframe, seen at `now` in `timeZone` (a valid zone). */
export function inTimeframe(at: Date, timeframe: Timeframe, now: Date, timeZone: string): boolean {
  if (timeframe === 'all') return true;
  if (timeframe === 'today') return calendarDay(at, timeZone) === calendarDay(now, timeZone);
  const bound = timeframeLowerBound(timeframe, now);
  return bound !== undefined && at.getTime() >= bound.getTime();
}
