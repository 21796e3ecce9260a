/**
 * The diagnostic and the daily challenge in the quiz history, in Debian's chromium against the built app and a real
 * server: both listed, titled in az, ru and en, each opening its answer review.
 */
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
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
