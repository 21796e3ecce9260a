/**
 * Where a student stands, against the real server and database (SQLite, or PostgreSQL with TEST_DATABASE_URL):
 * GET /api/standing for a new student (nothing started, no prediction, the diagnostic), after answers (levels, a
 * prediction inside its interval, the sections still missing, the plan and this week's count), the target score and
 * exam date on the profile (their errors, the chance of the target), the AI suggestion following the plan, and no
 * student seeing another's standing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { SuggestionResponse } from '../../src/domain/api/progress-schema.ts';
import type { StandingResponse } from '../../src/domain/api/standing-schema.ts';
import { OFFLINE_TEXTS } from '../../src/domain/ai/offline-texts.ts';
import { MASTERY_LEVELS } from '../../src/domain/mastery/mastery-level.ts';
import { createQuestionBank } from '../../src/server/attempts/question-bank.ts';
import { loadContent } from '../../src/server/content/load-content.ts';
import { createStandingStore } from '../../src/server/standing/standing-store.ts';
import {
  type ErrorBody,
  profileOf,
  signedUpStudent,
  signedUpStudentWithId,
  TestClient,
} from '../support/http-client.ts';
import {
  answerKeys,
  finish,
  rightAnswer,
  saveAnswer,
  startSession,
  TestClock,
  wrongAnswer,
} from '../support/practice-helpers.ts';
import { startServersSharingDatabase, useTestServer } from '../support/test-server.ts';
import { createReviewCard } from '../../src/domain/review/review-card.ts';
import { cardRow } from '../../src/server/review/review-cards.ts';
import { writeBatcherOf } from '../../src/server/db/write-batch.ts';

const clock = new TestClock();
const server = useTestServer({ AUTH_RATE_LIMIT_MAX: '10000' }, { clock });
afterEach(() => clock.reset());

const keys = answerKeys();
const key = (id: string) => {
  const q = keys.get(id);
  if (!q) throw new Error(`no question ${id}`);
  return q;
};
const content = loadContent('content');
const student = () => signedUpStudent(server.url, 'standing');
const standing = async (c: TestClient) => {
  const res = await c.get<StandingResponse>('/api/standing');
  expect(res.status).toBe(200);
  return res.body;
};

/** Answers every question of a practice session: the first `wrong` wrongly, the rest rightly; finishes it. */
async function practise(c: TestClient, slug: string, wrong: number, finished = true) {
  const session = await startSession(c, slug);
  for (const [i, q] of session.questions.entries()) {
    const res = await saveAnswer(
      c,
      session.attemptId,
      q.id,
      i < wrong ? wrongAnswer(key(q.id)) : rightAnswer(key(q.id)),
    );
    expect(res.status).toBe(200);
  }
  if (finished) expect((await finish(c, session.attemptId)).status).toBe(200);
  return session;
}

