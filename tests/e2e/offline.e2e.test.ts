/**
 * The installable, offline-first app in Debian's chromium: the manifest of each language, a lesson read
 * online that opens offline after a reload, a downloaded lesson that opens offline and can be removed, an app
 * update that waits while a quiz is on screen and keeps what is queued, answers queued by the previous version
 * in localStorage that are moved to IndexedDB and saved once, and answers left unsent by a closed quiz that the next
 * page sends for their own student only. The server sits behind a small proxy that can hand out
 * a changed service worker script, as a deploy would.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '../../src/domain/api/practice-schema.ts';
import { launchBrowser, openPage, shareSession } from '../support/browser.ts';
import { TestClient } from '../support/http-client.ts';
import { pendingAnswerCount } from '../support/pending-answers.ts';
import { startSession } from '../support/practice-helpers.ts';
import { freePort, startTestServer, type TestServer } from '../support/test-server.ts';

let browser: Browser;
let server: TestServer;
let proxy: Server;
let url: string;
/** Appended to the built service worker script while set: the browser then sees a new version. */
let nextVersion = '';

beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000', BASE_URL: url });
  const target = new URL(server.url);
  proxy = createServer((req, res) => {
    if (req.url === '/sw.js' && nextVersion) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(readFileSync('dist/web/sw.js', 'utf8') + nextVersion);
      return;
    }
    const upstream = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => proxy?.close(resolve));
  await server?.close();
});

/**
 * Loading a resource fails while offline (the session check, a background refresh, data nobody kept): expected,
 * not a page error.
 */
const pageErrors = (errors: string[]) =>
  errors.filter((e) => !/^Failed to load resource: net::(ERR_INTERNET_DISCONNECTED|ERR_FAILED)$/.test(e));
/** The app saves and reads in the background (after first paint, on reconnect): a generous wait. */
const SLOW = { timeout: 15_000 };

/** Waits until the service worker controls the page. */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

async function cached(page: Page, path: string, cacheName?: string): Promise<boolean> {
  return page.evaluate(async ([p, name]) => Boolean(await caches.match(p, name ? { cacheName: name } : {})), [
    path,
    cacheName,
  ] as const);
}

let counter = 0;
async function signedInPage() {
  const api = new TestClient(url);
  await api.signUp(`offline${++counter}@example.az`, 'secret123');
  const opened = await openPage(browser, { viewport: { width: 375, height: 800 }, serviceWorkers: 'allow' });
  await shareSession(opened.context, api, url);
  return { ...opened, api };
}

