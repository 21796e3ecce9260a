/**
 * Where a student stands (decision 018): per question its difficulty estimate (mean, variance, answers), updated by
 * every graded answer of every student; per student the mastery model's state (StudentAbility as JSON, with the
 * answers per day of the last two weeks for the weekly plan); per student and calendar day the classic prediction's
 * expected score, the trend. All three can be rebuilt from the answer history (src/server/standing/standing-store.ts).
 */
import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes } from '../database.ts';

export function standing(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('item_difficulty')
        .addColumn('questionId', 'text', (c) => c.primaryKey())
        .addColumn('mean', t.real, (c) => c.notNull())
        .addColumn('variance', t.real, (c) => c.notNull())
        .addColumn('answers', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('student_standing')
        .addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
        .addColumn('ability', 'text', (c) => c.notNull())
        .addColumn('recentDays', 'text', (c) => c.notNull())
        .addColumn('answers', 'integer', (c) => c.notNull())
        .addColumn('updatedAt', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('forecast_trend')
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('expected', t.real, (c) => c.notNull())
        .addPrimaryKeyConstraint('forecast_trend_pk', ['userId', 'day'])
        .execute();
    },
  };
}
