/**
 * The diagnostic's results and failures in Debian's chromium against the built app and a real server: 7 of 7 right is
 * advanced, with its encouragement, strengths and a line instead of improvements; 0 of 7 is beginner, the other way
 * round; its data failing to load shows the message with a retry, and a failed start says so on the intro. Then the
 * diagnostic and the daily challenge in the quiz history: both listed, titled in az, ru and en, each opening its
 * answer review.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeResponse } from '../../src/domain/api/challenge-schema.ts';
import type { DiagnosticResponse } from '../../src/domain/api/diagnostic-schema.ts';
import { loadContent } from '../../src/server/content/load-content.ts';
import { axeViolations, launchBrowser, openPage, shareSession } from '../support/browser.ts';
import { TestClient } from '../support/http-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const AI_QUOTA = 1000;
let browser: Browser;
/** The offline tutor (no AI_BASE_URL). */
let server: TestServer;
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
  server = await startTestServer(limits);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
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

/** Picks the right or a wrong option of the one question on screen (diagnostic). */
async function pickOption(page: Page, questionId: string, right: boolean) {
  const { right: answer, wrong } = keyOf(questionId);
  const options = page.getByTestId('question').locator('button.option');
  const texts = (await options.locator('.option-text').allTextContents()).map((x) => x.trim());
  const index = texts.indexOf(right ? answer : wrong);
  if (index < 0) throw new Error(`no option to pick for ${questionId}`);
  await options.nth(index).click();
}

