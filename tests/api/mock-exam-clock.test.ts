/**
 * The mock exam as a rehearsal: Start creates the attempt and fixes its deadline on the server (the
 * allowed time of content/site.json), a reload sees the same deadline, a save after the deadline and its grace is
 * refused with EXAM_TIME_UP and the server finishes the exam with what was saved (time spent up to the deadline);
 * while the exam runs, practice on its passages and grammar topics, and a review, diagnostic or challenge answer to
 * one of its questions, are refused with EXAM_IN_PROGRESS, until it is finished, abandoned or out of time. The server's clock is moved by the test. Runs on SQLite, and on PostgreSQL
 * when TEST_DATABASE_URL names one.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChallengeResponse } from '../../src/domain/api/challenge-schema.ts';
import type { DiagnosticResponse } from '../../src/domain/api/diagnostic-schema.ts';
import type {
  ExamInProgress,
  ResultsResponse,
  SaveAnswerResponse,
  SessionResponse,
} from '../../src/domain/api/practice-schema.ts';
import type { ReviewAnswerResponse } from '../../src/domain/api/review-schema.ts';
import { EXAM_GRACE_MS } from '../../src/domain/attempts/exam-clock.ts';
import { type ErrorBody, signedUpStudent, type TestClient } from '../support/http-client.ts';
import { answerKeys, rightAnswer, TestClock, wrongAnswer } from '../support/practice-helpers.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const clock = new TestClock();
const keys = answerKeys();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '10000' }, { clock });
});
afterAll(() => server?.close());
beforeEach(() => clock.reset());

const right = (id: string) => {
  const q = keys.get(id);
  if (!q) throw new Error(`no key for ${id}`);
  return rightAnswer(q);
};
const start = (c: TestClient, body: { slug: string; timed?: boolean }) =>
  c.post<SessionResponse>('/api/practice/sessions', body);
const save = (c: TestClient, attemptId: string, questionId: string) =>
  c.post<ErrorBody>(`/api/practice/sessions/${attemptId}/answers`, {
    answerId: randomUUID(),
    questionId,
    answer: right(questionId),
  });
const minutesAfter = (iso: string, minutes: number, ms = 0) => new Date(Date.parse(iso) + minutes * 60_000 + ms);

describe('the exam clock', () => {
  it('Start fixes a deadline of the allowed time, which a reload shows again; no clock when the student chose none', async () => {
    const c = await signedUpStudent(server.url, 'clock-start');
    const timed = await start(c, { slug: 'mock-exam' });
    expect(timed.status).toBe(201);
    const exam = timed.body.exam;
    if (!exam?.deadline) throw new Error('a timed exam expected');
    expect(exam).toMatchObject({ minutes: 60, listeningPlays: 2 });
    expect(Date.parse(exam.deadline) - Date.parse(exam.serverNow)).toBeGreaterThan(59 * 60_000);
    expect(Date.parse(exam.deadline) - Date.parse(exam.serverNow)).toBeLessThanOrEqual(60 * 60_000);

    clock.set(minutesAfter(exam.serverNow, 50));
    const reloaded = await c.get<SessionResponse>(`/api/practice/sessions/${timed.body.attemptId}`);
    expect(reloaded.body.exam?.deadline).toBe(exam.deadline);
    expect(Date.parse(exam.deadline) - Date.parse(reloaded.body.exam?.serverNow ?? '')).toBeLessThanOrEqual(
      10 * 60_000,
    );

    clock.reset();
    const untimed = await start(c, { slug: 'mock-exam-new', timed: false });
    expect(untimed.body.exam?.deadline).toBeNull();
  });

  it('takes a save within the grace; refuses a later one with EXAM_TIME_UP and finishes with what was saved', async () => {
    const c = await signedUpStudent(server.url, 'clock-late');
    const session = (await start(c, { slug: 'mock-exam' })).body;
    const deadline = session.exam?.deadline ?? '';
    const [q1, q2, q3] = session.questions;
    if (!q1 || !q2 || !q3) throw new Error('questions expected');
    expect((await save(c, session.attemptId, q1.id)).status).toBe(200);
    clock.set(minutesAfter(deadline, 0, EXAM_GRACE_MS / 2));
    expect((await save(c, session.attemptId, q2.id)).status).toBe(200);

    clock.set(minutesAfter(deadline, 0, EXAM_GRACE_MS + 1000));
    const late = await save(c, session.attemptId, q3.id);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('EXAM_TIME_UP');

    const results = await c.get<ResultsResponse>(`/api/practice/sessions/${session.attemptId}/results`);
    expect(results.status).toBe(200);
    expect(results.body.correct).toBe(2);
    expect(results.body.review.find((r) => r.questionId === q3.id)?.yourAnswer).toBeNull();
    // Time used counts up to the deadline, not to the late save.
    expect(results.body.timeSpentMinutes).toBe(60);
  });

  it('an exam opened again after its time ran out is finished by the server', async () => {
    const c = await signedUpStudent(server.url, 'clock-reopen');
    const session = (await start(c, { slug: 'mock-exam-new' })).body;
    const first = session.questions[0];
    if (!first) throw new Error('questions expected');
    expect((await save(c, session.attemptId, first.id)).status).toBe(200);
    clock.set(minutesAfter(session.exam?.deadline ?? '', 5));
    const reopened = await c.get<SessionResponse>(`/api/practice/sessions/${session.attemptId}`);
    expect(reopened.body.finished).toBe(true);
    const writing = await c.request<ErrorBody>('PUT', `/api/practice/sessions/${session.attemptId}/writing`, {
      text: 'Late.',
    });
    expect(writing.status).toBe(409);
    const results = await c.get<ResultsResponse>(`/api/practice/sessions/${session.attemptId}/results`);
    expect(results.body.correct).toBe(1);
  });

  it('an exam without the clock takes saves at any time', async () => {
    const c = await signedUpStudent(server.url, 'clock-none');
    const session = (await start(c, { slug: 'mock-exam', timed: false })).body;
    const first = session.questions[0];
    if (!first) throw new Error('questions expected');
    clock.set(minutesAfter(session.exam?.serverNow ?? '', 120));
    expect((await save(c, session.attemptId, first.id)).status).toBe(200);
  });
});

describe('no back door while a mock exam runs', () => {
  it("refuses practice on the exam's passages and grammar topics until the exam is abandoned", async () => {
    const c = await signedUpStudent(server.url, 'backdoor');
    const session = (await start(c, { slug: 'mock-exam' })).body;
    const listeningId = session.listening[0]?.id ?? '';
    const readingId = session.reading[0]?.id ?? '';
    const grammar = session.questions.find((q) => q.section === 'Grammar')?.topicId ?? '';
    for (const slug of [listeningId, readingId, grammar]) {
      const res = await c.post<ErrorBody>('/api/practice/sessions', { slug });
      expect(res.status, slug).toBe(409);
      expect(res.body.error.code).toBe('EXAM_IN_PROGRESS');
    }
    const inProgress = await c.get<ExamInProgress>('/api/practice/exam-in-progress');
    expect(inProgress.body.exam).toMatchObject({ attemptId: session.attemptId, slug: 'mock-exam' });
    // The explanation of an exam question waits for the finish.
    const first = session.questions[0];
    if (!first) throw new Error('questions expected');
    expect((await save(c, session.attemptId, first.id)).status).toBe(200);
    const explain = await c.post<ErrorBody>('/api/ai/practice', {
      task: 'explain',
      questionId: first.id,
      answer: right(first.id),
      language: 'az',
    });
    expect(explain.status).toBe(403);
    expect(explain.body.error.code).toBe('EXPLAIN_LOCKED');

    expect((await c.post(`/api/practice/sessions/${session.attemptId}/abandon`, {})).status).toBe(200);
    expect((await c.get(`/api/practice/sessions/${session.attemptId}`)).status).toBe(404);
    expect((await c.get<ExamInProgress>('/api/practice/exam-in-progress')).body.exam).toBeNull();
    expect((await c.post('/api/practice/sessions', { slug: listeningId })).status).toBe(201);
  });

  it('opens the practice again once the time of the exam is up', async () => {
    const c = await signedUpStudent(server.url, 'backdoor-time');
    const session = (await start(c, { slug: 'mock-exam' })).body;
    const readingId = session.reading[0]?.id ?? '';
    expect((await c.post('/api/practice/sessions', { slug: readingId })).status).toBe(409);
    clock.set(minutesAfter(session.exam?.deadline ?? '', 1));
    expect((await c.post('/api/practice/sessions', { slug: readingId })).status).toBe(201);
  });

  it('refuses a review, diagnostic or challenge answer to a question the running exam holds, until it is abandoned', async () => {
    const c = await signedUpStudent(server.url, 'backdoor-elsewhere');
    const abandon = (attemptId: string) => c.post(`/api/practice/sessions/${attemptId}/abandon`, {});
    // A review card on a reading question, from a wrong answer in practice on a text the exam draws.
    const first = (await start(c, { slug: 'mock-exam' })).body;
    const readingId = first.reading[0]?.id ?? '';
    await abandon(first.attemptId);
    const practice = (await start(c, { slug: readingId })).body;
    const carded = practice.questions[0];
    if (!carded) throw new Error('a reading question expected');
    const key = keys.get(carded.id);
    if (!key) throw new Error(`no key for ${carded.id}`);
    await c.post(`/api/practice/sessions/${practice.attemptId}/answers`, {
      answerId: randomUUID(),
      questionId: carded.id,
      answer: wrongAnswer(key),
    });
    const diagnostic = (await c.post<DiagnosticResponse>('/api/diagnostic/start', {})).body;
    const diagnosticIds = diagnostic.status === 'inProgress' ? diagnostic.questions.map((q) => q.id) : [];
    const challenge = (await c.get<ChallengeResponse>('/api/challenge')).body;

    // Exams are drawn at random: sit new ones until one holds the text and a question of the diagnostic and of the
    // challenge each, as a student's exam could.
    const held = { review: false, diagnostic: '', challenge: '' };
    let exam: SessionResponse | undefined;
    for (let tries = 0; tries < 400 && !(held.review && held.diagnostic && held.challenge); tries++) {
      exam = (await start(c, { slug: 'mock-exam' })).body;
      const drawn = new Set(exam.questions.map((q) => q.id));
      const review = exam.reading.some((r) => r.id === readingId);
      const inDiagnostic = diagnosticIds.find((id) => drawn.has(id));
      const inChallenge = challenge.questionIds.find((id) => drawn.has(id));
      if (review) {
        held.review = true;
        const res = await c.post<ErrorBody>('/api/review/answers', {
          answerId: randomUUID(),
          questionId: carded.id,
          answer: rightAnswer(key),
        });
        expect(res.status).toBe(409);
        expect(res.body.error.code).toBe('EXAM_IN_PROGRESS');
      }
      if (inDiagnostic && !held.diagnostic) {
        held.diagnostic = inDiagnostic;
        const res = await c.post<ErrorBody>('/api/diagnostic/answers', {
          answerId: randomUUID(),
          questionId: inDiagnostic,
          answer: right(inDiagnostic),
        });
        expect(res.status).toBe(409);
        expect(res.body.error.code).toBe('EXAM_IN_PROGRESS');
      }
      if (inChallenge && !held.challenge) {
        // Challenge answers go in order: the ones before the held question are taken, the held one is not.
        for (const questionId of challenge.questionIds) {
          const res = await c.post<ErrorBody>('/api/challenge/answers', {
            date: challenge.date,
            answerId: randomUUID(),
            questionId,
            answer: right(questionId),
          });
          if (!drawn.has(questionId)) {
            expect(res.status).toBe(200);
            continue;
          }
          expect(res.status).toBe(409);
          expect(res.body.error.code).toBe('EXAM_IN_PROGRESS');
          held.challenge = questionId;
          break;
        }
      }
      await abandon(exam.attemptId);
    }
    expect(held.review).toBe(true);
    expect(held.diagnostic).not.toBe('');
    expect(held.challenge).not.toBe('');

    // With no exam running, the same answers are taken.
    const review = await c.post<ReviewAnswerResponse>('/api/review/answers', {
      answerId: randomUUID(),
      questionId: carded.id,
      answer: rightAnswer(key),
    });
    expect(review.status).toBe(200);
    expect(review.body.feedback.correct).toBe(true);
    const again = await c.post<SaveAnswerResponse>('/api/diagnostic/answers', {
      answerId: randomUUID(),
      questionId: held.diagnostic,
      answer: right(held.diagnostic),
    });
    expect(again.status).toBe(200);
  });

  it('another student is not held back, and practice on other texts is open', async () => {
    const c = await signedUpStudent(server.url, 'backdoor-a');
    const session = (await start(c, { slug: 'mock-exam' })).body;
    const other = await signedUpStudent(server.url, 'backdoor-b');
    expect((await other.post('/api/practice/sessions', { slug: session.listening[0]?.id ?? '' })).status).toBe(201);
    const menu = (await c.get<{ items: { type: string; slug: string; id: string }[] }>('/api/practice/menu')).body;
    const unrelated = menu.items.find((i) => i.type === 'listening' && !session.listening.some((l) => l.id === i.id));
    if (!unrelated) throw new Error('another listening test expected');
    expect((await c.post('/api/practice/sessions', { slug: unrelated.slug })).status).toBe(201);
  });
});
