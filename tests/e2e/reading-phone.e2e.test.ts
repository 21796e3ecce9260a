/**
 * Reading on a phone and forward navigation, in az and ru at 375 px: a reading session numbers its paragraphs as
 * the questions count them, shows the title once, and puts the passage and the question on two tabs that each
 * keep their scroll position; a quiz opened from the bottom of the practice menu opens at the top of its page.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent, type Content } from '../../src/server/content/load-content.ts';
import { launchBrowser, openPage, shareSession } from '../support/browser.ts';
import { TestClient } from '../support/http-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let browser: Browser;
let server: TestServer;
let content: Content;

beforeAll(async () => {
  content = loadContent('content');
  server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

let counter = 0;
async function phonePage() {
  const api = new TestClient(server.url);
  await api.signUp(`reading${++counter}@example.az`, 'secret123');
  const opened = await openPage(browser, { viewport: { width: 375, height: 800 } });
  await shareSession(opened.context, api, server.url);
  return opened;
}

const LANGUAGES = [
  { prefix: '', passageTab: 'Mətn' },
  { prefix: '/ru', passageTab: 'Текст' },
] as const;

describe.each(LANGUAGES)('reading on a phone ($prefix)', ({ prefix, passageTab }) => {
  it('numbers the paragraphs, shows the title once, and keeps each tab’s scroll position', async () => {
    const { context, page } = await phonePage();
    const test = content.reading[0]!;
    await page.goto(`${server.url}${prefix}/practice/${test.id}`);
    await page.getByTestId('question').waitFor();
    // The question tab is open; the passage waits on its tab.
    expect(await page.getByTestId('passage').isVisible()).toBe(false);
    expect(await page.getByText(test.title, { exact: true }).count()).toBe(1);

    await page.getByRole('tab', { name: passageTab }).click();
    await page.getByTestId('passage').waitFor();
    expect(await page.getByTestId('question').isVisible()).toBe(false);
    const numbers = await page.locator('[data-testid="paragraph"] .paragraph-number').allTextContents();
    expect(numbers).toEqual(test.paragraphs.map((_, i) => String(i + 1)));

    // Where the passage sits on the screen: the navbar shrinks once the page is scrolled, so the window's scroll
    // offset may differ by its height while the student sees the same lines.
    const passageTop = () =>
      page.evaluate(() => Math.round(document.querySelector('[data-testid="passage"]')!.getBoundingClientRect().top));
    await page.evaluate(() => window.scrollTo({ top: 400 }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const left = await passageTop();
    await page.getByTestId('tab-question').click();
    await page.getByTestId('question').waitFor();
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(0);
    await page.getByTestId('tab-passage').click();
    await expect.poll(passageTop).toBe(left);
    await context.close();
  });

  it('opens a quiz from the bottom of the practice menu at the top of its page', async () => {
    const { context, page } = await phonePage();
    await page.goto(`${server.url}${prefix}/practice`);
    const last = page.getByTestId('quiz-card').last();
    await last.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await last.click();
    await page.waitForURL(/\/practice\/[^/]+$/);
    await page.locator('.session-page').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});
