/**
 * The progress API against the real server, database and a real OpenAI-compatible server on 127.0.0.1
 * (tests/support/fake-openai.ts): the dashboard, the saved AI suggestion and the quiz history, each for the signed-in
 * student only.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MenuResponse } from '../../src/domain/api/practice-schema.ts';
import type { AttemptsResponse, DashboardResponse, SuggestionResponse } from '../../src/domain/api/progress-schema.ts';
import type { StandingResponse } from '../../src/domain/api/standing-schema.ts';
import { OFFLINE_TEXTS } from '../../src/domain/ai/offline-texts.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { signedUpStudentWithId, TestClient, type ErrorBody } from '../support/http-client.ts';
import {
  answerKeys,
  finish,
  rightAnswer,
  saveAnswer,
  startSession,
  TestClock,
  wrongAnswer,
} from '../support/practice-helpers.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { historyAttemptOf } from '../../src/domain/progress/history-row.ts';

const QUOTA = 6;
const clock = new TestClock();
const keys = answerKeys();
let fake: FakeOpenAi;
let server: TestServer;
let menu: MenuResponse;

beforeAll(async () => {
  fake = await startFakeOpenAi({ kind: 'reply', text: 'Practise reading next: you missed some questions there.' });
  server = await startTestServer(
    {
      AUTH_RATE_LIMIT_MAX: '10000',
      AI_RATE_LIMIT_MAX: '10000',
      AI_DAILY_QUOTA: String(QUOTA),
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_API_KEY: 'test-key',
      AI_TIMEOUT_MS: '1000',
    },
    { clock },
  );
  menu = (await new TestClient(server.url).get<MenuResponse>('/api/practice/menu')).body;
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});
beforeEach(() => {
  clock.reset();
  fake.reset();
  fake.setDefault({ kind: 'reply', text: 'Practise reading next: you missed some questions there.' });
});

const student = () => signedUpStudentWithId(server, 'dash');

/** Answers `right` questions right and the rest wrong in a grammar session, optionally finishing it. */
async function grammarQuiz(c: TestClient, right: number, options: { finish?: boolean; slug?: string } = {}) {
  const session = await startSession(c, options.slug ?? 'present-simple');
  for (const [i, q] of session.questions.entries()) {
    const key = keys.get(q.id);
    if (!key) throw new Error(`no key ${q.id}`);
    const res = await saveAnswer(c, session.attemptId, q.id, i < right ? rightAnswer(key) : wrongAnswer(key));
    expect(res.status).toBe(200);
  }
  if (options.finish !== false) expect((await finish(c, session.attemptId)).status).toBe(200);
  return session;
}

const dashboard = (c: TestClient, tz?: string) =>
  c.request<DashboardResponse & ErrorBody>('GET', '/api/dashboard', undefined, tz ? { 'x-time-zone': tz } : {});
const suggestion = (c: TestClient, language = 'en') =>
  c.get<SuggestionResponse & ErrorBody>(`/api/suggestion?language=${language}`);
const refresh = (c: TestClient, language = 'en') =>
  c.post<SuggestionResponse & ErrorBody>('/api/suggestion/refresh', { language });
/** A history page, its rows read as the web app reads them. */
const attempts = async (c: TestClient, timeframe = 'all') => {
  const res = await c.get<AttemptsResponse & ErrorBody>(`/api/attempts?timeframe=${timeframe}`);
  return { status: res.status, attempts: (res.body.attempts ?? []).map(historyAttemptOf) };
};

