/**
 * What a graded answer's save moves on the profile is the domain's rules on both engines: PostgreSQL saves in one
 * statement that writes the streak and the average in SQL (src/server/attempts/graded-save-postgres.ts), SQLite
 * computes them in TypeScript (activity.ts). For every kind of last activity day (none, today, yesterday, earlier,
 * a later day after a time-zone change) and both verdicts, the stored profile and performance row must equal
 * nextStreak and averageScore. Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL names one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { averageScore } from '../../src/domain/practice/average-score.ts';
import { calendarDay, previousDay } from '../../src/domain/practice/calendar-day.ts';
import { nextStreak } from '../../src/domain/practice/streak.ts';
import { createAttemptStore, openAttempt, type AttemptStore } from '../../src/server/attempts/attempt-store.ts';
import { openDatabase, type Db } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { freshPostgresDatabase } from '../support/test-server.ts';

const TIME_ZONE = 'Asia/Baku';
const now = new Date('2026-03-10T08:00:00Z');
const today = calendarDay(now, TIME_ZONE);
const later = '2026-03-11';
const earlier = previousDay(previousDay(previousDay(today)));

let db: Db;
let store: AttemptStore;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl?.startsWith('postgres')) {
    const postgres = await freshPostgresDatabase(adminUrl);
    db = openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 4 });
    cleanup = async () => {
      await db.close();
      await postgres.drop();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'imtahan-graded-save-'));
    db = openDatabase({ kind: 'sqlite', path: join(dir, 'db.sqlite') });
    cleanup = async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  await migrateToLatest(db);
  store = createAttemptStore(db);
});
afterAll(() => cleanup());

let counter = 0;
async function studentWith(profile: {
  streak: number;
  bestStreak: number;
  lastActivityDate: string | null;
  questionsAnswered: number;
  totalCorrectAnswers: number;
}) {
  counter += 1;
  const userId = `student-${counter}`;
  await db.kysely
    .insertInto('user')
    .values({
      id: userId,
      name: 'S',
      email: `${userId}@example.az`,
      emailVerified: db.dialect === 'postgres' ? (false as unknown as number) : 0,
      image: null,
      createdAt: now.toISOString() as never,
      updatedAt: now.toISOString() as never,
    })
    .execute();
  await db.kysely
    .insertInto('profile')
    .values({
      userId,
      name: 'S',
      language: 'az',
      goal: '',
      grade: 11,
      provider: 'email',
      timeZone: TIME_ZONE,
      practiceAISuggestion: null,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      ...profile,
    })
    .execute();
  const attempt = openAttempt({
    id: `attempt-${counter}`,
    userId,
    kind: 'grammar',
    slug: 'present-simple',
    topic: 'present-simple',
    draw: { questions: [{ questionId: 'q1' }, { questionId: 'q2' }] } as never,
    startedAt: now.toISOString(),
  });
  await store.createAttempt(attempt);
  return { userId, attemptId: attempt.id };
}

const days = { none: null, today, yesterday: previousDay(today), earlier, later } as const;

describe('a graded save moves the profile as the domain rules say', () => {
  for (const [name, lastActivityDate] of Object.entries(days)) {
    for (const correct of [true, false]) {
      it(`last activity ${name}, ${correct ? 'right' : 'wrong'} answer`, async () => {
        const before = { streak: 3, bestStreak: 4, lastActivityDate, questionsAnswered: 7, totalCorrectAnswers: 5 };
        const { userId, attemptId } = await studentWith(before);
        const answer = {
          answerId: `answer-${counter}`,
          questionId: 'q1',
          answer: 'goes',
          correct,
          judgedBy: 'exact' as const,
          performanceKey: 'present-simple',
          recordsLastMistake: true,
        };
        const saved = await store.saveGraded(userId, attemptId, answer, { now, timeZone: TIME_ZONE });
        expect(saved).toEqual({ status: 'saved' });
        // A retry of the same save moves nothing.
        const again = await store.saveGraded(userId, attemptId, answer, { now, timeZone: TIME_ZONE });
        expect(again.status).toBe('exists');

        const profile = await db.kysely
          .selectFrom('profile')
          .selectAll()
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow();
        const streak = nextStreak(before, today);
        expect({
          streak: Number(profile.streak),
          bestStreak: Number(profile.bestStreak),
          lastActivityDate: profile.lastActivityDate,
          questionsAnswered: Number(profile.questionsAnswered),
          totalCorrectAnswers: Number(profile.totalCorrectAnswers),
          averageScore: Number(profile.averageScore),
        }).toEqual({
          ...streak,
          questionsAnswered: 8,
          totalCorrectAnswers: correct ? 6 : 5,
          averageScore: averageScore(correct ? 6 : 5, 8),
        });
        const performance = await db.kysely
          .selectFrom('performance')
          .selectAll()
          .where('userId', '=', userId)
          .execute();
        expect(
          performance.map((p) => ({
            key: p.key,
            correct: Number(p.correct),
            incorrect: Number(p.incorrect),
            lastMistake: p.lastMistake,
          })),
        ).toEqual([
          {
            key: 'present-simple',
            correct: correct ? 1 : 0,
            incorrect: correct ? 0 : 1,
            lastMistake: correct ? null : now.toISOString(),
          },
        ]);
      });
    }
  }

  it('an attempt being finished takes no answer and moves nothing', async () => {
    const { userId, attemptId } = await studentWith({
      streak: 0,
      bestStreak: 0,
      lastActivityDate: null,
      questionsAnswered: 0,
      totalCorrectAnswers: 0,
    });
    expect(await store.beginFinish(userId, attemptId, now)).toBe('finishing');
    const answer = {
      answerId: `answer-${counter}-late`,
      questionId: 'q2',
      answer: 'goes',
      correct: true,
      judgedBy: 'exact' as const,
      performanceKey: 'present-simple',
      recordsLastMistake: true,
    };
    expect(await store.saveGraded(userId, attemptId, answer, { now, timeZone: TIME_ZONE })).toEqual({
      status: 'finishing',
    });
    expect(await store.answers(attemptId)).toEqual([]);
    const profile = await db.kysely
      .selectFrom('profile')
      .select(['questionsAnswered', 'streak'])
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect([Number(profile.questionsAnswered), Number(profile.streak)]).toEqual([0, 0]);
  });
});

describe('concurrent saves (grouped into one statement on PostgreSQL)', () => {
  const fresh = { streak: 0, bestStreak: 0, lastActivityDate: null, questionsAnswered: 0, totalCorrectAnswers: 0 };
  // One at a time: studentWith numbers its rows from a shared counter.
  const studentsWith = async (n: number) => {
    const list = [];
    for (let i = 0; i < n; i++) list.push(await studentWith(fresh));
    return list;
  };
  const answerTo = (id: string, questionId: string, correct: boolean) => ({
    answerId: id,
    questionId,
    answer: 'goes',
    correct,
    judgedBy: 'exact' as const,
    performanceKey: 'present-simple',
    recordsLastMistake: true,
  });

  it('stores and counts each answer once: many students, several answers each, retries and a second answer at once', async () => {
    const students = await studentsWith(8);
    const when = { now, timeZone: TIME_ZONE };
    const saves = students.flatMap(({ userId, attemptId }, s) => {
      const answers = ['q1', 'q2', 'q3'].map((q, i) => answerTo(`${attemptId}-${q}`, q, (s + i) % 2 === 0));
      return [
        ...answers.map((a) => ({
          key: `${userId} ${a.questionId}`,
          run: () => store.saveGraded(userId, attemptId, a, when),
        })),
        // The same save sent twice (a retry) and another answer to a question already being answered.
        { key: `${userId} retry`, run: () => store.saveGraded(userId, attemptId, answers[0]!, when) },
        {
          key: `${userId} second`,
          run: () => store.saveGraded(userId, attemptId, answerTo(`${attemptId}-q2-again`, 'q2', true), when),
        },
      ];
    });
    const results = await Promise.all(saves.map((s) => s.run()));
    for (const { userId, attemptId } of students) {
      const statuses = saves
        .map((save, i) => (save.key.startsWith(`${userId} `) ? results[i]!.status : undefined))
        .filter((status) => status !== undefined);
      // Three answers stored; the retry and the second answer either found the stored one or were stored first.
      expect(statuses.filter((status) => status === 'saved')).toHaveLength(3);
      expect(statuses.filter((status) => status === 'exists')).toHaveLength(2);
      const stored = await store.answers(attemptId);
      expect(stored.map((a) => a.questionId).sort()).toEqual(['q1', 'q2', 'q3']);
      const right = stored.filter((a) => a.correct).length;
      const profile = await db.kysely
        .selectFrom('profile')
        .selectAll()
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      expect([Number(profile.questionsAnswered), Number(profile.totalCorrectAnswers)]).toEqual([3, right]);
      expect(Number(profile.averageScore)).toBe(averageScore(right, 3));
      expect([Number(profile.streak), profile.lastActivityDate]).toEqual([1, today]);
      const [performance] = await db.kysely
        .selectFrom('performance')
        .selectAll()
        .where('userId', '=', userId)
        .execute();
      expect([Number(performance?.correct), Number(performance?.incorrect)]).toEqual([right, 3 - right]);
    }
  });

  it("one save the database refuses fails alone; the others' saves grouped with it are stored", async () => {
    const students = await studentsWith(4);
    const when = { now, timeZone: TIME_ZONE };
    // PostgreSQL refuses a NUL character in text; SQLite stores it, so there every save succeeds.
    const results = await Promise.allSettled(
      students.map(({ userId, attemptId }, s) =>
        store.saveGraded(
          userId,
          attemptId,
          { ...answerTo(`${attemptId}-q1`, 'q1', true), answer: s === 0 ? 'go\u0000es' : 'goes' },
          when,
        ),
      ),
    );
    const refused = db.dialect === 'postgres' ? 1 : 0;
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(refused);
    for (const [s, { userId }] of students.entries()) {
      if (s < refused) continue;
      expect(results[s]).toEqual({ status: 'fulfilled', value: { status: 'saved' } });
      const profile = await db.kysely
        .selectFrom('profile')
        .select('questionsAnswered')
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      expect(Number(profile.questionsAnswered)).toBe(1);
    }
    if (refused) expect(await store.answers(students[0]!.attemptId)).toEqual([]);
  });
});
