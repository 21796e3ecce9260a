/**
 * What graded answers move on the student's profile, in the transaction that stores them: questionsAnswered,
 * totalCorrectAnswers, averageScore, the streak (the student's calendar day in their profile's time zone),
 * totalQuizzes when an attempt finishes, and the performance map (right and wrong per grammar topic key, listening
 * and reading; grammar topics also the time of the last mistake). Counters move as `x = x + n`; the profile row
 * is read for the streak under a row lock on PostgreSQL (`FOR UPDATE`), and SQLite has one writer, so concurrent
 * saves by one student are exact on both engines.
 */
import type { Selectable, Transaction } from 'kysely';
import { averageScore } from '../../domain/practice/average-score.ts';
import { calendarDay } from '../../domain/practice/calendar-day.ts';
import { nextStreak } from '../../domain/practice/streak.ts';
import type { Db } from '../db/database.ts';
import { prepareQuery } from '../db/prepared-query.ts';
import type { Database, ProfileTable } from '../db/schema.ts';
import { writeRunner } from '../db/write-batch.ts';

/** When an activity happens, and the student's time zone (their profile's, from the request context). */
export interface Activity {
  now: Date;
  timeZone: string;
}

/** What one graded answer moves. */
export interface CountedAnswer {
  correct: boolean;
  /** The grammar topic key, or 'listening' / 'reading'. */
  performanceKey: string;
  /** Grammar topics also record the time of the last mistake. */
  recordsLastMistake: boolean;
}

/** The profile fields the streak and the average are computed from. */
export const ACTIVITY_FIELDS = [
  'streak',
  'bestStreak',
  'lastActivityDate',
  'questionsAnswered',
  'totalCorrectAnswers',
] as const;
export type ActivityProfile = Pick<Selectable<ProfileTable>, (typeof ACTIVITY_FIELDS)[number]>;

export interface ActivityUpdate {
  /**
   * Moves the counters of `graded` (and totalQuizzes by `quizzes`) in the caller's transaction. `read`: the
   * profile's activity fields when the caller has just read them in this transaction (one query less).
   */
  apply(
    trx: Transaction<Database>,
    userId: string,
    graded: readonly CountedAnswer[],
    activity: Activity,
    quizzes: 0 | 1,
    read?: ActivityProfile,
  ): Promise<void>;
}

export function createActivityUpdate(db: Db): ActivityUpdate {
  const { kysely, dialect } = db;
  const forUpdate = dialect === 'postgres';
  // Built and compiled once: they run on every answer save (src/server/db/prepared-query.ts).
  const activityProfileQuery = prepareQuery((param) => {
    const query = kysely.selectFrom('profile').select(ACTIVITY_FIELDS).where('userId', '=', param('userId'));
    return forUpdate ? query.forUpdate() : query;
  });
  const applyActivityToProfile = prepareQuery((param) =>
    kysely
      .updateTable('profile')
      .set((eb) => ({
        questionsAnswered: eb('questionsAnswered', '+', param<number>('answered')),
        totalCorrectAnswers: eb('totalCorrectAnswers', '+', param<number>('correct')),
        totalQuizzes: eb('totalQuizzes', '+', param<number>('quizzes')),
        averageScore: param('averageScore'),
        streak: param('streak'),
        bestStreak: param('bestStreak'),
        lastActivityDate: param('lastActivityDate'),
      }))
      .where('userId', '=', param('userId')),
  );
  const addPerformance = prepareQuery((param) =>
    kysely
      .insertInto('performance')
      .values({
        userId: param('userId'),
        key: param('key'),
        correct: param('correct'),
        incorrect: param('incorrect'),
        lastMistake: param('lastMistake'),
      })
      .onConflict((oc) =>
        oc.columns(['userId', 'key']).doUpdateSet((eb) => ({
          correct: eb('performance.correct', '+', eb.ref('excluded.correct')),
          incorrect: eb('performance.incorrect', '+', eb.ref('excluded.incorrect')),
          lastMistake: eb.fn.coalesce('excluded.lastMistake', 'performance.lastMistake'),
        })),
      ),
  );

  return {
    async apply(trx, userId, graded, activity, quizzes, read) {
      const runner = writeRunner(db, trx);
      const profile = read ?? (await activityProfileQuery.execute(runner, { userId })).rows[0];
      if (!profile) throw new Error(`no profile for user ${userId}`);

      const answered = graded.length;
      const correct = graded.filter((g) => g.correct).length;
      if (answered > 0) {
        const streak = nextStreak(
          {
            streak: Number(profile.streak),
            bestStreak: Number(profile.bestStreak),
            lastActivityDate: profile.lastActivityDate,
          },
          calendarDay(activity.now, activity.timeZone),
        );
        await applyActivityToProfile.execute(runner, {
          userId,
          answered,
          correct,
          quizzes,
          // Exact: the row is locked (PostgreSQL) or the only writer (SQLite) since it was read above.
          averageScore: averageScore(
            Number(profile.totalCorrectAnswers) + correct,
            Number(profile.questionsAnswered) + answered,
          ),
          streak: streak.streak,
          bestStreak: streak.bestStreak,
          lastActivityDate: streak.lastActivityDate,
        });
      } else if (quizzes > 0) {
        await trx
          .updateTable('profile')
          .set((eb) => ({ totalQuizzes: eb('totalQuizzes', '+', quizzes) }))
          .where('userId', '=', userId)
          .execute();
      }

      const byKey = new Map<string, { correct: number; incorrect: number; lastMistake: string | null }>();
      for (const g of graded) {
        const entry = byKey.get(g.performanceKey) ?? { correct: 0, incorrect: 0, lastMistake: null };
        if (g.correct) entry.correct += 1;
        else {
          entry.incorrect += 1;
          if (g.recordsLastMistake) entry.lastMistake = activity.now.toISOString();
        }
        byKey.set(g.performanceKey, entry);
      }
      for (const [key, entry] of byKey) {
        await addPerformance.execute(runner, { userId, key, ...entry });
      }
    },
  };
}
