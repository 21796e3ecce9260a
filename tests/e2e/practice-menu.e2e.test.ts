/**
 * The practice menu in Debian's chromium against the built app and a real server: search by section and by a word of a
 * card's details, the mock exams first and the other cards shuffled, touch screens, the loading skeleton, no practice
 * data, a failed load with Retry, and a signed-in tap opening a session.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '../../src/domain/api/practice-schema.ts';
import { makeContent } from '../../src/domain/content/test-factories.ts';
import { foldForSearch } from '../../src/domain/text/fold-for-search.ts';
import { loadContent, type Content } from '../../src/server/content/load-content.ts';
import { tempContentDir, writeContentTree } from '../../src/server/content/test-content-tree.ts';
import { az as practiceAz } from '../../src/web/features/practice/strings/az.ts';
import { launchBrowser, openPage, shareSession, waitForHydration } from '../support/browser.ts';
import { TestClient } from '../support/http-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let browser: Browser;
let server: TestServer;
let content: Content;
let menu: MenuItem[];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  content = loadContent('content');
  server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000', AI_DAILY_QUOTA: '1000' });
  menu = ((await (await fetch(`${server.url}/api/practice/menu`)).json()) as { items: MenuItem[] }).items;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

let counter = 0;
/** A new student's page, signed in; `api` calls the API with the same cookies. */
async function signedInPage(options: Parameters<typeof openPage>[1] = {}, on: TestServer = server) {
  const api = new TestClient(on.url);
  await api.signUp(`rows${++counter}@example.az`, 'secret123');
  const opened = await openPage(browser, options);
  await shareSession(opened.context, api, on.url);
  return { ...opened, api };
}

const cardTitles = (page: Page) => page.getByTestId('quiz-card').locator('.quiz-title').allTextContents();
const azTitle = (item: MenuItem) => (typeof item.title === 'string' ? item.title : item.title.az);

