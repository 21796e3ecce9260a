/**
 * Review of mistakes as a student uses it, in Debian's chromium, in az and ru: a question answered wrongly in
 * practice is counted in the navbar and on the dashboard, is due in /review, is answered there with its verdict and
 * reason, and the count drops to the end state naming when the next card falls due. axe-core on each screen; no
 * sideways scroll at 375 px. While a mock exam runs, a card of a text it draws is not graded in /review (its verdict
 * would show the exam's key): the page says why.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { SessionResponse } from '../../src/domain/api/practice-schema.ts';
import { loadContent } from '../../src/server/content/load-content.ts';
import { axeViolations, launchBrowser, openPage, shareSession } from '../support/browser.ts';
import { TestClient } from '../support/http-client.ts';
import { answerKeys, rightAnswer, wrongAnswer } from '../support/practice-helpers.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let browser: Browser;
let server: TestServer;
const keys = new Map<string, { type: 'mc' | 'open'; answer: string }>();
const passageKeys = answerKeys();

beforeAll(async () => {
  for (const topic of loadContent('content').topics)
    for (const q of topic.questions)
      keys.set(q.id, { type: q.type, answer: q.type === 'mc' ? q.answer : (q.accepted[0] ?? q.answer) });
  server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000', AI_DAILY_QUOTA: '1000', AI_RATE_LIMIT_MAX: '1000' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

let counter = 0;
async function signedInPage(locale: string, viewport = { width: 1280, height: 900 }) {
  const api = new TestClient(server.url);
  await api.signUp(`review${++counter}-${Date.now()}@example.az`, 'secret123');
  const opened = await openPage(browser, { bypassCSP: true, locale, viewport });
  await shareSession(opened.context, api, server.url);
  return opened;
}

type Card = ReturnType<Page['getByTestId']>;

/** The id of the question a review card shows. */
const reviewedId = async (card: Card) => (await card.locator('.question-text').getAttribute('id'))?.replace(/^q-/, '');

/** Opens a practice session and returns its first question's card and id. */
async function firstPracticeQuestion(page: Page, path: string) {
  const started = page.waitForResponse((r) => /\/api\/practice\/sessions$/.test(new URL(r.url()).pathname) && r.ok());
  await page.goto(`${server.url}${path}`);
  const { questions } = (await (await started).json()) as { questions: { id: string }[] };
  const card = page.getByTestId('question').first();
  await card.waitFor();
  return { card, id: questions[0]?.id ?? '' };
}

