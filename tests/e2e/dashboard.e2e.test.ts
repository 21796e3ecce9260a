/**
 * The dashboard, the AI suggestion card and the quiz history as a student uses them, in Debian's chromium: a new
 * student answers a grammar session, sees the stats and a streak of 1 on the dashboard with the suggestion card, opens
 * the history in list and chart views and an attempt's review. axe-core on each screen; the dashboard and history at
 * 375 px without sideways scroll.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StandingResponse } from '../../src/domain/api/standing-schema.ts';
import type { Localized } from '../../src/domain/content/schema.ts';
import { loadContent, type Content } from '../../src/server/content/load-content.ts';
import { axeViolations, launchBrowser, openPage, shareSession } from '../support/browser.ts';
import { TestClient } from '../support/http-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let browser: Browser;
let server: TestServer;
let content: Content;
const keys = new Map<string, { type: 'mc' | 'open'; answer: string }>();
/** Why each key is right (shown in the history review). */
const rationales = new Map<string, Localized>();

beforeAll(async () => {
  content = loadContent('content');
  for (const topic of content.topics)
    for (const q of topic.questions) {
      keys.set(q.id, { type: q.type, answer: q.type === 'mc' ? q.answer : (q.accepted[0] ?? q.answer) });
      rationales.set(q.id, q.rationale);
    }
  server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000', AI_DAILY_QUOTA: '1000', AI_RATE_LIMIT_MAX: '1000' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

let counter = 0;
async function signedInPage(options: Parameters<typeof openPage>[1] = {}) {
  const email = `dash${++counter}-${Date.now()}@example.az`;
  const api = new TestClient(server.url);
  await api.signUp(email, 'secret123');
  const opened = await openPage(browser, { bypassCSP: true, ...options });
  await shareSession(opened.context, api, server.url);
  return { ...opened, api, name: email.split('@')[0] ?? '' };
}

/**
 * Answers a grammar session on screen: the first `right` questions right, the rest wrong; then the results.
 * Returns the ids of its questions in order.
 */
async function grammarSession(page: Page, topicId: string, right: number): Promise<string[]> {
  const idsPromise = page.waitForResponse(
    (r) => /\/api\/practice\/sessions$/.test(new URL(r.url()).pathname) && r.ok(),
  );
  await page.goto(`${server.url}/practice/${topicId}`);
  const ids = ((await (await idsPromise).json()) as { questions: { id: string }[] }).questions.map((q) => q.id);
  const cards = page.getByTestId('question');
  await cards.first().waitFor();
  for (let i = 0; i < ids.length; i++) {
    const card = cards.nth(i);
    const key = keys.get(ids[i]!)!;
    const wrong = i >= right;
    if (key.type === 'open') {
      await card.locator('input').fill(wrong ? 'definitely wrong' : key.answer);
      await card.getByRole('button', { name: 'Cavabı yoxla' }).click();
    } else {
      const options = card.locator('button.option');
      const texts = (await options.locator('.option-text').allTextContents()).map((x) => x.trim());
      const index = texts.findIndex((x) => (x === key.answer) !== wrong);
      await options.nth(index).click();
    }
    await card.locator('.verdict').waitFor();
  }
  await page.getByRole('button', { name: 'Nəticələrə bax' }).click();
  await page.getByTestId('results').waitFor();
  return ids;
}

async function noSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe('dashboard and history', () => {
  it('a new student: welcome, streak 0, the no-data suggestion; / leads to the dashboard', async () => {
    const { context, page, consoleErrors, clientErrors, name } = await signedInPage({
      viewport: { width: 375, height: 800 },
    });
    await page.goto(`${server.url}/`);
    await page.waitForURL(`${server.url}/dashboard`);
    // Nothing done yet: a welcome, not a "welcome back".
    await page.getByTestId('streak-card').getByText(`Xoş gəldin, ${name}!`, { exact: true }).waitFor();
    expect(await page.getByTestId('streak').textContent()).toBe('0 gün');
    await page.getByTestId('suggestion-text').waitFor();
    expect(await page.getByTestId('suggestion-text').textContent()).toContain(
      'Suallara cavab verməyə diaqnostik testlə başla',
    );
    expect(await page.getByTestId('challenge-card').textContent()).toContain('Hər gün yeni mövzuda beş sual.');
    await page.getByTestId('advice-text').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    // No challenge yet and no data yet are expected states: no call fails on a new student's dashboard.
    expect(clientErrors).toEqual([]);
    await context.close();
  });

  it('answers a grammar session, then sees stats, streak 1, the suggestion, and the history with its review and chart', async () => {
    const { context, page, consoleErrors } = await signedInPage();
    const topic = content.topics[0]!;
    const ids = await grammarSession(page, topic.id, 7);

    await page.goto(`${server.url}/dashboard`);
    await page.getByTestId('streak').waitFor();
    expect(await page.getByTestId('streak').textContent()).toBe('1 gün');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Yenidən xoş gəldin, .+!$/);
    expect(await page.getByTestId('best-streak').textContent()).toContain('1');
    expect(await page.getByTestId('stat-quizzes').textContent()).toBe('1');
    expect(await page.getByTestId('stat-average').textContent()).toMatch(/^(70%|%70)$/);
    expect(await page.getByTestId('stat-answered').textContent()).toBe('10');
    const text = page.getByTestId('suggestion-text');
    await text.waitFor();
    expect(await text.textContent()).not.toContain('diaqnostik testlə başla');
    expect(await page.getByTestId('suggestion-updated').textContent()).toMatch(/Son yenilənmə: .+/);
    await page.getByTestId('advice-text').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Refresh forces a new suggestion (a new fetchedAt).
    const refreshed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/suggestion/refresh');
    await page.getByTestId('suggestion-refresh').click();
    expect((await refreshed).ok()).toBe(true);

    await page.getByTestId('quick-history').click();
    await page.waitForURL(`${server.url}/history`);
    const items = page.getByTestId('history-item');
    await items.first().waitFor();
    expect(await items.count()).toBe(1);
    expect(await items.first().getByTestId('history-score').textContent()).toBe('70%');
    expect(await items.first().textContent()).toContain(topic.title.az);
    expect(await items.first().getByTestId('history-minutes').textContent()).toBe('< 1 dəq');
    await page.getByTestId('history-open-review').click();
    const review = page.getByTestId('history-review');
    await review.waitFor();
    expect(await review.locator('li').count()).toBe(10);
    expect(await review.locator('li[data-correct="false"]').count()).toBe(3);
    // Each answer with the reason behind its key, in Azerbaijani.
    const reasons = review.getByTestId('rationale');
    expect(await reasons.locator('.rationale-label').allTextContents()).toEqual(ids.map(() => 'Niyə belədir'));
    expect(await reasons.locator('.rationale-text').allTextContents()).toEqual(ids.map((id) => rationales.get(id)?.az));
    expect(await axeViolations(page)).toEqual([]);

    await page.getByTestId('view-chart').click();
    const chart = page.getByTestId('history-chart');
    await chart.waitFor();
    expect(await chart.locator('.chart-series circle').count()).toBe(1);
    // Labels stay readable on a phone: the drawing is not scaled down with its box.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect
      .poll(() =>
        chart.locator('svg[role=img] text').evaluateAll((texts) => texts.map((t) => getComputedStyle(t).fontSize)),
      )
      .not.toContain('');
    const labelHeights = await chart
      .locator('svg[role=img] text')
      .evaluateAll((texts) => texts.map((t) => t.getBoundingClientRect().height));
    expect(Math.min(...labelHeights)).toBeGreaterThanOrEqual(12);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('view-list').click();
    await items.first().waitFor();

    await page.getByTestId('timeframe-today').click();
    await items.first().waitFor();
    expect(await items.count()).toBe(1);

    // The same review in Russian gives the reasons in Russian.
    await page.goto(`${server.url}/ru/history`);
    await page.getByTestId('history-open-review').click();
    const ruReasons = page.getByTestId('history-review').getByTestId('rationale');
    await ruReasons.first().waitFor();
    expect(await ruReasons.locator('.rationale-label').first().textContent()).toBe('Почему так');
    expect(await ruReasons.locator('.rationale-text').allTextContents()).toEqual(
      ids.map((id) => rationales.get(id)?.ru),
    );
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("today's challenge card: answered/5, then the completed badge (DASH-03)", async () => {
    const { context, page, api } = await signedInPage();
    const challenge = await api.get<{ date: string; questions: { id: string }[] }>('/api/challenge');
    expect(challenge.status).toBe(200);
    const { date, questions } = challenge.body;
    const answer = (id: string) =>
      api.post('/api/challenge/answers', {
        date,
        answerId: crypto.randomUUID(),
        questionId: id,
        answer: keys.get(id)!.answer,
      });
    for (const q of questions.slice(0, 2)) expect((await answer(q.id)).status).toBe(200);
    await page.goto(`${server.url}/dashboard`);
    await page.getByTestId('challenge-progress').waitFor();
    expect(await page.getByTestId('challenge-progress').textContent()).toBe('2/5 cavablandırılıb');
    for (const q of questions.slice(2)) expect((await answer(q.id)).status).toBe(200);
    expect((await api.post('/api/challenge/finish', { date })).status).toBe(200);
    await page.reload();
    await page.getByTestId('challenge-completed').waitFor();
    expect(await page.getByTestId('streak').textContent()).toBe('1 gün');
    await page.getByTestId('challenge-link').click();
    await page.waitForURL(`${server.url}/challenge`);
    await context.close();
  });

  it('the practice menu shows the suggestion card to signed-in students; Start Quiz opens the quiz', async () => {
    const { context, page } = await signedInPage({ viewport: { width: 375, height: 800 } });
    await grammarSession(page, content.topics[1]!.id, 2);
    const suggestion = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/suggestion');
    await page.goto(`${server.url}/practice`);
    const suggested = ((await (await suggestion).json()) as { suggestion: { quizSlug: string } }).suggestion.quizSlug;
    // The suggestion follows this week's plan: its first area is the quiz suggested.
    const standing = (await (await page.request.get(`${server.url}/api/standing`)).json()) as StandingResponse;
    expect(standing.plan.kind).toBe('plan');
    expect(suggested).toBe(standing.plan.kind === 'plan' ? standing.plan.areas[0]?.practiceSlug : undefined);
    await page.getByTestId('suggestion-start').click();
    await page.waitForURL((url) => url.pathname === `/practice/${suggested}`);
    // The suggested quiz's session page opens (a new quiz or the last results).
    await page.locator('[data-testid="question"], [data-testid="results"]').first().waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await context.close();

    const visitor = await openPage(browser);
    await visitor.page.goto(`${server.url}/practice`);
    await visitor.page.getByTestId('quiz-card').first().waitFor();
    expect(await visitor.page.getByTestId('suggestion-card').count()).toBe(0);
    await visitor.context.close();
  });

  it('history at 375 px in ru: empty state, then a load error with a retry', async () => {
    const { context, page, consoleErrors } = await signedInPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${server.url}/ru/history`);
    await page.getByTestId('history-empty').getByText('Пока нет пройденных тестов.', { exact: false }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    let fail = true;
    await page.route('**/api/attempts?timeframe=week&*', (route) =>
      fail ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
    );
    await page.getByTestId('timeframe-week').click();
    await page.getByTestId('history-error').getByText('Что-то пошло не так.', { exact: false }).waitFor();
    fail = false;
    await page.getByRole('button', { name: 'Попробовать снова' }).click();
    await page.getByTestId('history-empty').waitFor();
    expect(consoleErrors.filter((e) => !/status of 500/.test(e))).toEqual([]);
    await context.close();
  });

  it('dashboard load failure: the message and a retry', async () => {
    const { context, page } = await signedInPage();
    let fail = true;
    await page.route('**/api/dashboard', (route) =>
      fail ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
    );
    // Opened from another page, so the browser asks for the dashboard itself (a page loaded at /dashboard brings
    // its data with the HTML).
    await page.goto(`${server.url}/practice`);
    await page.getByTestId('navbar').getByRole('link', { name: 'Panel', exact: true }).click();
    await page.getByTestId('dashboard-error').getByText('İstifadəçi məlumatlarını yükləmək alınmadı').waitFor();
    fail = false;
    await page.getByRole('button', { name: 'Yenidən cəhd et' }).click();
    await page.getByTestId('streak').waitFor();
    await context.close();
  });
});
