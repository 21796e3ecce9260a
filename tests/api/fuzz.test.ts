/**
 * A bounded, seeded fuzz of every route the app has, signed in and signed out: valid bodies with one field made
 * hostile (wrong types, missing fields, huge strings, U+0000, lone surrogates, negative and huge numbers, unknown ids,
 * deep nesting, arrays where objects go), bad JSON, other content types, bad percent-encodings in paths and queries,
 * odd time zones. Every answer must be below 500, and every 4xx under /api must carry `{ error: { code, message } }`
 * with one of our codes. The same seed gives the same requests, so a failure can be replayed.
 *
 * Left out: better-auth endpoints the web app never calls (update-user, delete-user, list-sessions...); they are
 * being switched off rather than hardened.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/domain/errors.ts';
import { createLogger, type LogSink } from '../../src/server/logger.ts';
import { signedUpStudent, type TestClient } from '../support/http-client.ts';
import { rawRequest, type RawResponse } from '../support/raw-http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const SEED = 20_261_125;
const REQUESTS = 2000;
const CONCURRENCY = 4;

/** mulberry32: small, seeded, good enough to pick cases. */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const uuid = () => 'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, () => int(16).toString(16));
  return { next, int, pick, uuid };
}
type Rng = ReturnType<typeof seeded>;

/** Stands for a deeply nested value, written into the JSON text (JSON.stringify would overflow the stack on it). */
const DEEP = '\u0001deep';
const deepJson = (rng: Rng) => {
  const depth = rng.pick([10, 1000, 20_000]);
  return rng.next() < 0.5
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
};
const toJson = (rng: Rng, value: unknown) => JSON.stringify(value).replace(JSON.stringify(DEEP), () => deepJson(rng));

/** Values that go where a field's value should be. */
function hostileValue(rng: Rng): unknown {
  return rng.pick<() => unknown>([
    () => null,
    () => true,
    () => 0,
    () => -1,
    () => -1e308,
    () => 1e308,
    () => 2 ** 53 + 1,
    () => 3.5,
    () => '',
    () => ' ',
    () => 'a\u0000b',
    () => '\u0000',
    () => 'x\uD800',
    () => '\uDC00y',
    () => 'Ə'.repeat(rng.pick([2001, 5001, 20_000])),
    () => 'x'.repeat(rng.pick([101, 201, 2001, 8001, 60_000, 70_000])),
    () => randomishId(rng),
    () => '../../etc/passwd',
    () => '%E0%A4%A',
    () => '<script>alert(1)</script>',
    () => '{{7*7}}',
    () => "' OR 1=1 --",
    () => [],
    () => ['a', 1, null],
    () => ({}),
    () => ({ $gt: '' }),
    () => ({ __proto__: { admin: true } }),
    () => DEEP,
  ])();
}

function randomishId(rng: Rng): string {
  return rng.pick([rng.uuid(), 'nope', '0', '-1', 'x'.repeat(300), '00000000-0000-0000-0000-000000000000']);
}

/** A valid string with U+0000 or a lone surrogate put in, so that only that character is wrong with it. */
function withUnstorable(rng: Rng, text: string): string {
  const at = rng.int(text.length + 1);
  return text.slice(0, at) + rng.pick(['\u0000', '\uD800', '\uDFFF']) + text.slice(at);
}

/** A path parameter, real or hostile (already percent-encoded as it would appear on the wire). */
function hostileParam(rng: Rng, real: string): string {
  return rng.pick([
    encodeURIComponent(real),
    encodeURIComponent(real),
    rng.uuid(),
    '%E0%A4%A',
    '%ff',
    '%',
    '%00',
    '%ED%A0%80',
    'a%00b',
    '..%2F..%2Fpackage.json',
    '%2e%2e',
    'x'.repeat(3000),
    '-1',
    '99999999999999999999',
    '%F0%9F%91%8D',
  ]);
}

interface Route {
  method: string;
  /** With `:name` parameters. */
  path: string;
  signedIn: boolean;
  /** A valid body, or undefined for none. */
  body?: (ids: Ids) => Record<string, unknown>;
  query?: Record<string, string>;
}

interface Ids {
  topicId: string;
  attemptId: string;
  lessonAttemptId: string;
  questionId: string;
  audioName: string;
  today: string;
}

const answer = (ids: Ids) => ({ answerId: randomUUID(), questionId: ids.questionId, answer: 'have been' });