/** Answers the question card right or wrong: an option by its text, or the text box and its check button. */
async function answerCard(card: Card, id: string, right: boolean, check: string) {
  const key = keys.get(id);
  if (!key) throw new Error(`no key for ${id}`);
  if (key.type === 'open') {
    await card.locator('input').fill(right ? key.answer : 'definitely wrong');
    await card.getByRole('button', { name: check }).click();
  } else {
    const options = card.locator('button.option');
    const texts = (await options.locator('.option-text').allTextContents()).map((x) => x.trim());
    await options.nth(texts.findIndex((x) => (x === key.answer) === right)).click();
  }
  await card.locator('.verdict').waitFor();
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const LANGUAGES = [
  {
    locale: 'az-AZ',
    prefix: '',
    check: 'Cavabı yoxla',
    title: 'Səhvlərini təkrarla',
    due: 'Təkrar üçün: 1',
    done: 'İndi təkrarlanacaq sual yoxdur',
    next: /^Növbəti kart: .+\.$/,
    why: 'Niyə',
  },
  {
    locale: 'ru-RU',
    prefix: '/ru',
    check: 'Проверить ответ',
    title: 'Повтори свои ошибки',
    due: 'На повторение: 1',
    done: 'Сейчас повторять нечего',
    next: /^Следующая карточка: .+\.$/,
    why: 'Почему',
  },
] as const;

describe('review of mistakes', () => {
  for (const lang of LANGUAGES) {
    it(`${lang.locale}: a wrong practice answer is due in /review; answering it there drops the count`, async () => {
      const { context, page, consoleErrors } = await signedInPage(lang.locale);
      const first = await firstPracticeQuestion(page, `${lang.prefix}/practice/present-simple`);
      await answerCard(first.card, first.id, false, lang.check);

      // The navbar counts it once the save is in; the dashboard too.
      await page.getByTestId('review-due-count').first().waitFor();
      expect(await page.getByTestId('review-due-count').first().textContent()).toBe('1');
      await page.goto(`${server.url}${lang.prefix}/dashboard`);
      await page.getByTestId('dashboard-review-due').getByText(lang.due).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByTestId('quick-review').click();
      await page.getByRole('heading', { name: lang.title, level: 1 }).waitFor();
      const card = page.getByTestId('question');
      expect(await reviewedId(card)).toBe(first.id);
      expect(await axeViolations(page)).toEqual([]);
      await answerCard(card, first.id, true, lang.check);
      // The reason is shown after the answer.
      await card.getByText(lang.why).first().waitFor();
      await page.getByTestId('next').click();

      await page.getByTestId('review-done').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(lang.done);
      expect(await page.getByTestId('review-next').textContent()).toMatch(lang.next);
      await page.getByTestId('review-due-count').waitFor({ state: 'detached' });
      expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it('at 375 px the review and its end state fit the screen', async () => {
    const { context, page, consoleErrors } = await signedInPage('az-AZ', { width: 375, height: 800 });
    const first = await firstPracticeQuestion(page, '/practice/past-simple');
    await answerCard(first.card, first.id, false, 'Cavabı yoxla');
    await page.getByTestId('review-due-count').first().waitFor({ state: 'attached' });
    await page.goto(`${server.url}/review`);
    const card = page.getByTestId('question');
    await card.waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await answerCard(card, first.id, false, 'Cavabı yoxla');
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.getByTestId('next').click();
    // A card answered wrongly comes back within minutes: the end state says when.
    await page.getByTestId('review-done').waitFor();
    expect(await page.getByTestId('review-next').textContent()).toMatch(/^Növbəti kart: .+\.$/);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  for (const lang of [
    {
      locale: 'az-AZ',
      prefix: '',
      check: 'Cavabı yoxla',
      refused:
        'Cavabın saxlanmadı: Bu mətn və ya mövzu davam edən sınaq imtahanında var. Sınaq ədalətli qalsın deyə, əvvəlcə imtahanı bitir və ya ondan imtina et.',
    },
    {
      locale: 'ru-RU',
      prefix: '/ru',
      check: 'Проверить ответ',
      refused:
        'Ответ не сохранён: Этот текст или тема есть в пробном экзамене, который ещё идёт. Сначала заверши экзамен или откажись от него, чтобы репетиция осталась честной.',
    },
  ] as const) {
    it(`${lang.locale}: a card of a text the running mock exam draws is not graded there; the page says why`, async () => {
      const api = new TestClient(server.url);
      await api.signUp(`review-exam${++counter}-${Date.now()}@example.az`, 'secret123');
      const startExam = async () =>
        (await api.post<SessionResponse>('/api/practice/sessions', { slug: 'mock-exam' })).body;
      const abandon = (attemptId: string) => api.post(`/api/practice/sessions/${attemptId}/abandon`, {});
      // A wrong answer on a reading text an exam draws makes a card; then exams are drawn until one holds that text.
      const first = await startExam();
      const readingId = first.reading[0]?.id ?? '';
      await abandon(first.attemptId);
      const practice = (await api.post<SessionResponse>('/api/practice/sessions', { slug: readingId })).body;
      const question = practice.questions[0];
      const key = question && passageKeys.get(question.id);
      if (!question || !key) throw new Error('a reading question expected');
      await api.post(`/api/practice/sessions/${practice.attemptId}/answers`, {
        answerId: randomUUID(),
        questionId: question.id,
        answer: wrongAnswer(key),
      });
      let holds = false;
      for (let tries = 0; tries < 400 && !holds; tries++) {
        const exam = await startExam();
        holds = exam.reading.some((r) => r.id === readingId);
        if (!holds) await abandon(exam.attemptId);
      }
      expect(holds).toBe(true);

      const { context, page, consoleErrors } = await openPage(browser, {
        bypassCSP: true,
        locale: lang.locale,
        viewport: { width: 375, height: 800 },
      });
      await shareSession(context, api, server.url);
      await page.goto(`${server.url}${lang.prefix}/review`);
      const card = page.getByTestId('question');
      await card.waitFor();
      expect(await reviewedId(card)).toBe(question.id);
      if (key.type === 'open') {
        await card.locator('input').fill(rightAnswer(key));
        await card.getByRole('button', { name: lang.check }).click();
      } else {
        await card.locator('button.option').first().click();
      }
      const refused = page.getByTestId('save-refused');
      await refused.waitFor();
      expect(await refused.getAttribute('role')).toBe('alert');
      expect((await refused.textContent())?.trim()).toBe(lang.refused);
      // No verdict, so no key: the card waits for the exam's end.
      expect(await card.locator('.verdict').count()).toBe(0);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