describe('the practice menu', () => {
  it("search finds every listening card by 'listening', and one card by a word of its details (PRAC-04)", async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.url}/practice`);
    const cards = page.getByTestId('quiz-card');
    await cards.first().waitFor();
    const search = page.getByLabel('Testlərdə axtar');

    await search.fill('listening');
    await expect
      .poll(() => page.locator('[data-testid="quiz-card"][data-kind="listening"]').count(), { timeout: 5000 })
      .toBe(content.listening.length);
    expect((await cardTitles(page)).filter((t) => content.listening.some((l) => l.title === t))).toHaveLength(
      content.listening.length,
    );

    // A word that only one card's texts (its title and details in any language) contain, mock exams included.
    const texts = (item: MenuItem) =>
      [item.title, item.details].flatMap((v) => (typeof v === 'string' ? [v] : [v.en, v.az, v.ru])).map(foldForSearch);
    const mockTexts = [
      practiceAz.mockClassicTitle,
      practiceAz.mockClassicDetails,
      practiceAz.mockNewTitle,
      practiceAz.mockNewDetails,
    ].map(foldForSearch);
    const candidates = menu
      .filter((i) => i.type !== 'mock_exam')
      .flatMap((item) =>
        (typeof item.details === 'string' ? item.details : item.details.az)
          .split(/[^\p{L}]+/u)
          .filter((w) => w.length >= 7)
          .map((word) => ({ item, word })),
      );
    const unique = candidates.find(
      ({ word }) =>
        menu.filter((i) => texts(i).some((t) => t.includes(foldForSearch(word)))).length === 1 &&
        !mockTexts.some((t) => t.includes(foldForSearch(word))),
    );
    if (!unique) throw new Error('no word of the details names one card only');
    await search.fill(unique.word);
    await expect.poll(() => cards.count(), { timeout: 5000 }).toBe(1);
    expect(await cardTitles(page)).toEqual([azTitle(unique.item)]);
    await context.close();
  });

  it('keeps the mock exams first and shuffles the others: 5 reloads show another order (PRAC-05, PRAC-06)', async () => {
    // Signed out the page comes rendered by the server; signed in the browser renders it.
    const signedOut = await openPage(browser);
    const signedIn = await signedInPage();
    for (const { page } of [signedOut, signedIn]) {
      const orders: string[] = [];
      for (let i = 0; i < 5; i++) {
        if (i === 0) await page.goto(`${server.url}/practice`);
        else await page.reload();
        await page.getByTestId('quiz-card').nth(2).waitFor();
        const kinds = await page
          .getByTestId('quiz-card')
          .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-kind')));
        expect(kinds.slice(0, 2)).toEqual(['mock_exam', 'mock_exam']);
        expect(kinds.slice(2)).not.toContain('mock_exam');
        orders.push((await cardTitles(page)).slice(2).join('|'));
      }
      expect(new Set(orders).size).toBeGreaterThan(1);
    }
    await Promise.all([signedOut.context.close(), signedIn.context.close()]);
  });

  describe('on a touch screen (PRAC-08)', () => {
    let context: BrowserContext;
    let page: Page;
    /** A touch `atMs` after the press began (its timestamp, which the menu times the press by). */
    let touch: (type: 'touchStart' | 'touchMove' | 'touchEnd', atMs: number, x?: number, y?: number) => Promise<void>;
    beforeAll(async () => {
      ({ context, page } = await openPage(browser, {
        viewport: { width: 375, height: 800 },
        hasTouch: true,
        isMobile: true,
      }));
      const cdp = await context.newCDPSession(page);
      // Each touch carries the time it stands for, so a press lasts what the test says however slowly the commands
      // reach a busy browser (a "150 ms" press once arrived as one over 300 ms and did not open the card).
      let pressStart = 0;
      touch = async (type, atMs, x = 0, y = 0) => {
        if (type === 'touchStart') pressStart = Date.now();
        await cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
          timestamp: (pressStart + atMs) / 1000,
        });
      };
      await page.goto(`${server.url}/practice`);
      // The menu is server-rendered: a touch before React has hydrated it would reach no handler.
      await waitForHydration(page, '[data-testid="quiz-card"]');
    });
    afterAll(() => context?.close());

    const overlay = () => page.getByTestId('sign-in-overlay');
    /**
     * The card's centre once the page has stopped moving: scrolling shrinks the navbar, and a press measured before
     * that settles can land beside the card.
     */
    async function centreOf(card: Locator) {
      await card.scrollIntoViewIfNeeded();
      let box = await card.boundingBox();
      for (let i = 0; i < 30; i++) {
        await sleep(100);
        const next = await card.boundingBox();
        if (box && next && next.x === box.x && next.y === box.y) break;
        box = next;
      }
      if (!box) throw new Error('card not visible');
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }
    async function expectNoOverlay() {
      await sleep(800);
      expect(await overlay().count()).toBe(0);
    }
    async function closeOverlay() {
      await overlay().getByRole('button', { name: 'Bağla' }).click();
      await overlay().waitFor({ state: 'detached' });
    }

    it('a 150 ms press that moves 3 px opens the card', async () => {
      const { x, y } = await centreOf(page.getByTestId('quiz-card').nth(2));
      await touch('touchStart', 0, x, y);
      await sleep(75);
      await touch('touchMove', 75, x + 3, y);
      await sleep(75);
      await touch('touchEnd', 150);
      await overlay().waitFor();
      await closeOverlay();
    });

    it('a 400 ms press does nothing', async () => {
      const { x, y } = await centreOf(page.getByTestId('quiz-card').nth(2));
      await touch('touchStart', 0, x, y);
      await sleep(400);
      await touch('touchEnd', 400);
      await expectNoOverlay();
    });

    it('a 15 px drag does nothing', async () => {
      const { x, y } = await centreOf(page.getByTestId('quiz-card').nth(2));
      await touch('touchStart', 0, x, y);
      for (const dx of [5, 10, 15]) {
        await sleep(20);
        await touch('touchMove', dx * 4, x + dx, y);
      }
      await touch('touchEnd', 80);
      await expectNoOverlay();
    });

    it('Enter or Space on the focused card, and a click with no pointer (a screen reader), open it', async () => {
      const card = page.getByTestId('quiz-card').nth(3);
      for (const keyName of ['Enter', 'Space']) {
        await card.focus();
        await page.keyboard.press(keyName);
        await overlay().waitFor();
        await closeOverlay();
      }
      await card.evaluate((element) => (element as HTMLElement).click());
      await overlay().waitFor();
      await closeOverlay();
    });
  });

  it('shows a skeleton while the menu loads, then the grid; no practice data shows the message (PRAC-09)', async () => {
    // Signed in, the browser renders the menu and loads it; the response is held back for a while.
    const { context, page } = await signedInPage();
    await page.route('**/api/practice/menu', async (route) => {
      await sleep(1500);
      await route.continue();
    });
    await page.goto(`${server.url}/practice`);
    await page.locator('ul.quiz-grid[aria-busy="true"] .skeleton-card').first().waitFor();
    await page.getByTestId('quiz-grid').waitFor();
    expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
    await context.close();

    const empty = await startTestServer({
      CONTENT_DIR: writeContentTree(tempContentDir(), makeContent({ topics: [], listening: [], reading: [] })),
    });
    try {
      const visitor = await openPage(browser);
      await visitor.page.goto(`${empty.url}/practice`);
      await visitor.page.getByText('Məşq məlumatı yoxdur', { exact: true }).waitFor();
      expect(await visitor.page.getByTestId('quiz-card').count()).toBe(0);
      await visitor.context.close();
    } finally {
      await empty.close();
    }
  });

  it('says why the menu failed to load in the page language, and Retry reloads the page (PRAC-10)', async () => {
    const { context, page } = await signedInPage();
    await page.route('**/api/practice/menu', (route) => route.abort('internetdisconnected'));
    for (const [path, message] of [
      ['/practice', 'Məşq məlumatlarını yükləmək alınmadı: Bağlantı yoxdur. İnterneti yoxla və yenidən cəhd et.'],
      ['/ru/practice', 'Не удалось загрузить данные для практики: Нет соединения. Проверь интернет и попробуй снова.'],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      // The menu is retried 3 times (1 + 2 + 4 + 8 s of waiting in all) before the error shows.
      const alert = page.getByRole('alert').filter({ hasText: message.slice(0, 20) });
      await alert.waitFor({ timeout: 30_000 });
      expect(await alert.locator('p').textContent()).toBe(message);
    }
    await page.unroute('**/api/practice/menu');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('alert').getByRole('button', { name: 'Повторить' }).click();
    await reloaded;
    await page.getByTestId('quiz-grid').waitFor();
    await context.close();
  }, 90_000);

  it('a signed-in tap on a grammar card opens its session at /practice/{slug} (PRAC-11)', async () => {
    const { context, page } = await signedInPage({ viewport: { width: 375, height: 800 }, hasTouch: true });
    await page.goto(`${server.url}/practice`);
    await page.getByRole('button', { name: 'Qrammatika', exact: true }).click();
    const card = page.getByTestId('quiz-card').first();
    const title = await card.locator('.quiz-title').textContent();
    const item = menu.find((i) => i.type === 'grammar' && azTitle(i) === title)!;
    await card.tap();
    await page.waitForURL(`${server.url}/practice/${item.slug}`);
    expect(await page.locator('h1.session-title').textContent()).toBe(title);
    await page.getByTestId('question').first().waitFor();
    await context.close();
  });
});
