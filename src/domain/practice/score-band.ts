/** The results badge, chosen from the exact percent, not the rounded one (89.6 is 'good'). */
import type { ScoreBand } from '../api/practice-schema.ts';

export function scoreBand(percent: number): ScoreBand {
  if (percent >= 90) return 'excellent';
  if (percent >= 80) return 'good';
  if (percent >= 70) return 'average';
  if (percent >= 60) return 'needPractice';
  return 'poor';
}

/** The exact percent of a result (0 for an empty quiz). */
export function exactPercent(correct: number, total: number): number {
  return total > 0 ? (correct * 100) / total : 0;
}

/** The whole percent shown in the score circle. */
export function wholePercent(correct: number, total: number): number {
  return Math.round(exactPercent(correct, total));
}
