/**
 * The mock exam as a rehearsal, in az and ru: the start screen (sections, tasks, time, listening, score, time up)
 * creates the attempt only on Start; the clock counts down to the deadline the server holds and warns in words at
 * 10 and 1 minutes; at zero the answers so far are submitted and the results show the time used; the listening
 * plays without seeking, a set number of times, shown to the student; practice on the exam's texts is closed while
 * it runs, with a way back to the exam. The server's clock is moved by the test (a reload reads the new time left);
 * nothing waits on a timer of its own.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionResponse } from '../../src/domain/api/practice-schema.ts';
import { launchBrowser, openPage, shareSession, startMockExam } from '../support/browser.ts';
import { TestClient } from '../support/http-client.ts';
import { TestClock } from '../support/practice-helpers.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let browser: Browser;
let server: TestServer;
const clock = new TestClock();

beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000' }, { clock });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
beforeEach(() => clock.reset());

let counter = 0;
async function studentPage(locale: string) {
  const api = new TestClient(server.url);
  await api.signUp(`mock${++counter}@example.az`, 'secret123');
  const opened = await openPage(browser, { locale, viewport: { width: 1280, height: 900 } });
  await shareSession(opened.context, api, server.url);
  return { ...opened, api };
}

function startedSession(page: Page): Promise<SessionResponse> {
  return page
    .waitForResponse((r) => r.url().endsWith('/api/practice/sessions') && r.request().method() === 'POST')
    .then((r) => r.json() as Promise<SessionResponse>);
}

const LANGUAGES = [
  {
    prefix: '',
    locale: 'az-AZ',
    listeningTasks: 'Dinləmə · 6 tapşırıq',
    minutes: '60 dəqiqə.',
    warn10: '10 dəqiqə qaldı.',
    warn1: '1 dəqiqə qaldı. Cavablarını yoxla.',
    playsLeft: (n: number) => `Qalan dinləmə: ${n}`,
    inProgress: 'Sınaq imtahanı davam edir',
    returnToExam: 'İmtahana qayıt',
    timeUsed: '60 dəq',
  },
  {
    prefix: '/ru',
    locale: 'ru-RU',
    listeningTasks: 'Аудирование · 6 заданий',
    minutes: '60 минут.',
    warn10: 'Осталось 10 минут.',
    warn1: 'Осталась 1 минута. Проверь ответы.',
    playsLeft: (n: number) => `Осталось прослушиваний: ${n}`,
    inProgress: 'Идёт пробный экзамен',
    returnToExam: 'Вернуться к экзамену',
    timeUsed: '60 мин',
  },
] as const;

describe.each(LANGUAGES)('the mock exam ($locale)', (lang) => {
  it('start screen → clock with warnings → listening without seeking → submitted at zero → time used', async () => {
    const { context, page, consoleErrors } = await studentPage(lang.locale);
    let posts = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/practice/sessions') && r.method() === 'POST') posts++;
    });
    await page.goto(`${server.url}${lang.prefix}/practice/mock-exam`);
    const start = page.getByTestId('mock-start');
    await start.waitFor();
    expect(await page.getByTestId('mock-sections').innerText()).toContain(lang.listeningTasks);
    expect(await page.getByTestId('mock-time').innerText()).toContain(lang.minutes);
    // Opening the page creates no attempt.
    expect(posts).toBe(0);

    const started = startedSession(page);
    await startMockExam(page);
    const session = await started;
    expect(posts).toBe(1);
    const deadline = Date.parse(session.exam?.deadline ?? '');
    await page.getByTestId('exam-clock').waitFor();
    expect(await page.getByTestId('exam-clock-warning').innerText()).toBe('');

    // The recording: a play button and the plays left, no seek bar and no speeds.
    await page.getByTestId('hall-audio').waitFor();
    expect(await page.locator('.audio-seek').count()).toBe(0);
    expect(await page.locator('.audio-speed').count()).toBe(0);
    expect(await page.getByTestId('plays-left').innerText()).toBe(lang.playsLeft(2));
    await page.getByTestId('hall-play').click();
    await expect.poll(() => page.getByTestId('plays-left').innerText()).toBe(lang.playsLeft(1));

    // An answer, then the server's clock moves: each reload reads the time left from the server.
    const first = session.questions[0]!;
    await page.getByTestId('question').locator('button.option').first().click();
    const storedIds = async () =>
      (
        await server.db.kysely
          .selectFrom('answer')
          .select('questionId')
          .where('attemptId', '=', session.attemptId)
          .execute()
      ).map((a) => a.questionId);
    await expect.poll(storedIds).toEqual([first.id]);

    clock.set(new Date(deadline - 9 * 60_000));
    await page.reload();
    await expect.poll(() => page.getByTestId('exam-clock-warning').innerText()).toBe(lang.warn10);
    expect(await page.getByTestId('exam-clock-warning').getAttribute('role')).toBe('status');
    // The plays used survive the reload.
    expect(await page.getByTestId('plays-left').innerText()).toBe(lang.playsLeft(1));

    clock.set(new Date(deadline - 30_000));
    await page.reload();
    await expect.poll(() => page.getByTestId('exam-clock-warning').innerText()).toBe(lang.warn1);

    // Two seconds before the deadline: the countdown reaches zero and submits the answers so far.
    clock.set(new Date(deadline - 2_000));
    await page.reload();
    await page.getByTestId('results').waitFor({ timeout: 30_000 });
    const results = await page.getByTestId('results').innerText();
    expect(results).toContain(lang.timeUsed);
    expect(await storedIds()).toEqual([first.id]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("closes practice on the exam's listening text and offers the way back", async () => {
    const { context, page } = await studentPage(lang.locale);
    await page.goto(`${server.url}${lang.prefix}/practice/mock-exam`);
    const started = startedSession(page);
    await startMockExam(page, { timed: false });
    const session = await started;
    expect(session.exam?.deadline).toBeNull();
    expect(await page.getByTestId('exam-clock').count()).toBe(0);
    await page.goto(`${server.url}${lang.prefix}/practice/${session.listening[0]!.id}`);
    const box = page.getByTestId('exam-in-progress');
    await box.waitFor();
    expect(await box.innerText()).toContain(lang.inProgress);
    await box.getByRole('button', { name: lang.returnToExam }).click();
    await page.waitForURL(/\/practice\/mock-exam$/);
    await page.getByTestId('hall-audio').waitFor();
    await context.close();
  });
});
