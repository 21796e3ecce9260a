/**
 * The dashboard's AI suggestion and advice in Debian's chromium against the built app and a real server: both follow the
 * answers given inside the app without a reload while a plain revisit keeps them; a new student's Start goes to the
 * diagnostic; the no-suitable-quiz alert in az, ru and en; the backend's failure keeps the saved text with its message;
 * the quick-navigation cards. One server runs the offline tutor, another the fake OpenAI-compatible server (its answers
 * use the daily AI quota). Answers come from the keys in content/.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '../../src/domain/api/practice-schema.ts';
import { OFFLINE_TEXTS } from '../../src/domain/ai/offline-texts.ts';
import { loadContent } from '../../src/server/content/load-content.ts';
import { launchBrowser, openPage, shareSession } from '../support/browser.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { TestClient } from '../support/http-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const AI_QUOTA = 1000;
let browser: Browser;
/** The offline tutor (no AI_BASE_URL). */
let server: TestServer;
/** A model behind AI_BASE_URL (the fake provider): only its answers use the daily AI quota. */
let fake: FakeOpenAi;
let modelServer: TestServer;
/** Grammar questions by id: the key, and a wrong option (multiple choice) or wrong text (open). */
const keys = new Map<string, { right: string; wrong: string; type: 'mc' | 'open' }>();

beforeAll(async () => {
  for (const topic of loadContent('content').topics)
    for (const q of topic.questions)
      keys.set(q.id, {
        type: q.type,
        right: q.type === 'mc' ? q.answer : (q.accepted[0] ?? q.answer),
        wrong: q.type === 'mc' ? (q.options.find((o) => o !== q.answer) ?? '') : 'definitely wrong',
      });
  const limits = { AUTH_RATE_LIMIT_MAX: '1000', AI_DAILY_QUOTA: String(AI_QUOTA), AI_RATE_LIMIT_MAX: '1000' };
  fake = await startFakeOpenAi({ kind: 'reply', text: 'Practise the Present Simple next.' });
  [server, modelServer] = await Promise.all([
    startTestServer(limits),
    startTestServer({ ...limits, AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model' }),
  ]);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.close(), modelServer?.close()]);
  await fake?.close();
});

const keyOf = (id: string) => {
  const key = keys.get(id);
  if (!key) throw new Error(`no key for ${id}`);
  return key;
};

let counter = 0;
/** A new student's page, signed in through the API; `api` shares its cookies. */
async function signedInPage(options: Parameters<typeof openPage>[1] = {}, on: TestServer = server) {
  const server = on;
  const email = `rows${++counter}-${Date.now()}@example.az`;
  const api = new TestClient(server.url);
  expect((await api.signUp(email, 'secret123')).status).toBe(200);
  const opened = await openPage(browser, { bypassCSP: true, ...options });
  await shareSession(opened.context, api, server.url);
  const user = await server.db.kysely
    .selectFrom('user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { ...opened, api, userId: user.id };
}

/** Counts the requests the page sends to an API path. */
function countRequests(page: Page, method: string, pathname: string) {
  let n = 0;
  page.on('request', (r) => {
    if (r.method() === method && new URL(r.url()).pathname === pathname) n++;
  });
  return () => n;
}

/** Sets a flag in the page's window; it survives in-app navigation and is gone after a reload. */
const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window as unknown as Record<string, unknown>, { sameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as Record<string, unknown>).sameDocument === true);

async function answerGrammarViaApi(api: TestClient, slug: string, count: number) {
  const session = (await api.post<SessionResponse>('/api/practice/sessions', { slug })).body;
  for (const q of session.questions.slice(0, count)) {
    const body = { answerId: randomUUID(), questionId: q.id, answer: keyOf(q.id).right };
    expect((await api.post(`/api/practice/sessions/${session.attemptId}/answers`, body)).status).toBe(200);
  }
}

/** Uses up the student's AI quota on every calendar day the server could be on (by any time zone). */
async function useUpAiQuota(userId: string, server: TestServer) {
  for (const offset of [-1, 0, 1]) {
    const day = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await server.db.kysely
      .insertInto('ai_usage')
      .values({ userId, day, count: AI_QUOTA })
      .onConflict((oc) => oc.columns(['userId', 'day']).doUpdateSet({ count: AI_QUOTA }))
      .execute();
  }
}

