/**
 * Lessons as a visitor meets them, in Debian's chromium: /learn in az and ru (search in any language, cards that
 * expand, the Practice lock), a lesson with its quiz to the results and back (graded by the server; a signed-in
 * student's run lands in /history), the Russian lesson, the unknown topic, loading errors with retries, the
 * one-hour cache, and accessibility at 375 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptsResponse } from '../../src/domain/api/progress-schema.ts';
import type { GrammarTopic, LessonQuizItem } from '../../src/domain/content/schema.ts';
import { historyAttemptOf } from '../../src/domain/progress/history-row.ts';
import { loadContent } from '../../src/server/content/load-content.ts';
import { axeViolations, launchBrowser, openPage } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let browser: Browser;
let server: TestServer;
let topicCount: number;
/** The lesson with its quiz keys, from the content: the page itself never has them. */
const passive = ((): GrammarTopic => {
  const topic = loadContent('content').topics.find((t) => t.id === 'passive-voice');
  if (!topic) throw new Error('passive-voice expected in the content');
  return topic;
})();

beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000' });
  browser = await launchBrowser();
  topicCount = ((await (await fetch(`${server.url}/api/content/topics`)).json()) as { topics: unknown[] }).topics
    .length;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const cards = (page: Page) => page.getByTestId('topic-card');
const card = (page: Page, id: string) => page.locator(`[data-testid="topic-card"][data-topic="${id}"]`);
const shownIds = (page: Page) => cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-topic')));

/** Answers the lesson quiz, choosing the right option where `right[i]` is true. */
async function answerQuiz(
  page: Page,
  lesson: { quiz: LessonQuizItem[] },
  right: boolean[],
  labels: { next: string; finish: string },
) {
  const quiz = page.getByTestId('lesson-quiz');
  for (const [i, item] of lesson.quiz.entries()) {
    await quiz.getByText(item.question, { exact: true }).waitFor();
    const choice = right[i] ? item.correctAnswerIndex : (item.correctAnswerIndex + 1) % item.options.length;
    await quiz.getByRole('button', { name: item.options[choice], exact: true }).click();
    await quiz.getByRole('button', { name: i === lesson.quiz.length - 1 ? labels.finish : labels.next }).click();
  }
}

