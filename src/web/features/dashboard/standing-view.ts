/**
 * What the dashboard's standing cards draw, computed from GET /api/standing without React: where the 80% interval,
 * the expected score and the target sit on the 0–100 bar, the trend line's points, the week's progress, whether a
 * model's forecast has enough evidence to show, and the mastery map's counts per level.
 */
import type { AreaMastery, ForecastPoint, ScoreForecast } from '../../../domain/api/standing-schema.ts';
import { MASTERY_LEVELS, type MasteryLevel } from '../../../domain/mastery/mastery-level.ts';

const clampScore = (score: number) => Math.min(100, Math.max(0, score));

export interface RangeBar {
  /** Left edge and width of the interval, and the expected score and target, as percents of the bar's width. */
  low: number;
  width: number;
  expected: number;
  target: number | null;
}

/** The forecast on a 0–100 bar; scores outside the scale are pinned to its ends. */
export function rangeBar(forecast: ScoreForecast, target: number | null): RangeBar {
  const low = clampScore(forecast.low);
  const high = Math.max(low, clampScore(forecast.high));
  return {
    low,
    width: high - low,
    expected: clampScore(forecast.expected),
    target: target === null ? null : clampScore(target),
  };
}

/**
 * A forecast is shown with its numbers once every section it scores has enough answers; before that the card names
 * the sections to practise. A rough number built mostly from other sections would promise more than it knows.
 */
export const hasEnoughEvidence = (forecast: ScoreForecast) => forecast.missingSections.length === 0;

export interface TrendLine {
  /** The SVG polyline's points in a width × height box (y grows downwards, 100 at the top). */
  points: string;
  /** The last point, for its dot. */
  last: { x: number; y: number };
  first: ForecastPoint;
  latest: ForecastPoint;
  /** Expected score of the last point minus the first, one decimal. */
  change: number;
}

/** The smallest span of scores the trend's height shows, so a wobble of a point does not look like a cliff. */
export const TREND_MIN_SPAN = 20;

/**
 * The trend as a small line, evenly spaced by calendar day (a week without practice is a gap in time, not a
 * squeezed step). Its height shows the points' own range, widened to at least TREND_MIN_SPAN score points and kept
 * inside 0–100, so a change of a few points is visible. Null with fewer than two points: one point is not a trend.
 */
export function trendLine(points: readonly ForecastPoint[], width: number, height: number, pad = 4): TrendLine | null {
  if (points.length < 2) return null;
  const first = points[0] as ForecastPoint;
  const latest = points[points.length - 1] as ForecastPoint;
  const day = (p: ForecastPoint) => Date.parse(`${p.date}T00:00:00Z`) / 86_400_000;
  const span = Math.max(1, day(latest) - day(first));
  const scores = points.map((p) => clampScore(p.expected));
  const [bottom, top] = scoreWindow(Math.min(...scores), Math.max(...scores));
  const xy = (p: ForecastPoint) => ({
    x: round1(pad + ((day(p) - day(first)) / span) * (width - 2 * pad)),
    y: round1(pad + ((top - clampScore(p.expected)) / (top - bottom)) * (height - 2 * pad)),
  });
  const coords = points.map(xy);
  return {
    points: coords.map((c) => `${c.x},${c.y}`).join(' '),
    last: coords[coords.length - 1] as { x: number; y: number },
    first,
    latest,
    change: round1(latest.expected - first.expected),
  };
}

/** The scores shown from bottom to top: the range of the points, centred in at least TREND_MIN_SPAN, within 0–100. */
export function scoreWindow(min: number, max: number): [number, number] {
  const extra = Math.max(0, TREND_MIN_SPAN - (max - min)) / 2;
  let bottom = min - extra;
  let top = max + extra;
  if (bottom < 0) [bottom, top] = [0, top - bottom];
  if (top > 100) [bottom, top] = [Math.max(0, bottom - (top - 100)), 100];
  return [bottom, top];
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** This week's questions done against the goal, 0–1 for the bar (a goal of 0 counts as met). */
export function weekProgress(done: number, goal: number): number {
  if (goal <= 0) return 1;
  return Math.min(1, Math.max(0, done / goal));
}

/** How many areas sit at each level, in the levels' order (not started first). */
export function levelCounts(areas: readonly AreaMastery[]): Record<MasteryLevel, number> {
  const counts = Object.fromEntries(MASTERY_LEVELS.map((l) => [l, 0])) as Record<MasteryLevel, number>;
  for (const a of areas) counts[a.level] += 1;
  return counts;
}

/** A chance 0–1 as a whole percent, kept off 0 and 100: a forecast is never certain. */
export function chancePercent(chance: number): number {
  return Math.min(99, Math.max(1, Math.round(chance * 100)));
}
