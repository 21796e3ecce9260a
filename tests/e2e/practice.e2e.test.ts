/**
 * Practising as a student does, in Debian's chromium: the menu and its sign-in overlay, a grammar session with
 * immediate feedback, a listening test, a reading test with open answers, and a classic mock exam with a reload in
 * the middle; the new-model mock exam with its paragraph scored by the AI rubric (the fake OpenAI-compatible server);
 * answers saved while offline; the tutor promo by score. Answers come from the keys in
 * content/ (checklist legend: "to score exactly k of n, answer from the keys").
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicQuestion, SessionResponse } from '../../src/domain/api/practice-schema.ts';
import type { Localized, PassageQuestion } from '../../src/domain/content/schema.ts';
import { loadContent, type Content } from '../../src/server/content/load-content.ts';
import { axeViolations, launchBrowser, openPage, shareSession, startMockExam } from '../support/browser.ts';
import { pendingAnswerCount } from '../support/pending-answers.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { TestClient } from '../support/http-client.ts';
import {
  answerKeys,
  finish,
  paragraphAbout,
  rightAnswer,
  saveAnswer,
  startSession,
  wrongAnswer,
} from '../support/practice-helpers.ts';
import { dimEstimate } from '../../src/domain/practice/dim-estimate.ts';
import { countWords } from '../../src/domain/text/count-words.ts';
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
/** Why each key is right, as the content gives it (shown after the answer). */
const rationales = new Map<string, Localized>();
const rationaleOf = (id: string): Localized => {
  const found = rationales.get(id);
  if (!found) throw new Error(`no rationale for ${id}`);
  return found;
};