describe('a visitor on /learn', () => {
  it('browses in az, searches in any language, expands a card and meets the Practice lock (LEARN-01..04, 08, 10)', async () => {
    const { context, page, consoleErrors } = await openPage(browser, { viewport: { width: 375, height: 800 } });
    await page.goto(`${server.url}/learn`);
    expect(await page.getAttribute('html', 'lang')).toBe('az');
    await page.getByRole('heading', { level: 1, name: 'Qrammatika dərsləri' }).waitFor();
    await expect.poll(() => cards(page).count()).toBe(topicCount);
    await card(page, 'passive-voice').getByRole('heading', { name: 'Passive Voice (məchul növ)' }).waitFor();

    // A Russian word in the az interface; case and spaces do not matter.
    const search = page.getByRole('searchbox', { name: 'Mövzu axtar' });
    await search.fill('страдательный');
    await expect.poll(() => shownIds(page)).toEqual(['passive-voice']);
    await search.fill('PASSIVE ');
    await expect.poll(() => shownIds(page)).toEqual(['passive-voice']);
    // Azerbaijani capitals with İ and Ə fold like their small letters.
    await search.fill('MƏCHUL');
    await expect.poll(() => shownIds(page)).toEqual(['passive-voice']);
    await search.fill('ŞƏRT');
    await expect.poll(() => shownIds(page)).toEqual(['conditionals-real', 'conditionals-unreal']);

    // No results, then the clear button restores every card.
    await search.fill('zzzz');
    await page.getByText('“zzzz” üzrə mövzu tapılmadı.').waitFor();
    expect(await cards(page).count()).toBe(0);
    await page.getByTestId('no-results').getByRole('button', { name: 'Axtarışı təmizlə' }).click();
    await expect.poll(() => cards(page).count()).toBe(topicCount);
    expect(await search.inputValue()).toBe('');

    // A card expands on click and collapses on a second click.
    const articles = card(page, 'articles');
    const toggle = articles.getByRole('button', { name: 'Artikllar: a, an, the və artiklsız işlənmə' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await articles.getByRole('link', { name: 'Öyrən' }).waitFor();
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await articles.getByRole('link', { name: 'Öyrən' }).count()).toBe(0);
    // Clicking the description toggles too: the whole card is the target.
    const description = await articles.locator('.topic-description').boundingBox();
    const box = await articles.boundingBox();
    await articles.click({ position: { x: 24, y: description!.y - box!.y + 8 } });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    // Signed out, Practice is locked: a prompt with sign-in and sign-up links, no session.
    const practice = articles.getByTestId('practice-locked');
    expect(await practice.innerText()).toContain('Məşq et');
    expect(await practice.locator('svg').count()).toBe(1);
    await practice.click();
    const prompt = articles.getByTestId('sign-in-prompt');
    await prompt.getByText('Məşq etmək üçün daxil ol').waitFor();
    expect(await prompt.getByRole('link', { name: 'Daxil ol' }).getAttribute('href')).toBe('/signin');
    expect(await prompt.getByRole('link', { name: 'Qeydiyyat' }).getAttribute('href')).toBe('/signup');
    expect(page.url()).toBe(`${server.url}/learn`);

    // Learn opens the lesson.
    await articles.getByRole('link', { name: 'Öyrən' }).click();
    await page.waitForURL(`${server.url}/learn/articles`);
    await page.getByRole('heading', { level: 1, name: 'Artikllar: a, an, the və artiklsız işlənmə' }).waitFor();

    // A lesson opened from the bottom of the list starts at its top.
    await page.goBack();
    const last = cards(page).last();
    await last.locator('.topic-toggle').click();
    await last.getByRole('link', { name: 'Öyrən' }).click();
    await page.getByTestId('lesson').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('searches in ru with an Azerbaijani word and keeps the search after a lesson (LEARN-02)', async () => {
    const { context, page, consoleErrors } = await openPage(browser, { locale: 'ru-RU' });
    await page.goto(`${server.url}/ru/learn`);
    await page.getByRole('heading', { level: 1, name: 'Уроки грамматики' }).waitFor();
    const search = page.getByRole('searchbox', { name: 'Поиск тем' });
    await search.fill('arzu');
    await expect.poll(() => shownIds(page)).toEqual(['wish-if-only']);
    await search.fill('условные');
    await expect.poll(() => shownIds(page)).toEqual(['conditionals-real', 'conditionals-unreal']);
    await card(page, 'conditionals-real').locator('.topic-toggle').click();
    await card(page, 'conditionals-real').getByRole('link', { name: 'Изучить' }).click();
    await page.waitForURL(`${server.url}/ru/learn/conditionals-real`);
    await page.getByRole('link', { name: 'Все темы' }).click();
    await page.waitForURL(/\/ru\/learn\?q=/);
    expect(await search.inputValue()).toBe('условные');
    await expect.poll(() => shownIds(page)).toEqual(['conditionals-real', 'conditionals-unreal']);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a signed-in student goes from Practice to /practice/{slug} (LEARN-09)', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.url}/learn`);
    const signUp = await page.request.post(`${server.url}/api/auth/sign-up/email`, {
      data: { email: 'learner@example.az', password: 'secret123', name: 'learner' },
      headers: { origin: server.url },
    });
    expect(signUp.ok()).toBe(true);
    await page.reload();
    await card(page, 'passive-voice').locator('.topic-toggle').click();
    const link = card(page, 'passive-voice').getByTestId('practice-link');
    expect(await link.getAttribute('href')).toBe('/practice/passive-voice');
    expect(await card(page, 'passive-voice').getByTestId('practice-locked').count()).toBe(0);
    await context.close();
  });
});

describe('a lesson', () => {
  it('shows every part in az and runs the quiz to the results and back (LEARN-11, 13..16, 20)', async () => {
    const { context, page, consoleErrors } = await openPage(browser, { viewport: { width: 375, height: 800 } });
    const lessonCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/lessons/')) lessonCalls.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/learn/passive-voice`);
    await page.getByRole('heading', { level: 1, name: passive.title.az }).waitFor();
    await page.getByText(passive.description.az).waitFor();
    expect(await page.getByTestId('formula').innerText()).toContain('S + modal + be + V3');
    const firstParagraph = passive.explanation.az.split('\n')[0]!;
    await page.getByTestId('explanation').getByText(firstParagraph).waitFor();
    const examples = page.getByTestId('examples');
    await examples.getByText(passive.examples[0]!.en).waitFor();
    await examples.getByText(passive.examples[0]!.az).waitFor();

    // Signed out, an AI button leads to the sign-in prompt.
    await page.getByTestId('ai-formula').getByRole('button', { name: 'Düsturu AI ilə izah et' }).click();
    await page.getByTestId('ai-formula').getByTestId('sign-in-prompt').waitFor();

    const quiz = page.getByTestId('lesson-quiz');
    const labels = { next: 'Növbəti sual', finish: 'Bitir' };
    await page.getByText('Beş qısa sual. Nəticələrin test tarixçəndə qalması üçün daxil ol.').waitFor();
    await quiz.getByText('Sual 1 / 5').waitFor();
    const next = quiz.getByRole('button', { name: labels.next });
    expect(await next.isDisabled()).toBe(true);

    // A chosen option locks: a second choice changes nothing.
    const first = passive.quiz[0]!;
    const wrong = (first.correctAnswerIndex + 1) % first.options.length;
    await quiz.getByRole('button', { name: first.options[wrong], exact: true }).click();
    await quiz
      .getByRole('button', { name: first.options[first.correctAnswerIndex], exact: true })
      .click({ force: true });
    expect(
      await quiz.getByRole('button', { name: first.options[wrong], exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      await quiz
        .getByRole('button', { name: first.options[first.correctAnswerIndex], exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    await quiz.getByText(`Tam deyil. Düzgün cavab: “${first.options[first.correctAnswerIndex]}”.`).waitFor();
    // The reason, in Azerbaijani, once the server has graded the answer.
    const reason = quiz.getByTestId('rationale');
    await reason.getByText('Niyə belədir').waitFor();
    expect(await reason.locator('.rationale-text').textContent()).toBe(first.rationale.az);
    // The wrong-answer AI button, signed out, also asks to sign in.
    await page.getByTestId('ai-mistake').getByRole('button', { name: 'Cavabım niyə səhvdir?' }).click();
    await page.getByTestId('ai-mistake').getByTestId('sign-in-prompt').waitFor();
    await next.click();
    await quiz.getByText('Sual 2 / 5').waitFor();
    await answerQuiz(page, { ...passive, quiz: passive.quiz.slice(1) }, [true, true, true, true], labels);

    // 4 of 5: 80 %, great job.
    const results = page.getByTestId('quiz-results');
    await results.waitFor();
    expect(await results.getByTestId('quiz-percent').innerText()).toMatch(/^80\s?%$/);
    await results.getByText('5 sualdan 4 düzgün cavab').waitFor();
    await results.getByText('Çox yaxşı! Bu mövzunu yaxşı bilirsən.').waitFor();

    // Retry: question 1, nothing chosen, no score.
    await results.getByRole('button', { name: 'Yenidən başla' }).click();
    await quiz.getByText('Sual 1 / 5').waitFor();
    expect(await quiz.locator('[aria-pressed="true"]').count()).toBe(0);
    expect(await page.getByTestId('quiz-results').count()).toBe(0);

    await answerQuiz(page, passive, [true, true, true, true, true], labels);
    await results.getByText('Əla! Bütün cavabların düzdür.').waitFor();
    expect(await results.getByTestId('quiz-percent').innerText()).toMatch(/^100\s?%$/);
    await results.getByRole('button', { name: 'Yenidən başla' }).click();
    await answerQuiz(page, passive, [true, false, true, false, true], labels);
    await results.getByText(/^Yaxşı cəhd!/).waitFor();
    expect(await results.getByTestId('quiz-percent').innerText()).toMatch(/^60\s?%$/);
    // Signed out: every answer was only checked by the server, nothing saved, no result to save.
    expect(lessonCalls).toEqual(Array.from({ length: 15 }, () => '/api/lessons/passive-voice/quiz/check'));
    expect(await results.getByTestId('quiz-saving').count()).toBe(0);
    // The lesson kept in the browser has no keys.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).toContain(passive.quiz[0]!.question);
    expect(stored).not.toContain('correctAnswerIndex');

    // Both back links lead to /learn.
    await page.getByRole('link', { name: 'Mövzulara qayıt' }).click();
    await page.waitForURL(`${server.url}/learn`);
    await page.goBack();
    await page.getByRole('link', { name: 'Bütün mövzular' }).click();
    await page.waitForURL(`${server.url}/learn`);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('/ru/learn/{id} is in Russian, examples with their Russian translation, the quiz reason in Russian (LEARN-11)', async () => {
    const { context, page, consoleErrors } = await openPage(browser, { locale: 'ru-RU' });
    await page.goto(`${server.url}/ru/learn/passive-voice`);
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
    await page.getByRole('heading', { level: 1, name: passive.title.ru }).waitFor();
    await page.getByText(passive.description.ru).waitFor();
    for (const heading of ['Формула', 'Объяснение', 'Примеры', 'Проверь себя']) {
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    await page.getByTestId('explanation').getByText(passive.explanation.ru.split('\n')[0]!).waitFor();
    await page.getByTestId('examples').getByText(passive.examples[1]!.ru).waitFor();
    expect(await page.getByTestId('examples').getByText(passive.examples[1]!.az).count()).toBe(0);
    const quiz = page.getByTestId('lesson-quiz');
    await quiz.getByText('Вопрос 1 из 5').waitFor();
    // No reason before the answer is checked; after it, the reason in Russian.
    expect(await quiz.getByTestId('rationale').count()).toBe(0);
    const first = passive.quiz[0]!;
    await quiz.getByRole('button', { name: first.options[first.correctAnswerIndex], exact: true }).click();
    const reason = quiz.getByTestId('rationale');
    await reason.getByText('Почему так').waitFor();
    expect(await reason.locator('.rationale-text').textContent()).toBe(first.rationale.ru);
    await page.getByRole('link', { name: 'Все темы' }).click();
    await page.waitForURL(`${server.url}/ru/learn`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('an unknown topic shows the topic-not-found page with a link back (LEARN-12)', async () => {
    const { context, page, consoleErrors } = await openPage(browser);
    await page.goto(`${server.url}/learn/no-such-topic`);
    await page.getByRole('heading', { level: 1, name: 'Mövzu tapılmadı' }).waitFor();
    await page.getByTestId('topic-not-found').getByRole('link', { name: 'Mövzulara qayıt' }).click();
    await page.waitForURL(`${server.url}/learn`);
    await expect.poll(() => cards(page).count()).toBe(topicCount);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe("a signed-in student's lesson quiz (LEARN-20)", () => {
  async function signedInPage(email: string) {
    // bypassCSP: axe-core is injected as an inline script.
    const opened = await openPage(browser, { viewport: { width: 375, height: 800 }, bypassCSP: true });
    await opened.page.goto(`${server.url}/en/learn`);
    const signUp = await opened.page.request.post(`${server.url}/api/auth/sign-up/email`, {
      data: { email, password: 'secret123', name: email.split('@')[0] },
      headers: { origin: server.url },
    });
    expect(signUp.ok()).toBe(true);
    return opened;
  }
  const labels = { next: 'Next question', finish: 'Finish' };

  it('is graded by the server, saved on Finish and shown in /history, list and chart', async () => {
    const { context, page, consoleErrors } = await signedInPage('lesson-quiz@example.az');
    const lessonCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/lessons/')) lessonCalls.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/en/learn/passive-voice`);
    await page.getByText('Five quick questions. Your result is saved in your quiz history.').waitFor();

    // The verdict comes from the server: the wrong choice, then the correct option highlighted.
    const quiz = page.getByTestId('lesson-quiz');
    const first = passive.quiz[0]!;
    const wrong = (first.correctAnswerIndex + 1) % first.options.length;
    await quiz.getByRole('button', { name: first.options[wrong], exact: true }).click();
    await quiz.getByText(`Not quite. The right answer is “${first.options[first.correctAnswerIndex]}”.`).waitFor();
    expect(
      await quiz
        .getByRole('button', { name: first.options[first.correctAnswerIndex], exact: true })
        .getAttribute('data-state'),
    ).toBe('correct');
    expect(await quiz.getByRole('button', { name: first.options[wrong], exact: true }).getAttribute('data-state')).toBe(
      'wrong',
    );
    await quiz.getByRole('button', { name: labels.next }).click();
    await answerQuiz(page, { quiz: passive.quiz.slice(1) }, [true, true, true, true], labels);

    const results = page.getByTestId('quiz-results');
    expect(await results.getByTestId('quiz-percent').innerText()).toMatch(/^80\s?%$/);
    await results.getByText('4 of 5 correct').waitFor();
    await results.getByTestId('quiz-saved').getByText('Saved in your quiz history.').waitFor();
    const attempt = lessonCalls[0]?.split('/')[6];
    expect(attempt).toMatch(/^[0-9a-f-]{36}$/);
    expect(lessonCalls).toEqual([
      ...Array.from({ length: 5 }, () => `/api/lessons/passive-voice/quiz/attempts/${attempt}/answers`),
      `/api/lessons/passive-voice/quiz/attempts/${attempt}/finish`,
    ]);

    await results.getByRole('link', { name: 'Open quiz history' }).click();
    await page.waitForURL(`${server.url}/en/history`);
    const row = page.getByTestId('history-item');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.getAttribute('data-kind')).toBe('lesson');
    await row.getByText('Lesson', { exact: true }).waitFor();
    await row.getByRole('heading', { name: passive.title.en }).waitFor();
    expect(await row.getByTestId('history-score').textContent()).toBe('80%');
    await row.getByText('4/5 correct').waitFor();
    expect(await row.getByTestId('history-open-review').count()).toBe(0);
    await page.getByTestId('view-chart').click();
    const chart = page.getByTestId('history-chart');
    await chart.waitFor();
    expect(await chart.locator('.chart-series[data-kind="lesson"] circle').count()).toBe(1);
    await chart.locator('.chart-legend').getByText('Lesson').waitFor();
    expect(await axeViolations(page), 'history with a lesson').toEqual([]);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('an answer check failing with 500 three times offers Send again, which grades it once the server recovers', async () => {
    const { context, page } = await signedInPage('lesson-500@example.az');
    let serverDown = true;
    let tries = 0;
    await page.route('**/api/lessons/*/quiz/attempts/*/answers', (route) => {
      tries++;
      return serverDown
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"error":{"code":"INTERNAL","message":"x"}}',
          })
        : route.continue();
    });
    await page.goto(`${server.url}/en/learn/passive-voice`);
    const quiz = page.getByTestId('lesson-quiz');
    const first = passive.quiz[0]!;
    await quiz.getByRole('button', { name: first.options[first.correctAnswerIndex], exact: true }).click();
    const failed = quiz.getByTestId('quiz-check-failed');
    await failed.getByRole('button', { name: 'Send again' }).waitFor({ timeout: 15_000 });
    expect(tries).toBe(3);
    serverDown = false;
    await failed.getByRole('button', { name: 'Send again' }).click();
    await quiz.getByText('Correct!', { exact: true }).waitFor({ timeout: 5_000 });
    expect(await failed.count()).toBe(0);
    await context.close();
  });

  it('a failed save is shown and retried: an answer check, then the result; the history counts it once', async () => {
    const { context, page } = await signedInPage('lesson-retry@example.az');
    let answerFailures = 1;
    let finishFailures = 2;
    await page.route('**/api/lessons/*/quiz/attempts/*/answers', (route) =>
      answerFailures-- > 0 ? route.abort('connectionrefused') : route.continue(),
    );
    await page.route('**/api/lessons/*/quiz/attempts/*/finish', (route) =>
      finishFailures-- > 0
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"error":{"code":"INTERNAL","message":"x"}}',
          })
        : route.continue(),
    );
    await page.goto(`${server.url}/en/learn/passive-voice`);
    const quiz = page.getByTestId('lesson-quiz');
    const first = passive.quiz[0]!;
    await quiz.getByRole('button', { name: first.options[first.correctAnswerIndex], exact: true }).click();
    await quiz.getByText('We could not check your answer. Check your connection: we keep trying.').waitFor();
    await quiz.getByText('Correct!', { exact: true }).waitFor();
    expect(await quiz.getByTestId('quiz-check-failed').count()).toBe(0);
    await quiz.getByRole('button', { name: labels.next }).click();
    await answerQuiz(page, { quiz: passive.quiz.slice(1) }, [true, true, true, true], labels);

    const results = page.getByTestId('quiz-results');
    await results.getByText('Your result is not saved yet. Check your connection: we keep trying.').waitFor();
    await results.getByTestId('quiz-saved').waitFor({ timeout: 15_000 });
    expect(finishFailures).toBeLessThan(0);
    const attempts = await page.request.get(`${server.url}/api/attempts?timeframe=all`);
    const body = (await attempts.json()) as AttemptsResponse;
    expect(body.attempts.map(historyAttemptOf).map((a) => [a.kind, a.scorePercent])).toEqual([['lesson', 100]]);
    await context.close();
  });
});

describe('AI explanations for a signed-in student', () => {
  it('formula, topic and a wrong answer: button, loading, then the reply from the offline tutor (LEARN-17, LEARN-18)', async () => {
    const { context, page, consoleErrors } = await openPage(browser, { viewport: { width: 375, height: 800 } });
    await page.goto(`${server.url}/learn`);
    const signUp = await page.request.post(`${server.url}/api/auth/sign-up/email`, {
      data: { email: 'ai-learner@example.az', password: 'secret123', name: 'aygun' },
      headers: { origin: server.url },
    });
    expect(signUp.ok()).toBe(true);
    await page.goto(`${server.url}/learn/passive-voice`);

    const formula = page.getByTestId('ai-formula');
    await formula.getByRole('button', { name: 'Düsturu AI ilə izah et' }).click();
    await formula.locator('.learn-ai-reply').waitFor();
    expect(await formula.getByText('Dərslərə əsasən').count()).toBe(1);
    expect(await formula.locator('.learn-ai-reply').innerText()).toContain('V3');
    expect(await formula.getByTestId('sign-in-prompt').count()).toBe(0);

    const topic = page.getByTestId('ai-topic');
    await topic.getByRole('button', { name: 'Bu mövzunu AI ilə izah et' }).click();
    await topic.locator('.learn-ai-reply').waitFor();

    const first = passive.quiz[0]!;
    const wrong = (first.correctAnswerIndex + 1) % first.options.length;
    await page.getByRole('button', { name: first.options[wrong], exact: true }).click();
    const mistake = page.getByTestId('ai-mistake');
    await mistake.getByRole('button', { name: 'Cavabım niyə səhvdir?' }).click();
    await mistake.locator('.learn-ai-reply').waitFor();
    expect(await mistake.locator('.learn-ai-reply').innerText()).toContain(first.options[first.correctAnswerIndex]!);
    // The next question starts without an explanation.
    await page.getByRole('button', { name: 'Növbəti sual' }).click();
    expect(await page.getByTestId('ai-mistake').count()).toBe(0);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the failure, with the network hint when the backend is unreachable, and retries (LEARN-19)', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.url}/learn`);
    await page.request.post(`${server.url}/api/auth/sign-up/email`, {
      data: { email: 'ai-failing@example.az', password: 'secret123', name: 'rauf' },
      headers: { origin: server.url },
    });
    let mode: 'error' | 'network' | 'ok' = 'error';
    await page.route('**/api/ai/learn', (route) =>
      mode === 'error'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"error":{"code":"INTERNAL","message":"x"}}',
          })
        : mode === 'network'
          ? route.abort('connectionrefused')
          : route.continue(),
    );
    await page.goto(`${server.url}/en/learn/passive-voice`);
    const formula = page.getByTestId('ai-formula');
    await formula.getByRole('button', { name: 'Explain the formula with AI' }).click();
    await formula.getByText('Failed to get AI explanation. Please try again.').waitFor();
    expect(await formula.getByText(/not answering right now/).count()).toBe(0);

    mode = 'network';
    await formula.getByRole('button', { name: 'Try again' }).click();
    await formula.getByText('No connection. Check your internet and try again.').waitFor();
    await formula.getByText(/not answering right now/).waitFor();

    mode = 'ok';
    await formula.getByRole('button', { name: 'Try again' }).click();
    await formula.locator('.learn-ai-reply').waitFor();
    await formula.getByText('From the lessons').waitFor();
    await context.close();
  });
});

describe('loading lessons', () => {
  it('retries a failed load after 1, 2 and 4 s; then shows the error with Retry (LEARN-05, LEARN-06)', async () => {
    const { context, page } = await openPage(browser);
    // Three failures, then success: the cards arrive on the 4th request.
    let requests = 0;
    await page.route('**/api/content/topics', (route) =>
      ++requests <= 3 ? route.fulfill({ status: 503, body: '' }) : route.continue(),
    );
    // A first visit to /learn arrives server-rendered with its topics; loading happens on in-app navigation.
    await page.goto(`${server.url}/signin`);
    const started = Date.now();
    await page.locator('footer').getByRole('link', { name: 'Dərslər' }).click();
    await page.getByTestId('topics-skeleton').waitFor();
    await cards(page).first().waitFor({ timeout: 15_000 });
    expect(requests).toBe(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(7000);
    await context.close();

    // Always failing: 4 requests, then the spec's message; Retry loads once the server is back.
    const second = await openPage(browser, { locale: 'ru-RU' });
    let failing = true;
    let attempts = 0;
    await second.page.route('**/api/content/topics', (route) => {
      attempts++;
      return failing ? route.fulfill({ status: 503, body: '' }) : route.continue();
    });
    await second.page.goto(`${server.url}/ru/signin`);
    await second.page.locator('footer').getByRole('link', { name: 'Уроки' }).click();
    await second.page
      .getByText('Не удалось загрузить темы грамматики. Пожалуйста, попробуй позже.')
      .waitFor({ timeout: 15_000 });
    expect(attempts).toBe(4);
    failing = false;
    await second.page.getByTestId('topics-error').getByRole('button', { name: 'Попробовать снова' }).click();
    await cards(second.page).first().waitFor();
    await second.context.close();
  });

  it('keeps lesson data for an hour: a reload sends no request, an hour later it refetches (LEARN-07)', async () => {
    const { context, page, consoleErrors } = await openPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/content/')) requested.push(new URL(request.url()).pathname);
    });
    // /learn and each lesson arrive server-rendered with their data: no request. A lesson opened from /learn inside
    // the app is fetched once, then kept an hour.
    await page.goto(`${server.url}/learn`);
    await cards(page).first().waitFor();
    await page.goto(`${server.url}/learn/passive-voice`);
    await page.getByTestId('lesson').waitFor();
    expect(requested).toEqual([]);

    const openFromList = async (topicId: string) => {
      const card = page.locator(`[data-testid="topic-card"][data-topic="${topicId}"]`);
      await card.getByRole('button').first().click();
      await card.locator(`a[href="/learn/${topicId}"]`).click();
      await page.getByTestId('lesson').waitFor();
    };
    await page.goto(`${server.url}/learn`);
    await cards(page).first().waitFor();
    await openFromList('conditionals-real');
    expect(requested).toEqual(['/api/content/topics/conditionals-real']);
    await page.goBack();
    await cards(page).first().waitFor();
    await openFromList('conditionals-real');
    expect(requested).toHaveLength(1);

    await page.clock.setFixedTime(Date.now() + 61 * 60 * 1000);
    await page.goBack();
    await cards(page).first().waitFor();
    await openFromList('conditionals-real');
    await expect.poll(() => requested.filter((p) => p === '/api/content/topics/conditionals-real').length).toBe(2);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('accessibility', () => {
  it('has no axe-core violations on /learn (collapsed and open) and a lesson at 375 px', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 375, height: 800 }, bypassCSP: true });
    await page.goto(`${server.url}/learn`);
    await cards(page).first().waitFor();
    expect(await axeViolations(page), '/learn').toEqual([]);
    await card(page, 'passive-voice').locator('.topic-toggle').click();
    await card(page, 'passive-voice').getByTestId('practice-locked').click();
    expect(await axeViolations(page), '/learn open').toEqual([]);
    await page.goto(`${server.url}/learn/passive-voice`);
    await page.getByTestId('lesson').waitFor();
    expect(await axeViolations(page), 'lesson').toEqual([]);
    const first = passive.quiz[0]!;
    await page
      .getByRole('button', { name: first.options[(first.correctAnswerIndex + 1) % first.options.length], exact: true })
      .click();
    expect(await axeViolations(page), 'lesson quiz answered').toEqual([]);
    await context.close();
  });
});
