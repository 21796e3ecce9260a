/**
 * better-auth's AsyncLocalStorage instances are switched off whenever none of its work is in flight
 * (src/server/auth/better-auth-work.ts), so that the other routes run without Node's promise hooks. Sign-ups,
 * sign-ins, session checks and sign-outs overlapping one another and a stream of answer saves must each still get
 * their right answer, nothing may be logged as failed, and once they are over the promise hooks must be off again.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MenuResponse, SessionResponse } from '../../src/domain/api/practice-schema.ts';
import { betterAuthWork } from '../../src/server/auth/better-auth-work.ts';
import { createLogger, type LogSink } from '../../src/server/logger.ts';
import { TestClient, signedUpStudent, type ErrorBody } from '../support/http-client.ts';
import { answerKeys, rightAnswer, saveAnswer, startSession, type KeyedQuestion } from '../support/practice-helpers.ts';
import { promiseHooksRun } from '../support/promise-hooks.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const logLines: string[] = [];
const sink: LogSink = { error: (line) => logLines.push(line), out: () => {} };
const keys = answerKeys();
const key = (id: string) => keys.get(id) as KeyedQuestion;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '100000' }, { logger: createLogger('error', sink) });
});
afterAll(() => server.close());

let counter = 0;
const newEmail = (name: string) => `${name}${++counter}-${Date.now()}@example.az`;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

interface SessionBody {
  user: { email: string };
  session: Record<string, unknown>;
}

/** A student answering every question of `sessions` sessions, one answer after another; returns the answers saved. */
async function answerSessions(c: TestClient, slug: string, sessions: number): Promise<number> {
  let saved = 0;
  for (let s = 0; s < sessions; s++) {
    const session: SessionResponse = await startSession(c, slug);
    for (const q of session.questions) {
      const answerId = crypto.randomUUID();
      const res = await saveAnswer(c, session.attemptId, q.id, rightAnswer(key(q.id)), { answerId });
      expect(res.status).toBe(200);
      expect(res.body.answerId).toBe(answerId);
      saved++;
    }
    const again = await c.get<SessionResponse>(`/api/practice/sessions/${session.attemptId}`);
    expect(again.body.answers.map((a) => a.questionId).sort()).toEqual(session.questions.map((q) => q.id).sort());
  }
  return saved;
}

/** The session both checks see: better-auth's get-session and the app's own (a signed-in route). */
async function expectSignedIn(c: TestClient, email: string) {
  const session = await c.get<SessionBody>('/api/auth/get-session');
  expect(session.status).toBe(200);
  expect(session.body.user.email).toBe(email);
  expect(session.body.session).not.toHaveProperty('token');
  const profile = await c.get<{ profile: { email: string } }>('/api/profile');
  expect(profile.status).toBe(200);
  expect(profile.body.profile.email).toBe(email);
}

async function signOutAndCheck(c: TestClient) {
  expect((await c.post('/api/auth/sign-out', {})).status).toBe(200);
  const session = await c.get('/api/auth/get-session');
  expect(session.status).toBe(200);
  expect(session.body).toBeNull();
  expect((await c.get('/api/profile')).status).toBe(401);
}

/** A new account: sign-up, both session checks, sign-out, then a sign-in again and a wrong password. */
async function newAccountRound() {
  const email = newEmail('new');
  const c = new TestClient(server.url);
  const signUp = await c.signUp(email);
  expect(signUp.status).toBe(200);
  expect((signUp.body as SessionBody).user.email).toBe(email);
  expect(signUp.body).not.toHaveProperty('token');
  await expectSignedIn(c, email);
  await signOutAndCheck(c);
  const signIn = await c.signIn(email);
  expect(signIn.status).toBe(200);
  expect((signIn.body as SessionBody).user.email).toBe(email);
  await expectSignedIn(c, email);
  const wrong = await new TestClient(server.url).signIn(email, 'wrong-password');
  expect(wrong.status).toBe(401);
  expect((wrong.body as ErrorBody).error.code).toBe('WRONG_PASSWORD');
}

/** An account signed up before: sign-ins on new clients, their session checks, sign-outs, an unknown email. */
async function returningAccountRound(email: string) {
  const c = new TestClient(server.url);
  const signIn = await c.signIn(email);
  expect(signIn.status).toBe(200);
  expect((signIn.body as SessionBody).user.email).toBe(email);
  await expectSignedIn(c, email);
  await signOutAndCheck(c);
  const unknown = await new TestClient(server.url).signIn(newEmail('nobody'));
  expect(unknown.status).toBe(401);
  expect((unknown.body as ErrorBody).error.code).toBe('USER_NOT_FOUND');
}

it('sign-ups, sign-ins, session checks and sign-outs overlapping answer saves each get the right answer', async () => {
  const menu = (await new TestClient(server.url).get<MenuResponse>('/api/practice/menu')).body;
  const slugs = menu.items.filter((i) => i.type === 'grammar').map((i) => i.slug);
  const savers = await Promise.all(range(4).map(() => signedUpStudent(server.url, 'saver')));
  const returning = range(4).map(() => newEmail('returning'));
  for (const email of returning) expect((await new TestClient(server.url).signUp(email)).status).toBe(200);

  const [saved] = await Promise.all([
    Promise.all(savers.map((c, i) => answerSessions(c, slugs[i % slugs.length] ?? 'present-perfect', 2))),
    ...range(6).map(async () => {
      for (let round = 0; round < 2; round++) await newAccountRound();
    }),
    ...returning.map(async (email) => {
      for (let round = 0; round < 2; round++) await returningAccountRound(email);
    }),
  ]);

  expect(saved.reduce((a, b) => a + b, 0)).toBe(4 * 2 * 10);
  expect(logLines).toEqual([]);
  expect(betterAuthWork.inFlight()).toBe(0);
  // With no better-auth work in flight its storages are off, and with them the promise hooks.
  expect(await promiseHooksRun()).toBe(false);
}, 120_000);
