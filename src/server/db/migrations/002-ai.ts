/**
 * The AI service's tables: daily AI usage per student (the quota), per-address request
 * counters (the rate limit, in the database so several servers share them), thumbs on tutor replies, and the
 * per-topic performance that suggestions and dashboard advice read (filled as answers are graded).
 */
import type { Kysely } from 'kysely';

/** No column here differs between SQLite and PostgreSQL (timestamps are ISO text, as in the profile table). */
export function aiTables() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('ai_usage')
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        /** The student's calendar day, yyyy-mm-dd, in their time zone. */
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('ai_usage_pk', ['userId', 'day'])
        .execute();
      await db.schema
        .createTable('ai_rate')
        /** The client address. */
        .addColumn('key', 'text', (c) => c.primaryKey())
        /** Which fixed window the count belongs to: floor(time / window length). */
        .addColumn('windowIndex', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('ai_feedback')
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('replyId', 'text', (c) => c.notNull())
        /** 'up' or 'down'. */
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('ai_feedback_pk', ['userId', 'replyId'])
        .execute();
      await db.schema
        .createTable('performance')
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        /** A grammar topic key, 'listening' or 'reading' (the keys of the profile's performance map). */
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('correct', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('incorrect', 'integer', (c) => c.notNull().defaultTo(0))
        /** ISO timestamp of the last wrong answer. */
        .addColumn('lastMistake', 'text')
        .addPrimaryKeyConstraint('performance_pk', ['userId', 'key'])
        .execute();
    },
  };
}