beforeAll(async () => {
  content = loadContent('content');
  for (const topic of content.topics)
    for (const q of topic.questions) {
      keys.set(q.id, { type: q.type, answer: q.type === 'mc' ? q.answer : (q.accepted[0] ?? q.answer) });
      rationales.set(q.id, q.rationale);
    }
  const passageKey = (q: PassageQuestion): Key => ({
    type: q.type,
    answer: q.type === 'mc' ? q.answer : (q.accepted[0] ?? q.answer),
  });
  for (const test of [...content.listening, ...content.reading])
    for (const q of test.questions) {
      keys.set(q.id, passageKey(q));
      rationales.set(q.id, q.rationale);
    }
  server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

let counter = 0;
/** A new student's page, signed in; `api` calls the API with the same cookies (to read counters). */
async function signedInPage(options: Parameters<typeof openPage>[1] = {}, on: TestServer = server) {
  const email = `practice${++counter}@example.az`;
  const api = new TestClient(on.url);
  await api.signUp(email, 'secret123');
  const opened = await openPage(browser, options);
  await shareSession(opened.context, api, on.url);
  return { ...opened, api };
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

/** The option text that is exactly `text`: a short answer such as "is" is part of other options' text. */
function exactOption(page: Page, text: string): Locator {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.locator('.option-text', { hasText: new RegExp(`^${escaped}$`) });
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
    const { context, page, consoleErrors } = await signedInPage({ bypassCSP: true });
    const topic = content.topics[0]!;
    const idsPromise = sessionQuestionIds(page);
    await page.goto(`${server.url}/practice/${topic.id}`);
    const ids = await idsPromise;
    expect(ids).toHaveLength(10);
    const cards = page.getByTestId('question');
    await cards.first().waitFor();
    // The reason comes with the server's verdict, never before the answer is saved.
    expect(await page.getByTestId('rationale').count()).toBe(0);
    for (let i = 0; i < ids.length; i++) {
      const card = cards.nth(i);
      const key = keys.get(ids[i]!)!;
      if (key.type === 'open') {
        await card.locator('input').fill(i === 0 ? 'definitely wrong' : key.answer);
        await card.getByRole('button', { name: 'Cavabı yoxla' }).click();
      } else {
        const exact = exactOption(page, key.answer);
        const option =
          i === 0
            ? card.locator('button.option').filter({ hasNot: exact }).first()
            : card.locator('button.option').filter({ has: exact }).first();
        await option.click();
      }
      await card.locator('.verdict').waitFor();
    }
    // The first answer was wrong: its verdict names the correct answer, and the reason follows in Azerbaijani.
    expect(await cards.nth(0).locator('.verdict').textContent()).toContain('Düzgün cavab');
    for (let i = 0; i < ids.length; i++) {
      const rationale = cards.nth(i).getByTestId('rationale');
      expect(await rationale.locator('.rationale-label').textContent()).toBe('Niyə belədir');
      expect(await rationale.locator('.rationale-text').textContent()).toBe(rationaleOf(ids[i]!).az);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Nəticələrə bax' }).click();
    await page.getByTestId('results').waitFor();
    expect(await page.getByTestId('out-of').textContent()).toBe('10 sualdan 9 düzgün cavab');
    expect(await page.getByTestId('score-percent').textContent()).toBe('90%');
    await page.getByRole('button', { name: 'Yenidən cəhd et' }).click();
    await page.getByTestId('question').first().waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('in Russian on a phone: the reason of a grammar answer appears under its verdict, in Russian', async () => {
    const { context, page, consoleErrors } = await signedInPage({
      viewport: { width: 375, height: 800 },
      bypassCSP: true,
    });
    const topic = content.topics[0]!;
    const idsPromise = sessionQuestionIds(page);
    await page.goto(`${server.url}/ru/practice/${topic.id}`);
    const ids = await idsPromise;
    const card = page.getByTestId('question').first();
    await card.waitFor();
    expect(await page.getByTestId('rationale').count()).toBe(0);
    const key = keys.get(ids[0]!)!;
    if (key.type === 'open') {
      await card.locator('input').fill('definitely wrong');
      await card.getByRole('button', { name: 'Проверить ответ' }).click();
    } else {
      await card
        .locator('button.option')
        .filter({ hasNot: exactOption(page, key.answer) })
        .first()
        .click();
    }
    const rationale = card.getByTestId('rationale');
    await rationale.waitFor();
    expect(await card.locator('.verdict').textContent()).toContain('Правильный ответ');
    expect(await rationale.locator('.rationale-label').textContent()).toBe('Почему так');
    expect(await rationale.locator('.rationale-text').textContent()).toBe(rationaleOf(ids[0]!).ru);
    // Only the answered question has one.
    expect(await page.getByTestId('rationale').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
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
    // Opus first, then the MP3 copy for browsers without Opus; both served as audio.
    const served = await page.evaluate(async () => {
      const sources = [...document.querySelectorAll('audio source')] as HTMLSourceElement[];
      return Promise.all(
        sources.map(async (source) => {
          const res = await fetch(source.src);
          return `${source.type} ${res.ok ? (res.headers.get('content-type') ?? '') : res.status}`;
        }),
      );
    });
    expect(served).toEqual(['audio/ogg; codecs=opus audio/ogg; codecs=opus', 'audio/mpeg audio/mpeg']);
    for (let i = 0; i < ids.length; i++) {
      expect(await page.getByTestId('progress').textContent()).toContain(`Sual ${i + 1} / ${ids.length}`);
      expect(await page.getByTestId('rationale').count()).toBe(0);
      await answerCurrent(page, ids[i]!);
      await page.locator('.verdict, .saved-note').first().waitFor();
      // A multiple-choice verdict comes with its reason; an open answer keeps both for the results.
      if (keys.get(ids[i]!)?.type === 'mc') {
        expect(await page.getByTestId('rationale').locator('.rationale-text').textContent()).toBe(
          rationaleOf(ids[i]!).az,
        );
      } else {
        expect(await page.getByTestId('rationale').count()).toBe(0);
      }
      if (i < ids.length - 1) await page.getByRole('button', { name: 'Növbəti sual' }).click();
    }
    await page.getByRole('button', { name: 'Testi bitir' }).click();
    await page.getByTestId('results').waitFor();
    expect(await page.getByTestId('out-of').textContent()).toBe(`${ids.length} sualdan ${ids.length} düzgün cavab`);
    await page.getByText(`Mətn: ${test.title}`).waitFor();
    await context.close();
  });

  it('does a reading test with open answers on a phone', async () => {
    const { context, page } = await signedInPage({ viewport: { width: 375, height: 800 }, bypassCSP: true });
    const test = content.reading[0]!;
    const idsPromise = sessionQuestionIds(page);
    await page.goto(`${server.url}/practice/${test.id}`);
    const ids = await idsPromise;
    // On a phone the passage is a tab beside the question (reading-phone.e2e.test.ts tests the tabs).
    await page.getByTestId('passage').waitFor({ state: 'attached' });
    for (let i = 0; i < ids.length; i++) {
      await answerCurrent(page, ids[i]!, i === ids.length - 1);
      await page.locator('.verdict, .saved-note').first().waitFor();
      if (i < ids.length - 1) await page.getByRole('button', { name: 'Növbəti sual' }).click();
    }
    expect(await axeViolations(page).catch(() => ['axe failed'])).toEqual([]);
    await page.getByRole('button', { name: 'Testi bitir' }).click();
    await page.getByTestId('results').waitFor();
    expect(await page.getByTestId('out-of').textContent()).toBe(`${ids.length} sualdan ${ids.length - 1} düzgün cavab`);
    await context.close();
  });

  it('takes the classic mock exam: no feedback, a reload keeps the answers, sections and the DİM estimate', async () => {
    const { context, page, consoleErrors } = await signedInPage();
    const idsPromise = sessionQuestionIds(page);
    await page.goto(`${server.url}/practice/mock-exam`);
    await startMockExam(page);
    const ids = await idsPromise;
    expect(ids).toHaveLength(30);
    for (let i = 0; i < 5; i++) {
      await answerCurrent(page, ids[i]!);
      expect(await page.locator('.verdict').count()).toBe(0);
      expect(await page.getByTestId('rationale').count()).toBe(0);
      await page.getByRole('button', { name: 'Növbəti sual' }).click();
    }
    await expect.poll(() => pendingAnswerCount(page)).toBe(0);
    const restored = sessionQuestionIds(page);
    await page.reload();
    expect(await restored).toEqual(ids);
    await page.getByTestId('progress').waitFor();
    expect(await page.getByText('5 / 30 cavablandırılıb').count()).toBe(1);
    for (let i = 5; i < ids.length; i++) {
      await page.locator('.nav-cell').nth(i).click();
      await answerCurrent(page, ids[i]!, i >= 28);
    }
    expect(await page.getByTestId('rationale').count()).toBe(0);
    await page.getByRole('button', { name: 'Testi bitir' }).click();
    await page.getByTestId('results').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('out-of').textContent()).toBe('30 sualdan 28 düzgün cavab');
    // The reasons come with the results review, once the exam is finished.
    expect(
      await page.getByTestId('review-item').first().getByTestId('rationale').locator('.rationale-text').textContent(),
    ).toBe(rationaleOf(ids[0]!).az);
    expect(await page.getByTestId('sections').textContent()).toContain('Dinləmə');
    // The DİM estimate has one decimal, written with a comma in Azerbaijani: "89,2 / 100", not "89.2".
    const right = (type: Key['type']) => ids.slice(0, 28).filter((id) => keys.get(id)?.type === type);
    const open = ids.filter((id) => keys.get(id)?.type === 'open');
    const estimate = dimEstimate(
      right('mc').length,
      open.map((id) => (right('open').includes(id) ? 1 : 0)),
    );
    expect(Number.isInteger(estimate)).toBe(false);
    expect(await page.getByTestId('dim-estimate').locator('strong').textContent()).toBe(
      `Təxmini DİM balı: ${String(estimate).replace('.', ',')} / 100`,
    );
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

/** The session the page starts or restores (its questions, without keys). */
async function sessionFrom(page: Page): Promise<SessionResponse> {
  const response = await page.waitForResponse(
    (r) => /\/api\/practice\/sessions(\/[^/]+)?$/.test(new URL(r.url()).pathname) && r.ok(),
  );
  return (await response.json()) as SessionResponse;
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * Clicks the key's option of a multiple-choice question inside `scope` (or a wrong option) with one locator: grammar
 * keys are the option's text, listening and reading keys its letter.
 */
async function pickOption(scope: Locator, question: PublicQuestion, wrong = false) {
  const key = keys.get(question.id);
  if (key?.type !== 'mc') throw new Error(`no multiple-choice key for ${question.id}`);
  const isKey =
    question.section === 'Grammar'
      ? scope.page().locator('.option-text', { hasText: exactly(key.answer) })
      : scope.page().locator('.option-letter', { hasText: exactly(key.answer) });
  const options = scope.locator('button.option');
  await (wrong ? options.filter({ hasNot: isKey }).first() : options.filter({ has: isKey })).click();
}

/** Network errors of the offline steps are the condition under test, not page errors. */
const pageErrors = (errors: string[]) =>
  errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_RESET|Failed to fetch|net::ERR/.test(e));

describe('the new-model mock exam (MOCK-09, MOCK-10, RES-05, AI-21)', () => {
  let fake: FakeOpenAi;
  let aiServer: TestServer;
  /** What the fake model gives each rubric criterion: 2 points off the first, 1 off the second. */
  const points = (index: number, max: number) => max - (index === 0 ? 2 : index === 1 ? 1 : 0);
  const isWritingTask = (messages: unknown) => JSON.stringify(messages).includes('paragraph against the rubric');
  /** A real paragraph about the drawn prompt: none of the rubric's hard rules limits it. */
  const paragraphFor = (session: SessionResponse) => paragraphAbout(session.writing?.topic.en ?? '');

  beforeAll(async () => {
    const { rubric } = content.writing;
    fake = await startFakeOpenAi();
    // The rubric task gets its JSON; anything else fails, so nothing else can pass by accident.
    fake.setDefault((request) =>
      isWritingTask(request.messages)
        ? {
            kind: 'reply',
            text: JSON.stringify({
              criteria: rubric.criteria.map((c, i) => ({
                id: c.id,
                points: points(i, c.maxPoints),
                comment: 'Clear.',
              })),
            }),
          }
        : { kind: 'fail', status: 500 },
    );
    aiServer = await startTestServer({
      AUTH_RATE_LIMIT_MAX: '1000',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_MS: '5000',
      AI_DAILY_QUOTA: '1000',
      AI_RATE_LIMIT_MAX: '1000',
    });
  });
  afterAll(async () => {
    await aiServer?.close();
    await fake?.close();
  });

  it('answers L, G and R in order, writes 100+ words with a live count, and sees the sections and the rubric', async () => {
    const { rubric } = content.writing;
    const { context, page, consoleErrors } = await signedInPage({}, aiServer);
    const loaded = sessionFrom(page);
    await page.goto(`${aiServer.url}/practice/mock-exam-new`);
    await startMockExam(page);
    const session = await loaded;
    const { questions } = session;
    // The new model: listening 4 MC, 13 grammar, 2 reading texts × 4 MC, then the paragraph, numbered 1-26.
    expect(questions.map((q) => q.section)).toEqual([
      ...Array<string>(4).fill('Listening'),
      ...Array<string>(13).fill('Grammar'),
      ...Array<string>(8).fill('Reading'),
    ]);
    expect(questions.every((q) => q.type === 'mc')).toBe(true);
    expect(new Set(questions.filter((q) => q.section === 'Reading').map((q) => q.passageId)).size).toBe(2);
    expect(questions.map((q) => q.number)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(session.writing?.minWords).toBe(100);

    await page.getByTestId('progress').getByText('Sual 1 / 26').waitFor();
    const card = page.getByTestId('question');
    // Wrong on purpose: the first listening and the first grammar question.
    const wrong = new Set([questions[0]?.id, questions[4]?.id]);
    for (const question of questions) {
      await pickOption(card, question, wrong.has(question.id));
      expect(await page.locator('.verdict').count()).toBe(0);
      await page.getByRole('button', { name: 'Növbəti sual' }).click();
    }

    // The paragraph, with its word count updated while typing.
    const writing = page.getByTestId('writing');
    await writing.waitFor();
    expect(await page.getByTestId('progress').locator('.progress-label').textContent()).toBe('Sual 26 / 26');
    // The paragraph is task 26, in the card and in the navigator.
    expect(await writing.locator('.question-number').textContent()).toBe('26');
    expect(await page.locator('.nav-cell').last().textContent()).toBe('26');
    // The published rubric, each criterion with what its points mean.
    const published = writing.getByTestId('rubric');
    await published.locator('summary').click();
    expect(await published.locator('summary').textContent()).toBe(
      `Abzas necə qiymətləndirilir (${rubric.maxScore} bal)`,
    );
    expect(await published.locator('h3').count()).toBe(rubric.criteria.length);
    expect(await published.locator('ol').first().locator('li').allTextContents()).toEqual(
      rubric.criteria[0]!.levels.map((level) => level.az),
    );
    const box = writing.getByLabel('Sənin abzasın');
    const count = writing.locator('.word-count');
    expect(await count.textContent()).toBe('0 söz · ən azı 100');
    await box.pressSequentially('Spring is my favourite');
    await expect.poll(() => count.textContent()).toBe('4 söz · ən azı 100');
    expect(await count.getAttribute('class')).not.toContain('enough');
    const paragraph = paragraphFor(session);
    const words = countWords(paragraph);
    await box.fill(paragraph);
    await expect.poll(() => count.textContent()).toBe(`${words} söz · ən azı 100`);
    expect(await count.getAttribute('class')).toContain('enough');
    const asked = fake.requests.length;
    await page.getByRole('button', { name: 'Testi bitir' }).click();

    const results = page.getByTestId('results');
    await results.waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('out-of').textContent()).toBe('25 sualdan 23 düzgün cavab');
    // One row per section with correct/total and a percent bar; the paragraph's rubric points last.
    const rows = page.getByTestId('sections').locator('.section-bars li');
    expect(
      await rows.evaluateAll((items) =>
        items.map((li) => [
          li.querySelector('.section-name')?.textContent,
          li.querySelector('.section-score')?.textContent,
          li.querySelector('.bar')?.getAttribute('aria-label'),
        ]),
      ),
    ).toEqual([
      ['Dinləmə', '3/4', '75%'],
      ['Qrammatika', '12/13', '92%'],
      ['Oxu', '8/8', '100%'],
      ['Yazı', '17/20', '85%'],
    ]);
    const writingScore = page.getByTestId('writing-score');
    expect(await writingScore.textContent()).toContain(`Abzas: 17 / 20 bal · ${words} söz`);
    expect((await writingScore.locator('.badge').textContent())?.trim()).toBe('AI tərəfindən yoxlanılıb');
    // An automatic estimate, saying what it is not; each criterion's points, what those points mean in the
    // rubric (as the rubric's words, not as a teacher's verdict), and the model's comment.
    const estimate = page.getByTestId('writing-estimate');
    expect(await estimate.locator('h3').textContent()).toBe('Avtomatik qiymətləndirmə');
    expect(await estimate.locator('p.muted').textContent()).toContain('Bu, müəllim qiyməti deyil');
    expect(await page.getByTestId('writing-flags').count()).toBe(0);
    expect(await page.locator('.criteria li').allTextContents()).toEqual(
      rubric.criteria.map((c, i) => {
        const p = points(i, c.maxPoints);
        return `${c.name.az}: ${p}/${c.maxPoints}Meyarlarda ${p} bal: ${c.levels[p]!.az}Clear.`;
      }),
    );
    // The whole exam's percent counts the paragraph: 23 closed points and 17/20 of 10 points, of 35.
    expect(await page.getByTestId('score-percent').textContent()).toBe(`${Math.round(((23 + 8.5) * 100) / 35)}%`);
    // The model was asked once, with the student's paragraph and the rubric.
    const writingRequests = fake.requests.slice(asked).filter((r) => isWritingTask(r.body.messages));
    expect(writingRequests).toHaveLength(1);
    expect(JSON.stringify(writingRequests[0]?.body.messages)).toContain(paragraph);
    expect(pageErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('warns before submitting a short paragraph, then scores it by the rubric (MOCK-10), in Russian', async () => {
    const { context, page } = await signedInPage({ locale: 'ru-RU' }, aiServer);
    const loaded = sessionFrom(page);
    await page.goto(`${aiServer.url}/ru/practice/mock-exam-new`);
    await startMockExam(page);
    const session = await loaded;
    await page.locator('.nav-cell').last().click();
    const writing = page.getByTestId('writing');
    await writing.getByLabel('Твой абзац').fill(paragraphFor(session).split(' ').slice(0, 60).join(' '));
    await expect.poll(() => writing.locator('.word-count').textContent()).toBe('60 слов · не менее 100');
    const finishButton = page.getByRole('button', { name: 'Завершить тест' });
    await finishButton.click();
    expect(await page.getByTestId('finish-confirm').textContent()).toBe(
      'Твой абзац короче нужного (сейчас 60 слов, нужно не менее 100). Он всё равно будет оценён. ' +
        'Без ответа осталось 25 вопросов. Всё равно завершить?',
    );
    expect(await page.getByTestId('results').count()).toBe(0);
    await finishButton.click();
    await page.getByTestId('results').waitFor({ timeout: 20_000 });
    // The model gave task achievement 3, but 60 of 100 words allow at most 2 by the rubric: 16, and the reason.
    expect(await page.getByTestId('writing-score').textContent()).toContain('Баллы за абзац: 16 / 20 · слов: 60');
    expect(await page.getByTestId('writing-flags').textContent()).toBe(
      'Текст короче, чем требует задание: балл за выполнение задания ограничен.',
    );
    expect(await page.getByTestId('writing-estimate').locator('h3').textContent()).toBe('Автоматическая оценка');
    await context.close();
  });
});

describe('saving an answer without a connection (PRAC-37)', () => {
  interface Counters {
    questionsAnswered: number;
    totalCorrectAnswers: number;
  }
  const counters = async (api: TestClient) => (await api.get<{ profile: Counters }>('/api/profile')).body.profile;

  it('an answer the server refuses for good (signed out meanwhile) is not dropped silently: the reason is shown', async () => {
    const { context, page, api } = await signedInPage();
    const loaded = sessionFrom(page);
    await page.goto(`${server.url}/practice/${content.topics[0]?.id}`);
    const { questions } = await loaded;
    const cards = page.getByTestId('question');
    await cards.first().waitFor();
    const mc = questions.findIndex((q) => q.type === 'mc');
    // The session ends elsewhere (signed out in another tab): the cookie is gone.
    await context.clearCookies();
    await pickOption(cards.nth(mc), questions[mc]!);
    const refused = page.getByTestId('save-refused');
    await refused.waitFor();
    expect(await refused.getAttribute('role')).toBe('alert');
    expect(await refused.textContent()).toContain('Cavabın saxlanmadı: Əvvəlcə daxil ol. Cavabını yenidən seç.');
    expect(await refused.getByRole('link', { name: 'Daxil ol' }).getAttribute('href')).toBe('/signin');
    expect(await cards.nth(mc).locator('.verdict').count()).toBe(0);
    expect(await counters(api)).toMatchObject({ questionsAnswered: 0 });
    await context.close();
  });

  it('grammar: offline the answer waits, to be checked; back online it is saved and counted once, even after a lost reply', async () => {
    const { context, page, api, consoleErrors } = await signedInPage();
    const loaded = sessionFrom(page);
    await page.goto(`${server.url}/practice/${content.topics[0]?.id}`);
    const { questions } = await loaded;
    const cards = page.getByTestId('question');
    await cards.first().waitFor();
    const [first, second] = questions.flatMap((q, i) => (q.type === 'mc' ? [i] : [])) as [number, number];

    // With no connection the answer is kept and marked to be checked later: waiting, not a failure.
    await context.setOffline(true);
    await pickOption(cards.nth(first), questions[first]!);
    const offline = page.getByTestId('offline-session');
    await offline.waitFor();
    expect(await offline.getAttribute('role')).toBe('status');
    expect(await offline.textContent()).toContain(
      'İnternet yoxdur. Cavabların bu telefonda saxlanılır və internet qayıdanda yoxlanılacaq.',
    );
    await cards.nth(first).getByTestId('check-later').getByText('İnternet qayıdanda yoxlanılacaq').waitFor();
    const alert = page.getByTestId('save-failed');
    expect(await alert.count()).toBe(0);
    expect(await counters(api)).toMatchObject({ questionsAnswered: 0 });

    await context.setOffline(false);
    await cards.nth(first).locator('.verdict-correct').waitFor({ timeout: 10_000 });
    await offline.waitFor({ state: 'detached' });
    expect(await cards.nth(first).getByTestId('check-later').count()).toBe(0);
    expect(await counters(api)).toMatchObject({ questionsAnswered: 1, totalCorrectAnswers: 1 });

    // The next save reaches the server but its reply is lost: the retry (same answer id) must not count it again.
    let calls = 0;
    let delivered = 0;
    await page.route('**/api/practice/sessions/*/answers', async (route) => {
      if (++calls > 1) return route.continue();
      delivered = (await route.fetch()).status();
      await route.abort('connectionreset');
    });
    await pickOption(cards.nth(second), questions[second]!, true);
    await alert.waitFor();
    await cards.nth(second).locator('.verdict-wrong').waitFor({ timeout: 10_000 });
    await alert.waitFor({ state: 'detached' });
    expect([calls, delivered]).toEqual([2, 200]);
    expect(await counters(api)).toMatchObject({ questionsAnswered: 2, totalCorrectAnswers: 1 });
    expect(pageErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('a save the server answers with 500 holds no later answer: shown failed with a retry, saved once the server recovers', async () => {
    const { context, page, api, consoleErrors } = await signedInPage();
    const loaded = sessionFrom(page);
    await page.goto(`${server.url}/practice/${content.topics[0]?.id}`);
    const { questions } = await loaded;
    const cards = page.getByTestId('question');
    await cards.first().waitFor();
    const [broken, later] = questions.flatMap((q, i) => (q.type === 'mc' ? [i] : [])) as [number, number];
    const brokenId = questions[broken]!.id;
    const isBrokenSave = (body: string | null) =>
      (JSON.parse(body ?? '{}') as { questionId?: string }).questionId === brokenId;

    let serverDown = true;
    let brokenTries = 0;
    await page.route('**/api/practice/sessions/*/answers', async (route) => {
      if (!isBrokenSave(route.request().postData())) return route.continue();
      brokenTries++;
      if (!serverDown) return route.continue();
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"INTERNAL","message":"x"}}',
      });
    });
    await pickOption(cards.nth(broken), questions[broken]!);
    await pickOption(cards.nth(later), questions[later]!, true);
    // The later answer is saved and graded while the first one waits for its next try.
    await cards.nth(later).locator('.verdict-wrong').waitFor({ timeout: 5_000 });
    expect(await cards.nth(broken).locator('.verdict').count()).toBe(0);
    expect(await counters(api)).toMatchObject({ questionsAnswered: 1, totalCorrectAnswers: 0 });

    // After three tries in a row it is shown as failed, beside its question, with a retry button.
    const failed = cards.nth(broken).getByTestId('answer-failed');
    await failed.waitFor({ timeout: 15_000 });
    expect(brokenTries).toBe(3);
    expect(await failed.getAttribute('role')).toBe('alert');
    expect(await failed.textContent()).toContain(
      'Bu cavab hələ yadda saxlanmayıb. Arxa planda cəhd etməyə davam edirik.',
    );
    expect(await cards.nth(later).getByTestId('answer-failed').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Nəticələrə bax' }).isDisabled()).toBe(true);

    // The server recovers; the button sends it at once (the background try is seconds away).
    serverDown = false;
    const resent = page.waitForRequest((r) => r.url().endsWith('/answers') && isBrokenSave(r.postData()), {
      timeout: 1_000,
    });
    await failed.getByRole('button', { name: 'Yenidən göndər' }).click();
    await resent;
    await cards.nth(broken).locator('.verdict-correct').waitFor({ timeout: 5_000 });
    await failed.waitFor({ state: 'detached' });
    expect(await counters(api)).toMatchObject({ questionsAnswered: 2, totalCorrectAnswers: 1 });
    // The 500s are the condition under test.
    expect(pageErrors(consoleErrors).filter((e) => !/status of 500/.test(e))).toEqual([]);
    await context.close();
  });

  it('listening: Finish names the answer that is not saved, and Send all again saves it once the server recovers', async () => {
    const { context, page, consoleErrors } = await signedInPage();
    const loaded = sessionFrom(page);
    await page.goto(`${server.url}/practice/${content.listening[0]?.id}`);
    const { questions } = await loaded;
    const first = questions[0]!;
    let serverDown = true;
    await page.route('**/api/practice/sessions/*/answers', async (route) => {
      const { questionId } = JSON.parse(route.request().postData() ?? '{}') as { questionId?: string };
      if (questionId !== first.id || !serverDown) return route.continue();
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"INTERNAL","message":"x"}}',
      });
    });
    for (const [i, question] of questions.entries()) {
      await answerCurrent(page, question.id);
      // The first answer waits for its next try; the others are saved and graded meanwhile.
      if (i > 0) await page.locator('.verdict, .saved-note').first().waitFor();
      if (i < questions.length - 1) await page.getByRole('button', { name: 'Növbəti sual' }).click();
    }
    const unsaved = page.getByTestId('answers-unsaved');
    await unsaved.waitFor({ timeout: 15_000 });
    expect(await unsaved.textContent()).toContain(
      `${first.number} nömrəli sualın cavabı hələ yadda saxlanmayıb. Onu yenidən göndər, sonra testi bitir.`,
    );
    expect(await page.getByRole('button', { name: 'Testi bitir' }).isDisabled()).toBe(true);

    serverDown = false;
    await unsaved.getByRole('button', { name: 'Hamısını yenidən göndər' }).click();
    await unsaved.waitFor({ state: 'detached', timeout: 5_000 });
    await page.getByRole('button', { name: 'Testi bitir' }).click();
    await page.getByTestId('results').waitFor();
    expect(await page.getByTestId('out-of').textContent()).toBe(`${questions.length} sualdan ${questions.length} düzgün cavab`);
    // The 500s are the condition under test.
    expect(pageErrors(consoleErrors).filter((e) => !/status of 500/.test(e))).toEqual([]);
    await context.close();
  });

  it('listening, in Russian: its own message, then saved once back online', async () => {
    const { context, page, api } = await signedInPage({ locale: 'ru-RU' });
    const loaded = sessionFrom(page);
    await page.goto(`${server.url}/ru/practice/${content.listening[0]?.id}`);
    const { questions } = await loaded;
    const card = page.getByTestId('question');
    await card.waitFor();
    expect(questions[0]?.type).toBe('mc');
    await context.setOffline(true);
    await pickOption(card, questions[0]!);
    const alert = page.getByTestId('save-failed');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      'Не удалось сохранить ответ по аудированию. Проверь подключение или напиши в поддержку.',
    );
    await context.setOffline(false);
    await card.locator('.verdict-correct').waitFor({ timeout: 10_000 });
    await alert.waitFor({ state: 'detached' });
    expect(await counters(api)).toMatchObject({ questionsAnswered: 1, totalCorrectAnswers: 1 });
    await context.close();
  });

  it('reading: its own message, then saved once back online', async () => {
    const { context, page, api } = await signedInPage();
    const loaded = sessionFrom(page);
    await page.goto(`${server.url}/practice/${content.reading[0]?.id}`);
    const { questions } = await loaded;
    const card = page.getByTestId('question');
    await card.waitFor();
    expect(questions[0]?.type).toBe('mc');
    await context.setOffline(true);
    await pickOption(card, questions[0]!, true);
    const alert = page.getByTestId('save-failed');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      'Oxu cavabını yadda saxlamaq alınmadı. İnterneti yoxla və ya dəstək xidmətinə yaz.',
    );
    await context.setOffline(false);
    await card.locator('.verdict-wrong').waitFor({ timeout: 10_000 });
    await alert.waitFor({ state: 'detached' });
    expect(await counters(api)).toMatchObject({ questionsAnswered: 1, totalCorrectAnswers: 0 });
    await context.close();
  });
});

describe('the tutor promo on the results screen (RES-10, RES-11)', () => {
  it('is hidden at 90 % and shown below it, its urgency high under 60, medium under 80, low otherwise', async () => {
    const { context, page, api } = await signedInPage();
    const answerKey = answerKeys();
    const topic = content.topics[0]!;
    /** A grammar attempt with `right` of 10 right, graded by the server; returns what opens its results. */
    async function attempt(right: number) {
      const session = await startSession(api, topic.id);
      for (const [i, q] of session.questions.entries()) {
        const key = answerKey.get(q.id);
        if (!key) throw new Error(`no key for ${q.id}`);
        const res = await saveAnswer(api, session.attemptId, q.id, i < right ? rightAnswer(key) : wrongAnswer(key));
        expect(res.status).toBe(200);
      }
      expect((await finish(api, session.attemptId)).body.correct).toBe(right);
      return session;
    }
    /** Opens an attempt's results as the student would after a reload (the session page restores it). */
    async function openResults(session: SessionResponse, prefix = '') {
      await page.evaluate(
        ([name, id]) => sessionStorage.setItem(name!, id!),
        [`imtahan.session.${session.slug}`, session.attemptId],
      );
      await page.goto(`${server.url}${prefix}/practice/${session.slug}`);
      await page.getByTestId('results').waitFor();
      // The footer's contact link comes from the same site config as the promo: once it is there, so is the promo.
      await page.locator('a[href^="mailto:"]').first().waitFor();
    }

    // Not the menu: opening it forgets remembered sessions, which would race with openResults.
    await page.goto(`${server.url}/learn`);
    const promo = page.getByTestId('tutor-promo');
    const cases = [
      {
        right: 5,
        urgency: 'high',
        text: 'Nəticən bəzi boşluqları göstərir. Müəllim onları tez aradan qaldırmağa kömək edə bilər.',
      },
      {
        right: 7,
        urgency: 'medium',
        text: 'Doğru yoldasan. Müəllim imtahana qədər zəif yerlərini düzəltməyə kömək edə bilər.',
      },
      { right: 8, urgency: 'low', text: 'Yaxşı nəticədir! Müəllim ən yüksək bala çatmağa kömək edə bilər.' },
    ];
    let low: SessionResponse | undefined;
    for (const c of cases) {
      const session = await attempt(c.right);
      if (c.right === 5) low = session;
      await openResults(session);
      expect(await page.getByTestId('score-percent').textContent()).toBe(`${c.right * 10}%`);
      await promo.waitFor();
      expect(await promo.getAttribute('data-urgency')).toBe(c.urgency);
      expect(await promo.getByTestId('promo-urgency').textContent()).toBe(c.text);
      expect(await promo.textContent()).toContain('Ayda 30 AZN');
    }
    await openResults(await attempt(9));
    expect(await page.getByTestId('score-percent').textContent()).toBe('90%');
    expect(await promo.count()).toBe(0);

    // The urgency line in Russian.
    await openResults(low!, '/ru');
    await promo.waitFor();
    expect(await promo.getByTestId('promo-urgency').textContent()).toBe(
      'Результат показывает пробелы. Репетитор поможет быстро их закрыть.',
    );
    await context.close();
  });
});
