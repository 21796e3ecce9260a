/**
 * Grammar practice started without a connection against the real server and database: the open offline
 * pack (questions without keys), a session the browser drew and named that is stored once however often it is
 * sent, answers graded and counted exactly once when they arrive, on the day they were given (in the profile's time
 * zone), and the bounds the server puts on the device's clock.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  OfflinePack,
  ResultsResponse,
  SaveAnswerResponse,
  SessionResponse,
} from '../../src/domain/api/practice-schema.ts';
import type { AttemptsResponse } from '../../src/domain/api/progress-schema.ts';
import { OFFLINE_WINDOW_DAYS } from '../../src/domain/attempts/answer-time.ts';
import { drawOffline } from '../../src/domain/practice/offline-draw.ts';
import { type ErrorBody, profileOf, signedUpStudent, TestClient } from '../support/http-client.ts';
import * as practice from '../support/practice-helpers.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { historyAttemptOf } from '../../src/domain/progress/history-row.ts';

const keys = practice.answerKeys();
/** The keyed question (the test answers right or wrong on purpose). */
function key(id: string) {
  const q = keys.get(id);
  if (q) return q;
  throw new Error(`no key for ${id}`);
}

const clock = new practice.TestClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '10000' }, { clock });
});
afterAll(() => server.close());
beforeEach(() => clock.reset());

const student = () => signedUpStudent(server.url, 'offline');

async function pack(slug = 'past-simple'): Promise<OfflinePack> {
  const res = await new TestClient(server.url).get<OfflinePack>(`/api/practice/offline/${slug}`);
  expect(res.status).toBe(200);
  return res.body;
}

/** What the browser does offline: draws a session from the pack and names it. */
async function offlineStart(slug = 'past-simple', startedAt = clock.now().toISOString()) {
  const p = await pack(slug);
  return {
    attemptId: randomUUID(),
    questionIds: drawOffline(p.questions, Math.random, p.size).map((q) => q.id),
    startedAt,
  };
}

const create = (c: TestClient, offline: Awaited<ReturnType<typeof offlineStart>>, slug = 'past-simple') =>
  c.post<SessionResponse>('/api/practice/sessions', { slug, offline });

const send = (c: TestClient, attemptId: string, body: Record<string, string>) =>
  c.post<SaveAnswerResponse>(`/api/practice/sessions/${attemptId}/answers`, body);

async function answersIn(attemptId: string) {
  return server.db.kysely.selectFrom('answer').selectAll().where('attemptId', '=', attemptId).execute();
}

describe('the offline pack', () => {
  it('is open, holds every question of a grammar topic without a key, and says how many a session draws', async () => {
    const p = await pack('past-simple');
    expect(p).toMatchObject({ slug: 'past-simple', topicId: 'past-simple', size: 10 });
    expect(p.questions.length).toBeGreaterThanOrEqual(10);
    expect(p.questions.every((q) => keys.get(q.id)?.source === 'grammar')).toBe(true);
    expect(practice.keyFieldsIn(p.questions)).toEqual([]);
    expect(p.questions.every((q) => q.section === 'Grammar' && q.topicId === 'past-simple')).toBe(true);
  });

  it('exists only for grammar topics: mock exams, listening and reading stay online', async () => {
    const anonymous = new TestClient(server.url);
    const menu = (await anonymous.get<{ items: { slug: string; type: string }[] }>('/api/practice/menu')).body.items;
    for (const type of ['mock_exam', 'listening', 'reading']) {
      const item = menu.find((i) => i.type === type);
      expect(item, type).toBeDefined();
      const res = await anonymous.get<ErrorBody>(`/api/practice/offline/${item?.slug}`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('QUIZ_NOT_FOUND');
    }
    expect((await anonymous.get('/api/practice/offline/no-such-topic')).status).toBe(404);
  });
});

describe('a session started offline', () => {
  it('is stored once under its id however often it is sent (a lost reply, a reload, two reconnects at once)', async () => {
    const c = await student();
    const offline = await offlineStart();
    const replies = await Promise.all([create(c, offline), create(c, offline), create(c, offline)]);
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201]);
    for (const r of replies) {
      expect(r.body.attemptId).toBe(offline.attemptId);
      expect(r.body.questions.map((q) => q.id)).toEqual(offline.questionIds);
      expect(r.body.questions.map((q) => q.number)).toEqual(offline.questionIds.map((_, i) => i + 1));
      expect(practice.keyFieldsIn(r.body.questions)).toEqual([]);
    }
    const rows = await server.db.kysely
      .selectFrom('attempt')
      .select('id')
      .where('id', '=', offline.attemptId)
      .execute();
    expect(rows).toHaveLength(1);
    // A second send with another draw does not change the stored one.
    const other = await offlineStart();
    const again = await create(c, { ...other, attemptId: offline.attemptId });
    expect(again.body.questions.map((q) => q.id)).toEqual(offline.questionIds);
  });

  it('another student sending the same id finds nothing, and the session stays its owner’s', async () => {
    const owner = await student();
    const offline = await offlineStart();
    expect((await create(owner, offline)).status).toBe(201);
    const intruder = await student();
    const res = await create(intruder, offline);
    expect(res.status).toBe(404);
    expect((res.body as unknown as ErrorBody).error.code).toBe('ATTEMPT_NOT_FOUND');
    expect((await owner.get(`/api/practice/sessions/${offline.attemptId}`)).status).toBe(200);
  });

  it('must be a draw the server could have made, of a grammar topic', async () => {
    const c = await student();
    const offline = await offlineStart();
    const ids = offline.questionIds;
    const otherTopic = (await pack('present-simple')).questions[0]?.id ?? '';
    for (const questionIds of [[...ids.slice(0, 9), otherTopic], [...ids.slice(0, 9), ids[0] ?? ''], ids.slice(0, 9)]) {
      const res = await create(c, { ...offline, attemptId: randomUUID(), questionIds });
      expect(res.status).toBe(400);
      expect((res.body as unknown as ErrorBody).error.code).toBe('VALIDATION_FAILED');
    }
    const mock = await c.post<ErrorBody>('/api/practice/sessions', { slug: 'mock-exam', offline });
    expect(mock.status).toBe(400);
    const signedOut = await new TestClient(server.url).post('/api/practice/sessions', { slug: 'past-simple', offline });
    expect(signedOut.status).toBe(401);
  });
});

