/** The diagnostic and the daily challenge: see diagnostic-tables.ts and challenge-tables.ts. */
import type { Kysely } from 'kysely';

export function diagnosticAndChallenge() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('diagnostic')
        .addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
        .addColumn('attemptId', 'text', (c) => c.notNull().references('attempt.id').onDelete('cascade'))
        .addColumn('score', 'integer')
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('completedAt', 'text')
        .execute();
      await db.schema
        .createTable('daily_challenge')
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('attemptId', 'text', (c) => c.notNull().references('attempt.id').onDelete('cascade'))
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('daily_challenge_pk', ['userId', 'date'])
        .execute();
      // The tutor's "exam in progress" check looks for a student's open attempts.
      await db.schema
        .createIndex('attempt_user_open_idx')
        .on('attempt')
        .columns(['userId', 'finishedAt', 'startedAt'])
        .execute();
    },
  };
}
