/**
 * The quiz history: the student's finished attempts, newest first, within a timeframe
 * (history-timeframe.ts). The query is bounded by an instant and the exact rule is applied here, so 'today'
 * follows the student's calendar day.
 */
import type { HistoryAttempt, HistoryKind } from '../../domain/api/progress-schema.ts';
import { LESSON_KIND } from '../../domain/api/practice-schema.ts';
import { HISTORY_KINDS } from '../../domain/api/progress-schema.ts';
import type { Localized } from '../../domain/content/schema.ts';
import { wholePercent } from '../../domain/practice/score-band.ts';
import { timeSpentMinutes } from '../../domain/progress/time-spent-minutes.ts';
import { inTimeframe, timeframeLowerBound, type Timeframe } from '../../domain/progress/history-timeframe.ts';
import type { Db } from '../db/database.ts';

/** The most attempts one response lists (a student doing 20 quizzes a day for a month stays under it). */
export const HISTORY_LIMIT = 1000;

export interface HistoryStore {
  attempts(
    userId: string,
    timeframe: Timeframe,
    now: Date,
    timeZone: string,
    title: (topic: string) => Localized | string | undefined,
  ): Promise<HistoryAttempt[]>;
}

const isHistoryKind = (kind: string): kind is HistoryKind => (HISTORY_KINDS as readonly string[]).includes(kind);

export function createHistoryStore({ kysely }: Db): HistoryStore {
  return {
    async attempts(userId, timeframe, now, timeZone, title) {
      const bound = timeframeLowerBound(timeframe, now);
      let query = kysely
        .selectFrom('attempt')
        .select(['id', 'kind', 'slug', 'topic', 'finishedAt', 'correct', 'total', 'timeSpentSeconds'])
        .where('userId', '=', userId)
        .where('finishedAt', 'is not', null);
      if (bound) query = query.where('finishedAt', '>=', bound.toISOString());
      const rows = await query.orderBy('finishedAt', 'desc').limit(HISTORY_LIMIT).execute();
      return rows.flatMap((row): HistoryAttempt[] => {
        const finishedAt = row.finishedAt ?? '';
        if (!isHistoryKind(row.kind) || !inTimeframe(new Date(finishedAt), timeframe, now, timeZone)) return [];
        const correct = Number(row.correct ?? 0);
        const total = Number(row.total);
        return [
          {
            attemptId: row.id,
            kind: row.kind,
            slug: row.slug,
            title: title(row.topic) ?? row.topic,
            finishedAt,
            correct,
            total,
            scorePercent: wholePercent(correct, total),
            timeSpentMinutes: timeSpentMinutes(row.timeSpentSeconds === null ? null : Number(row.timeSpentSeconds)),
            // GET /api/attempts/:id/review serves every kind but the lesson, which has none.
            hasReview: row.kind !== LESSON_KIND,
          },
        ];
      });
    },
  };
}
