/**
 * A history page's row (GET /api/attempts sends each attempt as a HistoryRow of values) read as the attempt the web
 * app shows: the score and whether it has an answer review follow from the row, as the server had them before.
 */
import { LESSON_KIND } from '../api/attempt-kinds.ts';
import type { HistoryAttempt, HistoryRow } from '../api/progress-schema.ts';
import { wholePercent } from '../practice/score-band.ts';

export function historyAttemptOf(row: HistoryRow): HistoryAttempt {
  const [attemptId, kind, slug, title, finishedAt, correct, total, timeSpentMinutes] = row;
  return {
    attemptId,
    kind,
    slug,
    title,
    finishedAt,
    correct,
    total,
    scorePercent: wholePercent(correct, total),
    timeSpentMinutes,
    // GET /api/attempts/review/:id serves every kind but the lesson, which has none.
    hasReview: kind !== LESSON_KIND,
  };
}
