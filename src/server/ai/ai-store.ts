/**
 * The AI service's database side: the per-student daily quota and usage (ai_usage), the per-address rate-limit
 * counters (ai_rate; in the database so several servers share them), thumbs on tutor replies (ai_feedback) and what the
 * AI may read about a student: the profile's name and time zone and the performance map. Each counter is one atomic
 * upsert, so concurrent requests are counted exactly.
 */
import { sql } from 'kysely';
import type { PerformanceEntry } from '../../domain/ai/offline-suggestion.ts';
import type { Draw } from '../../domain/practice/draw.ts';
import type { Db } from '../db/database.ts';
import { writeBatcherOf } from '../db/write-batch.ts';

export interface AiStore {
  /** Whether the question is part of the student's unfinished mock exam (explaining it would reveal its key). */
  inUnfinishedMockExam(userId: string, questionId: string): Promise<boolean>;
  /**
   * Whether the student has a graded answer to the question in any of their attempts (practice, mock exam,
   * diagnostic, challenge, lesson quiz): its key has then been shown to them, so explaining it gives nothing away.
   * A mock-exam draft is not graded until the exam is finished.
   */
  hasGradedAnswer(userId: string, questionId: string): Promise<boolean>;
  /** Counts one AI request of the day unless the quota is used up; false when it is. */
  consumeQuota(userId: string, day: string, quota: number): Promise<boolean>;
  /** Gives back a unit consumeQuota took, for a request the model did not answer after all. */
  refundQuota(userId: string, day: string): Promise<void>;
  /** Counts one model call made while grading unless the day's grading budget is used up; false when it is. */
  consumeGrading(userId: string, day: string, budget: number): Promise<boolean>;
  /** The dashboard advice already made on `day` in `language`, if any. */
  advice(
    userId: string,
    language: string,
    day: string,
  ): Promise<{ response: string; source: 'model' | 'offline' } | undefined>;
  saveAdvice(
    userId: string,
    language: string,
    day: string,
    advice: { response: string; source: 'model' | 'offline' },
  ): Promise<void>;
  usage(userId: string, day: string): Promise<number>;
  /** Records (or with null clears) the student's thumbs on a reply; one row per student and reply. */
  saveFeedback(userId: string, replyId: string, value: 'up' | 'down' | null, at: string): Promise<void>;
  feedback(userId: string, replyId: string): Promise<'up' | 'down' | undefined>;
  performance(userId: string): Promise<PerformanceEntry[]>;
  /** The profile's name (for the first name) and time zone (for the day). */
  student(userId: string): Promise<{ name: string } | undefined>;
}

export function createAiStore(db: Db): AiStore {
  const { kysely } = db;
  // The counters move on every AI request: through the database's write batcher, never an fsync of their own.
  const writes = writeBatcherOf(db);
  return {
    async inUnfinishedMockExam(userId, questionId) {
      const rows = await kysely
        .selectFrom('attempt')
        .select('draw')
        .where('userId', '=', userId)
        .where('kind', '=', 'mock_exam')
        .where('finishedAt', 'is', null)
        .execute();
      return rows.some((row) => (JSON.parse(row.draw) as Draw).questions.some((q) => q.questionId === questionId));
    },

    async hasGradedAnswer(userId, questionId) {
      // Through the student's attempts (indexed by userId), then each attempt's answer to the question (unique index).
      const row = await kysely
        .selectFrom('attempt')
        .innerJoin('answer', 'answer.attemptId', 'attempt.id')
        .select('answer.id')
        .where('attempt.userId', '=', userId)
        .where('answer.questionId', '=', questionId)
        .where('answer.correct', 'is not', null)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
    async consumeQuota(userId, day, quota) {
      const row = await writes.statement((w) =>
        w
          .insertInto('ai_usage')
          .values({ userId, day, count: 1 })
          .onConflict((oc) =>
            oc
              .columns(['userId', 'day'])
              .doUpdateSet({ count: sql<number>`${sql.ref('ai_usage.count')} + 1` })
              .where('ai_usage.count', '<', quota),
          )
          .returning('count')
          .executeTakeFirst(),
      );
      return row !== undefined;
    },

    async refundQuota(userId, day) {
      await kysely
        .updateTable('ai_usage')
        .set({ count: sql<number>`${sql.ref('count')} - 1` })
        .where('userId', '=', userId)
        .where('day', '=', day)
        .where('count', '>', 0)
        .execute();
    },

    async consumeGrading(userId, day, budget) {
      const row = await writes.statement((w) =>
        w
          .insertInto('ai_usage')
          .values({ userId, day, count: 0, gradingCount: 1 })
          .onConflict((oc) =>
            oc
              .columns(['userId', 'day'])
              .doUpdateSet({ gradingCount: sql<number>`${sql.ref('ai_usage.gradingCount')} + 1` })
              .where('ai_usage.gradingCount', '<', budget),
          )
          .returning('gradingCount')
          .executeTakeFirst(),
      );
      return row !== undefined;
    },

    async advice(userId, language, day) {
      return kysely
        .selectFrom('ai_advice')
        .select(['response', 'source'])
        .where('userId', '=', userId)
        .where('language', '=', language)
        .where('day', '=', day)
        .executeTakeFirst();
    },

    async saveAdvice(userId, language, day, advice) {
      await kysely
        .insertInto('ai_advice')
        .values({ userId, language, day, ...advice })
        .onConflict((oc) => oc.columns(['userId', 'language']).doUpdateSet({ day, ...advice }))
        .execute();
    },

    async usage(userId, day) {
      const row = await kysely
        .selectFrom('ai_usage')
        .select('count')
        .where('userId', '=', userId)
        .where('day', '=', day)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    async saveFeedback(userId, replyId, value, at) {
      if (value === null) {
        await writes.statement((w) =>
          w.deleteFrom('ai_feedback').where('userId', '=', userId).where('replyId', '=', replyId).execute(),
        );
        return;
      }
      await kysely
        .insertInto('ai_feedback')
        .values({ userId, replyId, value, createdAt: at })
        .onConflict((oc) => oc.columns(['userId', 'replyId']).doUpdateSet({ value, createdAt: at }))
        .execute();
    },

    async feedback(userId, replyId) {
      const row = await kysely
        .selectFrom('ai_feedback')
        .select('value')
        .where('userId', '=', userId)
        .where('replyId', '=', replyId)
        .executeTakeFirst();
      return row?.value;
    },

    async performance(userId) {
      const rows = await kysely
        .selectFrom('performance')
        .select(['key', 'correct', 'incorrect', 'lastMistake'])
        .where('userId', '=', userId)
        .orderBy('key')
        .execute();
      return rows.map((r) => ({
        key: r.key,
        correct: Number(r.correct),
        incorrect: Number(r.incorrect),
        lastMistake: r.lastMistake,
      }));
    },

    async student(userId) {
      return kysely.selectFrom('profile').select('name').where('userId', '=', userId).executeTakeFirst();
    },
  };
}
