/**
 * Practice: attempts (one per session, with its questions in order so a reload gets the same ones) and
 * answers (one row per question of an attempt, keyed by the client's answerId, so a retried save counts once).
 */
import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes } from '../database.ts';

export function practice(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('attempt')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('model', 'text')
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('draw', 'text', (c) => c.notNull())
        .addColumn('writingText', 'text')
        .addColumn('startedAt', 'text', (c) => c.notNull())
        .addColumn('finishedAt', 'text')
        .addColumn('correct', 'integer')
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('score', t.real)
        .addColumn('dimEstimate', t.real)
        .addColumn('writingResult', 'text')
        .addColumn('timeSpentSeconds', 'integer')
        .execute();
      await db.schema.createIndex('attempt_user_started_idx').on('attempt').columns(['userId', 'startedAt']).execute();
      await db.schema
        .createTable('answer')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('attemptId', 'text', (c) => c.notNull().references('attempt.id').onDelete('cascade'))
        .addColumn('questionId', 'text', (c) => c.notNull())
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('correct', 'integer')
        .addColumn('points', t.real)
        .addColumn('judgedBy', 'text')
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('gradedAt', 'text')
        .addUniqueConstraint('answer_attempt_question_unique', ['attemptId', 'questionId'])
        .execute();
      await db.schema
        .createTable('answer_save')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('attemptId', 'text', (c) => c.notNull().references('attempt.id').onDelete('cascade'))
        .execute();
    },
  };
}
