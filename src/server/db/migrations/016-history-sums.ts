/**
 * The chart's stored sums (src/server/progress/history-sums.ts, decision 020): per student, period of their
 * calendar (day, ISO week, month), its key and the attempt's kind, the finished attempts with their right answers,
 * questions and latest finishing time. The primary key serves the chart's read (one student's sums of one period)
 * and a finish's upsert. The sums of the attempts finished before this migration are written once here, in each
 * student's profile zone.
 */
import type { Kysely } from 'kysely';
import { studentContextOf } from '../../profile/profile-store.ts';
import { sumHistoryAgain } from '../../progress/history-sums.ts';
import type { Database } from '../schema.ts';

export function historySums() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('history_sum')
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('correct', 'integer', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('lastAt', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('history_sum_pk', ['userId', 'period', 'key', 'kind'])
        .execute();
      const app = db as Kysely<Database>;
      const students = await app
        .selectFrom('attempt')
        .leftJoin('profile', 'profile.userId', 'attempt.userId')
        .select(['attempt.userId', 'profile.timeZone'])
        .where('attempt.finishedAt', 'is not', null)
        .distinct()
        .execute();
      for (const { userId, timeZone } of students) {
        await sumHistoryAgain(app, userId, studentContextOf({ timeZone: timeZone ?? undefined }).timeZone);
      }
    },
  };
}
