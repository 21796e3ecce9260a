/**
 * What the AI costs a student per day, kept apart: `gradingCount` beside the daily quota counts the model calls that
 * grading makes (open answers, the paragraph), which have their own budget so a mock exam never eats the tutor's
 * quota; `ai_advice` keeps the dashboard's advice of the day per student and language, so the advice is made once
 * a day, not on every visit.
 */
import type { Kysely } from 'kysely';

export function aiBudgets() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('ai_usage')
        .addColumn('gradingCount', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('ai_advice')
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('language', 'text', (c) => c.notNull())
        /** The student's calendar day the advice was made on, yyyy-mm-dd. */
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('response', 'text', (c) => c.notNull())
        /** 'model' or 'offline'. */
        .addColumn('source', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('ai_advice_pk', ['userId', 'language'])
        .execute();
    },
  };
}
