/**
 * Finishing races answer saves: the score a finish records is counted from the answers stored with it,
 * whatever arrives at the same time. Each round fires a student's saves and the finish together, then recounts the
 * stored answers in the database and compares them with what the attempt recorded. A save that loses the race is
 * refused with 409 (ATTEMPT_FINISHING while the finish is under way, SESSION_FINISHED after it), never a 500, and a
 * save the server acknowledged is stored and counted exactly once. Runs on SQLite, and on PostgreSQL when
 * TEST_DATABASE_URL names one.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiagnosticResponse } from '../../src/domain/api/diagnostic-schema.ts';
import type { ResultsResponse, SessionResponse } from '../../src/domain/api/practice-schema.ts';
import { exactPercent } from '../../src/domain/practice/score-band.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { type ErrorBody, type JsonResponse, profileOf, signedUpStudent } from '../support/http-client.ts';
import {
  answerKeys,
  finish,
  paragraphAbout,
  rightAnswer,
  saveAnswer,
  startSession,
  wrongAnswer,
  type KeyedQuestion,
} from '../support/practice-helpers.ts';
import { useTestServer } from '../support/test-server.ts';

const ROUNDS = 40;
const keys = answerKeys();
const key = (id: string): KeyedQuestion => {
  const q = keys.get(id);
  if (!q) throw new Error(`no key for ${id}`);
  return q;
};

const server = useTestServer({ AUTH_RATE_LIMIT_MAX: '10000' });

/** What the database holds for an attempt: the recorded totals and a recount of its stored answers. */
async function storedOf(attemptId: string) {
  const attempt = await server.db.kysely
    .selectFrom('attempt')
    .select(['finishedAt', 'correct', 'total', 'score'])
    .where('id', '=', attemptId)
    .executeTakeFirstOrThrow();
  const answers = await server.db.kysely
    .selectFrom('answer')
    .select(['id', 'questionId', 'answer', 'correct'])
    .where('attemptId', '=', attemptId)
    .execute();
  return {
    finished: attempt.finishedAt !== null,
    recorded: attempt.correct === null ? null : Number(attempt.correct),
    score: attempt.score === null ? null : Number(attempt.score),
    total: Number(attempt.total),
    answers,
    recount: answers.filter((a) => a.correct !== null && Number(a.correct) === 1).length,
    ungraded: answers.filter((a) => a.correct === null).length,
  };
}

