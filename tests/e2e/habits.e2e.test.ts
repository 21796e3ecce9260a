/**
 * Habits in Debian's chromium: a new student signs up, lands on the diagnostic, completes it (Next
 * disabled until answered, 'complete assessment' last), sees the level, strengths and improvements; then does
 * today's challenge ('n/5', verdict after each pick, Finish disabled until picked) and sees the completion screen;
 * a revisit asks to come back tomorrow. Answers come from the keys in content/. Also the diagnostic completed while
 * offline and the challenge's error messages, each forced for real where a real server can be driven there: a database
 * trigger, a content fixture, a blocked request.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/domain/errors.ts';
import type { Localized } from '../../src/domain/content/schema.ts';
import { makeContent, makeTopic } from '../../src/domain/content/test-factories.ts';
import { loadContent } from '../../src/server/content/load-content.ts';
import { tempContentDir, writeContentTree } from '../../src/server/content/test-content-tree.ts';
import { axeViolations, launchBrowser, openPage, shareSession } from '../support/browser.ts';
import { pendingAnswerCount } from '../support/pending-answers.ts';
import { TestClient } from '../support/http-client.ts';
import { skipInsertsOf, startTestServer, type TestServer } from '../support/test-server.ts';

let browser: Browser;
let server: TestServer;
/** Grammar multiple-choice keys: question id → the correct option's text. */
const keys = new Map<string, string>();
/** Why each key is right (shown after the answer). */
const rationales = new Map<string, Localized>();