describe('answers given offline, graded on reconnect', () => {
  it('are graded and counted exactly once, sent twice and at once; results, history and counters agree', async () => {
    const c = await student();
    clock.set('2026-04-02T09:00:00Z');
    const offline = await offlineStart('past-simple', '2026-04-02T07:00:00.000Z');
    const given = offline.questionIds.map((questionId, i) => ({
      answerId: randomUUID(),
      questionId,
      answer: i < 7 ? practice.rightAnswer(key(questionId)) : practice.wrongAnswer(key(questionId)),
      answeredAt: new Date(Date.parse('2026-04-02T07:01:00Z') + i * 30_000).toISOString(),
    }));
    // Reconnect: the session first, then the queue; a second reconnect (another tab) sends it all again.
    const reconnect = async () => {
      expect((await create(c, offline)).status).toBe(201);
      for (const answer of given) {
        const res = await send(c, offline.attemptId, answer);
        expect(res.status).toBe(200);
        expect(res.body.feedback?.correct).toBe(given.indexOf(answer) < 7);
      }
    };
    await Promise.all([reconnect(), reconnect()]);
    await reconnect();
    const profile = await profileOf(c);
    expect(profile).toMatchObject({ questionsAnswered: 10, totalCorrectAnswers: 7 });
    expect(await answersIn(offline.attemptId)).toHaveLength(10);

    const [first, second] = await Promise.all([
      practice.finish(c, offline.attemptId),
      practice.finish(c, offline.attemptId),
    ]);
    for (const res of [first, second, await practice.finish(c, offline.attemptId)]) {
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject<Partial<ResultsResponse>>({ correct: 7, total: 10, scorePercent: 70 });
    }
    // The time spent ends with the last answer given, not two hours later on reconnect: 07:00 to 07:05:30.
    expect(first.body.timeSpentMinutes).toBe(6);
    expect(await profileOf(c)).toMatchObject({ questionsAnswered: 10, totalCorrectAnswers: 7, totalQuizzes: 1 });
    const history = await c.get<AttemptsResponse>('/api/attempts?timeframe=all');
    const listed = history.body.attempts.map(historyAttemptOf);
    expect(listed.filter((a) => a.attemptId === offline.attemptId)).toHaveLength(1);
  });

  it('count on the day they were given, in the profile’s time zone, not the day they arrive', async () => {
    const c = await student(); // Asia/Baku, UTC+4
    clock.set('2026-03-09T10:00:00Z');
    const day1 = await practice.startSession(c, 'prepositions');
    const q1 = day1.questions[0]?.id ?? '';
    expect(
      (await send(c, day1.attemptId, { answerId: randomUUID(), questionId: q1, answer: practice.rightAnswer(key(q1)) }))
        .status,
    ).toBe(200);
    expect(await profileOf(c)).toMatchObject({ streak: 1, lastActivityDate: '2026-03-09' });

    // 23:30 on the 10th in Baku, offline; the answers reach the server at 08:00 on the 11th (UTC).
    const offline = await offlineStart('past-simple', '2026-03-10T19:25:00.000Z');
    clock.set('2026-03-11T04:00:00Z');
    expect((await create(c, offline)).status).toBe(201);
    const q = offline.questionIds[0] ?? '';
    const res = await send(c, offline.attemptId, {
      answerId: randomUUID(),
      questionId: q,
      answer: practice.rightAnswer(key(q)),
      answeredAt: '2026-03-10T19:30:00.000Z',
    });
    expect(res.status).toBe(200);
    expect(await profileOf(c)).toMatchObject({ streak: 2, bestStreak: 2, lastActivityDate: '2026-03-10' });
    expect((await answersIn(offline.attemptId))[0]?.createdAt).toBe('2026-03-10T19:30:00.000Z');

    // Then an answer now, on the 11th: the streak goes on.
    const q2 = offline.questionIds[1] ?? '';
    await send(c, offline.attemptId, { answerId: randomUUID(), questionId: q2, answer: practice.rightAnswer(key(q2)) });
    expect(await profileOf(c)).toMatchObject({ streak: 3, lastActivityDate: '2026-03-11' });
  });

  it('trust the device’s clock only within bounds: not after now, not before the start, at most a week back', async () => {
    const c = await student();
    clock.set('2026-06-20T12:00:00Z');
    const online = await practice.startSession(c, 'past-simple');
    const [a, b] = online.questions;
    // A clock ahead by a day counts as now; a stamp before the session started counts as its start.
    await send(c, online.attemptId, {
      answerId: randomUUID(),
      questionId: a?.id ?? '',
      answer: practice.rightAnswer(key(a?.id ?? '')),
      answeredAt: '2026-06-21T12:00:00.000Z',
    });
    await send(c, online.attemptId, {
      answerId: randomUUID(),
      questionId: b?.id ?? '',
      answer: practice.rightAnswer(key(b?.id ?? '')),
      answeredAt: '2026-06-01T12:00:00.000Z',
    });
    const stored = new Map((await answersIn(online.attemptId)).map((r) => [r.questionId, r.createdAt]));
    expect(Date.parse(String(stored.get(a?.id ?? '')))).toBeLessThanOrEqual(clock.now().getTime());
    expect(Date.parse(String(stored.get(a?.id ?? '')))).toBeGreaterThan(Date.parse('2026-06-20T11:59:00Z'));
    expect(stored.get(b?.id ?? '')).toBe(await startedAt(online.attemptId));
    expect(await profileOf(c)).toMatchObject({ lastActivityDate: '2026-06-20', streak: 1 });

    // An offline session claiming a month ago starts, and is answered, at most a week back.
    const offline = await offlineStart('past-simple', '2026-05-20T12:00:00.000Z');
    expect((await create(c, offline)).status).toBe(201);
    const weekBack = Date.parse('2026-06-20T12:00:00Z') - OFFLINE_WINDOW_DAYS * 24 * 3600 * 1000;
    expect(Math.abs(Date.parse(await startedAt(offline.attemptId)) - weekBack)).toBeLessThan(60_000);
    const q = offline.questionIds[0] ?? '';
    await send(c, offline.attemptId, {
      answerId: randomUUID(),
      questionId: q,
      answer: practice.rightAnswer(key(q)),
      answeredAt: '2026-05-20T12:05:00.000Z',
    });
    const [row] = await answersIn(offline.attemptId);
    expect(Math.abs(Date.parse(String(row?.createdAt)) - weekBack)).toBeLessThan(60_000);
    // A stamp that is no time at all is refused as invalid input, never a 500.
    const bad = await send(c, offline.attemptId, {
      answerId: randomUUID(),
      questionId: offline.questionIds[1] ?? '',
      answer: practice.rightAnswer(key(offline.questionIds[1] ?? '')),
      answeredAt: 'yesterday',
    });
    expect(bad.status).toBe(400);
  });
});

async function startedAt(attemptId: string): Promise<string> {
  const row = await server.db.kysely
    .selectFrom('attempt')
    .select('startedAt')
    .where('id', '=', attemptId)
    .executeTakeFirstOrThrow();
  return String(row.startedAt);
}
