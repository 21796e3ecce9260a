/**
 * The practice behaviour the first browser suite (practice.e2e.test.ts) leaves out, in Debian's chromium against the
 * built app and a real server: the menu (search, shuffled cards, tap detection, loading and failure states, opening a
 * session), opening and leaving a session (matching slugs, unknown slugs, signed out, back to the menu), answering
 * (Check Answer, AI explanations, the sticky bar, audio, free navigation), the results (mistakes, the review, the
 * judged-by label, the evaluating loader, scroll to top) and the mock exam (a failed load, finishing with blanks).
 * One server runs the offline tutor; another is pointed at the fake OpenAI-compatible server (tests/support/
 * fake-openai.ts) for the AI cases. Answers come from the keys in content/, through the UI or, to set up a results
 * screen quickly, through the API with the student's cookies.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MenuItem, PublicQuestion, SessionResponse } from '../../src/domain/api/practice-schema.ts';
import { makeContent } from '../../src/domain/content/test-factories.ts';
import { slugify } from '../../src/domain/practice/slug.ts';
import { foldForSearch } from '../../src/domain/text/fold-for-search.ts';
import { loadContent, type Content } from '../../src/server/content/load-content.ts';
import { tempContentDir, writeContentTree } from '../../src/server/content/test-content-tree.ts';
import { az as practiceAz } from '../../src/web/features/practice/strings/az.ts';
import { launchBrowser, openPage, shareSession, waitForHydration, startMockExam } from '../support/browser.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { TestClient } from '../support/http-client.ts';
import { answerKeys, rightAnswer, saveAnswer, wrongAnswer, type KeyedQuestion } from '../support/practice-helpers.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let browser: Browser;
let server: TestServer;
let fake: FakeOpenAi;
/** Pointed at the fake AI provider. */
let aiServer: TestServer;
let content: Content;
let menu: MenuItem[];
const keys = answerKeys();

const key = (id: string): KeyedQuestion => {
  const q = keys.get(id);
  if (!q) throw new Error(`no key for ${id}`);
  return q;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

beforeAll(async () => {
  content = loadContent('content');
  fake = await startFakeOpenAi();
  [server, aiServer] = await Promise.all([
    startTestServer({ AUTH_RATE_LIMIT_MAX: '1000', AI_DAILY_QUOTA: '1000' }),
    startTestServer({
      AUTH_RATE_LIMIT_MAX: '1000',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_MS: '5000',
      AI_DAILY_QUOTA: '1000',
      AI_RATE_LIMIT_MAX: '1000',
    }),
  ]);
  menu = ((await (await fetch(`${server.url}/api/practice/menu`)).json()) as { items: MenuItem[] }).items;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.close(), aiServer?.close()]);
  await fake?.close();
});
beforeEach(() => fake.reset());

let counter = 0;
/** A new student's page, signed in; `api` calls the API with the same cookies. */
async function signedInPage(options: Parameters<typeof openPage>[1] = {}, on: TestServer = server) {
  const api = new TestClient(on.url);
  await api.signUp(`rows${++counter}@example.az`, 'secret123');
  const opened = await openPage(browser, options);
  await shareSession(opened.context, api, on.url);
  return { ...opened, api };
}

/** The session the page starts (POST) or restores (GET), as the browser received it. */
function sessionFrom(page: Page): Promise<SessionResponse> {
  return page
    .waitForResponse((r) => /\/api\/practice\/sessions(\/[^/]+)?$/.test(new URL(r.url()).pathname) && r.ok())
    .then((r) => r.json() as Promise<SessionResponse>);
}

/** Counts the session starts (POST /api/practice/sessions) the page sends. */
function countStarts(page: Page): { readonly count: number } {
  const seen = { count: 0 };
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/practice/sessions') seen.count++;
  });
  return seen;
}