describe('GET /api/standing', () => {
  it('needs a signed-in student', async () => {
    const res = await new TestClient(server.url).get<ErrorBody>('/api/standing');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('a new student has every area not started, no prediction and the diagnostic as the plan', async () => {
    const c = await student();
    const body = await standing(c);
    expect(body.prediction).toBeNull();
    expect(body.plan).toEqual({ kind: 'diagnostic' });
    expect(body.trend).toEqual([]);
    expect(body.bestScores).toEqual({});
    expect(body.target).toBeNull();
    expect(body.examDate).toBeNull();
    expect(body.mastery).toHaveLength(content.topics.length + 2);
    expect(body.mastery.every((m) => m.level === 'not_started' && m.answers === 0)).toBe(true);
    // Grammar topics in lesson order first, then listening, then reading.
    expect(body.mastery.at(-2)).toMatchObject({ area: 'listening', section: 'Listening' });
    expect(body.mastery.at(-1)).toMatchObject({ area: 'reading', section: 'Reading' });
    expect(body.mastery.slice(0, -2).every((m) => m.section === 'Grammar')).toBe(true);
    expect(new Set(body.mastery.map((m) => m.area)).size).toBe(body.mastery.length);
  });

  it('after answers: levels, a prediction inside its interval, the missing sections, the plan and the week', async () => {
    const c = await student();
    await practise(c, 'present-simple', 1);
    const body = await standing(c);
    const present = body.mastery.find((m) => m.area === 'present-simple');
    expect(present?.answers).toBe(10);
    expect(MASTERY_LEVELS).toContain(present?.level);
    expect(present?.level).not.toBe('not_started');
    expect(body.mastery.find((m) => m.area === 'listening')?.level).toBe('not_started');
    const { classic, new: fresh } = body.prediction ?? {};
    if (!classic || !fresh) throw new Error('no prediction');
    for (const p of [classic, fresh]) {
      expect(p.low).toBeLessThanOrEqual(p.expected);
      expect(p.expected).toBeLessThanOrEqual(p.high);
      expect(p.chanceOfTarget).toBeNull();
    }
    expect(classic.model).toBe('classic');
    expect(classic.missingSections).toEqual(['Listening', 'Grammar', 'Reading']);
    expect(fresh.missingSections).toContain('Writing');
    expect(body.trend).toEqual([{ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), expected: classic.expected }]);
    expect(body.bestScores['present-simple']).toBe(90);
    if (body.plan.kind !== 'plan') throw new Error('no plan');
    expect(body.plan.doneThisWeek).toBe(10);
    expect(body.plan.weeksLeft).toBeNull();
    expect(body.plan.areas.length).toBeGreaterThan(0);
    expect(body.plan.goal.questions).toBe(70);
    expect(body.plan.goal.reviews).toBe(1);
    // Listening and reading lead while they are untried: they carry most of the exam's points.
    expect(
      body.plan.areas
        .slice(0, 2)
        .map((a) => a.area)
        .sort(),
    ).toEqual(['listening', 'reading']);
    const menu = (await c.get<{ items: { slug: string }[] }>('/api/practice/menu')).body.items.map((i) => i.slug);
    for (const a of body.plan.areas) expect(menu).toContain(a.practiceSlug);
  });

  it('the target score and exam date: set on the profile, refused with their own errors, used by the plan', async () => {
    clock.set('2026-11-28T10:00:00Z'); // Saturday 28 November, 14:00 in Baku
    const c = await student();
    const profile = await profileOf(c);
    expect(profile).toMatchObject({ targetScore: null, examDate: null });

    for (const targetScore of [-1, 101, 72.5, '80']) {
      const res = await c.patch<ErrorBody>('/api/profile', { targetScore });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('TARGET_SCORE_OUT_OF_RANGE');
    }
    const past = await c.patch<ErrorBody>('/api/profile', { examDate: '2026-11-27' });
    expect(past.status).toBe(400);
    expect(past.body.error.code).toBe('EXAM_DATE_IN_PAST');
    const notADay = await c.patch<ErrorBody>('/api/profile', { examDate: '2027-02-30' });
    expect(notADay.status).toBe(400);
    expect(notADay.body.error.code).toBe('VALIDATION_FAILED');
    // Yesterday in Baku is today in a zone far behind: the day is the student's, and the zone the update sets.
    clock.set('2026-11-28T02:00:00Z'); // 06:00 on the 28th in Baku, 16:00 on the 27th in Honolulu
    expect((await c.patch<ErrorBody>('/api/profile', { examDate: '2026-11-27' })).body.error.code).toBe(
      'EXAM_DATE_IN_PAST',
    );
    const far = await c.patch<{ profile: { examDate: string; timeZone: string } }>('/api/profile', {
      examDate: '2026-11-27',
      timeZone: 'Pacific/Honolulu',
    });
    expect(far.status).toBe(200);
    expect(far.body.profile).toMatchObject({ examDate: '2026-11-27', timeZone: 'Pacific/Honolulu' });

    const set = await c.patch<{ profile: { targetScore: number; examDate: string } }>('/api/profile', {
      targetScore: 80,
      examDate: '2027-01-04',
      timeZone: 'Asia/Baku',
    });
    expect(set.status).toBe(200);
    expect(set.body.profile).toMatchObject({ targetScore: 80, examDate: '2027-01-04' });
    expect(await profileOf(c)).toMatchObject({ targetScore: 80, examDate: '2027-01-04' });

    await practise(c, 'past-simple', 3);
    const body = await standing(c);
    expect(body.target).toBe(80);
    expect(body.examDate).toBe('2027-01-04');
    for (const p of [body.prediction?.classic, body.prediction?.new]) {
      expect(p?.chanceOfTarget).toBeGreaterThanOrEqual(0);
      expect(p?.chanceOfTarget).toBeLessThanOrEqual(1);
    }
    if (body.plan.kind !== 'plan') throw new Error('no plan');
    // 2 November-weeks and a bit to 4 January: in the last eight weeks, the daily goal grows by half.
    expect(body.plan.weeksLeft).toBe(5);
    expect(body.plan.goal.questions).toBeGreaterThanOrEqual(15 * 7);

    const cleared = await c.patch<{ profile: { targetScore: null; examDate: null } }>('/api/profile', {
      targetScore: null,
      examDate: null,
    });
    expect(cleared.body.profile).toMatchObject({ targetScore: null, examDate: null });
    const after = await standing(c);
    expect(after.prediction?.classic.chanceOfTarget).toBeNull();
    if (after.plan.kind !== 'plan') throw new Error('no plan');
    expect(after.plan.weeksLeft).toBeNull();
  });

  it('this week counts answers from Monday in the student’s zone; the trend keeps one point a day', async () => {
    const c = await student();
    clock.set('2026-11-29T12:00:00Z'); // Sunday in Baku
    await practise(c, 'present-simple', 2);
    const sunday = await standing(c);
    if (sunday.plan.kind !== 'plan') throw new Error('no plan');
    expect(sunday.plan.doneThisWeek).toBe(10);
    clock.set('2026-11-30T08:00:00Z'); // Monday in Baku: a new week
    const monday = await standing(c);
    if (monday.plan.kind !== 'plan') throw new Error('no plan');
    expect(monday.plan.doneThisWeek).toBe(0);
    await practise(c, 'articles', 5);
    const later = await standing(c);
    if (later.plan.kind !== 'plan') throw new Error('no plan');
    expect(later.plan.doneThisWeek).toBe(10);
    expect(later.trend.map((t) => t.date)).toEqual(['2026-11-29', '2026-11-30']);
    expect(later.trend.at(-1)?.expected).toBe(later.prediction?.classic.expected);
  });

  it("a new student's suggestion sends them to the diagnostic; after answers it follows the plan", async () => {
    const c = await student();
    const first = await c.get<SuggestionResponse>('/api/suggestion?language=ru');
    expect(first.status).toBe(200);
    expect(first.body.suggestion).toMatchObject({ isNoDataMessage: true, text: OFFLINE_TEXTS.ru.suggest.noData });
    expect(first.body.suggestion.text).toContain('диагностического');
    await practise(c, 'present-simple', 4);
    const next = await c.post<SuggestionResponse>('/api/suggestion/refresh', { language: 'en' });
    expect(next.status).toBe(200);
    const { plan } = await standing(c);
    if (plan.kind !== 'plan') throw new Error('no plan');
    expect(next.body.suggestion.isNoDataMessage).toBe(false);
    expect(next.body.suggestion.quizSlug).toBe(plan.areas[0]?.practiceSlug);
  });

  it("no student sees another's standing", async () => {
    const a = await student();
    const b = await student();
    await practise(a, 'present-simple', 0);
    expect((await a.patch('/api/profile', { targetScore: 90 })).status).toBe(200);
    const mine = await standing(b);
    expect(mine.prediction).toBeNull();
    expect(mine.target).toBeNull();
    expect(mine.bestScores).toEqual({});
    expect(mine.mastery.every((m) => m.answers === 0)).toBe(true);
    expect((await standing(a)).mastery.find((m) => m.area === 'present-simple')?.answers).toBe(10);
  });

  it('the state is rebuilt from the answer history when its row is gone', async () => {
    const c = await student();
    await practise(c, 'present-simple', 2);
    const before = await standing(c);
    const { email } = await profileOf(c);
    const user = await server.db.kysely
      .selectFrom('user')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    await server.db.kysely.deleteFrom('student_standing').where('userId', '=', user.id).execute();
    const after = await standing(c);
    // The fold reads each answer against today's difficulty estimates, which those very answers (and other
    // students') moved a little: the same answers, nearly the same chances (a level near its threshold may move).
    expect(after.mastery.map((m) => [m.area, m.answers])).toEqual(before.mastery.map((m) => [m.area, m.answers]));
    after.mastery.forEach((m, i) => expect(m.chanceB1).toBeCloseTo(before.mastery[i]?.chanceB1 ?? -1, 1));
    if (after.plan.kind !== 'plan' || before.plan.kind !== 'plan') throw new Error('no plan');
    expect(after.plan.doneThisWeek).toBe(before.plan.doneThisWeek);
    expect(after.plan.areas.map((a) => a.area).slice(0, 2)).toEqual(before.plan.areas.map((a) => a.area).slice(0, 2));
  });

  it('rebuildAll replays every answer: the same counts, every answered question calibrated', async () => {
    const c = await student();
    const session = await practise(c, 'articles', 3);
    const before = await standing(c);
    const store = createStandingStore(server.db, createQuestionBank(content), content.topics);
    const rebuilt = await store.rebuildAll();
    expect(rebuilt.answers).toBeGreaterThanOrEqual(10);
    const items = await server.db.kysely
      .selectFrom('item_difficulty')
      .select(['questionId', 'answers'])
      .where(
        'questionId',
        'in',
        session.questions.map((q) => q.id),
      )
      .execute();
    expect(items).toHaveLength(10);
    expect(items.every((i) => i.answers >= 1)).toBe(true);
    const after = await standing(c);
    expect(after.mastery.map((m) => [m.area, m.answers])).toEqual(before.mastery.map((m) => [m.area, m.answers]));
  });
});

describe('the standing kept per student', () => {
  it('a batch whose write failed reads its students again: a state kept in memory never runs ahead of its row', async () => {
    const { userId } = await signedUpStudentWithId(server, 'standing-cache');
    const store = createStandingStore(server.db, createQuestionBank(content), content.topics);
    const questionId = [...keys.keys()][0] as string;
    const answer = (n: number) =>
      store.recordGraded(
        userId,
        { id: 'a', kind: 'grammar' },
        [{ answerId: `cache-${n}`, questionId, correct: true }],
        new Date(),
        'Asia/Baku',
      );
    const answers = async () =>
      Number(
        (
          await server.db.kysely
            .selectFrom('student_standing')
            .select('answers')
            .where('userId', '=', userId)
            .executeTakeFirstOrThrow()
        ).answers,
      );
    // The first batch folds the student from their history (no answers stored), the next one counts.
    answer(0);
    await store.settled(userId);
    expect(await answers()).toBe(0);
    answer(1);
    await store.settled(userId);
    expect(await answers()).toBe(1);

    const writes = writeBatcherOf(server.db);
    const run = writes.run;
    writes.run = () => Promise.reject(new Error('disk full'));
    try {
      answer(2);
      await store.settled(userId);
    } finally {
      writes.run = run;
    }
    expect(await answers()).toBe(1);
    // The failed batch had counted answer 2 in the state it held; the next batch starts again from the row.
    answer(3);
    await store.settled(userId);
    expect(await answers()).toBe(2);
  });

  it("a read of a student whose answers wait for their batch starts it at once, whatever the batch's window", async () => {
    const { userId } = await signedUpStudentWithId(server, 'standing-hurry');
    // A window no test waits out: the reads below return only if they start the batch themselves.
    const store = createStandingStore(
      server.db,
      createQuestionBank(content),
      content.topics,
      undefined,
      Date.now,
      3_600_000,
    );
    const questionId = [...keys.keys()][0] as string;
    const answer = (answerId: string, correct: boolean) =>
      store.recordGraded(
        userId,
        { id: 'a', kind: 'grammar' },
        [{ answerId, questionId, correct }],
        new Date(),
        'Asia/Baku',
      );
    answer('hurry-1', true);
    await store.settled(userId);
    const row = await server.db.kysely
      .selectFrom('student_standing')
      .select('answers')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    // The batch folded the student from their history (no answers stored) before this answer's event.
    expect(Number(row.answers)).toBe(0);
    answer('hurry-2', false);
    expect((await store.student(userId, 'Asia/Baku')).answers).toBe(1);
  });

  const presentAnswers = (body: StandingResponse) => body.mastery.find((m) => m.area === 'present-simple')?.answers;
  const reviews = (body: StandingResponse) => (body.plan.kind === 'plan' ? body.plan.goal.reviews : null);

  it('is computed again as soon as an answer, a finish, the profile, a card falling due or the day moves it', async () => {
    const { client: c, userId } = await signedUpStudentWithId(server, 'kept');
    const session = await practise(c, 'present-simple', 1, false);
    const first = await standing(c);
    expect(presentAnswers(first)).toBe(10);
    expect(await standing(c)).toEqual(first);

    // A graded answer: seen by the very next request.
    const next = await startSession(c, 'present-simple');
    const q = next.questions[0];
    if (!q) throw new Error('no question');
    expect((await saveAnswer(c, next.attemptId, q.id, wrongAnswer(key(q.id)))).status).toBe(200);
    const answered = await standing(c);
    expect(presentAnswers(answered)).toBe(11);

    // A finished attempt: its best score.
    expect(first.bestScores['present-simple']).toBeUndefined();
    expect((await finish(c, session.attemptId)).status).toBe(200);
    expect((await standing(c)).bestScores['present-simple']).toBe(90);

    // The profile's target.
    expect((await c.patch('/api/profile', { targetScore: 85 })).status).toBe(200);
    const targeted = await standing(c);
    expect(targeted.target).toBe(85);
    expect(targeted.prediction?.classic.chanceOfTarget).not.toBeNull();

    // A card that falls due with time alone: written not yet due, moving the card version as the server's card
    // writes do, then no write at all until the clock passes its due time.
    const before = reviews(targeted) ?? -1;
    const soon = clock.now().getTime() + 5 * 60_000;
    const card = createReviewCard(
      { studentId: userId, questionId: 'reading-01-q1', section: 'Reading', topicId: 'reading-01' },
      soon,
    );
    await server.db.kysely.transaction().execute(async (trx) => {
      await trx.insertInto('review_card').values(cardRow(card)).execute();
      await trx
        .updateTable('profile')
        .set((eb) => ({ reviewCardWrites: eb('reviewCardWrites', '+', 1) }))
        .where('userId', '=', userId)
        .execute();
    });
    expect(reviews(await standing(c))).toBe(before);
    clock.set(new Date(soon + 60_000));
    expect(reviews(await standing(c))).toBe(before + 1);

    // The next day: today's point joins the trend beside yesterday's.
    clock.set(new Date(soon + 86_400_000));
    expect((await standing(c)).trend).toHaveLength(2);
  });

  /** Two servers on one database and one student signed in on A, whose session cookie is also sent to B. */
  async function studentOnTwoServers(name: string) {
    const servers = await startServersSharingDatabase({ clock });
    const onA = await signedUpStudent(servers.a.url, name);
    const onB = new TestClient(servers.b.url, { headers: { cookie: onA.cookieHeader() } });
    return { onA, onB, close: servers.close };
  }
  const get = async (client: TestClient) => {
    const res = await client.get<StandingResponse>('/api/standing');
    expect(res.status).toBe(200);
    return res.body;
  };

  it('two servers on one database: what one server wrote shows in the standing the other keeps', async () => {
    const { onA, onB, close } = await studentOnTwoServers('two-servers');
    try {
      expect((await get(onB)).prediction).toBeNull();

      const session = await practise(onA, 'present-simple', 1, false);
      // Server A's request waits for its own writes of the answers (state and card); B then reads them.
      expect(presentAnswers(await get(onA))).toBe(10);
      const seen = await get(onB);
      expect(presentAnswers(seen)).toBe(10);
      expect(seen.prediction).not.toBeNull();
      expect(reviews(seen)).toBe(1);

      expect((await finish(onA, session.attemptId)).status).toBe(200);
      expect((await onA.patch('/api/profile', { targetScore: 70, examDate: '2027-06-01' })).status).toBe(200);
      const changed = await get(onB);
      expect(changed.bestScores['present-simple']).toBe(90);
      expect(changed).toMatchObject({ target: 70, examDate: '2027-06-01' });
    } finally {
      await close();
    }
  });

  // PostgreSQL only: SQLite's server owns its file (its states are kept in memory as the only writer's).
  it.runIf(process.env.TEST_DATABASE_URL?.startsWith('postgres'))(
    'two servers taking turns with one student: each reads what the other wrote, no answer lost',
    async () => {
      const { onA, onB, close } = await studentOnTwoServers('turns');
      const answersOn = async (client: TestClient) => presentAnswers(await get(client));
      try {
        // A writes the student's state (and keeps it), B writes it over, then A must start from B's row, not its own.
        await practise(onA, 'present-simple', 1);
        expect(await answersOn(onA)).toBe(10);
        await practise(onB, 'present-simple', 2);
        expect(await answersOn(onB)).toBe(20);
        await practise(onA, 'present-simple', 3);
        expect(await answersOn(onA)).toBe(30);
        expect(await answersOn(onB)).toBe(30);
      } finally {
        await close();
      }
    },
  );
});