beforeAll(async () => {
  for (const topic of loadContent('content').topics)
    for (const q of topic.questions) {
      if (q.type === 'mc') keys.set(q.id, q.answer);
      rationales.set(q.id, q.rationale);
    }
  server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Picks the right option of the question on screen, or a wrong one. */
async function pickOption(page: Page, questionId: string, right: boolean) {
  const key = keys.get(questionId);
  if (key === undefined) throw new Error(`no key for ${questionId}`);
  const options = page.getByTestId('question').locator('button.option');
  const count = await options.count();
  for (let i = 0; i < count; i++) {
    const text = (await options.nth(i).locator('.option-text').textContent())?.trim();
    if ((text === key) === right) return options.nth(i).click();
  }
  throw new Error(`no option to pick for ${questionId}`);
}

/** The reason shown under the verdict of the question on screen: its label and its text. */
async function shownRationale(page: Page): Promise<{ label: string | null; text: string | null }> {
  const rationale = page.getByTestId('question').getByTestId('rationale');
  return {
    label: await rationale.locator('.rationale-label').textContent(),
    text: await rationale.locator('.rationale-text').textContent(),
  };
}

async function questionIdsFrom(page: Page, pattern: RegExp): Promise<string[]> {
  const response = await page.waitForResponse((r) => pattern.test(new URL(r.url()).pathname) && r.ok());
  const body = (await response.json()) as { questions: { id: string }[] };
  return body.questions.map((q) => q.id);
}

describe('a new student', () => {
  it('signs up, completes the diagnostic, sees the level, and does the daily challenge', async () => {
    const { context, page, consoleErrors } = await openPage(browser, {
      viewport: { width: 375, height: 800 },
      bypassCSP: true,
    });
    await page.goto(`${server.url}/signup`);
    await page.getByLabel('E-poçt').fill(`habits${Date.now()}@example.az`);
    await page.getByLabel('Şifrə', { exact: true }).fill('secret123');
    await page.getByLabel('Şifrəni təkrarla').fill('secret123');
    await page.getByRole('button', { name: 'Qeydiyyatdan keç', exact: true }).click();
    await page.waitForURL(`${server.url}/diagnostic`);

    // Intro: about 5 minutes, Start or Skip.
    const intro = page.getByTestId('diagnostic-intro');
    await intro.getByText('Təxminən 5 dəqiqə çəkir.').waitFor();
    expect(await intro.getByRole('link', { name: 'Hələlik keç' }).getAttribute('href')).toBe('/practice');
    expect(await axeViolations(page)).toEqual([]);
    const started = questionIdsFrom(page, /^\/api\/diagnostic\/start$/);
    await intro.getByRole('button', { name: 'Qiymətləndirməyə başla' }).click();
    const ids = await started;
    expect(ids).toHaveLength(7);

    // 7 questions, one at a time: 5 right and 2 wrong → 71.4% intermediate.
    for (const [i, id] of ids.entries()) {
      await page
        .getByText(`Sual ${i + 1} / 7`)
        .first()
        .waitFor();
      const button = page.getByTestId(i === 6 ? 'complete' : 'next');
      expect(await button.isDisabled()).toBe(true);
      await pickOption(page, id, i < 5);
      await expect.poll(() => button.isDisabled()).toBe(false);
      // The diagnostic grades silently: no verdict and no reason until its results.
      expect(await page.locator('.verdict').count()).toBe(0);
      expect(await page.getByTestId('rationale').count()).toBe(0);
      if (i === 6) expect((await button.textContent())?.trim()).toBe('Qiymətləndirməni tamamla');
      await button.click();
    }

    // Results: score, level, encouragement, strengths and improvements.
    const results = page.getByTestId('diagnostic-results');
    await results.waitFor();
    expect(await results.getByTestId('diagnostic-percent').textContent()).toBe('71%');
    expect(await results.getByTestId('diagnostic-level').textContent()).toBe('Orta');
    expect(await results.getByTestId('strengths').locator('li').count()).toBe(3);
    expect(await results.getByTestId('improvements').locator('li').allTextContents()).toEqual(['Mürəkkəb strukturlar']);
    expect(await results.getByTestId('to-practice').getAttribute('href')).toBe('/practice');
    // Now, and not before, each answer with the reason behind its key, in Azerbaijani.
    const reviewed = results.getByTestId('diagnostic-review-item');
    expect(await reviewed.count()).toBe(7);
    expect(await results.locator('.review-item.is-wrong').count()).toBe(2);
    expect(await reviewed.getByTestId('rationale').locator('.rationale-label').first().textContent()).toBe(
      'Niyə belədir',
    );
    expect(await reviewed.getByTestId('rationale').locator('.rationale-text').allTextContents()).toEqual(
      ids.map((id) => rationales.get(id)?.az),
    );
    expect(await axeViolations(page)).toEqual([]);

    // Saved once in the background; a revisit shows the saved result.
    await expect
      .poll(async () => (await page.request.get(`${server.url}/api/diagnostic`)).json())
      .toMatchObject({ status: 'completed', result: { score: 5, total: 7 } });
    await page.reload();
    await page.getByTestId('diagnostic-level').waitFor();

    // Today's challenge: 3 right, 2 wrong.
    const loaded = questionIdsFrom(page, /^\/api\/challenge$/);
    await page.goto(`${server.url}/challenge`);
    const challengeIds = await loaded;
    expect(challengeIds).toHaveLength(5);
    await page.getByTestId('challenge-topic').waitFor();
    for (const [i, id] of challengeIds.entries()) {
      await expect.poll(() => page.getByTestId('challenge-counter').textContent()).toBe(`${i + 1}/5`);
      const button = page.getByTestId(i === 4 ? 'finish' : 'next');
      expect(await button.isDisabled()).toBe(true);
      expect(await page.getByTestId('rationale').count()).toBe(0);
      await pickOption(page, id, i < 3);
      await page.locator('.verdict').waitFor();
      // The reason follows the verdict, in Azerbaijani.
      expect(await shownRationale(page)).toEqual({ label: 'Niyə belədir', text: rationales.get(id)?.az });
      expect(await page.locator('.verdict').getAttribute('class')).toContain(
        i < 3 ? 'verdict-correct' : 'verdict-wrong',
      );
      if (i === 0) expect(await axeViolations(page)).toEqual([]);
      await button.click();
    }
    const done = page.getByTestId('challenge-done');
    await done.waitFor();
    expect(await done.getByTestId('challenge-correct').textContent()).toBe('Düzgün: 3');
    expect(await done.getByTestId('challenge-wrong').textContent()).toBe('Səhv: 2');
    expect(await done.getByRole('link', { name: 'İdarə panelinə keç' }).getAttribute('href')).toBe('/dashboard');
    expect(await done.getByRole('link', { name: 'Məşqə keç' }).getAttribute('href')).toBe('/practice');
    await expect
      .poll(async () => (await page.request.get(`${server.url}/api/challenge/today`)).json())
      .toMatchObject({ answered: 5, total: 5, completed: true });

    // A completed challenge asks to come back tomorrow.
    await page.reload();
    await page.getByTestId('come-back').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('completes the diagnostic in Russian and sees each answer with its reason in Russian (issue 11)', async () => {
    const { context, page, consoleErrors } = await signedInPage(server, { viewport: { width: 375, height: 800 } });
    await page.goto(`${server.url}/ru/diagnostic`);
    const started = questionIdsFrom(page, /^\/api\/diagnostic\/start$/);
    await page.getByRole('button', { name: 'Начать тестирование' }).click();
    const ids = await started;
    for (const [i, id] of ids.entries()) {
      await page
        .getByText(`Вопрос ${i + 1} из 7`)
        .first()
        .waitFor();
      await pickOption(page, id, i !== 0);
      expect(await page.getByTestId('rationale').count()).toBe(0);
      const button = page.getByTestId(i === 6 ? 'complete' : 'next');
      await expect.poll(() => button.isDisabled()).toBe(false);
      await button.click();
    }
    const review = page.getByTestId('diagnostic-review');
    await review.waitFor();
    expect(await review.getByRole('heading').textContent()).toBe('Твои ответы');
    const first = review.getByTestId('diagnostic-review-item').first();
    expect(await first.textContent()).toContain(`Правильный ответ: ${keys.get(ids[0]!)}`);
    expect(await first.getByTestId('rationale').locator('.rationale-label').textContent()).toBe('Почему так');
    expect(await review.getByTestId('rationale').locator('.rationale-text').allTextContents()).toEqual(
      ids.map((id) => rationales.get(id)?.ru),
    );
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('resumes the challenge where it was left (CHAL-08), in Russian', async () => {
    const { context, page, consoleErrors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/ru/signup`);
    await page.getByLabel('Электронная почта').fill(`habits-ru${Date.now()}@example.az`);
    await page.getByLabel('Пароль', { exact: true }).fill('secret123');
    await page.getByLabel('Повтори пароль').fill('secret123');
    await page.getByRole('button', { name: 'Зарегистрироваться', exact: true }).click();
    await page.waitForURL(`${server.url}/ru/diagnostic`);
    const loaded = questionIdsFrom(page, /^\/api\/challenge$/);
    await page.goto(`${server.url}/ru/challenge`);
    const ids = await loaded;
    for (const id of ids.slice(0, 2)) {
      await pickOption(page, id, true);
      await page.locator('.verdict').waitFor();
      expect(await shownRationale(page)).toEqual({ label: 'Почему так', text: rationales.get(id)?.ru });
      await page.getByTestId('next').click();
    }
    await expect
      .poll(async () => (await page.request.get(`${server.url}/api/challenge/today`)).json())
      .toMatchObject({ answered: 2 });
    await page.goto(`${server.url}/ru/practice`);
    await page.goto(`${server.url}/ru/challenge`);
    await expect.poll(() => page.getByTestId('challenge-counter').textContent()).toBe('3/5');
    expect(await page.getByRole('heading', { name: 'Задание дня' }).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps going while offline and saves the answers once back online (CHAL-12)', async () => {
    const { context, page, consoleErrors } = await openPage(browser);
    await page.goto(`${server.url}/signup`);
    await page.getByLabel('E-poçt').fill(`habits-off${Date.now()}@example.az`);
    await page.getByLabel('Şifrə', { exact: true }).fill('secret123');
    await page.getByLabel('Şifrəni təkrarla').fill('secret123');
    await page.getByRole('button', { name: 'Qeydiyyatdan keç', exact: true }).click();
    await page.waitForURL(`${server.url}/diagnostic`);
    const loaded = questionIdsFrom(page, /^\/api\/challenge$/);
    await page.goto(`${server.url}/challenge`);
    const ids = await loaded;
    await page.getByTestId('question').waitFor();
    await context.setOffline(true);
    await pickOption(page, ids[0] ?? '', true);
    // The student is not blocked and sees no error (the failed save is retried silently).
    await expect.poll(() => page.getByTestId('next').isDisabled()).toBe(false);
    await page.getByTestId('next').click();
    await expect.poll(() => page.getByTestId('challenge-counter').textContent()).toBe('2/5');
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.setOffline(false);
    await expect
      .poll(async () => (await page.request.get(`${server.url}/api/challenge/today`)).json(), { timeout: 15_000 })
      .toMatchObject({ answered: 1 });
    expect(consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e))).toEqual([]);
    await context.close();
  });
});

let counter = 0;
/** A new student's page, signed in through the API; `api` has the same cookies, `userId` names the student. */
async function signedInPage(on: TestServer = server, options: Parameters<typeof openPage>[1] = {}) {
  const api = new TestClient(on.url);
  const signUp = await api.signUp(`habits-api${++counter}-${Date.now()}@example.az`);
  const userId = (signUp.body as { user: { id: string } }).user.id;
  const opened = await openPage(browser, options);
  await shareSession(opened.context, api, on.url);
  return { ...opened, api, userId };
}

/** Network errors of the offline steps are the condition under test, not page errors. */
const pageErrors = (errors: string[]) =>
  errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR|status of 404/.test(e));

describe('a failed save hidden from the student', () => {
  it('completes the diagnostic while offline: results at once, the record saved once back online (DIAG-15)', async () => {
    const { context, page, api, consoleErrors } = await signedInPage();
    const completions: string[] = [];
    page.on('requestfailed', (r) => {
      if (r.url().endsWith('/api/diagnostic/complete')) completions.push('failed');
    });
    page.on('requestfinished', (r) => {
      if (r.url().endsWith('/api/diagnostic/complete')) completions.push('sent');
    });
    await page.goto(`${server.url}/diagnostic`);
    const started = questionIdsFrom(page, /^\/api\/diagnostic\/start$/);
    await page.getByRole('button', { name: 'Qiymətləndirməyə başla' }).click();
    const ids = await started;
    // 6 right and 1 wrong: 85.7 % → advanced.
    for (const [i, id] of ids.entries()) {
      await page
        .getByText(`Sual ${i + 1} / 7`)
        .first()
        .waitFor();
      await pickOption(page, id, i < 6);
      const button = page.getByTestId(i === 6 ? 'complete' : 'next');
      await expect.poll(() => button.isDisabled()).toBe(false);
      if (i < 6) await button.click();
    }
    // The answers are graded and on the server; the connection drops before 'complete assessment'.
    await expect
      .poll(() => pendingAnswerCount(page))
      .toBe(0);
    await context.setOffline(true);
    await page.getByTestId('complete').click();

    // Never blocked, never told: the results are shown from the graded answers.
    const results = page.getByTestId('diagnostic-results');
    await results.waitFor();
    expect(await results.getByTestId('diagnostic-percent').textContent()).toBe('86%');
    expect(await results.getByTestId('diagnostic-level').textContent()).toBe('Qabaqcıl');
    expect(await page.getByRole('alert').count()).toBe(0);
    await expect.poll(() => completions.includes('failed')).toBe(true);
    expect((await api.get('/api/diagnostic')).body).toMatchObject({ status: 'inProgress' });

    // Back online, the completion is retried in the background and recorded once.
    await context.setOffline(false);
    await expect
      .poll(async () => (await api.get('/api/diagnostic')).body, { timeout: 10_000 })
      .toMatchObject({ status: 'completed', result: { score: 6, total: 7 } });
    // The server can show the record before the browser has read the whole reply ('requestfinished').
    await expect.poll(() => completions.filter((c) => c === 'sent').length).toBe(1);
    expect((await api.get<{ profile: { totalQuizzes: number } }>('/api/profile')).body.profile.totalQuizzes).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(pageErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});

describe("the daily challenge's error messages (spec §8)", () => {
  it('shows noChallengeToday with the way to the dashboard when creating the challenge fails, and creates it on a normal visit (CHAL-10)', async () => {
    const { context, page, userId } = await signedInPage();
    // The server's insert of today's challenge does not stick: it finds no challenge after creating one.
    const restore = await skipInsertsOf(server, 'daily_challenge', userId);
    await page.goto(`${server.url}/challenge`);
    const error = page.getByTestId('challenge-error');
    await error.waitFor();
    expect(await error.getByRole('alert').textContent()).toBe(
      'Bu gün üçün çağırış yoxdur. Onu başlatmaq üçün idarə panelinə keç.',
    );
    expect(await error.getByRole('link', { name: 'İdarə panelinə keç' }).getAttribute('href')).toBe('/dashboard');

    // A normal visit creates the challenge.
    await restore();
    await page.reload();
    await page.getByTestId('challenge-topic').waitFor();
    expect(await page.getByTestId('challenge-counter').textContent()).toBe('1/5');
    expect(await page.getByTestId('challenge-error').count()).toBe(0);
    await context.close();
  });

  it('shows userNotFound when the student has no data, in Russian (CHAL-11)', async () => {
    const { context, page, userId } = await signedInPage(server, { locale: 'ru-RU' });
    // The student's profile is gone and cannot be created again.
    const restore = await skipInsertsOf(server, 'profile', userId);
    await server.db.kysely.deleteFrom('profile').where('userId', '=', userId).execute();
    try {
      await page.goto(`${server.url}/ru/challenge`);
      const error = page.getByTestId('challenge-error');
      await error.waitFor();
      expect(await error.getByRole('alert').textContent()).toBe('Данные пользователя не найдены.');
    } finally {
      await restore();
    }
    await context.close();
  });

  it('shows loadFailed with Retry when the request is blocked, and loads on Retry (CHAL-11)', async () => {
    const { context, page } = await signedInPage();
    await page.route('**/api/challenge', (route) => route.abort('internetdisconnected'));
    await page.goto(`${server.url}/challenge`);
    const error = page.getByTestId('challenge-error');
    await error.waitFor();
    expect(await error.getByRole('alert').textContent()).toBe('Günün çağırışını yükləmək alınmadı. Yenidən cəhd et.');
    await page.unroute('**/api/challenge');
    await error.getByRole('button', { name: 'Yenidən cəhd et' }).click();
    await page.getByTestId('challenge-topic').waitFor();
    await context.close();
  });

  it('shows loadTopicsFailed when the topics cannot be loaded (CHAL-11)', async () => {
    const { context, page } = await signedInPage();
    // No server path answers this code today (the topics are loaded at start-up): the answer is replaced.
    const body: ApiErrorBody = { error: { code: 'QUIZ_NOT_FOUND', message: 'Topics unavailable' } };
    await page.route('**/api/challenge', (route) => route.fulfill({ status: 404, json: body }));
    await page.goto(`${server.url}/challenge`);
    const error = page.getByTestId('challenge-error');
    await error.waitFor();
    expect(await error.getByRole('alert').textContent()).toBe(
      'Qrammatika mövzularını yükləmək alınmadı. Bir az sonra yenidən cəhd et.',
    );
    await context.close();
  });

  describe('with content where no topic has 5 questions', () => {
    let small: TestServer;
    beforeAll(async () => {
      const dir = writeContentTree(tempContentDir(), makeContent({ topics: [makeTopic({ id: 'tiny-topic' }, 4)] }));
      small = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000', CONTENT_DIR: dir });
    });
    afterAll(() => small?.close());

    it('says no topic has enough questions, in Azerbaijani and Russian (CHAL-11)', async () => {
      const { context, page } = await signedInPage(small);
      await page.goto(`${small.url}/challenge`);
      const error = page.getByTestId('challenge-error');
      await error.waitFor();
      expect(await error.getByRole('alert').textContent()).toBe(
        'Hələ çağırış üçün kifayət qədər sualı olan mövzu yoxdur.',
      );
      await page.goto(`${small.url}/ru/challenge`);
      await error.waitFor();
      expect(await error.getByRole('alert').textContent()).toBe(
        'Пока нет темы с достаточным числом вопросов для задания дня.',
      );
      await context.close();
    });
  });
});
