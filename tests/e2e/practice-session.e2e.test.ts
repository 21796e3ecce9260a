/**
 * Opening, leaving and answering a practice session in Debian's chromium against the built app and a real server:
 * sessions by id, key and title in two languages, a reload keeping the attempt, unknown slugs, signed-out visitors,
 * leaving by the menu, Back or the navbar starting fresh; Check Answer on open questions, the AI explanation (the fake
 * OpenAI-compatible server of tests/support/fake-openai.ts), the sticky button bar, the listening player, and answers
 * kept while moving around. Answers come from the keys in content/.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PublicQuestion, SessionResponse } from '../../src/domain/api/practice-schema.ts';
import { slugify } from '../../src/domain/practice/slug.ts';
import { loadContent, type Content } from '../../src/server/content/load-content.ts';
import { launchBrowser, openPage, shareSession, startMockExam } from '../support/browser.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { TestClient } from '../support/http-client.ts';
import { answerKeys, rightAnswer, type KeyedQuestion } from '../support/practice-helpers.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let browser: Browser;
let server: TestServer;
let fake: FakeOpenAi;
/** Pointed at the fake AI provider. */
let aiServer: TestServer;
let content: Content;
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
