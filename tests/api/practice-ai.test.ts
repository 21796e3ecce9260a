/**
 * Grading through the AI service with a model configured (the fake OpenAI-compatible provider on 127.0.0.1):
 * open answers judged by the model, its fallback to the offline judge when the provider fails, partial credit
 * for the DİM estimate and the paragraph's rubric.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatCompletionRequest, FakeBehaviour } from '../support/fake-openai.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { countWords } from '../../src/domain/text/count-words.ts';
import { TestClient } from '../support/http-client.ts';
import {
  answerKeys,
  finish,
  rightAnswer,
  saveAnswer,
  paragraphAbout,
  startSession,
  type KeyedQuestion,
} from '../support/practice-helpers.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { loadContent } from '../../src/server/content/load-content.ts';

let fake: FakeOpenAi;
let server: TestServer;
const keys = answerKeys();
const rubric = loadContent('content').writing.rubric;
const key = (id: string): KeyedQuestion => {
  const q = keys.get(id);
  if (!q) throw new Error(`no key for ${id}`);
  return q;
};
/** An answer no key settles, so the judge asks the model. */
const UNSETTLED = 'perhaps something about the weekend trip';

const task = (request: ChatCompletionRequest) => {
  const text = JSON.stringify(request.messages);
  if (text.includes('CORRECT or INCORRECT')) return 'judge';
  if (text.includes('paragraph against the rubric')) return 'writing';
  return 'other';
};

const judgement = (verdict: 'CORRECT' | 'INCORRECT', credit: number) => JSON.stringify({ verdict, credit });