/** A save that lost the race is a 409 with one of these codes; anything else (a 500 above all) is a failure. */
const LATE_CODES = ['ATTEMPT_FINISHING', 'SESSION_FINISHED'];
function unexpected(responses: JsonResponse<unknown>[]): string[] {
  return responses.flatMap((r) => {
    if (r.status === 200) return [];
    const code = (r.body as ErrorBody | null)?.error?.code;
    return r.status === 409 && code && LATE_CODES.includes(code) ? [] : [`${r.status} ${JSON.stringify(r.body)}`];
  });
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('a finish racing answer saves records the score of the stored answers', () => {
  it(`practice: ${ROUNDS} finishes, each fired amid the saves of every question`, async () => {
    const c = await signedUpStudent(server.url, 'race-practice');
    const mismatched: string[] = [];
    const refused: string[] = [];
    let acknowledged = 0;
    let late = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const session = await startSession(c, 'present-simple');
      const questions = session.questions;
      // Right and wrong answers mixed, so a lost or doubled answer changes the count either way.
      const given = questions.map((q, i) => (i % 3 === 2 ? wrongAnswer(key(q.id)) : rightAnswer(key(q.id))));
      const at = round % questions.length;
      const saves: Promise<JsonResponse<unknown>>[] = [];
      let finished: Promise<JsonResponse<ResultsResponse>> | undefined;
      for (let i = 0; i < questions.length; i++) {
        if (i === at) finished = finish(c, session.attemptId);
        saves.push(saveAnswer(c, session.attemptId, questions[i]!.id, given[i]!));
        await tick();
      }
      const [done, ...responses] = await Promise.all([finished!, ...saves]);
      expect(done.status).toBe(200);
      refused.push(...unexpected(responses));
      late += responses.filter((r) => r.status === 409).length;
      const stored = await storedOf(session.attemptId);
      const savedIds = new Set(stored.answers.map((a) => a.questionId));
      const acked = questions.filter((_, i) => responses[i]!.status === 200).map((q) => q.id);
      acknowledged += acked.length;
      // Every acknowledged save is stored; every refused one is not.
      expect([...savedIds].sort()).toEqual([...acked].sort());
      const score = Math.round(exactPercent(stored.recount, stored.total) * 100) / 100;
      if (stored.recorded !== stored.recount || done.body.correct !== stored.recount || stored.score !== score) {
        mismatched.push(
          `round ${round}: recorded ${stored.recorded}, results ${done.body.correct}, stored ${stored.recount}`,
        );
      }
    }
    expect(refused).toEqual([]);
    expect(late, 'saves that lost the race').toBeGreaterThan(0);
    expect(mismatched, `${mismatched.length} of ${ROUNDS} rounds`).toEqual([]);
    // Each stored answer moved the counters once, each finish totalQuizzes once.
    const profile = await profileOf(c);
    expect(profile.questionsAnswered).toBe(acknowledged);
    expect(profile.totalQuizzes).toBe(ROUNDS);
  }, 120_000);

  it(`mock exam: ${ROUNDS} finishes while drafts keep arriving`, async () => {
    const c = await signedUpStudent(server.url, 'race-mock');
    const mismatched: string[] = [];
    const refused: string[] = [];
    const failedFinishes: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const session: SessionResponse = await startSession(c, 'mock-exam');
      const questions = session.questions;
      let stop = false;
      const responses: JsonResponse<unknown>[] = [];
      // Four writers keep changing drafts (right, then wrong, then right…) until the server refuses one.
      const writer = async (offset: number) => {
        for (let n = offset; !stop; n += 4) {
          const q = questions[n % questions.length]!;
          const answer = Math.floor(n / questions.length) % 2 === 0 ? rightAnswer(key(q.id)) : wrongAnswer(key(q.id));
          const res = await saveAnswer(c, session.attemptId, q.id, answer);
          responses.push(res);
          if (res.status !== 200) return;
        }
      };
      const writers = [0, 1, 2, 3].map(writer);
      while (responses.length < 8 + (round % 8) * 4) await tick();
      const done = await finish(c, session.attemptId);
      if (done.status !== 200) stop = true;
      await Promise.all(writers);
      if (done.status !== 200) {
        failedFinishes.push(`round ${round}: ${done.status} ${JSON.stringify(done.body)}`);
        continue;
      }
      refused.push(...unexpected(responses));
      const stored = await storedOf(session.attemptId);
      expect(stored.ungraded).toBe(0);
      if (stored.recorded !== stored.recount || done.body.correct !== stored.recount) {
        mismatched.push(
          `round ${round}: recorded ${stored.recorded}, results ${done.body.correct}, stored ${stored.recount}`,
        );
      }
      // The review the results show agrees with the recorded score.
      expect(done.body.review.filter((r) => r.correct).length).toBe(done.body.correct);
    }
    expect(failedFinishes, `${failedFinishes.length} of ${ROUNDS} finishes failed`).toEqual([]);
    expect(refused).toEqual([]);
    expect(mismatched, `${mismatched.length} of ${ROUNDS} rounds`).toEqual([]);
  }, 300_000);

  it(`diagnostic: ${ROUNDS / 2} completions fired amid the answers`, async () => {
    const mismatched: string[] = [];
    const refused: string[] = [];
    for (let round = 0; round < ROUNDS / 2; round++) {
      const c = await signedUpStudent(server.url, 'race-diag');
      const started = await c.post<DiagnosticResponse>('/api/diagnostic/start', {});
      if (started.body.status !== 'inProgress') throw new Error(JSON.stringify(started.body));
      const { questions } = started.body;
      const at = round % questions.length;
      const saves: Promise<JsonResponse<unknown>>[] = [];
      let completed: Promise<JsonResponse<DiagnosticResponse>> | undefined;
      for (let i = 0; i < questions.length; i++) {
        if (i === at) completed = c.post<DiagnosticResponse>('/api/diagnostic/complete', {});
        const q = questions[i]!;
        const answer = i % 2 === 0 ? rightAnswer(key(q.id)) : wrongAnswer(key(q.id));
        saves.push(c.post('/api/diagnostic/answers', { answerId: randomUUID(), questionId: q.id, answer }));
        await tick();
      }
      const [done, ...responses] = await Promise.all([completed!, ...saves]);
      expect(done.status).toBe(200);
      refused.push(...unexpected(responses));
      const { email } = await profileOf(c);
      const diagnostic = await server.db.kysely
        .selectFrom('diagnostic')
        .innerJoin('user', 'user.id', 'diagnostic.userId')
        .select(['diagnostic.attemptId', 'diagnostic.score'])
        .where('user.email', '=', email)
        .executeTakeFirstOrThrow();
      const stored = await storedOf(diagnostic.attemptId);
      if (stored.recorded !== stored.recount || Number(diagnostic.score) !== stored.recount) {
        mismatched.push(
          `round ${round}: recorded ${stored.recorded}, diagnostic ${diagnostic.score}, stored ${stored.recount}`,
        );
      }
    }
    expect(refused).toEqual([]);
    expect(mismatched, `${mismatched.length} of ${ROUNDS / 2} rounds`).toEqual([]);
  }, 120_000);
});

