/**
 * The chart's stored sums (migration 016-history-sums): per student, kind and period of their calendar (day, ISO
 * week, month), the finished attempts, their right answers and questions, and the latest finishing time. A finish
 * adds its attempt to its three sums in one statement of its own transaction (attempt-store.ts), so the chart of a
 * history of any length reads about one row per point (history-store.ts). The sums follow the profile's time zone:
 * a change of zone sums the student's attempts again (profile-store.ts), as the migration did once for the attempts
 * finished before it.
 */
import type { Kysely, Transaction } from 'kysely';
import {
  historySumPeriods,
  historySums,
  type SummedAttempt,
  type SumPeriod,
} from '../../domain/progress/history-sum-periods.ts';
import { calendarDay } from '../../domain/practice/calendar-day.ts';
import type { Db } from '../db/database.ts';
import { prepareQuery } from '../db/prepared-query.ts';
import type { Database } from '../db/schema.ts';

export interface HistorySums {
  /** Adds a just finished attempt to its day, week and month, in the finish's transaction. */
  add(trx: Transaction<Database>, userId: string, attempt: SummedAttempt, timeZone: string): Promise<void>;
}

/** Rows per INSERT when the sums are written again: well under either engine's limit of bound values. */
const INSERT_CHUNK = 100;

export function createHistorySums({ kysely }: Db): HistorySums {
  // Built and compiled once: it runs in every finish (src/server/db/prepared-query.ts).
  const addToSums = prepareQuery((param) => {
    const row = (period: SumPeriod) => ({
      userId: param<string>('userId'),
      period: param<SumPeriod>(`${period}Period`),
      key: param<string>(period),
      kind: param<string>('kind'),
      attempts: param<number>('attempts'),
      correct: param<number>('correct'),
      total: param<number>('total'),
      lastAt: param<string>('lastAt'),
    });
    return kysely
      .insertInto('history_sum')
      .values([row('day'), row('week'), row('month')])
      .onConflict((oc) =>
        oc.columns(['userId', 'period', 'key', 'kind']).doUpdateSet((eb) => ({
          attempts: eb('history_sum.attempts', '+', eb.ref('excluded.attempts')),
          correct: eb('history_sum.correct', '+', eb.ref('excluded.correct')),
          total: eb('history_sum.total', '+', eb.ref('excluded.total')),
          lastAt: eb
            .case()
            .when('excluded.lastAt', '>', eb.ref('history_sum.lastAt'))
            .then(eb.ref('excluded.lastAt'))
            .else(eb.ref('history_sum.lastAt'))
            .end(),
        })),
      );
  });
  return {
    async add(trx, userId, attempt, timeZone) {
      const periods = historySumPeriods(calendarDay(new Date(attempt.finishedAt), timeZone));
      await addToSums.execute(trx, {
        userId,
        ...periods,
        dayPeriod: 'day',
        weekPeriod: 'week',
        monthPeriod: 'month',
        kind: attempt.kind,
        attempts: 1,
        correct: attempt.correct,
        total: attempt.total,
        lastAt: attempt.finishedAt,
      });
    },
  };
}

/**
 * Sums a student's finished attempts again in `timeZone`, replacing their stored sums: when the zone changes, and
 * once for every student in the migration. Reads the whole history, so it is for rare events only.
 */
export async function sumHistoryAgain(runner: Kysely<Database>, userId: string, timeZone: string): Promise<void> {
  const attempts = await runner
    .selectFrom('attempt')
    .select(['kind', 'finishedAt', 'correct', 'total'])
    .where('userId', '=', userId)
    .where('finishedAt', 'is not', null)
    .execute();
  const sums = historySums(
    attempts.map((a) => ({
      kind: a.kind,
      finishedAt: a.finishedAt ?? '',
      correct: Number(a.correct ?? 0),
      total: Number(a.total),
    })),
    timeZone,
  );
  await runner.deleteFrom('history_sum').where('userId', '=', userId).execute();
  for (let i = 0; i < sums.length; i += INSERT_CHUNK) {
    await runner
      .insertInto('history_sum')
      .values(sums.slice(i, i + INSERT_CHUNK).map((sum) => ({ userId, ...sum })))
      .execute();
  }
}