describe('GET /api/dashboard', () => {
  it('needs sign-in (DASH-08: User not logged in)', async () => {
    const res = await dashboard(new TestClient(server.url));
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('a new student: welcome name, streak 0, zero counters (DASH-01, DASH-06)', async () => {
    const { client } = await student();
    const res = await dashboard(client);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      streak: 0,
      bestStreak: 0,
      totalQuizzes: 0,
      averageScore: 0,
      questionsAnswered: 0,
    });
    expect(res.body.name).toMatch(/^dash\d+/);
  });

  it('shows the stored counters and the streak after a quiz', async () => {
    const { client } = await student();
    await grammarQuiz(client, 7);
    const res = await dashboard(client);
    const { profile } = (await client.get<{ profile: Record<string, unknown> }>('/api/profile')).body;
    expect(res.body).toMatchObject({
      streak: 1,
      bestStreak: 1,
      totalQuizzes: profile.totalQuizzes,
      averageScore: profile.averageScore,
      questionsAnswered: profile.questionsAnswered,
    });
    expect(res.body).toMatchObject({ totalQuizzes: 1, questionsAnswered: 10, averageScore: 0.7 });
  });

  it('a lapsed streak shows 0: active on day 1, opened on day 3 (DASH-02)', async () => {
    const { client } = await student();
    clock.set('2026-03-01T08:00:00Z');
    await grammarQuiz(client, 1, { finish: false });
    clock.set('2026-03-02T08:00:00Z');
    expect((await dashboard(client)).body.streak).toBe(1);
    clock.set('2026-03-03T08:00:00Z');
    expect((await dashboard(client)).body).toMatchObject({ streak: 0, bestStreak: 1 });
  });

  it('creates a missing user document on the first visit (DASH-09)', async () => {
    const { client, userId } = await student();
    await server.db.kysely.deleteFrom('profile').where('userId', '=', userId).execute();
    const res = await dashboard(client);
    expect(res.status).toBe(200);
    const row = await server.db.kysely
      .selectFrom('profile')
      .selectAll()
      .where('userId', '=', userId)
      .executeTakeFirst();
    expect(row).toMatchObject({ streak: 0, totalQuizzes: 0 });
  });

  it("'today' is the profile's day; a time zone header changes nothing", async () => {
    const { client } = await student();
    clock.set('2026-03-10T07:00:00Z'); // the 9th in Pago Pago, the 10th in Baku and Kiritimati
    expect((await dashboard(client, 'Pacific/Pago_Pago')).body.today).toBe('2026-03-10');
    expect((await client.patch('/api/profile', { timeZone: 'Pacific/Pago_Pago' })).status).toBe(200);
    expect((await dashboard(client, 'Pacific/Kiritimati')).body.today).toBe('2026-03-09');
    const ignored = await dashboard(client, 'Mars/Base');
    expect(ignored.status).toBe(200);
    expect(ignored.body.today).toBe('2026-03-09');
  });
});

