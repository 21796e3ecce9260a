/**
 * An AI explanation names the key, so the explain endpoints are not a way to read
 * keys before answering: POST /api/ai/practice {task:'explain'} opens only once the student has a graded answer to
 * the question, in every kind of session (grammar, listening, reading, diagnostic, daily challenge, mock exam), and
 * never during their unfinished mock exam; POST /api/ai/learn {task:'wrongAnswer'} only once they answered that
 * lesson-quiz item. Against the real server and database, with the offline tutor.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AiResponse } from '../../src/domain/api/ai-schema.ts';
import type { ChallengeResponse } from '../../src/domain/api/challenge-schema.ts';
import type { DiagnosticResponse } from '../../src/domain/api/diagnostic-schema.ts';
import type { SaveAnswerResponse } from '../../src/domain/api/practice-schema.ts';
import { loadContent } from '../../src/server/content/load-content.ts';
import { signedUpStudent, type ErrorBody, type TestClient } from '../support/http-client.ts';
import {
  answerKeys,
  answerQuestion,
  finish,
  rightAnswer,
  saveAnswer,
  startSession,
  wrongAnswer,
  type KeyedQuestion,
} from '../support/practice-helpers.ts';
import { useTestServer } from '../support/test-server.ts';

const keys = answerKeys();
const key = (id: string): KeyedQuestion => {
  const q = keys.get(id);
  if (!q) throw new Error(`no key for ${id}`);
  return q;
};
const passive = loadContent('content').topics.find((t) => t.id === 'passive-voice')!;

const server = useTestServer({ AUTH_RATE_LIMIT_MAX: '1000', AI_DAILY_QUOTA: '1000' });

const student = () => signedUpStudent(server.url, 'explain');

const explain = (c: TestClient, questionId: string, answer = 'x') =>
  c.post<AiResponse & ErrorBody>('/api/ai/practice', { task: 'explain', questionId, answer, language: 'en' });

/** The one message of each refusal, the same for every question, so it cannot carry a question's key. */
const REFUSAL_MESSAGES = {
  EXPLAIN_NEEDS_ANSWER: 'Answer the question first; its explanation opens after that',
  EXPLAIN_LOCKED: 'Explanations open when the exam is finished',
} as const;

/**
 * Refused with the given code, and the reply is that error alone: no explanation, no answer field, and the fixed
 * message. (Searching the reply for the key would fail on keys such as 'that', which the message itself contains.)
 */
async function expectRefused(c: TestClient, questionId: string, code: keyof typeof REFUSAL_MESSAGES) {
  const res = await explain(c, questionId);
  expect(res.status, questionId).toBe(403);
  expect(res.body).toEqual({ error: { code, message: REFUSAL_MESSAGES[code] } });
}

async function expectExplained(c: TestClient, questionId: string, answer: string) {
  const res = await explain(c, questionId, answer);
  expect(res.status, questionId).toBe(200);
  expect(res.body.response.length).toBeGreaterThan(0);
}