/** Every route of the app (the route files under src/server, app.ts, the better-auth endpoints the web app calls). */
/** `npm test` builds before it runs this file; a bare `vitest run` on a fresh clone has no web app to serve pages from. */
const WEB_APP_BUILT = existsSync('dist/web/index.html') && existsSync('dist/ssr');
const PAGE_PATHS = new Set(['/', '/ru/learn/:topicId', '/assets/:audioName', '/assets/data/listenings/:audioName']);

const ALL_ROUTES: Route[] = [
  { method: 'GET', path: '/api/health', signedIn: false },
  { method: 'GET', path: '/api/site', signedIn: false },
  { method: 'GET', path: '/api/practice/menu', signedIn: false },
  { method: 'GET', path: '/api/content/topics', signedIn: false },
  { method: 'GET', path: '/api/content/topics/:topicId', signedIn: false },
  { method: 'GET', path: '/api/content/audio/:audioName', signedIn: false },
  {
    method: 'POST',
    path: '/api/lessons/:topicId/quiz/check',
    signedIn: false,
    body: () => ({ quizIndex: 0, answerIndex: 1 }),
  },
  {
    method: 'POST',
    path: '/api/lessons/:topicId/quiz/attempts/:lessonAttemptId/answers',
    signedIn: true,
    body: () => ({ answerId: randomUUID(), quizIndex: 0, answerIndex: 0 }),
  },
  {
    method: 'POST',
    path: '/api/lessons/:topicId/quiz/attempts/:lessonAttemptId/finish',
    signedIn: true,
    body: () => ({}),
  },
  { method: 'GET', path: '/api/profile', signedIn: true },
  {
    method: 'PATCH',
    path: '/api/profile',
    signedIn: true,
    body: () => ({ name: 'Aygün', goal: 'İmtahandan 90+', grade: 11, language: 'az' }),
  },
  { method: 'POST', path: '/api/practice/sessions', signedIn: true, body: (ids) => ({ slug: ids.topicId }) },
  { method: 'GET', path: '/api/practice/sessions/:attemptId', signedIn: true },
  { method: 'POST', path: '/api/practice/sessions/:attemptId/answers', signedIn: true, body: answer },
  {
    method: 'PUT',
    path: '/api/practice/sessions/:attemptId/writing',
    signedIn: true,
    body: () => ({ text: 'My day.' }),
  },
  { method: 'POST', path: '/api/practice/sessions/:attemptId/finish', signedIn: true, body: () => ({}) },
  { method: 'GET', path: '/api/practice/sessions/:attemptId/results', signedIn: true },
  { method: 'GET', path: '/api/diagnostic', signedIn: true },
  { method: 'POST', path: '/api/diagnostic/start', signedIn: true, body: () => ({}) },
  { method: 'POST', path: '/api/diagnostic/answers', signedIn: true, body: answer },
  { method: 'POST', path: '/api/diagnostic/complete', signedIn: true, body: () => ({}) },
  { method: 'GET', path: '/api/challenge', signedIn: true },
  { method: 'GET', path: '/api/challenge/today', signedIn: true },
  {
    method: 'POST',
    path: '/api/challenge/answers',
    signedIn: true,
    body: (ids) => ({ ...answer(ids), date: ids.today }),
  },
  { method: 'POST', path: '/api/challenge/finish', signedIn: true, body: (ids) => ({ date: ids.today }) },
  {
    method: 'POST',
    path: '/api/ai/practice',
    signedIn: true,
    body: (ids) => ({ task: 'explain', questionId: ids.questionId, answer: 'x', language: 'az' }),
  },
  {
    method: 'POST',
    path: '/api/ai/learn',
    signedIn: true,
    body: (ids) => ({ task: 'topic', topicId: ids.topicId, language: 'ru' }),
  },
  { method: 'POST', path: '/api/ai/dashboard', signedIn: true, body: () => ({ language: 'en' }) },
  {
    method: 'POST',
    path: '/api/ai/aitutor',
    signedIn: true,
    body: () => ({ messages: [{ sender: 'user', text: 'Present Perfect nədir?' }], language: 'az' }),
  },
  { method: 'POST', path: '/api/ai/feedback', signedIn: true, body: () => ({ replyId: randomUUID(), value: 'up' }) },
  { method: 'GET', path: '/api/dashboard', signedIn: true },
  { method: 'GET', path: '/api/suggestion', signedIn: true, query: { language: 'az' } },
  { method: 'POST', path: '/api/suggestion/refresh', signedIn: true, body: () => ({ language: 'az' }) },
  { method: 'GET', path: '/api/attempts', signedIn: true, query: { timeframe: 'week' } },
  { method: 'GET', path: '/api/attempts/review/:attemptId', signedIn: true },
  // better-auth, as the web app calls it
  { method: 'GET', path: '/api/auth/get-session', signedIn: true },
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    signedIn: false,
    body: () => ({ name: 'Aygün', email: `f${randomUUID()}@example.az`, password: 'secret123' }),
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    signedIn: false,
    body: () => ({ email: 'nobody@example.az', password: 'secret123', rememberMe: true }),
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/social',
    signedIn: false,
    body: () => ({ provider: 'google', callbackURL: '/' }),
  },
  { method: 'POST', path: '/api/auth/sign-out', signedIn: true, body: () => ({}) },
  {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    signedIn: false,
    body: () => ({ email: 'nobody@example.az', redirectTo: '/reset-password' }),
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    signedIn: false,
    body: () => ({ token: 'abc', newPassword: 'secret1234' }),
  },
  {
    method: 'GET',
    path: '/api/auth/reset-password/:attemptId',
    signedIn: false,
    query: { callbackURL: '/reset-password' },
  },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    signedIn: true,
    body: () => ({ currentPassword: 'wrong-one', newPassword: 'secret1234', revokeOtherSessions: false }),
  },
  { method: 'GET', path: '/api/auth/oauth2/callback/google', signedIn: false, query: { code: 'x', state: 'y' } },
  { method: 'GET', path: '/api/nothing-here', signedIn: false },
  // the web app and its files
  { method: 'GET', path: '/', signedIn: false },
  { method: 'GET', path: '/ru/learn/:topicId', signedIn: false },
  { method: 'GET', path: '/assets/:audioName', signedIn: false },
  { method: 'GET', path: '/assets/data/listenings/:audioName', signedIn: false },
];
const ROUTES = WEB_APP_BUILT ? ALL_ROUTES : ALL_ROUTES.filter((route) => !PAGE_PATHS.has(route.path));