/** Clicks the key's option of a multiple-choice question in `scope` (or a wrong one). */
async function pickOption(scope: Locator, question: PublicQuestion, wrong = false) {
  const k = key(question.id);
  const isKey =
    question.section === 'Grammar'
      ? scope.page().locator('.option-text', { hasText: exactly(k.answer) })
      : scope.page().locator('.option-letter', { hasText: exactly(k.answer) });
  const options = scope.locator('button.option');
  await (wrong ? options.filter({ hasNot: isKey }).first() : options.filter({ has: isKey })).click();
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

describe('opening and leaving a session', () => {
  it('opens one topic by id, key and title in two languages; a reload on each keeps its attempt (PRAC-14)', async () => {
    const { context, page } = await signedInPage();
    const topic = content.topics.find((t) => t.id === 'present-perfect')!;
    const starts = countStarts(page);
    const urls = [topic.id, topic.key, slugify(topic.title.az), slugify(topic.title.ru)];
    for (const [i, slug] of urls.entries()) {
      const started = sessionFrom(page);
      await page.goto(`${server.url}/practice/${encodeURIComponent(slug)}`);
      const session = await started;
      expect(session.slug, slug).toBe(topic.id);
      expect(await page.locator('h1.session-title').textContent()).toBe(topic.title.az);
      expect(starts.count).toBe(i + 1);
      const restored = sessionFrom(page);
      await page.reload();
      expect((await restored).attemptId, slug).toBe(session.attemptId);
      await page.getByTestId('question').first().waitFor();
      expect(starts.count, `${slug}: a reload starts nothing`).toBe(i + 1);
    }
    await context.close();
  });

  it('opens /practice/mock-exam; an unknown slug says so with a way back to the menu (PRAC-15)', async () => {
    const { context, page } = await signedInPage();
    await page.goto(`${server.url}/practice/mock-exam`);
    await startMockExam(page);
    await page.getByText('Sual 1 / 30', { exact: true }).waitFor();
    await page.goto(`${server.url}/practice/zzz`);
    await page.getByText('Belə test yoxdur.', { exact: true }).waitFor();
    expect(await page.getByTestId('question').count()).toBe(0);
    await page.locator('.center-page').getByRole('button', { name: 'Məşqlərə qayıt' }).click();
    await page.waitForURL(`${server.url}/practice`);
    await page.getByTestId('quiz-grid').waitFor();
    await context.close();
  });

  it('asks a signed-out visitor of /practice/{slug} to sign in and shows no questions; the API says 401 (PRAC-16)', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.url}/practice/passive-voice`);
    await page.getByRole('heading', { name: 'Məşqə başlamaq üçün daxil ol' }).waitFor();
    expect(await page.getByRole('link', { name: 'Daxil ol' }).last().getAttribute('href')).toBe('/signin');
    expect(await page.getByRole('link', { name: 'Qeydiyyat' }).last().getAttribute('href')).toBe('/signup');
    await sleep(500);
    expect(await page.getByTestId('question').count()).toBe(0);
    const res = await new TestClient(server.url).post('/api/practice/sessions', { slug: 'passive-voice' });
    expect(res.status).toBe(401);
    await context.close();
  });

  it('shows the title and a back-to-menu button in a grammar and a reading session (PRAC-17)', async () => {
    const { context, page } = await signedInPage();
    const topic = content.topics[0]!;
    const reading = content.reading[0]!;
    for (const [slug, title] of [
      [topic.id, topic.title.az],
      [reading.id, reading.title],
    ] as const) {
      await page.goto(`${server.url}/practice/${slug}`);
      await page.getByTestId('question').first().waitFor();
      expect(await page.locator('h1.session-title').textContent()).toBe(title);
      await page.locator('.session-header').getByRole('button', { name: 'Məşqlərə qayıt' }).click();
      await page.waitForURL(`${server.url}/practice`);
      await page.getByTestId('quiz-grid').waitFor();
    }
    await context.close();
  });

  it('back to the menu after 3 answers, then the same card: a fresh session (PRAC-18)', async () => {
    const { context, page } = await signedInPage();
    const topic = content.topics.find((t) => t.id === 'past-simple')!;
    await page.goto(`${server.url}/practice`);
    await page.getByLabel('Testlərdə axtar').fill(topic.title.az);
    const first = sessionFrom(page);
    await page.getByTestId('quiz-card').first().click();
    const session = await first;
    const cards = page.getByTestId('question');
    for (let i = 0; i < 3; i++) {
      const q = session.questions[i]!;
      if (q.type === 'open') {
        await cards
          .nth(i)
          .locator('input')
          .fill(rightAnswer(key(q.id)));
        await cards.nth(i).getByRole('button', { name: 'Cavabı yoxla' }).click();
      } else await pickOption(cards.nth(i), q);
      await cards.nth(i).locator('.verdict').waitFor();
    }
    await page.getByText('3 / 10 cavablandırılıb').waitFor();
    await page.locator('.session-header').getByRole('button', { name: 'Məşqlərə qayıt' }).click();
    await page.waitForURL(`${server.url}/practice`);
    await page.getByLabel('Testlərdə axtar').fill(topic.title.az);
    const second = sessionFrom(page);
    await page.getByTestId('quiz-card').first().click();
    expect((await second).attemptId).not.toBe(session.attemptId);
    await page.getByText('0 / 10 cavablandırılıb').waitFor();
    expect(await page.locator('.verdict').count()).toBe(0);
    await context.close();
  });

  it('leaving by the browser Back button or the navbar resets the session: reopening starts fresh (PRAC-19)', async () => {
    const { context, page } = await signedInPage();
    const test = content.listening[0]!;
    async function openFromMenu(): Promise<SessionResponse> {
      await page.getByLabel('Testlərdə axtar').fill(test.title);
      const opened = sessionFrom(page);
      await page.getByTestId('quiz-card').first().click();
      const session = await opened;
      await page.getByTestId('question').waitFor();
      return session;
    }
    async function answerFirst(session: SessionResponse) {
      await pickOption(page.getByTestId('question'), session.questions[0]!);
      await page.getByText(`1 / ${session.questions.length} cavablandırılıb`).waitFor();
    }

    await page.goto(`${server.url}/practice`);
    const first = await openFromMenu();
    await answerFirst(first);
    await page.goBack();
    await page.getByTestId('quiz-grid').waitFor();
    const second = await openFromMenu();
    expect(second.attemptId).not.toBe(first.attemptId);
    expect(second.answers).toEqual([]);
    await page.getByText(`0 / ${second.questions.length} cavablandırılıb`).waitFor();

    await answerFirst(second);
    await page.getByRole('navigation').getByRole('link', { name: 'Məşq', exact: true }).first().click();
    await page.waitForURL(`${server.url}/practice`);
    const third = await openFromMenu();
    expect(third.attemptId).not.toBe(second.attemptId);
    expect(third.answers).toEqual([]);
    await context.close();
  });
});

describe('answering', () => {
  it("an open grammar question: Check Answer stays disabled for '' and '   ', enabled for 'went' (PRAC-23)", async () => {
    const { context, page } = await signedInPage();
    const topic = content.topics.find((t) => t.id === 'past-simple')!;
    let session = sessionFrom(page);
    await page.goto(`${server.url}/practice/${topic.id}`);
    let open: PublicQuestion | undefined;
    // A session draws 10 of the topic's questions; renew until one of them is open.
    for (let i = 0; i < 20 && !open; i++) {
      const drawn = await session;
      open = drawn.questions.find((q) => q.type === 'open');
      if (!open) {
        session = sessionFrom(page);
        await page.getByRole('button', { name: 'Yeni 10 sual' }).click();
      }
    }
    if (!open) throw new Error('no open question drawn');
    const card = page.getByTestId('question').filter({ has: page.locator(`#answer-${open.id}`) });
    const check = card.getByRole('button', { name: 'Cavabı yoxla' });
    expect(await check.isDisabled()).toBe(true);
    await card.locator('input').fill('   ');
    expect(await check.isDisabled()).toBe(true);
    await card.locator('input').fill('went');
    expect(await check.isEnabled()).toBe(true);
    await context.close();
  });

  it('explains an answered grammar question: no button before the answer, then loading, then the text (PRAC-26, SEC-05)', async () => {
    const { context, page } = await signedInPage({}, aiServer);
    const started = sessionFrom(page);
    await page.goto(`${aiServer.url}/practice/${content.topics[0]!.id}`);
    const session = await started;
    const cards = page.getByTestId('question');
    await cards.first().waitFor();
    expect(await page.getByRole('button', { name: 'AI ilə izah et' }).count()).toBe(0);

    const mcIndexes = session.questions.flatMap((q, i) => (q.type === 'mc' ? [i] : []));
    const [first, second] = mcIndexes.map((i) => ({ card: cards.nth(i), question: session.questions[i]! }));
    if (!first || !second) throw new Error('two multiple-choice questions expected');
    await pickOption(first.card, first.question, true);
    await first.card.locator('.verdict').waitFor();
    const explanation = 'The sentence needs this form because of its time marker.';
    fake.enqueue({ kind: 'reply', text: explanation, firstChunkDelayMs: 1500 });
    await first.card.getByRole('button', { name: 'AI ilə izah et' }).click();
    const loading = first.card.getByRole('button', { name: 'AI düşünür…' });
    await loading.waitFor();
    expect(await loading.isDisabled()).toBe(true);
    await first.card.getByTestId('explanation').getByText(explanation).waitFor();
    // Only the answered question has the button.
    expect(await page.getByRole('button', { name: 'AI ilə izah et' }).count()).toBe(0);

    // A failed request: the error and the hint, instead of the text.
    await pickOption(second.card, second.question);
    await second.card.locator('.verdict').waitFor();
    await page.route('**/api/ai/practice', (route) => route.abort('internetdisconnected'));
    await second.card.getByRole('button', { name: 'AI ilə izah et' }).click();
    await second.card.getByRole('alert').getByText('AI izahını almaq alınmadı. Yenidən cəhd et.').waitFor();
    await context.close();
  });

  it('keeps the button bar sticky at 768 px and not at 769 px (PRAC-30)', async () => {
    const { context, page } = await signedInPage({ viewport: { width: 768, height: 900 } });
    await page.goto(`${server.url}/practice/${content.listening[0]!.id}`);
    const bar = page.locator('.session-bar');
    await bar.waitFor();
    const position = () => bar.evaluate((element) => getComputedStyle(element).position);
    expect(await position()).toBe('sticky');
    await page.setViewportSize({ width: 769, height: 900 });
    expect(await position()).toBe('static');
    await page.setViewportSize({ width: 768, height: 900 });
    expect(await position()).toBe('sticky');
    await context.close();
  });

  it('plays the listening audio and seeks in it (PRAC-31)', async () => {
    const { context, page } = await signedInPage();
    await page.goto(`${server.url}/practice/${content.listening[0]!.id}`);
    const player = page.getByTestId('audio-player');
    await player.waitFor();
    const audio = player.locator('audio');
    await expect
      .poll(() => audio.evaluate((a) => (a as HTMLAudioElement).duration), { timeout: 10_000 })
      .toBeGreaterThan(5);
    await player.getByRole('button', { name: 'Səsləndir' }).click();
    await expect
      .poll(() => audio.evaluate((a) => (a as HTMLAudioElement).currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.5);
    await player.getByRole('button', { name: 'Dayandır' }).click();
    const duration = await audio.evaluate((a) => (a as HTMLAudioElement).duration);
    const seek = player.getByRole('slider', { name: 'Mövqe' });
    await seek.focus();
    await page.keyboard.press('End');
    await expect
      .poll(() => audio.evaluate((a) => (a as HTMLAudioElement).currentTime), { timeout: 5000 })
      .toBeGreaterThan(duration - 1);
    await page.keyboard.press('Home');
    await expect
      .poll(() => audio.evaluate((a) => (a as HTMLAudioElement).currentTime), { timeout: 5000 })
      .toBeLessThan(0.5);
    await context.close();
  });

  it('keeps each answer when moving around, a typed open answer too, and saves that one at Finish (PRAC-36)', async () => {
    const { context, page } = await signedInPage();
    const started = sessionFrom(page);
    await page.goto(`${server.url}/practice/${content.reading[0]!.id}`);
    const { questions } = await started;
    const question = page.getByTestId('question');
    const next = page.getByRole('button', { name: 'Növbəti sual' });
    const openIndex = questions.findIndex((q) => q.type === 'open');
    const typed = rightAnswer(key(questions[openIndex]!.id));
    // Answer 1-3 (multiple choice), then type an open answer without saving it, and move on with Next.
    for (let i = 0; i < 3; i++) {
      await pickOption(question, questions[i]!);
      await question.locator('.verdict').waitFor();
      await next.click();
    }
    await page.locator('.nav-cell').nth(openIndex).click();
    await question.locator('input').fill(typed);
    await next.click();
    // Back to the open one with the navigator, and to 1 with Previous: both kept.
    await page.locator('.nav-cell').nth(openIndex).click();
    expect(await question.locator('input').inputValue()).toBe(typed);
    await page.locator('.nav-cell').nth(0).click();
    expect(await question.locator('button.option[aria-pressed="true"]').count()).toBe(1);
    expect(await question.locator('.verdict').count()).toBe(1);
    await page
      .locator('.nav-cell')
      .nth(questions.length - 1)
      .click();
    await page.getByRole('button', { name: 'Testi bitir' }).click();
    // 3 chosen and 1 typed: the others are blank.
    await page
      .getByTestId('finish-confirm')
      .getByText(`${questions.length - 4} sual cavabsız qalıb`)
      .waitFor();
    await page.getByRole('button', { name: 'Testi bitir' }).click();
    await page.getByTestId('results').waitFor();
    const reviewed = page.getByTestId('review-item').nth(openIndex);
    expect(await reviewed.textContent()).toContain(`Sənin cavabın: ${typed}`);
    expect(await page.getByTestId('out-of').textContent()).toBe(`${questions.length} sualdan 4 düzgün cavab`);
    await context.close();
  });
});

