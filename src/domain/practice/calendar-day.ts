/**
 * The student's calendar day: streaks and the daily challenge follow the day in the student's
 * time zone: an IANA name stored in their profile (the browser's at sign-up, changeable on the profile page),
 * validated here; Asia/Baku when none is known.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Baku';
const MAX_TIME_ZONE_LENGTH = 64;

/** Formatters by zone: building one costs about as much as the rest of an answer save, so each is built once. */
const formatters = new Map<string, { formatter: Intl.DateTimeFormat; canonical: string }>();
const MAX_CACHED_ZONES = 1000;

function zone(timeZone: string): { formatter: Intl.DateTimeFormat; canonical: string } {
  let cached = formatters.get(timeZone);
  if (!cached) {
    const formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    cached = { formatter, canonical: formatter.resolvedOptions().timeZone };
    if (formatters.size < MAX_CACHED_ZONES) formatters.set(timeZone, cached);
  }
  return cached;
}

/** The zone's canonical IANA name ('asia/baku' → 'Asia/Baku'), or undefined when it is not a time zone. */
export function canonicalTimeZone(timeZone: string): string | undefined {
  if (timeZone === '' || timeZone.length > MAX_TIME_ZONE_LENGTH || !/^[A-Za-z0-9_+\-/]+$/.test(timeZone))
    return undefined;
  try {
    return zone(timeZone).canonical;
  } catch {
    return undefined;
  }
}

export function isValidTimeZone(timeZone: string): boolean {
  return canonicalTimeZone(timeZone) !== undefined;
}

/**
 * The last day computed per zone, with its minute: every zone's offset is a whole number of minutes, so the day
 * cannot change within a minute, and an answer save asks for the day of "now" many times a minute.
 */
const lastDays = new Map<string, { minute: number; day: string }>();

/** 'yyyy-mm-dd' of `now` in `timeZone` (which must be valid). */
export function calendarDay(now: Date, timeZone: string): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastDays.get(timeZone);
  if (last?.minute === minute) return last.day;
  const parts = zone(timeZone).formatter.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
  if (lastDays.size < MAX_CACHED_ZONES || lastDays.has(timeZone)) lastDays.set(timeZone, { minute, day });
  return day;
}

/**
 * The last day asked for and the day before it: every answer save asks for the day before the student's today,
 * and building the date and its ISO string cost about 3 % of a save's CPU on PostgreSQL.
 */
let lastPrevious = { day: '', previous: '' };

/** The day before a 'yyyy-mm-dd' day. */
export function previousDay(day: string): string {
  if (lastPrevious.day === day) return lastPrevious.previous;
  const [y, m, d] = day.split('-').map(Number);
  const previous = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) - 1)).toISOString().slice(0, 10);
  lastPrevious = { day, previous };
  return previous;
}