describe('the AI suggestion (spec §4)', () => {
  it('zero answered: the localized start-answering message, saved, without asking the AI (DASH-12)', async () => {
    const { client } = await student();
    const res = await suggestion(client, 'ru');
    expect(res.status).toBe(200);
    expect(res.body.suggestion).toMatchObject({
      text: OFFLINE_TEXTS.ru.suggest.noData,
      isNoDataMessage: true,
      quizSlug: null,
    });
    expect(fake.requests).toHaveLength(0);
    const { profile } = (await client.get<{ profile: { email: string } }>('/api/profile')).body;
    const row = await server.db.kysely
      .selectFrom('profile')
      .innerJoin('user', 'user.id', 'profile.userId')
      .select('practiceAISuggestion')
      .where('user.email', '=', profile.email)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.practiceAISuggestion ?? '{}')).toMatchObject({
      text: OFFLINE_TEXTS.ru.suggest.noData,
      isNoDataMessage: true,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      fetchedAt: expect.any(String),
    });
  });

  it('answers after a no-data message → a new suggestion naming a quiz of the menu (DASH-11, PRAC-40)', async () => {
    const { client } = await student();
    expect((await suggestion(client)).body.suggestion.isNoDataMessage).toBe(true);
    await grammarQuiz(client, 2, { finish: false });
    const res = await suggestion(client);
    expect(res.body.suggestion).toMatchObject({
      text: 'Practise reading next: you missed some questions there.',
      isNoDataMessage: false,
    });
    expect(fake.requests).toHaveLength(1);
    const item = menu.items.find((i) => i.slug === res.body.suggestion.quizSlug);
    expect(item?.type).toBe('reading');
  });

  it("today's suggestion is reused: no new AI call, same text and fetchedAt (DASH-10)", async () => {
    const { client } = await student();
    await grammarQuiz(client, 2, { finish: false });
    const first = (await suggestion(client)).body.suggestion;
    const again = (await suggestion(client)).body.suggestion;
    expect(again).toEqual(first);
    expect(fake.requests).toHaveLength(1);
  });

  it('refresh forces a new fetch with a new fetchedAt (DASH-04)', async () => {
    const { client } = await student();
    await grammarQuiz(client, 2, { finish: false });
    const first = (await suggestion(client)).body.suggestion;
    clock.set(new Date(Date.now() + 60_000));
    fake.setDefault({ kind: 'reply', text: 'Now try a listening test.' });
    const res = await refresh(client);
    expect(res.status).toBe(200);
    expect(res.body.suggestion.fetchedAt).not.toBe(first.fetchedAt);
    expect(res.body.suggestion.text).toBe('Now try a listening test.');
    expect(menu.items.find((i) => i.slug === res.body.suggestion.quizSlug)?.type).toBe('listening');
    expect(fake.requests).toHaveLength(2);
  });

  it("a new local day fetches anew; the day is the student's (DASH-15)", async () => {
    const { client } = await student();
    clock.set('2026-03-01T19:00:00Z'); // 23:00 in Baku
    await grammarQuiz(client, 2, { finish: false });
    const first = (await suggestion(client)).body.suggestion;
    expect(first.date).toBe('2026-03-01');
    clock.set('2026-03-01T20:30:00Z'); // 00:30 on 2 March in Baku
    const next = (await suggestion(client)).body.suggestion;
    expect(next.date).toBe('2026-03-02');
    expect(next.fetchedAt).not.toBe(first.fetchedAt);
    expect(fake.requests).toHaveLength(2);
  });

  it("the model failing → the offline suggestion: this week's plan's first area (DASH-16)", async () => {
    const { client } = await student();
    fake.setDefault({ kind: 'fail', status: 500 });
    await grammarQuiz(client, 1, { finish: false, slug: 'present-simple' });
    const res = await suggestion(client, 'az');
    expect(res.status).toBe(200);
    expect(res.body.suggestion.isNoDataMessage).toBe(false);
    // The plan weighs areas by the exam points at stake: untried listening and reading lead a grammar quiz.
    const { plan } = (await client.get<StandingResponse>('/api/standing')).body;
    if (plan.kind !== 'plan') throw new Error('no plan');
    const first = plan.areas[0];
    expect(res.body.suggestion.quizSlug).toBe(first?.practiceSlug);
    const area = first?.area === 'listening' || first?.area === 'reading' ? first.area : undefined;
    expect(res.body.suggestion.text).toBe(
      area ? OFFLINE_TEXTS.az.suggest.plannedArea(area) : OFFLINE_TEXTS.az.suggest.plannedGrammar(String(first?.area)),
    );
  });

  it('backend failure → the stored suggestion stays, with the warning (DASH-13)', async () => {
    const { client } = await student();
    await grammarQuiz(client, 2, { finish: false });
    const stored = (await suggestion(client)).body.suggestion;
    let last;
    // The daily AI quota is the backend failure here: refresh until it is used up.
    for (let i = 0; i < QUOTA + 1; i++) last = await refresh(client);
    expect(last?.status).toBe(200);
    expect(last?.body.warning).toBe('SUGGESTION_BACKEND_FAILED');
    expect(last?.body.suggestion.text).toBe(stored.text);
    expect(fake.requests.length).toBeLessThanOrEqual(QUOTA);
  });

  it('backend failure with nothing stored → SUGGESTION_BACKEND_FAILED', async () => {
    const { client, userId } = await student();
    await grammarQuiz(client, 2, { finish: false });
    await server.db.kysely
      .insertInto('ai_usage')
      .values({ userId, day: new Date().toISOString().slice(0, 10), count: QUOTA })
      .onConflict((oc) => oc.columns(['userId', 'day']).doUpdateSet({ count: QUOTA }))
      .execute();
    // Whatever the calendar day in Baku, both candidate days are used up.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await server.db.kysely.insertInto('ai_usage').values({ userId, day: tomorrow, count: QUOTA }).execute();
    const res = await suggestion(client);
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('SUGGESTION_BACKEND_FAILED');
  });

  it('no user document → USER_DATA_NOT_FOUND (DASH-14)', async () => {
    const { client, userId } = await student();
    await server.db.kysely.deleteFrom('profile').where('userId', '=', userId).execute();
    const res = await suggestion(client);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('USER_DATA_NOT_FOUND');
  });

  it('validates the language and refuses a raw prompt; needs sign-in', async () => {
    const { client } = await student();
    expect((await suggestion(client, 'fr')).status).toBe(400);
    expect((await client.post('/api/suggestion/refresh', { language: 'en', prompt: 'hi' })).status).toBe(400);
    expect((await suggestion(new TestClient(server.url))).status).toBe(401);
  });
});