describe('AI explanations before and after the answer (SEC-05)', () => {
  it.each(['passive-voice', 'listening-01', 'reading-01'])(
    'a %s session: refused for an unanswered question, open once it is answered',
    async (slug) => {
      const c = await student();
      const session = await startSession(c, slug);
      const questions = session.questions.slice(0, 3);
      // Multiple choice and, in listening and reading, an open question too.
      const open = session.questions.find((q) => q.type === 'open');
      if (open && !questions.includes(open)) questions.push(open);
      for (const q of questions) await expectRefused(c, q.id, 'EXPLAIN_NEEDS_ANSWER');
      for (const q of questions) {
        const given = q === questions[0] ? wrongAnswer(key(q.id)) : rightAnswer(key(q.id));
        expect((await saveAnswer(c, session.attemptId, q.id, given)).status).toBe(200);
        await expectExplained(c, q.id, given);
      }
      // The others of the same session stay closed.
      const rest = session.questions.find((q) => !questions.includes(q));
      if (rest) await expectRefused(c, rest.id, 'EXPLAIN_NEEDS_ANSWER');
    },
  );

  it('the diagnostic: refused while a question is unanswered, open after its answer', async () => {
    const c = await student();
    const started = await c.post<DiagnosticResponse>('/api/diagnostic/start', {});
    if (started.body.status !== 'inProgress') throw new Error('diagnostic not in progress');
    const [q1, q2] = started.body.questions;
    if (!q1 || !q2) throw new Error('no questions');
    await expectRefused(c, q1.id, 'EXPLAIN_NEEDS_ANSWER');
    const given = wrongAnswer(key(q1.id));
    const saved = await c.post<SaveAnswerResponse>('/api/diagnostic/answers', {
      answerId: randomUUID(),
      questionId: q1.id,
      answer: given,
    });
    expect(saved.status).toBe(200);
    await expectExplained(c, q1.id, given);
    await expectRefused(c, q2.id, 'EXPLAIN_NEEDS_ANSWER');
  });

  it("the daily challenge: refused for today's unanswered questions, open after each answer", async () => {
    const c = await student();
    const baku = { 'x-time-zone': 'Asia/Baku' };
    const challenge = (await c.request<ChallengeResponse>('GET', '/api/challenge', undefined, baku)).body;
    const [first, second] = challenge.questionIds;
    if (!first || !second) throw new Error('no challenge questions');
    await expectRefused(c, first, 'EXPLAIN_NEEDS_ANSWER');
    await expectRefused(c, second, 'EXPLAIN_NEEDS_ANSWER');
    const given = rightAnswer(key(first));
    const saved = await c.post<SaveAnswerResponse>(
      '/api/challenge/answers',
      { date: challenge.date, answerId: randomUUID(), questionId: first, answer: given },
      baku,
    );
    expect(saved.status).toBe(200);
    await expectExplained(c, first, given);
    await expectRefused(c, second, 'EXPLAIN_NEEDS_ANSWER');
  });

  it('a mock exam: refused until the exam is finished, even for an answered question; then open', async () => {
    const c = await student();
    const session = await startSession(c, 'mock-exam');
    const grammar = session.questions.find((q) => q.section === 'Grammar')!;
    const blank = session.questions.find((q) => q.section === 'Grammar' && q.id !== grammar.id)!;
    await expectRefused(c, grammar.id, 'EXPLAIN_LOCKED');
    const given = wrongAnswer(key(grammar.id));
    expect((await saveAnswer(c, session.attemptId, grammar.id, given)).status).toBe(200);
    await expectRefused(c, grammar.id, 'EXPLAIN_LOCKED');

    // Another student, who never answered it, may not read its key either.
    await expectRefused(await student(), grammar.id, 'EXPLAIN_NEEDS_ANSWER');

    expect((await finish(c, session.attemptId)).status).toBe(200);
    await expectExplained(c, grammar.id, given);
    // A question left blank was never answered (its key is in the results review, not here).
    await expectRefused(c, blank.id, 'EXPLAIN_NEEDS_ANSWER');
  });

  it('a lesson quiz: the wrong-answer explanation opens only for an item the student answered', async () => {
    const c = await student();
    const wrongIndex = ((passive.quiz[0]?.correctAnswerIndex ?? 0) + 1) % (passive.quiz[0]?.options.length ?? 3);
    const ask = (quizIndex: number, answerIndex: number) =>
      c.post<AiResponse & ErrorBody>('/api/ai/learn', {
        task: 'wrongAnswer',
        topicId: passive.id,
        quizIndex,
        answerIndex,
        language: 'en',
      });
    const before = await ask(0, wrongIndex);
    expect(before.status).toBe(403);
    expect(before.body.error.code).toBe('EXPLAIN_NEEDS_ANSWER');
    // Checking an answer without saving it (as a signed-out visitor does) records nothing, so it opens nothing.
    expect(
      (await c.post(`/api/lessons/${passive.id}/quiz/check`, { quizIndex: 0, answerIndex: wrongIndex })).status,
    ).toBe(200);
    expect((await ask(0, wrongIndex)).status).toBe(403);

    const saved = await c.post(`/api/lessons/${passive.id}/quiz/attempts/${randomUUID()}/answers`, {
      answerId: randomUUID(),
      quizIndex: 0,
      answerIndex: wrongIndex,
    });
    expect(saved.status).toBe(200);
    const after = await ask(0, wrongIndex);
    expect(after.status).toBe(200);
    expect(after.body.response.length).toBeGreaterThan(0);
    // The next item is still closed.
    expect((await ask(1, 0)).body.error.code).toBe('EXPLAIN_NEEDS_ANSWER');
  });
});

describe('AI judging of a written answer (SEC-05)', () => {
  it('gives no verdict on a guess before the student has answered the question, and does after', async () => {
    const c = await student();
    const judge = (answer: string) =>
      c.post<{ correct: boolean } & ErrorBody>('/api/ai/practice', {
        task: 'judge',
        questionId: 'reading-01-q7',
        answer,
      });
    const partial = () =>
      c.post<ErrorBody>('/api/ai/practice', { task: 'judgePartial', questionId: 'reading-01-q7', answer: 'nets' });
    for (const res of [await judge('fishing nets'), await partial()]) {
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('EXPLAIN_NEEDS_ANSWER');
    }
    await answerQuestion(c, 'reading-01-q7', wrongAnswer(key('reading-01-q7')));
    const judged = await judge('fishing nets');
    expect(judged.status).toBe(200);
    expect(judged.body.correct).toBe(true);
  });
});