describe('the dashboard follows the answers given in the app (DASH-07, DASH-11)', () => {
  it('no-data suggestion and advice; a plain revisit keeps them; after one answer in-app, both are new', async () => {
    const { context, page, consoleErrors } = await signedInPage();
    const suggestions = countRequests(page, 'GET', '/api/suggestion');
    const advices = countRequests(page, 'POST', '/api/ai/dashboard');
    await page.goto(`${server.url}/dashboard`);
    const suggestion = page.getByTestId('suggestion-text');
    const advice = page.getByTestId('advice-text');
    await expect.poll(() => suggestion.textContent()).toBe(OFFLINE_TEXTS.az.suggest.noData);
    await expect.poll(() => advice.textContent()).toBe(OFFLINE_TEXTS.az.dashboard.noData);
    expect([suggestions(), advices()]).toEqual([1, 1]);
    await markDocument(page);

    // A plain revisit (to the practice menu and back, nothing answered): nothing is asked again.
    const nav = page.getByTestId('navbar');
    await nav.getByRole('link', { name: 'Məşq', exact: true }).click();
    await page.waitForURL(`${server.url}/practice`);
    await page.getByTestId('suggestion-text').waitFor();
    await nav.getByRole('link', { name: 'Panel', exact: true }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await advice.waitFor();
    expect(await suggestion.textContent()).toBe(OFFLINE_TEXTS.az.suggest.noData);
    expect([suggestions(), advices()]).toEqual([1, 1]);

    // One grammar answer, all inside the app: menu → quiz card → answer → back to the dashboard.
    await nav.getByRole('link', { name: 'Məşq', exact: true }).click();
    const started = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/practice/sessions' && r.request().method() === 'POST',
    );
    await page.locator('[data-testid="quiz-card"][data-kind="grammar"]').first().click();
    const session = (await (await started).json()) as SessionResponse;
    const first = session.questions[0]!;
    const card = page.getByTestId('question').first();
    if (keyOf(first.id).type === 'open') {
      await card.locator('input').fill(keyOf(first.id).right);
      await card.getByRole('button', { name: 'Cavabı yoxla' }).click();
    } else {
      const options = card.locator('button.option');
      const texts = (await options.locator('.option-text').allTextContents()).map((x) => x.trim());
      await options.nth(texts.indexOf(keyOf(first.id).right)).click();
    }
    await card.locator('.verdict').waitFor();
    await nav.getByRole('link', { name: 'Panel', exact: true }).click();
    await page.waitForURL(`${server.url}/dashboard`);

    await expect.poll(() => suggestion.textContent()).not.toBe(OFFLINE_TEXTS.az.suggest.noData);
    await expect.poll(() => advice.textContent()).not.toBe(OFFLINE_TEXTS.az.dashboard.noData);
    expect((await suggestion.textContent())?.length).toBeGreaterThan(10);
    expect((await advice.textContent())?.length).toBeGreaterThan(10);
    expect(suggestions()).toBe(2);
    expect(advices()).toBe(2);
    expect(await page.getByTestId('stat-answered').textContent()).toBe('1');
    expect(await sameDocument(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('the suggestion card', () => {
  it('a new student with no answers who taps Start goes to the diagnostic, in az and ru', async () => {
    const { context, page, consoleErrors } = await signedInPage();
    for (const prefix of ['', '/ru']) {
      await page.goto(`${server.url}${prefix}/dashboard`);
      await page.getByTestId('suggestion-text').waitFor();
      await page.getByTestId('suggestion-start').click();
      await page.waitForURL(`${server.url}${prefix}/diagnostic`);
      expect(await page.getByTestId('suggestion-no-quiz').count()).toBe(0);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("Start Quiz when the saved suggestion names no quiz, or one no longer offered: the 'no suitable quiz' alert in az, ru and en (PRAC-40)", async () => {
    const { context, page, api, userId } = await signedInPage();
    await answerGrammarViaApi(api, 'present-simple', 2);
    /** Today's saved suggestion in `language`, naming `quizSlug` (null: no quiz fitted when it was made). */
    async function savedSuggestion(language: string, quizSlug: string | null) {
      const { timeZone } = await server.db.kysely
        .selectFrom('profile')
        .select('timeZone')
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      const date = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
      const suggestion = {
        text: 'Present Simple.',
        fetchedAt: new Date().toISOString(),
        date,
        isNoDataMessage: false,
        quizSlug,
        language,
      };
      await server.db.kysely
        .updateTable('profile')
        .set({ practiceAISuggestion: JSON.stringify(suggestion) })
        .where('userId', '=', userId)
        .execute();
    }
    const expected = [
      ['', 'Uyğun test tapılmadı. Zəhmət olmasa, aşağıdakı testlərdən birini seç.'],
      ['/ru', 'Подходящий тест не найден. Пожалуйста, выбери один из тестов ниже.'],
      ['/en', 'No suitable quiz found. Please select one of the quizzes below.'],
    ] as const;
    for (const [prefix, text] of expected) {
      await savedSuggestion(prefix.slice(1) || 'az', null);
      await page.goto(`${server.url}${prefix}/dashboard`);
      await page.getByTestId('suggestion-text').waitFor();
      expect(await page.getByTestId('suggestion-no-quiz').count()).toBe(0);
      await page.getByTestId('suggestion-start').click();
      expect(await page.getByTestId('suggestion-no-quiz').textContent()).toBe(text);
      expect(page.url()).toBe(`${server.url}${prefix}/dashboard`);
    }
    // A quiz the menu no longer has (content edited since the suggestion was saved): the dashboard's card asks the
    // menu before it opens the quiz, and the practice menu's copy says the same.
    await savedSuggestion('en', 'a-quiz-no-longer-offered');
    for (const where of ['dashboard', 'practice']) {
      await page.goto(`${server.url}/en/${where}`);
      await page.getByTestId('suggestion-text').waitFor();
      await page.getByTestId('suggestion-start').click();
      expect(await page.getByTestId('suggestion-no-quiz').textContent()).toBe(expected[2][1]);
      expect(page.url()).toBe(`${server.url}/en/${where}`);
    }
    await context.close();
  });

  it('backend failure keeps the saved text with its message; any other failure says so too (DASH-13)', async () => {
    // With a model: offline answers are free, so only a model's used-up quota can fail the suggestion.
    const server = modelServer;
    const { context, page, api, userId } = await signedInPage({}, server);
    await answerGrammarViaApi(api, 'present-simple', 2);
    await page.goto(`${server.url}/en/dashboard`);
    const text = page.getByTestId('suggestion-text');
    await text.waitFor();
    const saved = await text.textContent();
    expect(saved).not.toBe(OFFLINE_TEXTS.en.suggest.noData);
    const card = page.getByTestId('suggestion-card');
    expect(await card.getByRole('alert').count()).toBe(0);

    // The model may not be asked (the daily AI quota is used up): the saved text stays.
    await useUpAiQuota(userId, server);
    const refreshed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/suggestion/refresh');
    await page.getByTestId('suggestion-refresh').click();
    expect(((await (await refreshed).json()) as { warning?: string }).warning).toBe('SUGGESTION_BACKEND_FAILED');
    await expect.poll(() => card.getByRole('alert').textContent()).toBe('Failed to get AI suggestion from backend.');
    expect(await text.textContent()).toBe(saved);

    // Any other failure (here the request never reaches the server).
    await page.route('**/api/suggestion/refresh', (route) => route.abort());
    await page.getByTestId('suggestion-refresh').click();
    await expect.poll(() => card.getByRole('alert').textContent()).toBe('Failed to get AI suggestion.');
    expect(await text.textContent()).toBe(saved);
    await context.close();

    // Nothing saved yet and the backend failing: the message with a retry.
    const other = await signedInPage({}, server);
    await answerGrammarViaApi(other.api, 'present-simple', 1);
    await useUpAiQuota(other.userId, server);
    await other.page.goto(`${server.url}/en/dashboard`);
    const otherCard = other.page.getByTestId('suggestion-card');
    await expect
      .poll(() => otherCard.getByRole('alert').textContent(), { timeout: 10_000 })
      .toBe('Failed to get AI suggestion from backend.');
    expect(await otherCard.getByRole('button', { name: 'Try again' }).count()).toBe(1);
    await other.context.close();
  });
});

describe('dashboard navigation (DASH-05)', () => {
  it('the Practice, AI tutor and history cards open their pages', async () => {
    const { context, page, consoleErrors } = await signedInPage();
    for (const [testId, path] of [
      ['quick-practice', '/practice'],
      ['quick-tutor', '/aitutor'],
      ['quick-history', '/history'],
    ] as const) {
      await page.goto(`${server.url}/dashboard`);
      await page.getByTestId(testId).click();
      await page.waitForURL(`${server.url}${path}`);
      await page.locator('h1').first().waitFor();
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
