/**
 * The tutor's safety hook: while the student has an unfinished mock exam,
 * diagnostic or today's challenge, the model gets the hint-only system prompt; once finished, the normal one. The
 * fake OpenAI-compatible server (tests/support/fake-openai.ts) records what the model was sent.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChallengeResponse } from '../../src/domain/api/challenge-schema.ts';
import type { DiagnosticResponse } from '../../src/domain/api/diagnostic-schema.ts';
import type { SessionResponse } from '../../src/domain/api/practice-schema.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { signedUpStudent, type TestClient } from '../support/http-client.ts';
import { answerKeys, rightAnswer, TestClock } from '../support/practice-helpers.ts';
import { readSse } from '../support/sse.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const HINTS_ONLY = 'Give hints only';
const clock = new TestClock();
const keys = answerKeys();
let fake: FakeOpenAi;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  server = await startTestServer(
    {
      AUTH_RATE_LIMIT_MAX: '10000',
      AI_DAILY_QUOTA: '1000',
      AI_RATE_LIMIT_MAX: '10000',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_API_KEY: 'test-key',
    },
    { clock },
  );
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.reset();
  fake.setDefault({ kind: 'reply', text: 'A hint.' });
  clock.reset();
});

const student = () => signedUpStudent(server.url, 'tutor-habit');

/** Asks the tutor once and returns the system prompt the model received. */
async function systemPromptFor(c: TestClient): Promise<string> {
  fake.reset();
  fake.setDefault({ kind: 'reply', text: 'A hint.' });
  const response = await fetch(`${server.url}/api/ai/aitutor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie: c.cookieHeader() },
    body: JSON.stringify({ messages: [{ sender: 'user', text: 'Which option is right?' }], language: 'en' }),
  });
  expect(response.status).toBe(200);
  await readSse(response);
  return fake.requests[0]?.body.messages.find((m) => m.role === 'system')?.content ?? '';
}

/** Saves a draft answer to the exam's first question: the student has started sitting it. */
async function draftFirst(c: TestClient, session: SessionResponse): Promise<void> {
  const first = session.questions[0];
  if (!first) throw new Error('an empty mock exam');
  const res = await c.post(`/api/practice/sessions/${session.attemptId}/answers`, {
    answerId: randomUUID(),
    questionId: first.id,
    answer: right(first.id),
  });
  expect(res.status).toBe(200);
}

const right = (id: string) => {
  const q = keys.get(id);
  if (!q) throw new Error(`no key for ${id}`);
  return rightAnswer(q);
};

describe('tutor during a diagnostic or a daily challenge (TUTOR-13)', () => {
  it('gives hints only while the diagnostic is unfinished', async () => {
    const c = await student();
    expect(await systemPromptFor(c)).not.toContain(HINTS_ONLY);
    const started = await c.post<DiagnosticResponse>('/api/diagnostic/start', {});
    if (started.body.status !== 'inProgress') throw new Error('not started');
    const prompt = await systemPromptFor(c);
    expect(prompt).toContain(HINTS_ONLY);
    expect(prompt).toContain('"examInProgress": true');
    for (const q of started.body.questions) {
      await c.post('/api/diagnostic/answers', { answerId: randomUUID(), questionId: q.id, answer: right(q.id) });
    }
    await c.post('/api/diagnostic/complete', {});
    expect(await systemPromptFor(c)).not.toContain(HINTS_ONLY);
  });

  it("gives hints only while today's challenge is unfinished, and not for one abandoned days ago", async () => {
    const c = await student();
    const ch = (await c.get<ChallengeResponse>('/api/challenge')).body;
    expect(await systemPromptFor(c)).toContain(HINTS_ONLY);
    for (const id of ch.questionIds) {
      await c.post('/api/challenge/answers', {
        date: ch.date,
        answerId: randomUUID(),
        questionId: id,
        answer: right(id),
      });
    }
    await c.post('/api/challenge/finish', { date: ch.date });
    expect(await systemPromptFor(c)).not.toContain(HINTS_ONLY);

    const other = await student();
    await other.get('/api/challenge');
    expect(await systemPromptFor(other)).toContain(HINTS_ONLY);
    clock.set(new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
    expect(await systemPromptFor(other)).not.toContain(HINTS_ONLY);
  });

  it('gives hints only during a mock exam: from its first answer until it is finished or abandoned', async () => {
    const c = await student();
    const menu = (await c.get<{ items: { type: string; slug: string }[] }>('/api/practice/menu')).body;
    const mock = menu.items.find((i) => i.type === 'mock_exam');
    if (!mock) throw new Error('no mock exam');
    for (const end of ['finish', 'abandon'] as const) {
      const session = (await c.post<SessionResponse>('/api/practice/sessions', { slug: mock.slug })).body;
      // Opening the exam is not sitting it yet.
      expect(await systemPromptFor(c)).not.toContain(HINTS_ONLY);
      await draftFirst(c, session);
      expect(await systemPromptFor(c)).toContain(HINTS_ONLY);
      expect((await c.post(`/api/practice/sessions/${session.attemptId}/${end}`, {})).status).toBe(200);
      expect(await systemPromptFor(c)).not.toContain(HINTS_ONLY);
    }
  });

  it('holds a model reply back during a mock exam and replaces one that names a key of the exam by the hint', async () => {
    const c = await student();
    const menu = (await c.get<{ items: { type: string; slug: string }[] }>('/api/practice/menu')).body;
    const mock = menu.items.find((i) => i.type === 'mock_exam');
    if (!mock) throw new Error('no mock exam');
    const session = (await c.post<SessionResponse>('/api/practice/sessions', { slug: mock.slug })).body;
    await draftFirst(c, session);
    const open = session.questions.map((q) => keys.get(q.id)).find((q) => q?.type === 'open' && q.answer.length > 8);
    if (!open || open.type !== 'open') throw new Error('an open question expected in the mock exam');

    const ask = async (modelText: string) => {
      fake.reset();
      fake.setDefault({ kind: 'reply', text: modelText });
      const response = await fetch(`${server.url}/api/ai/aitutor`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url, cookie: c.cookieHeader() },
        body: JSON.stringify({ messages: [{ sender: 'user', text: 'What is the answer?' }], language: 'en' }),
      });
      const events = await readSse(response);
      const text = events
        .filter((e) => e.event === 'delta')
        .map((e) => (e.data as { text: string }).text)
        .join('');
      const done = events.find((e) => e.event === 'done')?.data as { response: string; source: string };
      return { text, done };
    };

    const leaked = await ask(`Easy: the answer is "${open.answer}".`);
    expect(leaked.done.source).toBe('offline');
    expect(leaked.text.toLowerCase()).not.toContain(open.answer.toLowerCase());
    expect(leaked.done.response).toBe(leaked.text);

    const hint = await ask('Read the question again and find the paragraph that talks about it.');
    expect(hint.done).toMatchObject({
      source: 'model',
      response: 'Read the question again and find the paragraph that talks about it.',
    });
    expect(hint.text).toBe(hint.done.response);
  });
});