describe('GET /api/attempts (quiz history)', () => {
  it('lists finished attempts with date, kind, topic, score and minutes; not abandoned ones (HIST-01, 05, 06)', async () => {
    const { client } = await student();
    clock.set('2026-03-10T08:00:00Z');
    const session = await startSession(client, 'present-simple');
    for (const [i, q] of session.questions.entries()) {
      const key = keys.get(q.id);
      if (!key) throw new Error('no key');
      // A session graded as it goes ends with its last answer, given here 90 s after the start.
      if (i === session.questions.length - 1) clock.set('2026-03-10T08:01:30Z');
      await saveAnswer(client, session.attemptId, q.id, i < 8 ? rightAnswer(key) : wrongAnswer(key));
    }
    clock.set('2026-03-10T08:05:00Z');
    await finish(client, session.attemptId);
    await grammarQuiz(client, 3, { finish: false }); // abandoned
    const res = await attempts(client);
    expect(res.status).toBe(200);
    expect(res.attempts).toHaveLength(1);
    expect(res.attempts[0]).toMatchObject({
      attemptId: session.attemptId,
      kind: 'grammar',
      slug: 'present-simple',
      correct: 8,
      total: 10,
      scorePercent: 80,
      timeSpentMinutes: 2,
      finishedAt: expect.stringMatching(/^2026-03-10T08:05:0/),
      hasReview: true,
    });
    expect(res.attempts[0]?.title).toMatchObject({ en: expect.any(String), az: expect.any(String) });
  });

  it('timeframes: attempts 0, 3, 20 and 40 days old → today 1, week 2, month 3, all 4 (HIST-03)', async () => {
    const { client } = await student();
    const now = new Date('2026-04-20T10:00:00Z');
    for (const days of [40, 20, 3, 0]) {
      clock.set(new Date(now.getTime() - days * 86_400_000));
      await grammarQuiz(client, 5);
    }
    clock.set(now);
    const counts = await Promise.all(
      ['today', 'week', 'month', 'all'].map(async (tf) => (await attempts(client, tf)).attempts.length),
    );
    expect(counts).toEqual([1, 2, 3, 4]);
    const all = (await attempts(client)).attempts.map((a) => a.finishedAt);
    expect(all).toEqual([...all].sort().reverse());
  });

  it('validates the timeframe', async () => {
    const { client } = await student();
    expect((await attempts(client, 'year')).status).toBe(400);
    expect((await client.get('/api/attempts?timeframe=all&user=x')).status).toBe(400);
  });

  it("another student's attempts are neither listed nor reviewable (SEC)", async () => {
    const a = await student();
    const b = await student();
    const session = await grammarQuiz(a.client, 6);
    expect((await attempts(b.client)).attempts).toHaveLength(0);
    expect((await a.client.get(`/api/practice/sessions/${session.attemptId}/results`)).status).toBe(200);
    expect((await b.client.get(`/api/practice/sessions/${session.attemptId}/results`)).status).toBe(404);
    expect((await attempts(new TestClient(server.url))).status).toBe(401);
  });
});
