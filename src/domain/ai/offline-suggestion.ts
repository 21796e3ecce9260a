/**
 * The offline next-quiz suggestion, from the weakest area by error rate and recency: each practised area (a grammar
 * topic, listening, reading) scores its error rate, smoothed so that one wrong answer out of one is not the weakest of
 * all, plus a bonus for a mistake in the last 7 days. 1–2 sentences in the student's language, naming the area in
 * English. No answers at all → the spec's "start answering" message.
 */
import type { Language } from '../language.ts';
import { OFFLINE_TEXTS, type PracticeArea } from './offline-texts.ts';

export interface PerformanceEntry {
  /** A grammar topic key, 'listening' or 'reading' (the keys of the profile's performance map). */
  key: string;
  correct: number;
  incorrect: number;
  /** ISO timestamp of the last mistake, if any. */
  lastMistake: string | null;
}

export interface WeakestArea {
  area: PracticeArea;
  /** The grammar topic key, for grammar. */
  topicKey?: string;
  wrong: number;
  total: number;
}

const RECENT_DAYS = 7;
const RECENCY_BONUS = 0.15;
const DAY_MS = 24 * 60 * 60 * 1000;

export function areaOf(key: string): PracticeArea {
  return key === 'listening' || key === 'reading' ? key : 'grammar';
}

export function weaknessScore(entry: PerformanceEntry, now: Date): number {
  const total = entry.correct + entry.incorrect;
  const errorRate = (entry.incorrect + 1) / (total + 2);
  if (!entry.lastMistake) return errorRate;
  const days = (now.getTime() - new Date(entry.lastMistake).getTime()) / DAY_MS;
  if (!(days >= 0 && days < RECENT_DAYS)) return errorRate;
  return errorRate + RECENCY_BONUS * (1 - days / RECENT_DAYS);
}

/** The weakest practised area, or undefined when nothing has been answered yet. */
export function weakestArea(entries: readonly PerformanceEntry[], now: Date): WeakestArea | undefined {
  const practised = entries.filter((e) => e.correct + e.incorrect > 0);
  const ranked = [...practised].sort(
    (a, b) => weaknessScore(b, now) - weaknessScore(a, now) || b.incorrect - a.incorrect || a.key.localeCompare(b.key),
  );
  const weakest = ranked[0];
  if (!weakest) return undefined;
  const area = areaOf(weakest.key);
  return {
    area,
    ...(area === 'grammar' ? { topicKey: weakest.key } : {}),
    wrong: weakest.incorrect,
    total: weakest.correct + weakest.incorrect,
  };
}

export interface Suggestion {
  text: string;
  /** The spec's isNoDataMessage: nothing answered yet. */
  isNoDataMessage: boolean;
  weakest?: WeakestArea;
}

export function suggestOffline(
  entries: readonly PerformanceEntry[],
  now: Date,
  topicTitle: (key: string) => string | undefined,
  language: Language,
): Suggestion {
  const t = OFFLINE_TEXTS[language].suggest;
  const weakest = weakestArea(entries, now);
  if (!weakest) return { text: t.noData, isNoDataMessage: true };
  const text =
    weakest.area === 'grammar'
      ? t.grammar(topicTitle(weakest.topicKey ?? '') ?? weakest.topicKey ?? '', weakest.wrong, weakest.total)
      : t.area(weakest.area, weakest.wrong, weakest.total);
  return { text, isNoDataMessage: false, weakest };
}
