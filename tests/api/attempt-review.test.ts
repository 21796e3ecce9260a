/**
 * The quiz history after each kind of activity, against the real server and database: a
 * grammar quiz, a listening and a reading test, a mock exam, the diagnostic and the daily challenge are each listed
 * by GET /api/attempts with their kind, topic, counts, score and time, and GET /api/attempts/:id/review gives each
 * one's answers with the reason behind each key. An unfinished attempt keeps its keys hidden; another student's attempt is not found.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ChallengeResponse } from '../../src/domain/api/challenge-schema.ts';
import type { DiagnosticResponse } from '../../src/domain/api/diagnostic-schema.ts';
import type { SessionResponse } from '../../src/domain/api/practice-schema.ts';
import type {
  AttemptReviewResponse,
  AttemptsResponse,
  HistoryAttempt,
  HistoryKind,
} from '../../src/domain/api/progress-schema.ts';
import { type ErrorBody, signedUpStudent, TestClient } from '../support/http-client.ts';
import {
  answerKeys,
  finish,
  rightAnswer,
  saveAnswer,
  startSession,
  wrongAnswer,
  type KeyedQuestion,
} from '../support/practice-helpers.ts';
import { useTestServer } from '../support/test-server.ts';
import { historyAttemptOf } from '../../src/domain/progress/history-row.ts';

const keys = answerKeys();
const key = (id: string): KeyedQuestion => {
  const q = keys.get(id);
  if (!q) throw new Error(`no key for ${id}`);
  return q;
};
/** The first `right` answers right, the rest wrong. */
const given = (id: string, i: number, right: number) => (i < right ? rightAnswer(key(id)) : wrongAnswer(key(id)));

const server = useTestServer({ AUTH_RATE_LIMIT_MAX: '10000' });

const student = () => signedUpStudent(server.url, 'review');
const userIdOf = async (c: TestClient) => (await c.get<{ user: { id: string } }>('/api/auth/get-session')).body.user.id;

const attempts = async (c: TestClient) =>
  (await c.get<AttemptsResponse>('/api/attempts')).body.attempts.map(historyAttemptOf);
const review = (c: TestClient, attemptId: string) =>
  c.get<AttemptReviewResponse & ErrorBody>(`/api/attempts/review/${attemptId}`);

/** Answers a practice session (`right` of them right) and finishes it. */
async function practiceQuiz(c: TestClient, slug: string, right: number): Promise<SessionResponse> {
  const session = await startSession(c, slug);
  for (const [i, q] of session.questions.entries()) {
    expect((await saveAnswer(c, session.attemptId, q.id, given(q.id, i, right))).status).toBe(200);
  }
  expect((await finish(c, session.attemptId)).status).toBe(200);
  return session;
}

async function diagnostic(c: TestClient, right: number): Promise<string[]> {
  const started = await c.post<DiagnosticResponse>('/api/diagnostic/start', {});
  if (started.body.status !== 'inProgress') throw new Error('diagnostic not started');
  const ids = started.body.questions.map((q) => q.id);
  for (const [i, id] of ids.entries()) {
    const res = await c.post('/api/diagnostic/answers', {
      answerId: randomUUID(),
      questionId: id,
      answer: given(id, i, right),
    });
    expect(res.status).toBe(200);
  }
  expect((await c.post('/api/diagnostic/complete', {})).status).toBe(200);
  return ids;
}

async function challenge(c: TestClient, right: number): Promise<ChallengeResponse> {
  const ch = (await c.get<ChallengeResponse>('/api/challenge')).body;
  for (const [i, id] of ch.questionIds.entries()) {
    const body = { date: ch.date, answerId: randomUUID(), questionId: id, answer: given(id, i, right) };
    expect((await c.post('/api/challenge/answers', body)).status).toBe(200);
  }
  expect((await c.post('/api/challenge/finish', { date: ch.date })).status).toBe(200);
  return ch;
}

function only(list: HistoryAttempt[], kind: HistoryKind): HistoryAttempt {
  const found = list.filter((a) => a.kind === kind);
  expect(found, kind).toHaveLength(1);
  return found[0]!;
}

