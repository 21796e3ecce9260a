/**
 * Practising as a student does, in Debian's chromium: the menu and its sign-in overlay, a grammar session with
 * immediate feedback, a listening test, a reading test with open answers, and a classic mock exam with a reload in
 * the middle. Answers come from the keys in content/ (checklist legend: "to score exactly k of n, answer from the keys").
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PassageQuestion } from '../../src/domain/content/schema.ts';
import { loadContent, type Content } from '../../src/server/content/load-content.ts';
import { axeViolations, launchBrowser, openPage } from '../support/browser.ts';
import { TestClient } from '../support/http-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let browser: Browser;
let server: TestServer;
let content: Content;

interface Key {
  type: 'mc' | 'open';
  /** MC: the option text (grammar) or letter (listening/reading); open: an accepted answer. */
  answer: string;
}
const keys = new Map<string, Key>();

beforeAll(async () => {
  content = loadContent('content');
  for (const topic of content.topics)
    for (const q of topic.questions)
      keys.set(q.id, { type: q.type, answer: q.type === 'mc' ? q.answer : (q.accepted[0] ?? q.answer) });
  const passageKey = (q: PassageQuestion): Key => ({
    type: q.type,
    answer: q.type === 'mc' ? q.answer : (q.accepted[0] ?? q.answer),
  });
  for (const test of [...content.listening, ...content.reading])
    for (const q of test.questions) keys.set(q.id, passageKey(q));
  server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

let counter = 0;
async function signedInPage(options: Parameters<typeof openPage>[1] = {}) {
  const email = `practice${++counter}@example.az`;
  const api = new TestClient(server.url);
  await api.signUp(email, 'secret123');
  const opened = await openPage(browser, options);
  await opened.context.addCookies(
    api
      .cookieHeader()
      .split('; ')
      .map((pair) => {
        const [name, ...rest] = pair.split('=');
        return { name: name ?? '', value: rest.join('='), url: server.url };
      }),
  );
  return opened;
}

/** Answers the question on screen from the key; `wrong` picks a wrong option instead. */
async function answerCurrent(page: Page, questionId: string, wrong = false) {
  const key = keys.get(questionId);
  if (!key) throw new Error(`no key for ${questionId}`);
  const card = page.locator(`[data-testid="question"]:has([id="q-${questionId}"]), [data-testid="question"]`).first();
  if (key.type === 'open') {
    const input = card.locator('input');
    await input.fill(wrong ? 'zzz' : key.answer);
    const check = card.getByRole('button', { name: /Cavabı yoxla|Cavabı yadda saxla/ });
    if (await check.count()) await check.click();
    return;
  }
  const options = card.locator('button.option');
  const count = await options.count();
  for (let i = 0; i < count; i++) {
    const option = options.nth(i);
    const letter = (await option.locator('.option-letter').textContent())?.trim();
    const text = (await option.locator('.option-text').textContent())?.trim();
    const isKey = key.answer === text || key.answer === letter;
    if (isKey !== wrong) {
      await option.click();
      return;
    }
  }
  throw new Error(`option not found for ${questionId}`);
}

async function sessionQuestionIds(page: Page): Promise<string[]> {
  const response = await page.waitForResponse(
    (r) => /\/api\/practice\/sessions(\/[^/]+)?$/.test(new URL(r.url()).pathname) && r.ok(),
  );
  const body = (await response.json()) as { questions: { id: string }[] };
  return body.questions.map((q) => q.id);
}

describe('practice menu', () => {
  it('shows the mock exams first, filters and searches, and asks signed-out visitors to sign in', async () => {
    const { context, page, consoleErrors } = await openPage(browser, {
      viewport: { width: 375, height: 800 },
      bypassCSP: true,
    });
    await page.goto(`${server.url}/practice`);
    const cards = page.getByTestId('quiz-card');
    await cards.first().waitFor();
    expect(await cards.nth(0).getAttribute('data-kind')).toBe('mock_exam');
    expect(await cards.nth(1).getAttribute('data-kind')).toBe('mock_exam');
    expect(await cards.count()).toBe(2 + content.topics.length + content.listening.length + content.reading.length);

    await page.getByRole('button', { name: 'Dinləmə', exact: true }).click();
    expect(await cards.count()).toBe(content.listening.length);
    await page.getByRole('button', { name: 'Hamısı' }).click();
    await page.getByLabel('Testlərdə axtar').fill('zzzz-nothing');
    await page.getByText('Axtarışına uyğun test tapılmadı.').waitFor();
    await page.getByRole('button', { name: 'Axtarışı təmizlə' }).click();

    await cards.nth(0).click();
    await page.getByTestId('sign-in-overlay').getByText('Məşqə başlamaq üçün daxil ol').waitFor();
    expect(await axeViolations(page).catch(() => ['axe failed'])).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('a signed-in student', () => {
  it('does a grammar session with immediate feedback, sees the results and renews', async () => {
    const { context, page, consoleErrors } = await signedInPage();
    const topic = content.topics[0]!;
    const idsPromise = sessionQuestionIds(page);
    await page.goto(`${server.url}/practice/${topic.id}`);
    const ids = await idsPromise;
    expect(ids).toHaveLength(10);
    const cards = page.getByTestId('question');
    await cards.first().waitFor();
    for (let i = 0; i < ids.length; i++) {
      const card = cards.nth(i);
      const key = keys.get(ids[i]!)!;
      if (key.type === 'open') {
        await card.locator('input').fill(i === 0 ? 'definitely wrong' : key.answer);
        await card.getByRole('button', { name: 'Cavabı yoxla' }).click();
      } else {
        // Match the option text exactly: a short answer such as "is" is part of other options' text.
        const escaped = key.answer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const exact = page.locator('.option-text', { hasText: new RegExp(`^${escaped}$`) });
        const option =
          i === 0
            ? card.locator('button.option').filter({ hasNot: exact }).first()
            : card.locator('button.option').filter({ has: exact }).first();
        await option.click();
      }
      await card.locator('.verdict').waitFor();
    }
    // The first answer was wrong: its verdict names the correct answer.
    expect(await cards.nth(0).locator('.verdict').textContent()).toContain('Düzgün cavab');
    await page.getByRole('button', { name: 'Nəticələrə bax' }).click();
    await page.getByTestId('results').waitFor();
    expect(await page.getByTestId('out-of').textContent()).toBe('10 sualdan 9 düz');
    expect(await page.getByTestId('score-percent').textContent()).toBe('90%');
    await page.getByRole('button', { name: 'Yenidən cəhd et' }).click();
    await page.getByTestId('question').first().waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('does a listening test: audio player, one question at a time, transcript after finishing', async () => {
    const { context, page } = await signedInPage();
    const test = content.listening[0]!;
    const idsPromise = sessionQuestionIds(page);
    await page.goto(`${server.url}/practice/${test.id}`);
    const ids = await idsPromise;
    await page.getByTestId('audio-player').waitFor();
    const audioOk = await page.evaluate(async () => {
      const audio = document.querySelector('audio');
      if (!audio) return false;
      const res = await fetch(audio.src);
      return res.ok && (res.headers.get('content-type') ?? '').startsWith('audio/');
    });
    expect(audioOk).toBe(true);
    for (let i = 0; i < ids.length; i++) {
      expect(await page.getByTestId('progress').textContent()).toContain(`Sual ${i + 1} / ${ids.length}`);
      await answerCurrent(page, ids[i]!);
      await page.locator('.verdict, .saved-note').first().waitFor();
      if (i < ids.length - 1) await page.getByRole('button', { name: 'Növbəti sual' }).click();
    }
    await page.getByRole('button', { name: 'Testi bitir' }).click();
    await page.getByTestId('results').waitFor();
    expect(await page.getByTestId('out-of').textContent()).toBe(`${ids.length} sualdan ${ids.length} düz`);
    await page.getByText(`Mətn: ${test.title}`).waitFor();
    await context.close();
  });

  it('does a reading test with open answers on a phone', async () => {
    const { context, page } = await signedInPage({ viewport: { width: 375, height: 800 }, bypassCSP: true });
    const test = content.reading[0]!;
    const idsPromise = sessionQuestionIds(page);
    await page.goto(`${server.url}/practice/${test.id}`);
    const ids = await idsPromise;
    await page.getByTestId('passage').waitFor();
    for (let i = 0; i < ids.length; i++) {
      await answerCurrent(page, ids[i]!, i === ids.length - 1);
      await page.locator('.verdict, .saved-note').first().waitFor();
      if (i < ids.length - 1) await page.getByRole('button', { name: 'Növbəti sual' }).click();
    }
    expect(await axeViolations(page).catch(() => ['axe failed'])).toEqual([]);
    await page.getByRole('button', { name: 'Testi bitir' }).click();
    await page.getByTestId('results').waitFor();
    expect(await page.getByTestId('out-of').textContent()).toBe(`${ids.length} sualdan ${ids.length - 1} düz`);
    await context.close();
  });

  it('takes the classic mock exam: no feedback, a reload keeps the answers, sections and the DİM estimate', async () => {
    const { context, page, consoleErrors } = await signedInPage();
    const idsPromise = sessionQuestionIds(page);
    await page.goto(`${server.url}/practice/mock-exam`);
    const ids = await idsPromise;
    expect(ids).toHaveLength(30);
    for (let i = 0; i < 5; i++) {
      await answerCurrent(page, ids[i]!);
      expect(await page.locator('.verdict').count()).toBe(0);
      await page.getByRole('button', { name: 'Növbəti sual' }).click();
    }
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('imtahan.pending.')).length))
      .toBe(0);
    const restored = sessionQuestionIds(page);
    await page.reload();
    expect(await restored).toEqual(ids);
    await page.getByTestId('progress').waitFor();
    expect(await page.getByText('5 / 30 cavablandırılıb').count()).toBe(1);
    for (let i = 5; i < ids.length; i++) {
      await page.locator('.nav-cell').nth(i).click();
      await answerCurrent(page, ids[i]!, i >= 28);
    }
    await page.getByRole('button', { name: 'Testi bitir' }).click();
    await page.getByTestId('results').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('out-of').textContent()).toBe('30 sualdan 28 düz');
    expect(await page.getByTestId('sections').textContent()).toContain('Dinləmə');
    await page.getByTestId('dim-estimate').waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
