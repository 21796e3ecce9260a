/**
 * The history chart's points, computed on the server from every finished attempt of the timeframe (however many),
 * so the browser draws a bounded number of points instead of receiving every row. One point per kind of quiz and
 * calendar day of the student (their time zone): the day's score over all its questions, plotted at its last
 * attempt. For 'today' each attempt stays its own point, as a day of one point would say nothing.
 */
import { calendarDay } from '../practice/calendar-day.ts';
import { wholePercent } from '../practice/score-band.ts';

export interface ChartAttemptRow<K extends string> {
  id: string;
  kind: K;
  finishedAt: string;
  correct: number;
  total: number;
}

export interface ChartPoint<K extends string> {
  kind: K;
  /** The latest finishing time in the point, where it is plotted. */
  at: string;
  /** The point's period in the student's calendar: its day (yyyy-mm-dd), week or month. */
  period: string;
  attempts: number;
  correct: number;
  total: number;
  /** Whole percent 0–100 of the point's questions. */
  scorePercent: number;
}

/**
 * Every zone's offset is a multiple of 15 minutes, so the day of any instant in a quarter hour is the day of its
 * start: one formatter call per quarter hour with attempts, not one per attempt.
 */
const QUARTER_HOUR_MS = 15 * 60 * 1000;

/** The student's calendar day of an instant (epoch ms), remembered per quarter hour for one run over many rows. */
export function calendarDays(timeZone: string): (time: number) => string {
  const days = new Map<number, string>();
  return (time) => {
    const slot = Math.floor(time / QUARTER_HOUR_MS);
    let day = days.get(slot);
    if (day === undefined) {
      day = calendarDay(new Date(slot * QUARTER_HOUR_MS), timeZone);
      days.set(slot, day);
    }
    return day;
  };
}

export function historyChartPoints<K extends string>(
  rows: readonly ChartAttemptRow<K>[],
  timeZone: string,
  perAttempt: boolean,
): ChartPoint<K>[] {
  const dayOf = calendarDays(timeZone);
  const points = new Map<string, ChartPoint<K>>();
  for (const row of rows) {
    const time = Date.parse(row.finishedAt);
    if (Number.isNaN(time)) continue;
    const day = dayOf(time);
    const key = perAttempt ? row.id : `${row.kind} ${day}`;
    const point = points.get(key);
    if (!point) {
      points.set(key, {
        kind: row.kind,
        at: row.finishedAt,
        period: day,
        attempts: 1,
        correct: row.correct,
        total: row.total,
        scorePercent: 0,
      });
    } else {
      point.attempts += 1;
      point.correct += row.correct;
      point.total += row.total;
      if (row.finishedAt > point.at) point.at = row.finishedAt;
    }
  }
  return [...points.values()]
    .map((p) => ({ ...p, scorePercent: wholePercent(p.correct, p.total) }))
    .sort((a, b) => a.at.localeCompare(b.at));
}

/** The rows of a grouped read (one per kind and period, summed by the database) as chart points, oldest first. */
export function chartPointsFromGroups<K extends string>(
  groups: readonly Omit<ChartPoint<K>, 'scorePercent'>[],
): ChartPoint<K>[] {
  return groups
    .map((g) => ({ ...g, scorePercent: wholePercent(g.correct, g.total) }))
    .sort((a, b) => a.at.localeCompare(b.at));
}

export type ChartPeriod = 'attempt' | 'day' | 'week' | 'month';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How much one point sums up, so a chart stays readable (at most about 100 points per kind) however long the
 * history: each attempt for 'today', days up to three months, weeks up to two years, months beyond.
 */
export function chartPeriod(
  timeframe: 'all' | 'month' | 'week' | 'today',
  first: Date | undefined,
  now: Date,
): ChartPeriod {
  if (timeframe === 'today') return 'attempt';
  const days = first ? (now.getTime() - first.getTime()) / DAY_MS : 0;
  if (days <= DAYS_BY_DAY) return 'day';
  if (days <= DAYS_BY_WEEK) return 'week';
  return 'month';
}

/** The oldest attempt's age (days) up to which a chart is drawn by day, then by week; by month beyond. */
const DAYS_BY_DAY = 92;
const DAYS_BY_WEEK = 730;

/**
 * chartPeriod's rule for the whole history as two instants (ISO): with its oldest attempt finished at or after
 * `day` it is drawn by day, else at or after `week` by week, else by month. A database chooses the period with them
 * in the statement that reads the chart's sums.
 */
export function chartPeriodStarts(now: Date): { day: string; week: string } {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  return { day: before(DAYS_BY_DAY), week: before(DAYS_BY_WEEK) };
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's offset from UTC at `at`, in minutes (Baku +240, New York −300 or −240). A database without time-zone
 * rules (SQLite) groups a history's days by the offset of today: exact for zones without summer time, and for the
 * others off only for attempts within an hour of midnight on the far side of a clock change.
 */
export function zoneOffsetMinutes(at: Date, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    if (offsetFormatters.size < 1000) offsetFormatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}