interface Case {
  method: string;
  path: string;
  signedIn: boolean;
  headers: Record<string, string>;
  body?: string;
}

function buildCase(rng: Rng, route: Route, ids: Ids): Case {
  const real: Record<string, string> = { ...ids };
  const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
    rng.next() < 0.6 ? encodeURIComponent(real[name] ?? '') : hostileParam(rng, real[name] ?? ''),
  );
  const query = { ...route.query };
  const queryKind = rng.int(6);
  if (queryKind === 0) query[rng.pick(['language', 'timeframe', 'x', 'callbackURL'])] = '\u0001hostile';
  let search = new URLSearchParams(query).toString();
  if (queryKind === 1) search += rng.pick(['&language=%00', '&timeframe=%E0%A4%A', '&x=%ED%A0%80', '&%=1', '&a=%ff']);
  if (queryKind === 2)
    search = rng.pick(['language=de', 'timeframe=century', 'language=az&language=ru', 'a'.repeat(4000)]);
  const headers: Record<string, string> = {};
  if (rng.next() < 0.15)
    headers['x-time-zone'] = rng.pick(['Mars/Phobos', 'UTC', 'Asia/Baku', '+04:00', 'x'.repeat(500), '../../etc']);
  const signedIn = route.signedIn ? rng.next() < 0.85 : rng.next() < 0.3;
  let body: string | undefined;
  if (route.method !== 'GET') {
    const valid = route.body?.(ids) ?? {};
    const kind = rng.int(12);
    if (kind <= 5) {
      const fields = Object.keys(valid);
      const target =
        rng.next() < 0.2 || fields.length === 0
          ? rng.pick(['extra', '__proto__', 'constructor', 'prompt'])
          : rng.pick(fields);
      const mutated: Record<string, unknown> = { ...valid };
      const original = mutated[target];
      const roll = rng.next();
      if (roll < 0.15) delete mutated[target];
      else if (typeof original === 'string' && roll < 0.6) mutated[target] = withUnstorable(rng, original);
      else mutated[target] = hostileValue(rng);
      body = toJson(rng, mutated);
    } else if (kind === 6) {
      body = toJson(rng, hostileValue(rng));
    } else if (kind === 7) {
      body = rng.pick([
        '{',
        '{"a":',
        'nul',
        '',
        '[1,]',
        '{"a":1}{"b":2}',
        '\u0000',
        '{"a":"\\ud800"}',
        '"\\u0000"',
        "{'a':1}",
      ]);
    } else if (kind === 8) {
      body = JSON.stringify([valid, valid]);
    } else {
      body = JSON.stringify(valid);
    }
    headers['content-type'] = rng.pick([
      'application/json',
      'application/json',
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-16',
    ]);
  }
  return { method: route.method, path: search ? `${path}?${search}` : path, signedIn, headers, body };
}

