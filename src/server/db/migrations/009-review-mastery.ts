/**
 * Review of mistakes and where a student stands (decision 018): a review card per student and question they got
 * wrong, scheduled by FSRS; the review log, one row per review answer, with what FSRS's optimiser reads and the
 * memory state before the review, so parameters can be fitted later and a review rolled back; the student's target
 * score and exam date on the profile (both optional). Times of the review tables are epoch milliseconds (bigint),
 * as the pure models keep them.
 */
import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes } from '../database.ts';

export function reviewMastery(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('review_card')
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('questionId', 'text', (c) => c.notNull())
        /** Grammar | Listening | Reading. */
        .addColumn('section', 'text', (c) => c.notNull())
        /** The grammar topic, or the listening or reading test. */
        .addColumn('topicId', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'bigint', (c) => c.notNull())
        .addColumn('due', 'bigint', (c) => c.notNull())
        .addColumn('stability', t.real, (c) => c.notNull())
        .addColumn('difficulty', t.real, (c) => c.notNull())
        .addColumn('scheduledDays', 'integer', (c) => c.notNull())
        .addColumn('learningSteps', 'integer', (c) => c.notNull())
        .addColumn('reps', 'integer', (c) => c.notNull())
        .addColumn('lapses', 'integer', (c) => c.notNull())
        /** new | learning | review | relearning. */
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('lastReview', 'bigint')
        .addPrimaryKeyConstraint('review_card_pk', ['userId', 'questionId'])
        .execute();
      await db.schema.createIndex('review_card_user_due_idx').on('review_card').columns(['userId', 'due']).execute();
      await db.schema
        .createTable('review_log')
        /** The answerId of the answer that was the review. */
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('questionId', 'text', (c) => c.notNull())
        .addColumn('reviewedAt', 'bigint', (c) => c.notNull())
        /** FSRS rating: 1 Again, 3 Good. */
        .addColumn('rating', 'integer', (c) => c.notNull())
        .addColumn('correct', 'integer', (c) => c.notNull())
        /** The card's state before the review. */
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('due', 'bigint', (c) => c.notNull())
        .addColumn('stability', t.real, (c) => c.notNull())
        .addColumn('difficulty', t.real, (c) => c.notNull())
        .addColumn('elapsedDays', 'integer', (c) => c.notNull())
        .addColumn('scheduledDays', 'integer', (c) => c.notNull())
        .addColumn('learningSteps', 'integer', (c) => c.notNull())
        .addColumn('durationMs', 'integer')
        .execute();
      await db.schema
        .createIndex('review_log_user_question_idx')
        .on('review_log')
        .columns(['userId', 'questionId', 'reviewedAt'])
        .execute();
      /** 0–100 on DİM's scale; null when the student has not set one. */
      await db.schema.alterTable('profile').addColumn('targetScore', 'integer').execute();
      /** yyyy-mm-dd; null when not set. */
      await db.schema.alterTable('profile').addColumn('examDate', 'text').execute();
    },
  };
}