describe('results', () => {
  /**
   * Opens a session in the page, answers it through the API with the page's cookies (the keys decide right and
   * wrong; `blank` ids are left out), then reloads so the page shows the saved answers.
   */
  async function answeredInPage(
    page: Page,
    api: TestClient,
    on: TestServer,
    slug: string,
    plan: (q: PublicQuestion, index: number) => 'right' | 'wrong' | 'blank' | string,
  ): Promise<SessionResponse> {
    const started = sessionFrom(page);
    await page.goto(`${on.url}/practice/${slug}`);
    if (slug.startsWith('mock-exam')) await startMockExam(page);
    const session = await started;
    for (const [i, q] of session.questions.entries()) {
      const what = plan(q, i);
      if (what === 'blank') continue;
      const given = what === 'right' ? rightAnswer(key(q.id)) : what === 'wrong' ? wrongAnswer(key(q.id)) : what;
      expect((await saveAnswer(api, session.attemptId, q.id, given)).status).toBe(200);
    }
    const restored = sessionFrom(page);
    await page.reload();
    await restored;
    await page.getByTestId('question').first().waitFor();
    return session;
  }

  async function finishFromLastQuestion(page: Page, steps: number, confirm: boolean) {
    await page
      .locator('.nav-cell')
      .nth(steps - 1)
      .click();
    await page.getByRole('button', { name: 'Testi bitir' }).click();
    if (confirm) {
      await page.getByTestId('finish-confirm').waitFor();
      await page.getByRole('button', { name: 'Testi bitir' }).click();
    }
  }

  const mistakesLine = (page: Page) => page.locator('.results-summary p.muted').first().textContent();

  it('asks before finishing a mock exam with 3 blank, naming the count; the blanks count as wrong (MOCK-08)', async () => {
    const { context, page, api } = await signedInPage();
    let blanks = 0;
    const session = await answeredInPage(page, api, server, 'mock-exam', (q) => {
      if (q.section !== 'Grammar' || blanks === 3) return 'right';
      blanks++;
      return 'blank';
    });
    await page.getByText('27 / 30 cavablandırılıb').waitFor();
    await page
      .locator('.nav-cell')
      .nth(session.questions.length - 1)
      .click();
    await page.getByRole('button', { name: 'Testi bitir' }).click();
    const confirm = page.getByTestId('finish-confirm');
    expect(await confirm.textContent()).toBe('3 sual cavabsız qalıb. Yenə də bitirək?');
    expect(await page.getByTestId('results').count()).toBe(0);
    await page.getByRole('button', { name: 'Testi bitir' }).click();
    await page.getByTestId('results').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('out-of').textContent()).toBe('30 sualdan 27 düzgün cavab');
    expect(await mistakesLine(page)).toMatch(/^3 səhv · /);
    await context.close();
  });

  it('a mock exam with 2 wrong and 1 blank: 3 mistakes, the review list, keys only on wrong choices, back to top (RES-02, RES-06, RES-07, RES-08, RES-15)', async () => {
    const { context, page, api } = await signedInPage({ viewport: { width: 1280, height: 700 } });
    // The first two grammar questions wrong, the third blank.
    let grammarSeen = 0;
    const session = await answeredInPage(page, api, server, 'mock-exam', (q) => {
      if (q.section !== 'Grammar') return 'right';
      grammarSeen++;
      return grammarSeen <= 2 ? 'wrong' : grammarSeen === 3 ? 'blank' : 'right';
    });
    await finishFromLastQuestion(page, session.questions.length, true);
    await page.getByTestId('results').waitFor({ timeout: 30_000 });
    expect(await mistakesLine(page)).toMatch(/^3 səhv · /);

    // The review: number, section tag, question and the student's answer, for all 30.
    const items = page.getByTestId('review-item');
    expect(await items.count()).toBe(30);
    for (const [i, q] of session.questions.entries()) {
      const item = items.nth(i);
      expect(await item.locator('.question-number').textContent()).toBe(`Sual ${q.number}`);
      expect(await item.locator('.tag').textContent()).toBe(practiceAz.sections[q.section]);
      expect(await item.locator('.question-text').textContent()).toBe(q.question);
      expect(await item.textContent()).toContain('Sənin cavabın: ');
    }
    // The key only under a wrong (or blank) multiple-choice answer.
    const grammar = session.questions.flatMap((q, i) => (q.section === 'Grammar' ? [{ q, item: items.nth(i) }] : []));
    const [wrong1, wrong2, blank1, right1] = grammar;
    for (const { q, item } of [wrong1!, wrong2!, blank1!]) {
      expect(await item.textContent()).toContain(`Düzgün cavab: `);
      expect(await item.textContent()).toContain(key(q.id).answer);
    }
    expect(await blank1!.item.textContent()).toContain('Sənin cavabın: Cavab yoxdur');
    expect(await right1!.item.textContent()).not.toContain('Düzgün cavab');
    // Without an AI provider, open answers carry the offline label.
    const openItems = session.questions.flatMap((q, i) => (q.type === 'open' ? [items.nth(i)] : []));
    for (const item of openItems) {
      expect(await item.getByTestId('judged-by').getAttribute('data-judged-by')).toBe('offline');
      expect(await item.getByTestId('judged-by').textContent()).toContain('Qaydalarla yoxlanılıb');
    }

    // The scroll-to-top button: scroll down, then back to the top.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBeGreaterThan(500);
    await page.getByRole('button', { name: 'Yuxarı qayıt' }).click();
    // A smooth scroll over a long page.
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
    await context.close();
  });

  it('grammar results have no back-to-top button (RES-15)', async () => {
    const { context, page, api } = await signedInPage();
    await answeredInPage(page, api, server, content.topics[0]!.id, () => 'right');
    await page.getByRole('button', { name: 'Nəticələrə bax' }).click();
    await page.getByTestId('results').waitFor();
    expect(await page.getByTestId('out-of').textContent()).toBe('10 sualdan 10 düzgün cavab');
    expect(await page.getByRole('button', { name: 'Yuxarı qayıt' }).count()).toBe(0);
    await context.close();
  });

  it("labels open answers 'AI evaluated' when the AI judged them and offline when it was down (RES-08)", async () => {
    const test = content.listening[0]!;
    // Text that is not the key, so the judge has to ask the model. The model's "incorrect" always stands (its
    // "correct" would count only for an answer close to the key), so the badge shows that the model judged.
    const notTheKey = 'they talk about it a lot';
    for (const [behaviour, judgedBy, label] of [
      [{ kind: 'reply', text: '{"verdict":"INCORRECT","credit":0}' }, 'model', 'AI tərəfindən yoxlanılıb'],
      [{ kind: 'fail', status: 500 }, 'offline', 'Qaydalarla yoxlanılıb'],
    ] as const) {
      fake.setDefault(behaviour);
      const { context, page, api } = await signedInPage({}, aiServer);
      const session = await answeredInPage(page, api, aiServer, test.id, (q) =>
        q.type === 'open' ? notTheKey : 'right',
      );
      await finishFromLastQuestion(page, session.questions.length, false);
      await page.getByTestId('results').waitFor();
      const items = page.getByTestId('review-item');
      for (const [i, q] of session.questions.entries()) {
        const badge = items.nth(i).getByTestId('judged-by');
        if (q.type === 'mc') {
          expect(await badge.count()).toBe(0);
          continue;
        }
        expect(await badge.getAttribute('data-judged-by')).toBe(judgedBy);
        expect(await badge.textContent()).toContain(label);
      }
      await context.close();
    }
  });

  it("shows the 'evaluating' loader while the AI judges a mock exam's open answers, then the results (RES-09)", async () => {
    // Every judging call waits 1.5 s for the (fake) model.
    fake.setDefault({ kind: 'reply', text: '{"verdict":"INCORRECT","credit":0}', firstChunkDelayMs: 1500 });
    const { context, page, api } = await signedInPage({}, aiServer);
    const session = await answeredInPage(page, api, aiServer, 'mock-exam', (q) =>
      q.type === 'open' ? 'they talk about it a lot' : 'right',
    );
    await finishFromLastQuestion(page, session.questions.length, false);
    const loader = page.getByTestId('evaluating');
    await loader.waitFor();
    expect(await loader.textContent()).toContain('Cavabların yoxlanılır…');
    await page.getByTestId('results').waitFor({ timeout: 30_000 });
    expect(await loader.count()).toBe(0);
    expect(fake.requests.length).toBeGreaterThan(0);
    await context.close();
  });
});

describe('the mock exam', () => {
  it("says 'Failed to load mock exam data' when its data cannot be loaded, and Retry loads it (MOCK-05)", async () => {
    const { context, page } = await signedInPage();
    await page.route('**/api/practice/sessions', (route) => route.abort('internetdisconnected'));
    await page.goto(`${server.url}/practice/mock-exam`);
    await startMockExam(page);
    const alert = page.getByRole('alert').filter({ hasText: 'Sınaq imtahanının' });
    await alert.waitFor();
    expect(await alert.locator('p').textContent()).toBe(
      'Sınaq imtahanının məlumatlarını yükləmək alınmadı. Yenidən cəhd et.',
    );
    await page.unroute('**/api/practice/sessions');
    await alert.getByRole('button', { name: 'Yenidən cəhd et' }).click();
    await page.getByText('Sual 1 / 30', { exact: true }).waitFor();
    await context.close();
  });
});