const logLines: string[] = [];
const sink: LogSink = { error: (line) => logLines.push(line), out: () => {} };

let server: TestServer;
let student: TestClient;
/** Signs out and changes passwords, so the student's own session stays for the other routes. */
let spare: TestClient;
let ids: Ids;
beforeAll(async () => {
  server = await startTestServer(
    { AUTH_RATE_LIMIT_MAX: '100000', AI_RATE_LIMIT_MAX: '100000', AI_DAILY_QUOTA: '100000' },
    { logger: createLogger('error', sink) },
  );
  student = await signedUpStudent(server.url, 'fuzz');
  spare = await signedUpStudent(server.url, 'fuzz-spare');
  const topics = (await student.get<{ topics: { id: string }[] }>('/api/content/topics')).body.topics;
  const topicId = topics[0]?.id ?? 'present-perfect';
  const session = await student.post<{ attemptId: string; questions: { id: string }[] }>('/api/practice/sessions', {
    slug: topicId,
  });
  ids = {
    topicId,
    attemptId: session.body.attemptId,
    lessonAttemptId: randomUUID(),
    questionId: session.body.questions[0]?.id ?? 'q1',
    audioName: 'test-1.mp3',
    today: new Date().toISOString().slice(0, 10),
  };
}, 60_000);
afterAll(() => server.close());

function shapeProblem(c: Case, res: RawResponse): string | undefined {
  if (res.status >= 500) return `status ${res.status}`;
  if (res.status < 400 || !c.path.startsWith('/api/')) return undefined;
  try {
    const body = JSON.parse(res.text) as { error?: { code?: unknown; message?: unknown } };
    const code = body.error?.code;
    if (!ERROR_CODES.includes(code as never)) return `unknown error code ${String(code)}`;
    if (typeof body.error?.message !== 'string') return 'no error message';
  } catch {
    return 'error body is not JSON';
  }
  return undefined;
}

describe('fuzz', () => {
  it(`${REQUESTS} seeded hostile requests over every route: no 5xx, the error shape on every 4xx`, async () => {
    const rng = seeded(SEED);
    const cases = Array.from({ length: REQUESTS }, (_, i) => buildCase(rng, ROUTES[i % ROUTES.length] as Route, ids));
    const statuses = new Map<number, number>();
    const problems: string[] = [];
    const started = Date.now();
    let next = 0;
    async function worker() {
      while (next < cases.length) {
        const c = cases[next++] as Case;
        const res = await rawRequest(server.url, {
          method: c.method,
          path: c.path,
          headers: {
            ...c.headers,
            origin: server.url,
            ...(c.signedIn ? { cookie: (c.path.startsWith('/api/auth/') ? spare : student).cookieHeader() } : {}),
          },
          ...(c.body === undefined ? {} : { body: c.body }),
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const problem = shapeProblem(c, res);
        if (problem) {
          problems.push(
            `${problem}: ${c.method} ${c.path.slice(0, 200)} ${(c.body ?? '').slice(0, 200)} -> ${res.text.slice(0, 200)}`,
          );
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const figures = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    const database = process.env.TEST_DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'SQLite';
    if (!WEB_APP_BUILT) console.log('fuzz: the web app is not built (npm run build), so pages and files are left out');
    console.log(
      `fuzz (${database}, seed ${SEED}): ${cases.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `statuses ${figures.join(', ')}; ${logLines.length} error log lines, longest ${Math.max(0, ...logLines.map((l) => l.length))} characters`,
    );
    expect([...new Set(problems.map((p) => p.slice(0, 160)))].slice(0, 30)).toEqual([]);
    for (const line of logLines) expect(line.length).toBeLessThan(3000);
  }, 120_000);
});
