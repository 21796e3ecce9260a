/**
 * A long quiz history in Debian's chromium: /history lists the newest 50 attempts, 'Show older quizzes' adds the
 * next page until none is left (no attempt is dropped), and the chart draws the server's points per kind and day.
 * In az and ru, at 375 and 1280 px, with axe-core; screenshots in /tmp/perf-shots.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, openPage, shareSession } from '../support/browser.ts';
import { TestClient } from '../support/http-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { sumHistoryAgain } from '../../src/server/progress/history-sums.ts';

const SHOTS = '/tmp/perf-shots';
let browser: Browser;
let server: TestServer;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

let counter = 0;
/** A signed-in page of a student with `count` finished grammar attempts, 5 hours apart back from now. */
async function studentWithHistory(count: number, viewport: { width: number; height: number }) {
  const email = `pages${++counter}-${Date.now()}@example.az`;
  const api = new TestClient(server.url);
  await api.signUp(email, 'secret123');
  const user = await server.db.kysely
    .selectFrom('user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => {
    const finishedAt = new Date(now - i * 5 * 3_600_000).toISOString();
    return {
      id: randomUUID(),
      userId: user.id,
      kind: i % 4 === 3 ? 'listening' : 'grammar',
      model: null,
      slug: i % 4 === 3 ? 'listening' : 'present-simple',
      topic: 'present-simple',
      draw: '{}',
      writingText: null,
      startedAt: finishedAt,
      finishedAt,
      correct: (i * 3) % 11,
      total: 10,
      score: null,
      dimEstimate: null,
      writingResult: null,
      timeSpentSeconds: 300,
    };
  });
  await server.db.kysely.insertInto('attempt').values(rows).execute();
  // The chart's sums, as the finishes would have moved them (the profile's zone: Asia/Baku).
  await sumHistoryAgain(server.db.kysely, user.id, 'Asia/Baku');
  const opened = await openPage(browser, { bypassCSP: true, viewport });
  await shareSession(opened.context, api, server.url);
  return opened;
}

describe('a long history, a page at a time', () => {
  for (const [language, prefix, more] of [
    ['az', '', 'Daha köhnə testləri göstər'],
    ['ru', '/ru', 'Показать более ранние тесты'],
  ] as const) {
    for (const width of [375, 1280]) {
      it(`${language} at ${width} px: 50 rows, then the rest with 'show older', then the chart`, async () => {
        const { context, page, consoleErrors } = await studentWithHistory(73, { width, height: 900 });
        await page.goto(`${server.url}${prefix}/history`);
        const items = page.getByTestId('history-item');
        await items.first().waitFor();
        expect(await items.count()).toBe(50);
        const button = page.getByRole('button', { name: more });
        await button.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/history-more-${language}-${width}.png` });
        await button.click();
        await items.nth(72).waitFor();
        expect(await items.count()).toBe(73);
        expect(await button.count()).toBe(0);
        expect(await axeViolations(page)).toEqual([]);

        await page.getByTestId('view-chart').click();
        const chart = page.getByTestId('history-chart');
        await chart.waitFor();
        // 73 attempts 5 hours apart span 16 days; one point per kind and day.
        const markers = await chart.locator('.chart-series > :not(polyline)').count();
        expect(markers).toBeGreaterThan(10);
        expect(markers).toBeLessThan(40);
        await page.screenshot({ path: `${SHOTS}/history-chart-${language}-${width}.png`, fullPage: true });
        expect(await axeViolations(page)).toEqual([]);
        expect(consoleErrors).toEqual([]);
        await context.close();
      });
    }
  }
});