describe('diagnostic results and failures', () => {
  /** Does the diagnostic on screen, `right` of 7 answered right; returns the results section. */
  async function diagnosticOnScreen(page: Page, right: number) {
    await page.goto(`${server.url}/diagnostic`);
    const started = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/diagnostic/start' && r.ok());
    await page.getByRole('button', { name: 'Qiymətləndirməyə başla' }).click();
    const body = (await (await started).json()) as Extract<DiagnosticResponse, { status: 'inProgress' }>;
    for (const [i, q] of body.questions.entries()) {
      await page
        .getByText(`Sual ${i + 1} / 7`)
        .first()
        .waitFor();
      await pickOption(page, q.id, i < right);
      const button = page.getByTestId(i === 6 ? 'complete' : 'next');
      await expect.poll(() => button.isDisabled()).toBe(false);
      await button.click();
    }
    const results = page.getByTestId('diagnostic-results');
    await results.waitFor();
    return results;
  }

  it('7/7: advanced, its encouragement, strengths, and a line instead of improvements (DIAG-09, DIAG-13)', async () => {
    const { context, page, consoleErrors } = await signedInPage();
    const results = await diagnosticOnScreen(page, 7);
    expect(await results.getByTestId('diagnostic-percent').textContent()).toBe('100%');
    expect(await results.getByTestId('diagnostic-level').textContent()).toBe('Qabaqcıl');
    expect(await results.getByTestId('encouragement').textContent()).toBe(
      'Əla nəticə! Daha çətin imtahan tapşırıqlarına hazırsan.',
    );
    expect(await results.getByTestId('strengths').locator('li').count()).toBeGreaterThan(0);
    expect(await results.getByTestId('improvements').locator('li').count()).toBe(0);
    expect(await results.getByTestId('improvements').locator('p').textContent()).toBe(
      'Xüsusi zəif tərəf görünmür. Səviyyəni sınaq imtahanları ilə qoru.',
    );
    expect(await results.getByTestId('to-practice').getAttribute('href')).toBe('/practice');
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('0/7: beginner, its encouragement, a line instead of strengths, and improvements (DIAG-09, DIAG-13)', async () => {
    const { context, page } = await signedInPage();
    const results = await diagnosticOnScreen(page, 0);
    expect(await results.getByTestId('diagnostic-percent').textContent()).toBe('0%');
    expect(await results.getByTestId('diagnostic-level').textContent()).toBe('Başlanğıc');
    expect(await results.getByTestId('encouragement').textContent()).toBe(
      'Hər mütəxəssis buradan başlayıb. Hər gün qısa məşq böyük fərq yaradır.',
    );
    expect(await results.getByTestId('strengths').locator('li').count()).toBe(0);
    expect(await results.getByTestId('strengths').locator('p').textContent()).toBe(
      'Güclü tərəflərin məşq etdikcə görünəcək.',
    );
    expect(await results.getByTestId('improvements').locator('li').count()).toBeGreaterThan(0);
    // The saved result shows the same lines on a revisit.
    await expect
      .poll(async () => (await page.request.get(`${server.url}/api/diagnostic`)).json())
      .toMatchObject({ status: 'completed', result: { score: 0, total: 7 } });
    await page.reload();
    await page.getByTestId('strengths').getByText('Güclü tərəflərin məşq etdikcə görünəcək.').waitFor();
    await context.close();
  });

  it('its data failing to load: the message and a retry; a failed start says so on the intro (DIAG-14)', async () => {
    const { context, page } = await signedInPage();
    let fail = true;
    await page.route('**/api/diagnostic', (route) =>
      fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.continue(),
    );
    await page.goto(`${server.url}/diagnostic`);
    const message = page.getByRole('alert').filter({ hasText: 'Qiymətləndirməni yükləmək alınmadı. Yenidən cəhd et.' });
    await message.waitFor({ timeout: 15_000 });
    fail = false;
    await page.getByRole('button', { name: 'Yenidən cəhd et' }).click();
    await page.getByTestId('diagnostic-intro').waitFor();
    expect(await message.count()).toBe(0);

    await page.route('**/api/diagnostic/start', (route) => route.abort());
    await page.getByRole('button', { name: 'Qiymətləndirməyə başla' }).click();
    await page
      .getByTestId('diagnostic-intro')
      .getByRole('alert')
      .filter({ hasText: 'Qiymətləndirməni yükləmək alınmadı. Yenidən cəhd et.' })
      .waitFor();
    await page.unroute('**/api/diagnostic/start');
    await page.getByRole('button', { name: 'Qiymətləndirməyə başla' }).click();
    await page.getByTestId('diagnostic').waitFor();
    await context.close();
  });
});

describe('the history of the diagnostic and the daily challenge (HIST-04)', () => {
  it('lists both, titled in az, ru and en, and opens each one review', async () => {
    const { context, page, api, consoleErrors } = await signedInPage();
    const started = (await api.post<DiagnosticResponse>('/api/diagnostic/start', {})).body;
    if (started.status !== 'inProgress') throw new Error('diagnostic not started');
    for (const [i, q] of started.questions.entries()) {
      const answer = i < 5 ? keyOf(q.id).right : keyOf(q.id).wrong;
      const body = { answerId: randomUUID(), questionId: q.id, answer };
      expect((await api.post('/api/diagnostic/answers', body)).status).toBe(200);
    }
    expect((await api.post('/api/diagnostic/complete', {})).status).toBe(200);
    const ch = (await api.get<ChallengeResponse>('/api/challenge')).body;
    for (const [i, id] of ch.questionIds.entries()) {
      const answer = i < 3 ? keyOf(id).right : keyOf(id).wrong;
      const body = { date: ch.date, answerId: randomUUID(), questionId: id, answer };
      expect((await api.post('/api/challenge/answers', body)).status).toBe(200);
    }
    expect((await api.post('/api/challenge/finish', { date: ch.date })).status).toBe(200);

    await page.goto(`${server.url}/history`);
    const diagnostic = page.locator('[data-testid="history-item"][data-kind="diagnostic"]');
    const challenge = page.locator('[data-testid="history-item"][data-kind="challenge"]');
    await diagnostic.waitFor();
    expect(await page.getByTestId('history-item').count()).toBe(2);
    expect(await diagnostic.locator('.tag').textContent()).toBe('Diaqnostika');
    expect(await diagnostic.locator('h2').textContent()).toBe('Səviyyə testi');
    expect(await diagnostic.getByTestId('history-score').textContent()).toBe('71%');
    expect(await challenge.locator('.tag').textContent()).toBe('Günün çağırışı');
    expect(await challenge.locator('h2').textContent()).toBe(ch.topicName.az);
    expect(await challenge.getByTestId('history-score').textContent()).toBe('60%');

    for (const [item, total, wrong] of [
      [diagnostic, 7, 2],
      [challenge, 5, 2],
    ] as const) {
      await item.getByTestId('history-open-review').click();
      const review = item.getByTestId('history-review');
      await review.waitFor();
      expect(await review.locator('li').count()).toBe(total);
      expect(await review.locator('li[data-correct="false"]').count()).toBe(wrong);
      expect(await item.getByRole('alert').count()).toBe(0);
    }
    expect(await axeViolations(page)).toEqual([]);

    for (const [prefix, title] of [
      ['/ru', 'Тест на уровень'],
      ['/en', 'Level test'],
    ] as const) {
      await page.goto(`${server.url}${prefix}/history`);
      await diagnostic.locator('h2').waitFor();
      expect(await diagnostic.locator('h2').textContent()).toBe(title);
      expect(await challenge.locator('h2').textContent()).toBe(prefix === '/ru' ? ch.topicName.ru : ch.topicName.en);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
