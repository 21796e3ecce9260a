/**
 * The daily streak rule, applied on every graded answer: last activity yesterday → streak + 1; the same day →
 * unchanged; otherwise (or never) → 1. bestStreak = max(previous bestStreak, new streak), so a break never lowers the
 * best. Days are the student's calendar days ('yyyy-mm-dd', see calendar-day.ts).
 *
 * A last activity day after today (the student moved their time zone west, e.g. from Kiritimati to Pago Pago, so
 * "today" is now an earlier date) leaves everything as it is: the last activity day never moves backwards and the
 * streak never drops because of a zone change; it goes on once the new zone's calendar reaches that day.
 */
import { previousDay } from './calendar-day.ts';

export interface StreakState {
  streak: number;
  bestStreak: number;
  lastActivityDate: string | null;
}

export function nextStreak(previous: StreakState, today: string): StreakState {
  // 'yyyy-mm-dd' strings compare in calendar order.
  if (previous.lastActivityDate !== null && previous.lastActivityDate > today) {
    const streak = Math.max(previous.streak, 1);
    return { streak, bestStreak: Math.max(previous.bestStreak, streak), lastActivityDate: previous.lastActivityDate };
  }
  const streak =
    previous.lastActivityDate === today
      ? Math.max(previous.streak, 1)
      : previous.lastActivityDate === previousDay(today)
        ? previous.streak + 1
        : 1;
  return { streak, bestStreak: Math.max(previous.bestStreak, streak), lastActivityDate: today };
}
