/**
 * The lesson quiz graded by the server against the real server and
 * database: signed out, answers are graded and nothing is saved; signed in, they belong to a 'lesson' attempt that
 * finishing records once in the quiz history. The keys come from the content files, so each test knows what is
 * right; the lesson the browser gets has none (tests/api/content.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  LessonAnswerResponse,
  LessonFeedback,
  LessonFinishResponse,
} from '../../src/domain/api/lesson-quiz-schema.ts';
import type { AttemptsResponse } from '../../src/domain/api/progress-schema.ts';
import type { GrammarTopic } from '../../src/domain/content/schema.ts';
import { loadContent } from '../../src/server/content/load-content.ts';
import { type ErrorBody, profileOf, signedUpStudent, TestClient } from '../support/http-client.ts';
import { TestClock } from '../support/practice-helpers.ts';
import { useTestServer } from '../support/test-server.ts';
import { historyAttemptOf } from '../../src/domain/progress/history-row.ts';

const clock = new TestClock();
const topics = new Map(loadContent('content').topics.map((t) => [t.id, t]));
const topic = (id: string): GrammarTopic => {
  const t = topics.get(id);
  if (!t) throw new Error(`no topic ${id}`);
  return t;
};
const passive = topic('passive-voice');
const keyOf = (t: GrammarTopic, i: number) => t.quiz[i]?.correctAnswerIndex ?? 0;
const wrongOf = (t: GrammarTopic, i: number) => (keyOf(t, i) + 1) % (t.quiz[i]?.options.length ?? 3);

const server = useTestServer({ AUTH_RATE_LIMIT_MAX: '10000' }, { clock });
beforeEach(() => clock.reset());

const student = () => signedUpStudent(server.url, 'lesson');

async function userIdOf(c: TestClient): Promise<string> {
  const email = (await c.get<{ profile: { email: string } }>('/api/profile')).body.profile.email;
  const user = await server.db.kysely.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

async function performanceOf(c: TestClient, key: string) {
  const row = await server.db.kysely
    .selectFrom('performance')
    .selectAll()
    .where('userId', '=', await userIdOf(c))
    .where('key', '=', key)
    .executeTakeFirst();
  return row && { correct: Number(row.correct), incorrect: Number(row.incorrect), lastMistake: row.lastMistake };
}

const rowCounts = async () => {
  const count = async (table: 'attempt' | 'answer') =>
    Number(
      (
        await server.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { attempts: await count('attempt'), answers: await count('answer') };
};

const check = (c: TestClient, topicId: string, body: unknown) =>
  c.post<LessonFeedback & ErrorBody>(`/api/lessons/${topicId}/quiz/check`, body);

function answer(
  c: TestClient,
  attemptId: string,
  quizIndex: number,
  answerIndex: number,
  options: { topicId?: string; answerId?: string } = {},
) {
  return c.post<LessonAnswerResponse & ErrorBody>(
    `/api/lessons/${options.topicId ?? passive.id}/quiz/attempts/${attemptId}/answers`,
    { answerId: options.answerId ?? randomUUID(), quizIndex, answerIndex },
  );
}

const finish = (c: TestClient, attemptId: string, topicId = passive.id) =>
  c.post<LessonFinishResponse & ErrorBody>(`/api/lessons/${topicId}/quiz/attempts/${attemptId}/finish`, {});

/** Answers every item of the passive-voice quiz, right where `right[i]`; returns the attempt id. */
async function answerAll(c: TestClient, right: boolean[], attemptId = randomUUID()): Promise<string> {
  for (const [i, isRight] of right.entries()) {
    const res = await answer(c, attemptId, i, isRight ? keyOf(passive, i) : wrongOf(passive, i));
    if (res.status !== 200) throw new Error(`answer ${i}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return attemptId;
}

const history = async (c: TestClient) =>
  (await c.get<AttemptsResponse>('/api/attempts?timeframe=all')).body.attempts.map(historyAttemptOf);

describe('signed out: graded, nothing saved (LEARN-20)', () => {
  it('grades every item of every lesson: right and wrong, naming the correct option', async () => {
    const visitor = new TestClient(server.url);
    const before = await rowCounts();
    for (const t of topics.values()) {
      for (const [i, item] of t.quiz.entries()) {
        const right = await check(visitor, t.id, { quizIndex: i, answerIndex: item.correctAnswerIndex });
        expect(right.status, `${t.id} ${i}`).toBe(200);
        expect(right.body).toEqual({
          quizIndex: i,
          answerIndex: item.correctAnswerIndex,
          correct: true,
          correctAnswerIndex: item.correctAnswerIndex,
          rationale: item.rationale,
        });
      }
    }
    const wrong = await check(visitor, passive.id, { quizIndex: 0, answerIndex: wrongOf(passive, 0) });
    expect(wrong.body).toEqual({
      quizIndex: 0,
      answerIndex: wrongOf(passive, 0),
      correct: false,
      correctAnswerIndex: keyOf(passive, 0),
      rationale: passive.quiz[0]?.rationale,
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('is not cached and sets no cookie', async () => {
    const res = await check(new TestClient(server.url), passive.id, { quizIndex: 1, answerIndex: 0 });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('a signed-in student checking also saves nothing', async () => {
    const c = await student();
    const before = await profileOf(c);
    expect((await check(c, passive.id, { quizIndex: 0, answerIndex: keyOf(passive, 0) })).status).toBe(200);
    expect(await profileOf(c)).toEqual(before);
    expect(await history(c)).toEqual([]);
  });

  it.each<[string, string, unknown, number, string]>([
    ['an unknown topic', 'no-such-topic', { quizIndex: 0, answerIndex: 0 }, 404, 'QUIZ_NOT_FOUND'],
    [
      'a question the lesson does not have',
      'passive-voice',
      { quizIndex: 5, answerIndex: 0 },
      400,
      'QUESTION_NOT_IN_SESSION',
    ],
    [
      'an option the question does not have',
      'passive-voice',
      { quizIndex: 0, answerIndex: 3 },
      400,
      'VALIDATION_FAILED',
    ],
    ['a negative index', 'passive-voice', { quizIndex: -1, answerIndex: 0 }, 400, 'VALIDATION_FAILED'],
    ['a fractional index', 'passive-voice', { quizIndex: 0, answerIndex: 0.5 }, 400, 'VALIDATION_FAILED'],
    ['an index as text', 'passive-voice', { quizIndex: '0', answerIndex: 1 }, 400, 'VALIDATION_FAILED'],
    ['a missing answer', 'passive-voice', { quizIndex: 0 }, 400, 'VALIDATION_FAILED'],
    ['an extra field', 'passive-voice', { quizIndex: 0, answerIndex: 1, correct: true }, 400, 'VALIDATION_FAILED'],
    ['an array', 'passive-voice', [0, 1], 400, 'VALIDATION_FAILED'],
    ['not JSON', 'passive-voice', '{quizIndex: 0', 400, 'VALIDATION_FAILED'],
  ])('%s → %i %s', async (_label, topicId, body, status, code) => {
    const res = await check(new TestClient(server.url), topicId, body);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
  });
});

describe('signed in: a lesson attempt (LEARN-20, DATA-07)', () => {
  it('each answer is graded and saved like a practice answer: counters, streak, the topic performance', async () => {
    const c = await student();
    clock.set('2026-03-10T08:00:00Z');
    const attemptId = randomUUID();
    const right = await answer(c, attemptId, 0, keyOf(passive, 0));
    expect(right.status).toBe(200);
    expect(right.body.feedback).toEqual({
      quizIndex: 0,
      answerIndex: keyOf(passive, 0),
      correct: true,
      correctAnswerIndex: keyOf(passive, 0),
      rationale: passive.quiz[0]?.rationale,
    });
    const wrong = await answer(c, attemptId, 1, wrongOf(passive, 1));
    expect(wrong.body.feedback).toMatchObject({ correct: false, correctAnswerIndex: keyOf(passive, 1) });
    // The verdict says why, right or wrong, in the three interface languages.
    expect(wrong.body.feedback.rationale).toEqual(passive.quiz[1]?.rationale);
    for (const feedback of [right.body.feedback, wrong.body.feedback]) {
      expect(feedback.rationale).toEqual({ en: expect.any(String), az: expect.any(String), ru: expect.any(String) });
    }

    expect(await profileOf(c)).toMatchObject({
      questionsAnswered: 2,
      totalCorrectAnswers: 1,
      averageScore: 0.5,
      totalQuizzes: 0,
      streak: 1,
      lastActivityDate: '2026-03-10',
    });
    expect(await performanceOf(c, passive.key)).toEqual({
      correct: 1,
      incorrect: 1,
      lastMistake: expect.stringMatching(/^2026-03-10T08:00/),
    });
    // Not finished: not in the history yet.
    expect(await history(c)).toEqual([]);
  });

  it('a retried save counts once; the same answer again returns it; another answer is locked', async () => {
    const c = await student();
    const attemptId = randomUUID();
    const answerId = randomUUID();
    const first = await answer(c, attemptId, 0, keyOf(passive, 0), { answerId });
    const [retryA, retryB] = await Promise.all([
      answer(c, attemptId, 0, keyOf(passive, 0), { answerId }),
      answer(c, attemptId, 0, keyOf(passive, 0), { answerId }),
    ]);
    for (const res of [retryA, retryB]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(first.body);
    }
    const sameAnswer = await answer(c, attemptId, 0, keyOf(passive, 0));
    expect(sameAnswer.status).toBe(200);
    expect(sameAnswer.body).toEqual({ answerId, feedback: first.body.feedback });

    const changed = await answer(c, attemptId, 0, wrongOf(passive, 0));
    expect(changed.status).toBe(409);
    expect(changed.body.error.code).toBe('ANSWER_LOCKED');
    const reused = await answer(c, attemptId, 1, keyOf(passive, 1), { answerId });
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('ANSWER_ID_REUSED');

    expect(await profileOf(c)).toMatchObject({ questionsAnswered: 1, totalCorrectAnswers: 1 });
    expect(await performanceOf(c, passive.key)).toMatchObject({ correct: 1, incorrect: 0 });
  });

  it('finishing records one lesson attempt in the history and totalQuizzes + 1, once', async () => {
    const c = await student();
    clock.set('2026-03-11T09:00:00Z');
    const attemptId = randomUUID();
    await answerAll(c, [true, true, false, true, true].slice(0, 4), attemptId);

    const early = await finish(c, attemptId);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('LESSON_QUIZ_INCOMPLETE');
    expect(await history(c)).toEqual([]);

    await answer(c, attemptId, 4, keyOf(passive, 4));
    clock.set('2026-03-11T09:01:30Z');
    const [done, again] = await Promise.all([finish(c, attemptId), finish(c, attemptId)]);
    const expected = {
      attemptId,
      topicId: passive.id,
      correct: 4,
      total: 5,
      scorePercent: 80,
      finishedAt: expect.stringMatching(/^2026-03-11T09:01:3/),
    };
    expect(done.status).toBe(200);
    expect(done.body).toEqual(expected);
    expect(again.body).toEqual(done.body);
    const later = await finish(c, attemptId);
    expect(later.body).toEqual(done.body);

    expect(await profileOf(c)).toMatchObject({ totalQuizzes: 1, questionsAnswered: 5, totalCorrectAnswers: 4 });
    const rows = await history(c);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual({
      attemptId,
      kind: 'lesson',
      slug: passive.id,
      title: passive.title,
      finishedAt: done.body.finishedAt,
      correct: 4,
      total: 5,
      scorePercent: 80,
      timeSpentMinutes: 2,
      hasReview: false,
    });
    // Each answer is recorded.
    const answers = await server.db.kysely
      .selectFrom('answer')
      .select(['questionId', 'answer', 'correct'])
      .where('attemptId', '=', attemptId)
      .orderBy('questionId')
      .execute();
    expect(answers.map((a) => [a.questionId, a.answer, Number(a.correct)])).toEqual(
      [0, 1, 2, 3, 4].map((i) => [
        `lesson:passive-voice:${i + 1}`,
        String(i === 2 ? wrongOf(passive, i) : keyOf(passive, i)),
        i === 2 ? 0 : 1,
      ]),
    );
  });

  it('after finishing: a retried save still gets its verdict, a new answer is refused', async () => {
    const c = await student();
    const attemptId = randomUUID();
    const lastId = randomUUID();
    for (let i = 0; i < 4; i++) await answer(c, attemptId, i, keyOf(passive, i));
    const last = await answer(c, attemptId, 4, wrongOf(passive, 4), { answerId: lastId });
    expect((await finish(c, attemptId)).body).toMatchObject({ correct: 4, total: 5 });
    const retried = await answer(c, attemptId, 4, wrongOf(passive, 4), { answerId: lastId });
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(last.body);
    const late = await answer(c, attemptId, 4, keyOf(passive, 4));
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('SESSION_FINISHED');
    expect(await profileOf(c)).toMatchObject({ totalQuizzes: 1, questionsAnswered: 5 });
  });

  it('Retry in the browser is a new attempt: two finished runs are two history rows', async () => {
    const c = await student();
    const a = await answerAll(c, [true, true, true, true, true]);
    expect((await finish(c, a)).body.scorePercent).toBe(100);
    const b = await answerAll(c, [false, false, true, true, true]);
    expect((await finish(c, b)).body.scorePercent).toBe(60);
    expect((await history(c)).map((r) => [r.kind, r.scorePercent])).toEqual([
      ['lesson', 60],
      ['lesson', 100],
    ]);
    expect(await profileOf(c)).toMatchObject({ totalQuizzes: 2, questionsAnswered: 10, totalCorrectAnswers: 8 });
  });

  it('an attempt belongs to its lesson: its id under another topic is not found', async () => {
    const c = await student();
    const attemptId = await answerAll(c, [true]);
    const other = topic('articles');
    const res = await answer(c, attemptId, 1, keyOf(other, 1), { topicId: other.id });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('ATTEMPT_NOT_FOUND');
    expect((await finish(c, attemptId, other.id)).status).toBe(404);
  });

  it('a practice session id is not a lesson attempt', async () => {
    const c = await student();
    const session = await c.post<{ attemptId: string }>('/api/practice/sessions', { slug: 'passive-voice' });
    const res = await answer(c, session.body.attemptId, 0, keyOf(passive, 0));
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('ATTEMPT_NOT_FOUND');
  });
});

describe("another student's lesson attempt (SEC-01, D§8)", () => {
  it('cannot be answered, finished, listed or reviewed; nothing of theirs moves', async () => {
    const owner = await student();
    const other = await student();
    const attemptId = await answerAll(owner, [true, false, true, true]);
    const ownerBefore = await profileOf(owner);
    const otherBefore = await profileOf(other);

    const write = await answer(other, attemptId, 4, keyOf(passive, 4));
    expect(write.status).toBe(404);
    expect(write.body.error.code).toBe('ATTEMPT_NOT_FOUND');
    // A retry of the owner's answer id by someone else tells nothing either.
    const stolen = await server.db.kysely
      .selectFrom('answer')
      .select('id')
      .where('attemptId', '=', attemptId)
      .executeTakeFirstOrThrow();
    const replay = await answer(other, attemptId, 0, keyOf(passive, 0), { answerId: stolen.id });
    expect(replay.status).toBe(404);
    const close = await finish(other, attemptId);
    expect(close.status).toBe(404);
    expect(close.body.error.code).toBe('ATTEMPT_NOT_FOUND');

    expect(await profileOf(owner)).toEqual(ownerBefore);
    expect(await profileOf(other)).toEqual(otherBefore);
    const attempt = await server.db.kysely
      .selectFrom('attempt')
      .select(['finishedAt', 'userId'])
      .where('id', '=', attemptId)
      .executeTakeFirstOrThrow();
    expect(attempt).toEqual({ finishedAt: null, userId: await userIdOf(owner) });

    await answer(owner, attemptId, 4, keyOf(passive, 4));
    expect((await finish(owner, attemptId)).status).toBe(200);
    expect(await history(other)).toEqual([]);
    expect((await history(owner)).map((r) => r.attemptId)).toEqual([attemptId]);
    const results = await other.get<ErrorBody>(`/api/practice/sessions/${attemptId}/results`);
    expect(results.status).toBe(404);
    expect(results.body.error.code).toBe('ATTEMPT_NOT_FOUND');
  });
});

describe('the attempt endpoints validate their input (D§8)', () => {
  it('need sign-in: 401 UNAUTHENTICATED, nothing created', async () => {
    const visitor = new TestClient(server.url);
    const before = await rowCounts();
    const res = await answer(visitor, randomUUID(), 0, keyOf(passive, 0));
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
    expect((await finish(visitor, randomUUID())).status).toBe(401);
    expect(await rowCounts()).toEqual(before);
  });

  it('bad ids and bodies → 4xx with a code, and no attempt is created', async () => {
    const c = await student();
    const before = await rowCounts();
    const base = `/api/lessons/${passive.id}/quiz/attempts`;
    const attemptId = randomUUID();
    const cases: [string, unknown, number, string][] = [
      [
        `${base}/not-a-uuid/answers`,
        { answerId: randomUUID(), quizIndex: 0, answerIndex: 0 },
        400,
        'VALIDATION_FAILED',
      ],
      [`${base}/${attemptId}/answers`, { answerId: 'x', quizIndex: 0, answerIndex: 0 }, 400, 'VALIDATION_FAILED'],
      [`${base}/${attemptId}/answers`, { answerId: randomUUID(), quizIndex: 0 }, 400, 'VALIDATION_FAILED'],
      [
        `${base}/${attemptId}/answers`,
        { answerId: randomUUID(), quizIndex: 0, answerIndex: 0, score: 100 },
        400,
        'VALIDATION_FAILED',
      ],
      [
        `${base}/${attemptId}/answers`,
        { answerId: randomUUID(), quizIndex: 9, answerIndex: 0 },
        400,
        'QUESTION_NOT_IN_SESSION',
      ],
      [
        `${base}/${attemptId}/answers`,
        { answerId: randomUUID(), quizIndex: 0, answerIndex: 4 },
        400,
        'VALIDATION_FAILED',
      ],
      [`${base}/${attemptId}/answers`, 'nope', 400, 'VALIDATION_FAILED'],
      [
        `/api/lessons/no-such-topic/quiz/attempts/${attemptId}/answers`,
        { answerId: randomUUID(), quizIndex: 0, answerIndex: 0 },
        404,
        'QUIZ_NOT_FOUND',
      ],
      [`${base}/${attemptId}/finish`, { correct: 5 }, 400, 'VALIDATION_FAILED'],
      [`${base}/${attemptId}/finish`, {}, 404, 'ATTEMPT_NOT_FOUND'],
      [`${base}/not-a-uuid/finish`, {}, 400, 'VALIDATION_FAILED'],
    ];
    for (const [path, body, status, code] of cases) {
      const res = await c.post<ErrorBody>(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(status);
      expect(res.body.error.code, path).toBe(code);
    }
    expect(await rowCounts()).toEqual(before);
    expect(await profileOf(c)).toMatchObject({ questionsAnswered: 0, totalQuizzes: 0 });
  });
});