describe('installing', () => {
  it('each language links its own valid manifest with icons, theme colours and a start URL in that language', async () => {
    const { context, page, consoleErrors } = await openPage(browser, { serviceWorkers: 'allow' });
    for (const [path, language, name, start] of [
      ['/learn', 'az', 'Imtahan — ingilis dili imtahanına hazırlıq', '/'],
      ['/ru/learn', 'ru', 'Imtahan — подготовка к экзамену по английскому', '/ru/'],
      ['/en/signin', 'en', 'Imtahan — English exam prep', '/en/'],
    ] as const) {
      await page.goto(url + path);
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe(`/manifest-${language}.webmanifest`);
      const response = await fetch(url + href);
      expect(response.headers.get('content-type')).toBe('application/manifest+json');
      const manifest = (await response.json()) as Record<string, unknown> & {
        icons: { src: string; sizes: string; type: string; purpose: string }[];
      };
      expect(manifest).toMatchObject({
        id: '/',
        lang: language,
        name,
        short_name: 'Imtahan',
        start_url: start,
        scope: '/',
        display: 'standalone',
        theme_color: '#f7f7fb',
        background_color: '#f7f7fb',
        user_preferences: { color_scheme_dark: { theme_color: '#12131a' } },
      });
      for (const size of ['192x192', '512x512'])
        expect(manifest.icons.some((i) => i.sizes === size && i.type === 'image/png' && i.purpose === 'any')).toBe(
          true,
        );
      expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
      for (const icon of manifest.icons) expect((await fetch(url + icon.src)).status, icon.src).toBe(200);
    }
    expect(await page.evaluate(() => document.querySelector('meta[name="theme-color"][media*="dark"]') !== null)).toBe(
      true,
    );
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('offline', () => {
  it('a lesson read online opens offline after a reload, with the offline banner (az, 375 px)', async () => {
    const { context, page, consoleErrors } = await openPage(browser, {
      viewport: { width: 375, height: 800 },
      serviceWorkers: 'allow',
    });
    await page.goto(`${url}/learn/passive-voice`);
    await page.getByRole('heading', { level: 1, name: 'Passive Voice (məchul növ)' }).waitFor();
    await controlled(page);
    // What the page loaded before the worker existed is handed to it (CACHE_URLS): the server-rendered lesson
    // page, which carries the lesson itself.
    await expect.poll(() => cached(page, '/learn/passive-voice'), { timeout: 20_000 }).toBe(true);
    // The lesson's own hour-long copy in localStorage is gone: what opens offline comes from the service worker.
    await page.evaluate(() => localStorage.clear());
    expect(await page.getByTestId('offline-banner').count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Passive Voice (məchul növ)' }).waitFor();
    await page.getByTestId('offline-banner').getByText('İnternet bağlantısı yoxdur').waitFor();
    // A page never visited opens from the precached shell; the topic list it needs was not kept, so it says so.
    await page.goto(`${url}/learn/articles`).catch(() => undefined);
    await page.getByTestId('offline-banner').waitFor();
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('offline-banner').count(), SLOW).toBe(0);
    expect(pageErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('a downloaded lesson opens offline (ru), shows the space it uses, and can be removed', async () => {
    const { context, page, consoleErrors } = await openPage(browser, {
      viewport: { width: 375, height: 800 },
      serviceWorkers: 'allow',
    });
    await page.goto(`${url}/ru/learn/articles`);
    await page.getByTestId('lesson').waitFor();
    await controlled(page);
    await page.getByRole('button', { name: 'Скачать для работы без сети' }).click();
    const status = page.getByTestId('download-status');
    await status.waitFor();
    expect(await status.textContent()).toMatch(/^Доступно офлайн · \d+(,\d)? КБ$/);
    expect(await cached(page, '/api/content/topics/articles', 'imtahan-downloads')).toBe(true);

    // Only the download is left: the refreshed copies and the page's own copy are gone.
    await page.evaluate(async () => {
      await caches.delete('imtahan-content');
      await caches.delete('imtahan-pages');
      localStorage.clear();
    });
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('lesson').waitFor();
    await page.getByTestId('offline-banner').getByText('Нет подключения к интернету').waitFor();
    await page.screenshot({ path: '.tmp/offline-downloaded-375-ru.png' });

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Удалить загрузку' }).click();
    await page.getByRole('button', { name: 'Скачать для работы без сети' }).waitFor();
    expect(await cached(page, '/api/content/topics/articles', 'imtahan-downloads')).toBe(false);
    expect(pageErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});

describe('a listening test downloaded for offline', () => {
  it('keeps its audio, which then plays from the phone with byte ranges and no connection (az)', async () => {
    const { context, page, api, consoleErrors } = await signedInPage();
    const session = await startSession(api, 'listening-01');
    const audioUrl = session.listening[0]!.audioUrl;
    await page.goto(`${url}/learn`);
    await page.evaluate((id) => sessionStorage.setItem('imtahan.session.listening-01', id), session.attemptId);
    await page.goto(`${url}/practice/listening-01`);
    await page.getByTestId('audio-player').waitFor();
    await controlled(page);
    await page.getByTestId('download-offline').getByRole('button', { name: 'İnternetsiz istifadə üçün endir' }).click();
    expect(await page.getByTestId('download-status').textContent()).toMatch(/^İnternetsiz açılır · \d+(,\d)? (KB|MB)$/);
    expect(await cached(page, audioUrl, 'imtahan-downloads')).toBe(true);

    await context.setOffline(true);
    const slice = await page.evaluate(async (src) => {
      const response = await fetch(src, { headers: { range: 'bytes=0-99' } });
      return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
    }, audioUrl);
    expect(slice).toEqual({ status: 206, bytes: 100 });
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Endirilmişi sil' }).click();
    await page.getByRole('button', { name: 'İnternetsiz istifadə üçün endir' }).waitFor();
    expect(await cached(page, audioUrl, 'imtahan-downloads')).toBe(false);
    expect(pageErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});

describe('answers and updates', () => {
  it('answers the previous version queued in localStorage are moved to IndexedDB and saved once', async () => {
    const { context, page, api, consoleErrors } = await signedInPage();
    const session = await startSession(api, 'passive-voice');
    // The draw mixes multiple-choice and open questions: any answer does, the test is about it being saved once.
    const question = session.questions[0]!;
    const options = 'options' in question ? (question.options as string[] | undefined) : undefined;
    const answer = { answerId: randomUUID(), questionId: question.id, answer: options?.[0] ?? 'was built' };
    await page.goto(`${url}/learn`);
    await page.evaluate(
      ([attemptId, queued]) => {
        localStorage.setItem(`imtahan.pending.${attemptId}`, JSON.stringify([queued]));
        sessionStorage.setItem('imtahan.session.passive-voice', attemptId);
      },
      [session.attemptId, answer] as const,
    );
    await page.goto(`${url}/practice/passive-voice`);
    await expect
      .poll(
        async () => (await api.get<SessionResponse>(`/api/practice/sessions/${session.attemptId}`)).body.answers,
        SLOW,
      )
      .toEqual([expect.objectContaining({ questionId: question.id, answer: answer.answer })]);
    await expect.poll(() => pendingAnswerCount(page), SLOW).toBe(0);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('imtahan.pending.'))),
    ).toEqual([]);
    // Saved once: a second save of the same id is the same answer, and the page shows it answered.
    expect((await api.get<SessionResponse>(`/api/practice/sessions/${session.attemptId}`)).body.answers).toHaveLength(
      1,
    );
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a new version waits while a quiz is on screen, is offered after it, and keeps the queued answer', async () => {
    const { context, page, api, consoleErrors } = await signedInPage();
    await page.goto(`${url}/practice/passive-voice`);
    await page.getByTestId('question').first().waitFor();
    await controlled(page);
    // The server cannot be reached for answers: the answer stays queued.
    await context.route('**/api/practice/sessions/*/answers', (route) => route.abort('internetdisconnected'));
    await page.locator('button.option').first().click();
    await expect.poll(() => pendingAnswerCount(page), SLOW).toBe(1);
    const attemptId = await page.evaluate(() => sessionStorage.getItem('imtahan.session.passive-voice'));

    nextVersion = `\n// deployed ${Date.now()}`;
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await page.waitForFunction(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)));
    // In the quiz: no offer, and the old version keeps serving.
    await page.waitForTimeout(1000);
    expect(await page.getByTestId('update-offer').count()).toBe(0);

    // Leaving the quiz: the offer appears; taking it reloads into the new version.
    await page.getByRole('navigation').getByRole('link', { name: 'Məşq' }).first().click();
    const offer = page.getByTestId('update-offer');
    await offer.waitFor();
    await page.screenshot({ path: '.tmp/update-offer-375-az.png' });
    await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
    await offer.getByRole('button', { name: 'Yenilə' }).click();
    await page.waitForFunction(() => !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate);
    await page.waitForFunction(() =>
      navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.active) && !r?.waiting),
    );
    expect(await pendingAnswerCount(page)).toBe(1);

    // Back in the quiz with the network: the queued answer is saved, once.
    await context.unroute('**/api/practice/sessions/*/answers');
    await page.evaluate((id) => sessionStorage.setItem('imtahan.session.passive-voice', id ?? ''), attemptId);
    await page.goto(`${url}/practice/passive-voice`);
    await expect.poll(() => pendingAnswerCount(page), SLOW).toBe(0);
    const saved = await api.get<SessionResponse>(`/api/practice/sessions/${attemptId}`);
    expect(saved.body.answers).toHaveLength(1);
    // The aborted saves log as failed loads; nothing else may.
    expect(pageErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});

describe("a student's own pages", () => {
  it('the dashboard and history, which bring their data with the HTML, are never kept by the service worker', async () => {
    const { context, page, consoleErrors } = await signedInPage();
    await page.goto(`${url}/dashboard`);
    await page.getByTestId('stat-answered').waitFor();
    await controlled(page);
    // Under the worker now: each page goes through its cache (stale-while-revalidate).
    await page.goto(`${url}/history`);
    await page.getByTestId('history-empty').waitFor();
    await page.goto(`${url}/dashboard`);
    await page.getByTestId('stat-answered').waitFor();
    await page.goto(`${url}/learn`);
    await page.locator('h1').first().waitFor();
    // An open page visited after them is kept: the worker has had its say on the pages before it.
    await expect.poll(() => cached(page, '/learn', 'imtahan-pages'), SLOW).toBe(true);
    expect(await cached(page, '/dashboard')).toBe(false);
    expect(await cached(page, '/history')).toBe(false);
    expect(pageErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});

describe('answers left unsent when their page closed', () => {
  it('are sent from the next page the student opens, counted once, and the dashboard shows them', async () => {
    const { context, page, api, consoleErrors } = await signedInPage();
    await page.goto(`${url}/practice/passive-voice`);
    await page.getByTestId('question').first().waitFor();
    // The connection drops while the student answers: the answer stays queued when they leave the quiz.
    await context.route('**/api/practice/sessions/*/answers', (route) => route.abort('internetdisconnected'));
    await page.locator('button.option').first().click();
    await expect.poll(() => pendingAnswerCount(page), SLOW).toBe(1);
    const attemptId = await page.evaluate(() => sessionStorage.getItem('imtahan.session.passive-voice'));

    // The student leaves the quiz; back online, they open the dashboard, not the quiz: the answer is sent from there.
    await page.goto('about:blank');
    await context.unroute('**/api/practice/sessions/*/answers');
    await page.goto(`${url}/dashboard`);
    await expect.poll(() => pendingAnswerCount(page), SLOW).toBe(0);
    const saved = await api.get<SessionResponse>(`/api/practice/sessions/${attemptId}`);
    expect(saved.body.answers).toHaveLength(1);
    await expect.poll(() => page.getByTestId('stat-answered').textContent(), SLOW).toBe('1');

    // Opening the quiz again finds the answer on the server and sends nothing twice.
    await page.evaluate((id) => sessionStorage.setItem('imtahan.session.passive-voice', id ?? ''), attemptId);
    await page.goto(`${url}/practice/passive-voice`);
    await page.getByTestId('question').first().waitFor();
    expect((await api.get<SessionResponse>(`/api/practice/sessions/${attemptId}`)).body.answers).toHaveLength(1);
    expect(pageErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('another student signed in on the same phone never sends them', async () => {
    const first = await signedInPage();
    await first.page.goto(`${url}/practice/passive-voice`);
    await first.page.getByTestId('question').first().waitFor();
    await first.context.route('**/api/practice/sessions/*/answers', (route) => route.abort('internetdisconnected'));
    await first.page.locator('button.option').first().click();
    await expect.poll(() => pendingAnswerCount(first.page), SLOW).toBe(1);
    const attemptId = await first.page.evaluate(() => sessionStorage.getItem('imtahan.session.passive-voice'));
    // The quiz closes before the connection is back (its own queue would otherwise send the answer as itself).
    await first.page.goto('about:blank');
    await first.context.unroute('**/api/practice/sessions/*/answers');

    // The first student's cookie is replaced by a second student's, in the same browser profile.
    const other = new TestClient(url);
    await other.signUp(`offline${++counter}@example.az`, 'secret123');
    await first.context.clearCookies();
    await shareSession(first.context, other, url);
    const sent: string[] = [];
    first.page.on('request', (r) => {
      if (/\/api\/practice\/sessions\/[^/]+\/answers$/.test(new URL(r.url()).pathname)) sent.push(r.url());
    });
    await first.page.goto(`${url}/dashboard`);
    await first.page.getByTestId('stat-answered').waitFor();
    await first.page.waitForTimeout(1500);
    expect(sent).toEqual([]);
    expect(await pendingAnswerCount(first.page)).toBe(1);
    expect((await first.api.get<SessionResponse>(`/api/practice/sessions/${attemptId}`)).body.answers).toEqual([]);
    expect(pageErrors(first.consoleErrors)).toEqual([]);
    await first.context.close();
  });
});

describe('grammar practice offline', () => {
  /** Answers every question of the page's grammar session: the first option, or a word for an open question. */
  async function answerAll(page: Page, check: string) {
    const cards = page.getByTestId('question');
    for (let i = 0; i < (await cards.count()); i++) {
      const card = cards.nth(i);
      if ((await card.locator('button.option').count()) > 0) await card.locator('button.option').first().click();
      else {
        await card.locator('input').fill('went');
        await card.getByRole('button', { name: check }).click();
      }
    }
  }

  /** Screenshots at a phone's and a laptop's width, then back to the test's own. */
  async function shots(page: Page, name: string) {
    const size = page.viewportSize();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `.tmp/${name}-${width}.png` });
    }
    if (size) await page.setViewportSize(size);
  }

  const profile = async (api: TestClient) =>
    (await api.get<{ profile: { questionsAnswered: number; totalQuizzes: number } }>('/api/profile')).body.profile;

  for (const lang of [
    {
      language: 'az',
      prefix: '',
      width: 375,
      download: 'İnternetsiz istifadə üçün endir',
      offlineNote: 'İnternet yoxdur. Cavabların bu telefonda saxlanılır',
      checkLater: 'İnternet qayıdanda yoxlanılacaq',
      check: 'Cavabı yoxla',
      seeResults: 'Nəticələrə bax',
      mock: 'Sınaq imtahanı üçün internet lazımdır.',
      needsDownload: 'Bu mövzunu internetsiz məşq etmək üçün',
    },
    {
      language: 'ru',
      prefix: '/ru',
      width: 1280,
      download: 'Скачать для работы без сети',
      offlineNote: 'Нет интернета. Ответы сохраняются на этом телефоне',
      checkLater: 'Будет проверено, когда связь вернётся',
      check: 'Проверить ответ',
      seeResults: 'Посмотреть результаты',
      mock: 'Для пробного экзамена нужен интернет.',
      needsDownload: 'Чтобы заниматься этой темой без сети',
    },
  ]) {
    it(`a downloaded topic is practised offline, survives a reload and is graded once on reconnect (${lang.language}, ${lang.width} px)`, async () => {
      const api = new TestClient(url);
      await api.signUp(`offline-practice-${lang.language}-${++counter}@example.az`, 'secret123');
      const { context, page, consoleErrors } = await openPage(browser, {
        viewport: { width: lang.width, height: 900 },
        serviceWorkers: 'allow',
      });
      await shareSession(context, api, url);
      await page.goto(`${url}${lang.prefix}/learn/past-simple`);
      await page.getByTestId('lesson').waitFor();
      await controlled(page);
      await page.getByRole('button', { name: lang.download }).click();
      await page.getByTestId('download-status').waitFor();
      expect(await cached(page, '/api/practice/offline/past-simple', 'imtahan-downloads')).toBe(true);
      // The pack holds the questions and never a key.
      const packFields = await page.evaluate(async () => {
        const response = await caches.match('/api/practice/offline/past-simple', { cacheName: 'imtahan-downloads' });
        const pack = (await response?.json()) as { questions: Record<string, unknown>[] };
        return [...new Set(pack.questions.flatMap((q) => Object.keys(q)))].sort();
      });
      expect(packFields.filter((f) => ['answer', 'accepted', 'rationale', 'keyPoints'].includes(f))).toEqual([]);
      expect(packFields).toContain('question');

      // The practice menu seen online is kept: offline it tells a grammar topic from a listening or reading test.
      await page.goto(`${url}${lang.prefix}/practice`);
      await expect.poll(() => cached(page, '/api/practice/menu'), SLOW).toBe(true);
      await context.setOffline(true);
      // A mock exam says plainly that it needs the internet; a topic not downloaded says how to get it.
      await page.goto(`${url}${lang.prefix}/practice/mock-exam`);
      await page.getByTestId('practice-offline').getByText(lang.mock).waitFor();
      await shots(page, `offline-mock-${lang.language}`);
      await page.goto(`${url}${lang.prefix}/practice/articles`);
      await page.getByTestId('practice-offline').getByText(lang.needsDownload).waitFor();
      await shots(page, `offline-needs-download-${lang.language}`);

      await page.goto(`${url}${lang.prefix}/practice/past-simple`);
      await page.getByTestId('offline-session').getByText(lang.offlineNote).waitFor();
      await expect.poll(() => page.getByTestId('question').count()).toBe(10);
      const questionTexts = await page.locator('.question-text').allTextContents();
      await answerAll(page, lang.check);
      await expect.poll(() => page.getByText(lang.checkLater).count()).toBe(10);
      await shots(page, `offline-practice-${lang.language}`);
      await expect.poll(() => pendingAnswerCount(page), SLOW).toBe(10);

      // A reload with no signal brings back the same session and its ten answers, still waiting.
      await page.reload();
      await page.getByTestId('offline-session').waitFor();
      await expect.poll(() => page.getByText(lang.checkLater).count(), SLOW).toBe(10);
      expect(await page.locator('.question-text').allTextContents()).toEqual(questionTexts);
      expect((await profile(api)).questionsAnswered).toBe(0);

      // Back online: the session, then the answers reach the server; each is graded once, with its feedback.
      await context.setOffline(false);
      await expect.poll(() => pendingAnswerCount(page), { timeout: 60_000 }).toBe(0);
      await expect.poll(() => page.getByText(lang.checkLater).count(), SLOW).toBe(0);
      await expect.poll(() => page.locator('.verdict').count(), SLOW).toBe(10);
      // A second reconnect and a reload change nothing.
      await context.setOffline(true);
      await context.setOffline(false);
      await page.reload();
      await page.getByTestId('question').first().waitFor();
      await expect.poll(() => page.locator('.verdict').count(), SLOW).toBe(10);
      expect((await profile(api)).questionsAnswered).toBe(10);

      await page.getByRole('button', { name: lang.seeResults }).click();
      await page.getByTestId('results').waitFor(SLOW);
      await shots(page, `offline-results-${lang.language}`);
      expect(await profile(api)).toMatchObject({ questionsAnswered: 10, totalQuizzes: 1 });
      // Nothing is left on the phone for this session.
      expect(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('imtahan-offline-sessions');
              open.onsuccess = () => {
                const all = open.result.transaction('sessions').objectStore('sessions').getAll();
                all.onsuccess = () => resolve(all.result.length);
              };
            }),
        ),
      ).toBe(0);
      expect(pageErrors(consoleErrors)).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