/** A provider that answers each task as told. */
function provider(replies: { judge?: string; writing?: string }) {
  return (request: ChatCompletionRequest): FakeBehaviour => {
    const reply = replies[task(request) as keyof typeof replies];
    return reply === undefined ? { kind: 'fail', status: 500 } : { kind: 'reply', text: reply };
  };
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  server = await startTestServer({
    AUTH_RATE_LIMIT_MAX: '10000',
    AI_DAILY_QUOTA: '10000',
    AI_RATE_LIMIT_MAX: '10000',
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'fake-model',
    AI_TIMEOUT_MS: '2000',
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});
beforeEach(() => fake.reset());

let counter = 0;
async function student(): Promise<TestClient> {
  const c = new TestClient(server.url);
  await c.signUp(`practice-ai${++counter}@example.az`);
  return c;
}

describe('open answers judged by the model (PRAC-34, RES-08)', () => {
  it('the model says CORRECT → correct, judged by the model; the prompt has the answer, not the email', async () => {
    fake.setDefault(provider({ judge: judgement('CORRECT', 1) }));
    const c = await student();
    const session = await startSession(c, 'listening-06');
    const open = session.questions.find((q) => q.type === 'open');
    if (!open) throw new Error('an open question expected');
    // The key's words with a hedge the offline judge refuses: the model decides, and the overlap lets it count.
    const answer = `${key(open.id).answer}, or perhaps something else`;
    const res = await saveAnswer(c, session.attemptId, open.id, answer);
    expect(res.body.feedback).toMatchObject({ correct: true, judgedBy: 'model', correctAnswer: key(open.id).answer });
    const judged = fake.requests.find((r) => task(r.body) === 'judge');
    expect(JSON.stringify(judged?.body.messages)).toContain('perhaps something else');
    expect(JSON.stringify(fake.requests.map((r) => r.body))).not.toContain('@example.az');
  });

  it('the model says CORRECT to an answer that shares nothing with the key → it stays incorrect', async () => {
    fake.setDefault(provider({ judge: judgement('CORRECT', 1) }));
    const c = await student();
    const session = await startSession(c, 'listening-06');
    const open = session.questions.find((q) => q.type === 'open');
    if (!open) throw new Error('an open question expected');
    const res = await saveAnswer(c, session.attemptId, open.id, UNSETTLED);
    expect(res.body.feedback).toMatchObject({ correct: false, judgedBy: 'offline' });
    expect(fake.requests.length).toBeGreaterThan(0);
  });

  it('an accepted answer needs no model: judged offline at once', async () => {
    fake.setDefault(provider({ judge: judgement('INCORRECT', 0) }));
    const c = await student();
    const session = await startSession(c, 'reading-07');
    const open = session.questions.find((q) => q.type === 'open');
    if (!open) throw new Error('an open question expected');
    const res = await saveAnswer(c, session.attemptId, open.id, rightAnswer(key(open.id)));
    expect(res.body.feedback).toMatchObject({ correct: true, judgedBy: 'offline' });
    expect(fake.requests).toHaveLength(0);
  });

  it('the provider fails → the offline judge decides, and the save still succeeds', async () => {
    fake.setDefault({ kind: 'fail', status: 500 });
    const c = await student();
    const session = await startSession(c, 'reading-08');
    const open = session.questions.find((q) => q.type === 'open');
    if (!open) throw new Error('an open question expected');
    const res = await saveAnswer(c, session.attemptId, open.id, UNSETTLED);
    expect(res.status).toBe(200);
    expect(res.body.feedback).toMatchObject({ correct: false, judgedBy: 'offline' });
    expect(fake.requests.length).toBeGreaterThan(0);
  });
});

describe('mock exams with a model', () => {
  it('classic: open answers judged and credited by the model at finish; the estimate counts half credit (MOCK-07)', async () => {
    fake.setDefault(provider({ judge: judgement('INCORRECT', 0.5) }));
    const c = await student();
    const session = await startSession(c, 'mock-exam');
    // Half of each key: the model's half credit needs a quarter of a key idea in the answer to count.
    const half = (q: { id: string }) => `perhaps ${key(q.id).answer} maybe`;
    for (const q of session.questions) {
      await saveAnswer(c, session.attemptId, q.id, q.type === 'open' ? half(q) : rightAnswer(key(q.id)));
    }
    expect(fake.requests).toHaveLength(0); // drafts are not judged
    const res = await finish(c, session.attemptId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ correct: 23, total: 30 });
    // 23 closed right + 2 × (7 × 0.5) = 30 → 30 × 100 / 37 = 81.1
    expect(res.body.dimEstimate).toBe(81.1);
    const open = res.body.review.filter((r) => r.type === 'open');
    expect(open).toHaveLength(7);
    expect(open.every((r) => r.judgedBy === 'model' && !r.correct && r.correctAnswer !== '')).toBe(true);
  });

  it('classic: the provider down → results with offline-judged open answers (MOCK-11)', async () => {
    fake.setDefault({ kind: 'fail', status: 503 });
    const c = await student();
    const session = await startSession(c, 'mock-exam');
    for (const q of session.questions) {
      await saveAnswer(c, session.attemptId, q.id, q.type === 'open' ? UNSETTLED : rightAnswer(key(q.id)));
    }
    const res = await finish(c, session.attemptId);
    expect(res.status).toBe(200);
    expect(res.body.correct).toBe(23);
    expect(res.body.review.filter((r) => r.type === 'open').every((r) => r.judgedBy === 'offline')).toBe(true);
  });

  it('new model: the paragraph scored by the model against the rubric (MOCK-09)', async () => {
    const full = { criteria: rubric.criteria.map((c) => ({ id: c.id, points: c.maxPoints, comment: 'Good.' })) };
    fake.setDefault(provider({ writing: JSON.stringify(full) }));
    const c = await student();
    const session = await startSession(c, 'mock-exam-new');
    await c.request('PUT', `/api/practice/sessions/${session.attemptId}/writing`, {
      text: paragraphAbout(session.writing?.topic.en ?? ''),
    });
    const res = await finish(c, session.attemptId);
    expect(res.body.writing).toMatchObject({
      judgedBy: 'model',
      score: rubric.maxScore,
      maxScore: rubric.maxScore,
      words: countWords(paragraphAbout(session.writing?.topic.en ?? '')),
    });
    expect(res.body.writing?.criteria.map((x) => x.id)).toEqual(rubric.criteria.map((x) => x.id));
    expect(res.body.sections.at(-1)).toEqual({ section: 'Writing', correct: rubric.maxScore, total: rubric.maxScore });
  });
});

describe('grading has its own daily budget of model calls', () => {
  it('beyond it the offline judge grades without asking the model, and the AI quota is untouched', async () => {
    const budgeted = await startTestServer({
      AUTH_RATE_LIMIT_MAX: '10000',
      AI_RATE_LIMIT_MAX: '10000',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_MS: '2000',
      AI_GRADING_DAILY_QUOTA: '1',
    });
    try {
      fake.setDefault(provider({ judge: judgement('CORRECT', 1) }));
      const c = new TestClient(budgeted.url);
      await c.signUp(`grading-budget${++counter}@example.az`);
      const judgedBy: string[] = [];
      for (const slug of ['listening-06', 'reading-07']) {
        const session = await startSession(c, slug);
        const open = session.questions.find((q) => q.type === 'open');
        if (!open) throw new Error('an open question expected');
        const res = await saveAnswer(
          c,
          session.attemptId,
          open.id,
          `${key(open.id).answer}, or perhaps something else`,
        );
        judgedBy.push(res.body.feedback?.judgedBy ?? 'none');
      }
      expect(judgedBy).toEqual(['model', 'offline']);
      expect(fake.requests.filter((r) => task(r.body) === 'judge')).toHaveLength(1);
      const usage = await budgeted.db.kysely.selectFrom('ai_usage').selectAll().execute();
      expect(usage.map((u) => [Number(u.count), Number(u.gradingCount)])).toEqual([[0, 1]]);
    } finally {
      await budgeted.close();
    }
  });
});
