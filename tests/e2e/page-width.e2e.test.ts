/**
 * Every page fits a 390 px phone in Azerbaijani and Russian: the document is never wider than the window (no
 * sideways scroll), signed out and signed in, with no console error on the way.
 */
import type { Browser, Page } from 'playwright-core';
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

/** How far the document reaches past the window's right edge, in CSS pixels (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

/** Opens each path and waits for its main heading, then measures the width. */
async function widths(page: Page, prefix: string, paths: readonly string[]) {
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(`${server.url}${prefix}${path}`);
    await page.locator('main h1, main h2').first().waitFor();
    await page.waitForLoadState('networkidle');
    const extra = await overflow(page);
    if (extra > 0) wide.push(`${prefix}${path}: ${extra} px too wide`);
  }
  return wide;
}

let counter = 0;

describe.each(['', '/ru'])('pages at 390 px (%s)', (prefix) => {
  it('signed out: no page is wider than the phone', async () => {
    const { context, page, consoleErrors } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const topic = content.topics[0]!;
    const wide = await widths(page, prefix, [
      '/',
      '/learn',
      `/learn/${topic.id}`,
      '/practice',
      '/aitutor',
      '/support',
      '/signin',
      '/signup',
      '/reset-password',
      '/no-such-page',
    ]);
    expect(wide).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('signed in: no page is wider than the phone', async () => {
    const api = new TestClient(server.url);
    await api.signUp(`width${++counter}@example.az`, 'secret123');
    const { context, page, consoleErrors } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await shareSession(context, api, server.url);
    const wide = await widths(page, prefix, [
      '/dashboard',
      '/history',
      '/profile',
      '/diagnostic',
      '/challenge',
      `/practice/${content.topics[0]!.id}`,
      `/practice/${content.reading[0]!.id}`,
      `/practice/${content.listening[0]!.id}`,
    ]);
    expect(wide).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