describe('while a finish is under way', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());
  const slow = useTestServer(() => ({
    AUTH_RATE_LIMIT_MAX: '10000',
    AI_DAILY_QUOTA: '10000',
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'fake-model',
    AI_TIMEOUT_MS: '10000',
  }));

  it('drafts and the paragraph are refused with 409 ATTEMPT_FINISHING; the finish then records what it froze', async () => {
    const c = await signedUpStudent(slow.url, 'finishing');
    const session = await startSession(c, 'mock-exam-new');
    const [first, second] = session.questions;
    expect((await saveAnswer(c, session.attemptId, first!.id, rightAnswer(key(first!.id)))).status).toBe(200);
    const base = `/api/practice/sessions/${session.attemptId}`;
    const text = paragraphAbout(session.writing?.topic.en ?? '');
    expect((await c.request('PUT', `${base}/writing`, { text })).status).toBe(200);
    // The paragraph's scorer answers slowly (then badly: the offline scorer stands in), so the finish waits for
    // it with the answers frozen.
    fake.setDefault({ kind: 'reply', text: 'not a rubric', firstChunkDelayMs: 1500 });
    const finishing = finish(c, session.attemptId);
    while (fake.requests.length === 0) await new Promise((r) => setTimeout(r, 20));

    const late = await saveAnswer(c, session.attemptId, second!.id, rightAnswer(key(second!.id)));
    expect(late.status).toBe(409);
    expect((late.body as unknown as ErrorBody).error.code).toBe('ATTEMPT_FINISHING');
    const lateWriting = await c.request<ErrorBody>('PUT', `${base}/writing`, { text: 'changed my mind' });
    expect(lateWriting.status).toBe(409);
    expect(lateWriting.body.error.code).toBe('ATTEMPT_FINISHING');

    const done = await finishing;
    expect(done.status).toBe(200);
    expect(done.body.correct).toBe(1);
    expect(done.body.review.find((r) => r.questionId === second!.id)?.yourAnswer).toBeNull();
    const after = await saveAnswer(c, session.attemptId, second!.id, rightAnswer(key(second!.id)));
    expect((after.body as unknown as ErrorBody).error.code).toBe('SESSION_FINISHED');
  }, 30_000);
});
