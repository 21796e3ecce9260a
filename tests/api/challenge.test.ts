/**
 * The daily challenge API against the real server and database, for signed-in students only: created on the first visit
 * of the student's day (time zone of the profile, clock injected), answers appended in order and counted like practice
 * answers, finished once, and each student's challenge their own.
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  ChallengeFinishResponse,
  ChallengeResponse,
  ChallengeSummary,
} from '../../src/domain/api/challenge-schema.ts';
import type { SaveAnswerResponse } from '../../src/domain/api/practice-schema.ts';
import { type ErrorBody, profileOf, signedUpStudent, TestClient } from '../support/http-client.ts';
import {
  answerKeys,
  type KeyedQuestion,
  keyFieldsIn,
  rightAnswer,
  TestClock,
  wrongAnswer,
} from '../support/practice-helpers.ts';
import { useTestServer } from '../support/test-server.ts';

const clock = new TestClock();
const keys = answerKeys();
const key = (id: string): KeyedQuestion => {
  const q = keys.get(id);
  if (!q) throw new Error(`no key for ${id}`);
  return q;
};

const server = useTestServer({ AUTH_RATE_LIMIT_MAX: '10000' }, { clock });
beforeEach(() => clock.reset());

const student = () => signedUpStudent(server.url, 'chal');

async function today(c: TestClient, headers: Record<string, string> = {}): Promise<ChallengeResponse> {
  const res = await c.request<ChallengeResponse>('GET', '/api/challenge', undefined, headers);
  if (res.status !== 200) throw new Error(`challenge: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
const answer = (c: TestClient, date: string, questionId: string, given: string, answerId = randomUUID()) =>
  c.post<SaveAnswerResponse>('/api/challenge/answers', { date, answerId, questionId, answer: given });
const summary = (c: TestClient, headers: Record<string, string> = {}) =>
  c.request<ChallengeSummary>('GET', '/api/challenge/today', undefined, headers);

describe('daily challenge', () => {
  it('needs sign-in (NAV-23)', async () => {
    const anon = new TestClient(server.url);
    for (const [method, path] of [
      ['GET', '/api/challenge'],
      ['GET', '/api/challenge/today'],
      ['POST', '/api/challenge/answers'],
      ['POST', '/api/challenge/finish'],
    ] as const) {
      const res = await anon.request<ErrorBody>(method, path, method === 'POST' ? {} : undefined);
      expect(res.status).toBe(401);
    }
  });

  it('is created on the first visit: a topic, 5 of its questions, no answers, not completed, updatedAt (CHAL-01)', async () => {
    clock.set('2026-03-10T08:00:00Z');
    const c = await student();
    // No challenge yet is an expected state: 200 with an empty body, so the dashboard logs no error.
    const none = await summary(c);
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
    const ch = await today(c);
    expect(ch.date).toBe('2026-03-10');
    expect(ch.questionIds).toHaveLength(5);
    expect(new Set(ch.questionIds).size).toBe(5);
    for (const id of ch.questionIds) {
      expect(key(id).type).toBe('mc');
      expect(ch.questions.find((q) => q.id === id)?.topicId).toBe(ch.topicId);
    }
    expect(ch.topicName.az).toBeTruthy();
    expect(ch).toMatchObject({ answers: [], completed: false });
    // updatedAt: the creation time (the clock runs on from the instant set), then the time of the latest answer.
    const created = Date.parse(ch.updatedAt);
    expect(created).toBeGreaterThanOrEqual(Date.parse('2026-03-10T08:00:00Z'));
    expect(created).toBeLessThan(Date.parse('2026-03-10T08:01:00Z'));
    expect(keyFieldsIn(ch.questions)).toEqual([]);
    // Revisiting the same day: the same challenge.
    expect((await today(c)).questionIds).toEqual(ch.questionIds);
    expect((await summary(c)).body).toEqual({
      date: '2026-03-10',
      topicName: ch.topicName,
      answered: 0,
      total: 5,
      completed: false,
    });
    clock.set('2026-03-10T09:30:00Z');
    const first = ch.questionIds[0] ?? '';
    expect((await answer(c, ch.date, first, rightAnswer(key(first)))).status).toBe(200);
    const touched = Date.parse((await today(c)).updatedAt);
    expect(touched).toBeGreaterThanOrEqual(Date.parse('2026-03-10T09:30:00Z'));
    expect(touched).toBeLessThan(Date.parse('2026-03-10T09:31:00Z'));
  });

  it('appends answers in order, counts them, resumes, and finishes once (CHAL-04..08)', async () => {
    clock.set('2026-03-11T08:00:00Z');
    const c = await student();
    const ch = await today(c);
    const [q1, q2, q3, q4, q5] = ch.questionIds as [string, string, string, string, string];
    expect((await answer(c, ch.date, q3, rightAnswer(key(q3)))).body).toMatchObject({
      error: { code: 'ANSWER_OUT_OF_ORDER' },
    });
    const first = await answer(c, ch.date, q1, rightAnswer(key(q1)));
    expect(first.body.feedback?.correct).toBe(true);
    expect((await profileOf(c)).streak).toBe(1);
    const id2 = randomUUID();
    expect((await answer(c, ch.date, q2, wrongAnswer(key(q2)), id2)).body.feedback?.correct).toBe(false);
    // A retried save counts once.
    expect((await answer(c, ch.date, q2, wrongAnswer(key(q2)), id2)).status).toBe(200);
    expect((await c.post<ErrorBody>('/api/challenge/finish', { date: ch.date })).body.error.code).toBe(
      'CHALLENGE_INCOMPLETE',
    );

    const resumed = await today(c);
    expect(resumed.questionIds).toEqual(ch.questionIds);
    expect(resumed.answers.map((a) => [a.questionId, a.correct])).toEqual([
      [q1, true],
      [q2, false],
    ]);
    expect((await summary(c)).body.answered).toBe(2);

    await answer(c, ch.date, q3, rightAnswer(key(q3)));
    await answer(c, ch.date, q4, rightAnswer(key(q4)));
    await answer(c, ch.date, q5, wrongAnswer(key(q5)));
    const [a, b] = await Promise.all([
      c.post<ChallengeFinishResponse>('/api/challenge/finish', { date: ch.date }),
      c.post<ChallengeFinishResponse>('/api/challenge/finish', { date: ch.date }),
    ]);
    expect(a.body).toEqual({ correct: 3, wrong: 2, completed: true });
    expect(b.body).toEqual(a.body);
    expect((await today(c)).completed).toBe(true);
    expect((await summary(c)).body).toMatchObject({ answered: 5, completed: true });
    const p = await profileOf(c);
    expect([p.questionsAnswered, p.totalCorrectAnswers, p.totalQuizzes, p.streak]).toEqual([5, 3, 1, 1]);
    expect((await answer(c, ch.date, q5, rightAnswer(key(q5)))).status).toBe(409);
  });

  it("follows the student's day: 23:50 in Baku is the same day, 00:10 a new challenge (CHAL-09)", async () => {
    clock.set('2026-03-12T05:00:00Z'); // 09:00 in Baku
    const c = await student();
    const morning = await today(c);
    expect(morning.date).toBe('2026-03-12');
    clock.set('2026-03-12T19:50:00Z'); // 23:50 in Baku
    expect((await today(c)).questionIds).toEqual(morning.questionIds);
    clock.set('2026-03-12T20:10:00Z'); // 00:10 on the 13th in Baku
    const next = await today(c);
    expect(next.date).toBe('2026-03-13');
    expect(next).toMatchObject({ answers: [], completed: false });
    // Yesterday's challenge can still take a late answer (a save retried after midnight), counted on its own day.
    const late = await answer(
      c,
      '2026-03-12',
      morning.questionIds[0] ?? '',
      rightAnswer(key(morning.questionIds[0] ?? '')),
    );
    expect(late.status).toBe(200);
    expect((await answer(c, '2026-03-01', next.questionIds[0] ?? '', 'x')).body).toMatchObject({
      error: { code: 'CHALLENGE_NOT_FOUND' },
    });
  });

  it("follows the profile's zone (Asia/Baku by default), never a time zone header", async () => {
    clock.set('2026-03-14T20:10:00Z'); // 00:10 on the 15th in Baku, 16:10 on the 14th in New York
    const c = await student();
    expect((await today(c, { 'x-time-zone': 'America/New_York' })).date).toBe('2026-03-15');
    const ny = await student();
    expect((await ny.patch('/api/profile', { timeZone: 'America/New_York' })).status).toBe(200);
    const ch = await today(ny, { 'x-time-zone': 'Asia/Baku' });
    expect(ch.date).toBe('2026-03-14');
    const first = ch.questionIds[0] ?? '';
    expect((await answer(ny, ch.date, first, rightAnswer(key(first)))).status).toBe(200);
    expect((await summary(ny, { 'x-time-zone': 'Mars/Base' })).body).toMatchObject({
      date: '2026-03-14',
      answered: 1,
    });
    expect(await profileOf(ny)).toMatchObject({ lastActivityDate: '2026-03-14', timeZone: 'America/New_York' });
    // Moving to Baku, where it is already the 15th: a new day's challenge.
    expect((await ny.patch('/api/profile', { timeZone: 'Asia/Baku' })).status).toBe(200);
    expect((await today(ny)).date).toBe('2026-03-15');
  });

  it("keeps each student's challenge their own (cross-user access refused)", async () => {
    clock.set('2026-03-16T08:00:00Z');
    const a = await student();
    const b = await student();
    const chA = await today(a);
    const chB = await today(b);
    const foreign = chA.questionIds.find((id) => !chB.questionIds.includes(id)) ?? '';
    expect((await answer(b, chB.date, foreign, rightAnswer(key(foreign)))).body).toMatchObject({
      error: { code: 'QUESTION_NOT_IN_SESSION' },
    });
    // The attempt behind A's challenge is not reachable by B through the practice routes either (nor by A).
    const row = await server.db.kysely
      .selectFrom('daily_challenge')
      .innerJoin('attempt', 'attempt.id', 'daily_challenge.attemptId')
      .select('attempt.id')
      .where('daily_challenge.date', '=', chA.date)
      .where('attempt.topic', '=', chA.topicId)
      .executeTakeFirstOrThrow();
    expect((await b.get(`/api/practice/sessions/${row.id}`)).status).toBe(404);
    expect(
      (
        await b.post(`/api/practice/sessions/${row.id}/answers`, {
          answerId: randomUUID(),
          questionId: chA.questionIds[0],
          answer: 'x',
        })
      ).status,
    ).toBe(404);
    expect((await today(a)).answers).toEqual([]);
  });

  it('validates its bodies', async () => {
    const c = await student();
    expect(
      (
        await c.post<ErrorBody>('/api/challenge/answers', {
          date: 'today',
          answerId: randomUUID(),
          questionId: 'q',
          answer: 'a',
        })
      ).status,
    ).toBe(400);
    expect((await c.post<ErrorBody>('/api/challenge/finish', {})).status).toBe(400);
  });
});
