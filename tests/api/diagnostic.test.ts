/**
 * The diagnostic API against the real server and database, for signed-in students only: 7 valid questions without keys,
 * graded answers counted like practice ones, completion saved once.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DiagnosticResponse } from '../../src/domain/api/diagnostic-schema.ts';
import type { SaveAnswerResponse, SessionResponse } from '../../src/domain/api/practice-schema.ts';
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

const student = () => signedUpStudent(server.url, 'diag');

type InProgress = Extract<DiagnosticResponse, { status: 'inProgress' }>;
async function start(c: TestClient): Promise<InProgress> {
  const res = await c.post<DiagnosticResponse>('/api/diagnostic/start', {});
  expect(res.status).toBe(200);
  if (res.body.status !== 'inProgress') throw new Error(`not in progress: ${JSON.stringify(res.body)}`);
  return res.body;
}
const answer = (c: TestClient, questionId: string, given: string, answerId = randomUUID()) =>
  c.post<SaveAnswerResponse>('/api/diagnostic/answers', { answerId, questionId, answer: given });

describe('diagnostic', () => {
  it('needs sign-in (NAV-23)', async () => {
    const anon = new TestClient(server.url);
    for (const [method, path] of [
      ['GET', '/api/diagnostic'],
      ['POST', '/api/diagnostic/start'],
      ['POST', '/api/diagnostic/answers'],
      ['POST', '/api/diagnostic/complete'],
    ] as const) {
      const res = await anon.request<ErrorBody>(method, path, method === 'POST' ? {} : undefined);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('starts with 7 valid grammar questions and no keys; a second start keeps the same draw (DIAG-03, DIAG-04)', async () => {
    const c = await student();
    expect((await c.get<DiagnosticResponse>('/api/diagnostic')).body).toEqual({ status: 'new' });
    const first = await start(c);
    expect(first.questions).toHaveLength(7);
    for (const q of first.questions) {
      const k = key(q.id);
      expect(k.source).toBe('grammar');
      expect(k.type).toBe('mc');
      expect(Array.isArray(q.options) && new Set(q.options).size > 1).toBe(true);
    }
    expect(keyFieldsIn(first.questions)).toEqual([]);
    const again = await start(c);
    expect(again.questions.map((q) => q.id)).toEqual(first.questions.map((q) => q.id));
    const other = await start(await student());
    expect(other.questions.map((q) => q.id)).not.toEqual(first.questions.map((q) => q.id));
  });

  it('grades each answer on the server and counts it like a practice answer', async () => {
    const c = await student();
    const { questions } = await start(c);
    const [q1, q2] = questions as [SessionResponse['questions'][number], SessionResponse['questions'][number]];
    const right = await answer(c, q1.id, rightAnswer(key(q1.id)));
    expect(right.status).toBe(200);
    expect(right.body.feedback?.correct).toBe(true);
    const wrong = await answer(c, q2.id, wrongAnswer(key(q2.id)));
    expect(wrong.body.feedback?.correct).toBe(false);
    expect(wrong.body.feedback?.correctAnswer).toBe(key(q2.id).answer);
    const p = await profileOf(c);
    expect([p.questionsAnswered, p.totalCorrectAnswers, p.streak]).toEqual([2, 1, 1]);
    // Locked: another answer to the same question is refused; a foreign question is not part of it.
    expect((await answer(c, q1.id, wrongAnswer(key(q1.id)))).status).toBe(409);
    expect((await answer(c, 'passive-voice-001', 'designed')).body).toMatchObject({
      error: { code: 'QUESTION_NOT_IN_SESSION' },
    });
    expect((await answer(c, q1.id, 'not an option')).status).toBe(400);
  });

  it('is saved once even when completion is submitted twice (DIAG-07, DIAG-08)', async () => {
    const c = await student();
    const { questions } = await start(c);
    const answerIds = questions.map(() => randomUUID());
    for (const [i, q] of questions.entries()) {
      const given = i < 5 ? rightAnswer(key(q.id)) : wrongAnswer(key(q.id));
      expect((await answer(c, q.id, given, answerIds[i])).status).toBe(200);
    }
    const [a, b] = await Promise.all([
      c.post<DiagnosticResponse>('/api/diagnostic/complete', {}),
      c.post<DiagnosticResponse>('/api/diagnostic/complete', {}),
    ]);
    expect(a.body).toEqual(b.body);
    if (a.body.status !== 'completed') throw new Error('not completed');
    expect(a.body.result).toMatchObject({ completed: true, score: 5, total: 7 });
    const completedAt = a.body.result.completedAt;

    clock.set(new Date(Date.now() + 60_000));
    const third = await c.post<DiagnosticResponse>('/api/diagnostic/complete', {});
    expect(third.body).toEqual(a.body);
    expect((await c.get<DiagnosticResponse>('/api/diagnostic')).body).toEqual(a.body);
    // A retried answer still gets its verdict; a start returns the result, not a new draw.
    const retry = await answer(c, questions[0]?.id ?? '', rightAnswer(key(questions[0]?.id ?? '')), answerIds[0]);
    expect(retry.body.feedback?.correct).toBe(true);
    expect((await c.post<DiagnosticResponse>('/api/diagnostic/start', {})).body).toEqual(a.body);
    clock.reset();

    const p = await profileOf(c);
    expect([p.questionsAnswered, p.totalCorrectAnswers, p.totalQuizzes]).toEqual([7, 5, 1]);
    const rows = await server.db.kysely
      .selectFrom('diagnostic')
      .selectAll()
      .where('completedAt', '=', completedAt)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses answers and completion before the start, and keeps students apart', async () => {
    const c = await student();
    expect((await c.post<ErrorBody>('/api/diagnostic/complete', {})).body.error.code).toBe('DIAGNOSTIC_NOT_STARTED');
    const mine = await start(c);
    const other = await student();
    await start(other);
    // Another student's question id is simply not part of their own diagnostic.
    const foreign = mine.questions[0];
    const res = await answer(other, foreign?.id ?? '', rightAnswer(key(foreign?.id ?? '')));
    expect([200, 400]).toContain(res.status);
    const own = await c.get<DiagnosticResponse>('/api/diagnostic');
    if (own.body.status !== 'inProgress') throw new Error('not in progress');
    expect(own.body.answers).toHaveLength(0);
  });

  it('does not open its attempts to the practice session routes', async () => {
    const c = await student();
    await start(c);
    const row = await server.db.kysely
      .selectFrom('attempt')
      .select('id')
      .where('kind', '=', 'diagnostic')
      .orderBy('startedAt', 'desc')
      .executeTakeFirstOrThrow();
    expect((await c.get(`/api/practice/sessions/${row.id}`)).status).toBe(404);
  });

  it('validates its bodies', async () => {
    const c = await student();
    await start(c);
    expect((await c.post<ErrorBody>('/api/diagnostic/answers', { questionId: 'x' })).status).toBe(400);
    expect((await c.post<ErrorBody>('/api/diagnostic/complete', { score: 7 })).status).toBe(400);
  });
});
