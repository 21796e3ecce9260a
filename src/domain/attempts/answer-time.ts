/**
 * When an answer counts as given. The browser stamps each answer as the student gives it (`answeredAt`), and an
 * answer given without a connection reaches the server hours later, so the streak and the history follow the
 * stamp, not the arrival. The stamp is the device's clock, which the student can set to anything, so it is
 * believed only inside bounds the server knows:
 * - never after the server's now (a clock ahead counts as now);
 * - never before the attempt started (an online session's start is the server's time; an offline session's start is
 *   itself a stamp, bounded the same way when the session reaches the server);
 * - never more than OFFLINE_WINDOW_DAYS before now: a phone offline longer than that gets its answers counted on the
 *   earliest day the window allows, so a changed clock can at most fill a week-old gap in the streak.
 * A missing or unreadable stamp is the server's now.
 */

/** How far back a stamp is believed: a week with no signal covers a trip to a village without mobile data. */
export const OFFLINE_WINDOW_DAYS = 7;
const WINDOW_MS = OFFLINE_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** The earliest time a stamp may name at `now`. */
export const earliestStamp = (now: Date): Date => new Date(now.getTime() - WINDOW_MS);

/** A stamp held inside [max(notBefore, now − window), now]. */
export function boundedStamp(stamp: string | undefined, now: Date, notBefore?: Date): Date {
  const claimed = stamp === undefined ? Number.NaN : Date.parse(stamp);
  if (Number.isNaN(claimed)) return now;
  const earliest = Math.max(earliestStamp(now).getTime(), notBefore ? notBefore.getTime() : -Infinity);
  return new Date(Math.min(now.getTime(), Math.max(earliest, claimed)));
}