describe('the history after each kind of activity (HIST-04)', () => {
  it('grammar, listening, reading, mock exam, diagnostic and challenge: listed with their data, each with its review', async () => {
    const c = await student();
    const grammar = await practiceQuiz(c, 'present-simple', 7);
    const listening = await practiceQuiz(c, 'listening-01', 2);
    const reading = await practiceQuiz(c, 'reading-01', 3);
    // A mock exam with nothing answered: every question is wrong, and still reviewable.
    const mock = await startSession(c, 'mock-exam');
    expect((await finish(c, mock.attemptId)).status).toBe(200);
    const diagnosticIds = await diagnostic(c, 5);
    const ch = await challenge(c, 3);

    const list = await attempts(c);
    expect(list).toHaveLength(6);
    const expected: [HistoryKind, string | string[], number, number][] = [
      ['grammar', grammar.questions.map((q) => q.id), 7, 10],
      ['listening', listening.questions.map((q) => q.id), 2, listening.questions.length],
      ['reading', reading.questions.map((q) => q.id), 3, reading.questions.length],
      ['mock_exam', mock.questions.map((q) => q.id), 0, 30],
      ['diagnostic', diagnosticIds, 5, 7],
      ['challenge', ch.questionIds, 3, 5],
    ];
    for (const [kind, ids, correct, total] of expected) {
      const attempt = only(list, kind);
      expect(attempt, kind).toMatchObject({
        correct,
        total,
        scorePercent: Math.round((correct / total) * 100),
        hasReview: true,
      });
      // A test attempt takes seconds: whole minutes, rounded, so 0 (shown as '< 1 min').
      expect(attempt.timeSpentMinutes, kind).toBe(0);
      expect(Date.parse(attempt.finishedAt), kind).not.toBeNaN();

      const res = await review(c, attempt.attemptId);
      expect(res.status, kind).toBe(200);
      expect(
        res.body.review.map((r) => r.questionId),
        kind,
      ).toEqual(ids);
      expect(res.body.review.filter((r) => r.correct).length, kind).toBe(correct);
      for (const item of res.body.review) {
        expect(item.correctAnswer, kind).toBe(key(item.questionId).answer);
        // The reason behind the key, in all three languages, now that the attempt is finished.
        expect(item.rationale, kind).toEqual(key(item.questionId).rationale);
      }
    }
    // The topic each is listed with: the menu's, the challenge's topic, the diagnostic's own kind.
    expect(only(list, 'grammar').title).toMatchObject({ en: 'Present Simple' });
    expect(only(list, 'challenge').title).toEqual(ch.topicName);
    expect(only(list, 'diagnostic').slug).toBe('diagnostic');

    // The diagnostic's review: each answer as given, right and wrong, with the options it was chosen from.
    const diag = (await review(c, only(list, 'diagnostic').attemptId)).body.review;
    expect(diag.map((r) => r.correct)).toEqual([true, true, true, true, true, false, false]);
    for (const [i, item] of diag.entries()) {
      expect(item).toMatchObject({ number: i + 1, type: 'mc', yourAnswer: given(item.questionId, i, 5) });
      expect(Array.isArray(item.options) && item.options.includes(item.correctAnswer)).toBe(true);
    }
    const chal = (await review(c, only(list, 'challenge').attemptId)).body.review;
    expect(chal.map((r) => r.correct)).toEqual([true, true, true, false, false]);
    expect(chal.every((r) => r.topicId === ch.topicId)).toBe(true);
  });

  it("an unfinished diagnostic keeps its keys: SESSION_NOT_FINISHED; another student's attempt is not found", async () => {
    const c = await student();
    const started = await c.post<DiagnosticResponse>('/api/diagnostic/start', {});
    expect(started.body.status).toBe('inProgress');
    // The browser never learns this id; someone guessing it still gets no keys.
    const row = await server.db.kysely
      .selectFrom('diagnostic')
      .select('attemptId')
      .where('userId', '=', await userIdOf(c))
      .executeTakeFirstOrThrow();
    const unfinished = await review(c, row.attemptId);
    expect(unfinished.status).toBe(409);
    expect(unfinished.body.error.code).toBe('SESSION_NOT_FINISHED');
    expect(JSON.stringify(unfinished.body)).not.toMatch(/correctAnswer/);

    const other = await student();
    await challenge(other, 5);
    const theirs = only(await attempts(other), 'challenge');
    const stolen = await review(c, theirs.attemptId);
    expect(stolen.status).toBe(404);
    expect(stolen.body.error.code).toBe('ATTEMPT_NOT_FOUND');
    expect((await review(c, 'not-a-uuid')).body.error.code).toBe('ATTEMPT_NOT_FOUND');
    expect((await review(c, randomUUID())).status).toBe(404);
    expect((await review(new TestClient(server.url), theirs.attemptId)).status).toBe(401);
  });
});
