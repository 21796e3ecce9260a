/**
 * The streak the dashboard shows: the stored streak counts only while it is alive, i.e. the
 * last activity was today or yesterday in the student's calendar; otherwise it has lapsed and shows 0. The
 * stored value is corrected at the next activity (streak.ts). A last activity day after today (the student moved
 * their time zone west) is alive too: streak.ts keeps that day and the streak when it happens.
 */
import { previousDay } from '../practice/calendar-day.ts';

export function displayedStreak(stored: number, lastActivityDate: string | null, today: string): number {
  if (lastActivityDate === null) return 0;
  return lastActivityDate >= today || lastActivityDate === previousDay(today) ? stored : 0;
}
