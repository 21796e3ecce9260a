/** Reads, creates and updates the student profile (the user document: name, language, goal, grade, counters). */
import {
  defaultName,
  type Grade,
  type Profile,
  type ProfileUpdate,
  type Provider,
} from '../../domain/profile/profile-schema.ts';
import { isLanguage, type Language, DEFAULT_LANGUAGE } from '../../domain/language.ts';
import { canonicalTimeZone, DEFAULT_TIME_ZONE } from '../../domain/practice/calendar-day.ts';
import type { Db } from '../db/database.ts';
import { prepareQuery } from '../db/prepared-query.ts';
import type { Clock } from '../clock.ts';
import { sumHistoryAgain } from '../progress/history-sums.ts';

export interface ProfileStore {
  /**
   * Creates the profile when missing (first sign-up or first visit) and returns it; undefined if no such user.
   * `timeZone` must be valid (the sign-up hook checks the browser's); Asia/Baku without one.
   */
  ensure(
    userId: string,
    hints?: { language?: Language; provider?: Provider; timeZone?: string },
  ): Promise<Profile | undefined>;
  update(userId: string, update: ProfileUpdate): Promise<Profile | undefined>;
  /** What every signed-in request needs to know (src/server/http/request-context.ts); defaults without a profile. */
  context(userId: string): Promise<StudentContext>;
}

/** The student's interface language and the zone of their calendar day, as stored in their profile. */
export interface StudentContext {
  language: Language;
  timeZone: string;
}

/** Stored zones were valid when written; one a later ICU no longer knows (or no profile) reads as the default. */
const storedZone = (zone: string | undefined): string => (zone && canonicalTimeZone(zone)) ?? DEFAULT_TIME_ZONE;

/** The context from a profile's stored language and zone (read with the session), defaults for what is missing. */
export function studentContextOf(stored: { language?: string; timeZone?: string } | undefined): StudentContext {
  return {
    language: isLanguage(stored?.language) ? stored.language : DEFAULT_LANGUAGE,
    timeZone: storedZone(stored?.timeZone),
  };
}

export function createProfileStore(db: Db, clock: Clock): ProfileStore {
  const { kysely } = db;
  // Prepared: it runs on every signed-in request, answer saves included.
  const contextQuery = prepareQuery((param) =>
    kysely.selectFrom('profile').select(['language', 'timeZone']).where('userId', '=', param('userId')),
  );

  // Prepared too: the dashboard reads it on every visit.
  const profileQuery = prepareQuery((param) =>
    kysely
      .selectFrom('profile')
      .innerJoin('user', 'user.id', 'profile.userId')
      .select([
        'user.email',
        'profile.name',
        'profile.language',
        'profile.goal',
        'profile.grade',
        'profile.provider',
        'profile.totalQuizzes',
        'profile.totalCorrectAnswers',
        'profile.questionsAnswered',
        'profile.averageScore',
        'profile.streak',
        'profile.bestStreak',
        'profile.lastActivityDate',
        'profile.timeZone',
        'profile.targetScore',
        'profile.examDate',
        'profile.createdAt',
        'profile.updatedAt',
      ])
      .where('profile.userId', '=', param('userId')),
  );

  async function read(userId: string): Promise<Profile | undefined> {
    const [row] = (await profileQuery.execute(kysely, { userId })).rows;
    if (!row) return undefined;
    return {
      ...row,
      language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
      grade: row.grade as Grade | null,
      provider: row.provider === 'google' ? 'google' : 'password',
      averageScore: Number(row.averageScore),
      timeZone: storedZone(row.timeZone),
      targetScore: row.targetScore === null ? null : Number(row.targetScore),
    };
  }

  async function firstProvider(userId: string): Promise<Provider> {
    const account = await kysely
      .selectFrom('account')
      .select('providerId')
      .where('userId', '=', userId)
      .orderBy('createdAt', 'asc')
      .executeTakeFirst();
    return account?.providerId === 'google' ? 'google' : 'password';
  }

  return {
    async ensure(userId, hints = {}) {
      const existing = await read(userId);
      if (existing) return existing;
      const user = await kysely
        .selectFrom('user')
        .select(['name', 'email'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) return undefined;
      const now = clock.now().toISOString();
      await kysely
        .insertInto('profile')
        .values({
          userId,
          name: defaultName(user.name, user.email),
          language: hints.language ?? DEFAULT_LANGUAGE,
          goal: '',
          grade: null,
          provider: hints.provider ?? (await firstProvider(userId)),
          lastActivityDate: null,
          timeZone: hints.timeZone ?? DEFAULT_TIME_ZONE,
          createdAt: now,
          updatedAt: now,
        })
        .onConflict((oc) => oc.column('userId').doNothing())
        .execute();
      return read(userId);
    },

    async context(userId) {
      const [row] = (await contextQuery.execute(kysely, { userId })).rows;
      return studentContextOf(row);
    },

    async update(userId, update) {
      const updated = await kysely.transaction().execute(async (trx) => {
        const before =
          update.timeZone === undefined
            ? undefined
            : await trx.selectFrom('profile').select('timeZone').where('userId', '=', userId).executeTakeFirst();
        const result = await trx
          .updateTable('profile')
          .set({ ...update, updatedAt: clock.now().toISOString() })
          .where('userId', '=', userId)
          .executeTakeFirst();
        // The chart's sums are kept in the student's calendar: a new zone sums their history again.
        const zone = update.timeZone === undefined ? undefined : storedZone(update.timeZone);
        if (before && zone && storedZone(before.timeZone) !== zone) await sumHistoryAgain(trx, userId, zone);
        return Number(result.numUpdatedRows) > 0;
      });
      if (!updated) return undefined;
      return read(userId);
    },
  };
}
