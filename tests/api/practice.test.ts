/**
 * The practice API against the real server and database: the menu, sessions, keys kept from the browser, grading and
 * counters, streaks, results and both mock exams, and other students' attempts. Answers are chosen from the content's
 * keys, so each test knows what is right.
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  MenuResponse,
  ResultsResponse,
  SaveAnswerResponse,
  SessionResponse,
} from '../../src/domain/api/practice-schema.ts';
import { slugify } from '../../src/domain/practice/slug.ts';
import { countWords } from '../../src/domain/text/count-words.ts';
import { type ErrorBody, profileOf, signedUpStudent, TestClient } from '../support/http-client.ts';
import {
  answerKeys,
  finish,
  rightAnswer,
  saveAnswer,
  paragraphAbout,
  startSession,
  TestClock,
  wrongAnswer,
  type KeyedQuestion,
} from '../support/practice-helpers.ts';
import { useTestServer } from '../support/test-server.ts';

const clock = new TestClock();
const keys = answerKeys();
const key = (id: string): KeyedQuestion => {
  const q = keys.get(id);
  if (!q) throw new Error(`no key for ${id}`);
  return q;
};

const server = useTestServer({ AUTH_RATE_LIMIT_MAX: '10000' }, { clock });
beforeEach(() => clock.reset());

const student = () => signedUpStudent(server.url, 'practice');

async function performanceOf(c: TestClient) {
  const email = (await c.get<{ profile: { email: string } }>('/api/profile')).body.profile.email;
  const user = await server.db.kysely
    .selectFrom('user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const rows = await server.db.kysely.selectFrom('performance').selectAll().where('userId', '=', user.id).execute();
  return new Map(
    rows.map((r) => [
      r.key,
      { correct: Number(r.correct), incorrect: Number(r.incorrect), lastMistake: r.lastMistake },
    ]),
  );
}

const ALL_SLUGS = ['mock-exam', 'mock-exam-new', 'present-simple', 'listening-01', 'reading-01'];
/** Field names that carry a key or a suggested answer. */
const SECRET_FIELDS = new Set([
  'answer',
  'correctAnswer',
  'correct_answer',
  'correctAnswerIndex',
  'accepted',
  'keyPoints',
  'rationale',
  'transcript',
  'script',
]);

function secretFieldsIn(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => secretFieldsIn(v, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(SECRET_FIELDS.has(k) ? [`${path}.${k}`] : []),
    ...secretFieldsIn(v, `${path}.${k}`),
  ]);
}

describe('menu (PRAC-01, PRAC-05, PRAC-15)', () => {
  it('is open, lists both mock exams first, then every topic, listening and reading test, each with a unique slug', async () => {
    const res = await new TestClient(server.url).get<MenuResponse>('/api/practice/menu');
    expect(res.status).toBe(200);
    const items = res.body.items;
    expect(items[0]).toMatchObject({ type: 'mock_exam', model: 'classic', slug: 'mock-exam', questionCount: 30 });
    expect(items[1]).toMatchObject({ type: 'mock_exam', model: 'new', slug: 'mock-exam-new', questionCount: 26 });
    const count = (type: string) => items.filter((i) => i.type === type).length;
    expect(count('grammar')).toBeGreaterThanOrEqual(30);
    expect(count('listening')).toBeGreaterThanOrEqual(15);
    expect(count('reading')).toBeGreaterThanOrEqual(9);
    expect(new Set(items.map((i) => i.slug)).size).toBe(items.length);
    expect(items.find((i) => i.slug === 'present-simple')).toMatchObject({ type: 'grammar', questionCount: 10 });
    expect(secretFieldsIn(res.body)).toEqual([]);
  });
});

describe('sessions', () => {
  it('need sign-in (PRAC-16)', async () => {
    const anonymous = new TestClient(server.url);
    const res = await anonymous.post<ErrorBody>('/api/practice/sessions', { slug: 'present-simple' });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
    expect((await anonymous.get(`/api/practice/sessions/${randomUUID()}`)).status).toBe(401);
  });

  it('an unknown slug is QUIZ_NOT_FOUND (PRAC-15)', async () => {
    const c = await student();
    const res = await c.post<ErrorBody>('/api/practice/sessions', { slug: 'zzz' });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('QUIZ_NOT_FOUND');
  });

  it('a topic is found by id, key, slugified title in each language and slugified name (PRAC-12..14)', async () => {
    const c = await student();
    const menu = (await c.get<MenuResponse>('/api/practice/menu')).body.items;
    const topic = menu.find((i) => i.id === 'present-perfect');
    if (!topic || typeof topic.title === 'string') throw new Error('present-perfect topic expected');
    const slugs = [
      'present-perfect',
      topic.key,
      ...[topic.title.en, topic.title.az, topic.title.ru].map(slugify),
      topic.key.replace(/_/g, '-'),
    ];
    for (const slug of slugs) {
      const session = await startSession(c, slug);
      expect(session.kind, slug).toBe('grammar');
      expect(session.slug, slug).toBe('present-perfect');
    }
  });

  it('grammar: 10 questions of the topic; another start draws another set (PRAC-20)', async () => {
    const c = await student();
    const a = await startSession(c, 'present-simple');
    const b = await startSession(c, 'present-simple');
    expect(a.questions).toHaveLength(10);
    expect(a.immediateFeedback).toBe(true);
    expect(a.questions.every((q) => q.section === 'Grammar' && q.topicId === 'present-simple')).toBe(true);
    expect(b.questions.map((q) => q.id)).not.toEqual(a.questions.map((q) => q.id));
    expect(a.attemptId).not.toBe(b.attemptId);
  });

  it('a reload gets the same questions and the answers already given (issue 5)', async () => {
    const c = await student();
    const session = await startSession(c, 'listening-02');
    const first = session.questions[0];
    if (!first) throw new Error('no question');
    await saveAnswer(c, session.attemptId, first.id, rightAnswer(key(first.id)));
    const again = await c.get<SessionResponse>(`/api/practice/sessions/${session.attemptId}`);
    expect(again.status).toBe(200);
    expect(again.body.questions).toEqual(session.questions);
    expect(again.body.answers).toEqual([
      {
        questionId: first.id,
        answer: rightAnswer(key(first.id)),
        feedback: expect.objectContaining({ correct: true }),
      },
    ]);
  });

  it('listening has its audio URL and no transcript before finishing; reading has its paragraphs (PRAC-31, PRAC-32)', async () => {
    const c = await student();
    const listening = await startSession(c, 'listening-01');
    expect(listening.listening).toHaveLength(1);
    expect(listening.listening[0]?.audioUrl).toMatch(/^\/api\/content\/audio\/listening-01\.opus\?v=/);
    expect(listening.listening[0]).not.toHaveProperty('transcript');
    expect(listening.questions.every((q) => q.passageId === 'listening-01')).toBe(true);
    const reading = await startSession(c, 'reading-01');
    expect(reading.reading[0]?.paragraphs.length).toBeGreaterThanOrEqual(2);
  });
});

describe('answer keys never reach the browser before submission (SEC-05)', () => {
  it.each(ALL_SLUGS)('%s: no key, accepted answer, rationale or transcript in the session', async (slug) => {
    const c = await student();
    const session = await startSession(c, slug);
    expect(secretFieldsIn(session)).toEqual([]);
    const json = JSON.stringify(session);
    // An accepted answer may also be the text of an option elsewhere (a distractor); those are shown anyway.
    const optionTexts = new Set(session.questions.flatMap((q) => (q.options ? Object.values(q.options) : [])));
    for (const q of session.questions) {
      const k = key(q.id);
      if (k.type === 'open') {
        for (const a of k.accepted.filter((x) => !optionTexts.has(x))) expect(json).not.toContain(JSON.stringify(a));
      }
      expect(json).not.toContain(k.rationale.en.slice(0, 40));
    }
    const reloaded = await c.get<SessionResponse>(`/api/practice/sessions/${session.attemptId}`);
    expect(secretFieldsIn(reloaded.body)).toEqual([]);
  });

  it('mock exam drafts are saved without feedback, also after a reload (MOCK-03)', async () => {
    const c = await student();
    for (const slug of ['mock-exam', 'mock-exam-new']) {
      const session = await startSession(c, slug);
      expect(session.immediateFeedback).toBe(false);
      for (const q of session.questions.slice(0, 8)) {
        const res = await saveAnswer(c, session.attemptId, q.id, wrongAnswer(key(q.id)));
        expect(res.status).toBe(200);
        expect(res.body).not.toHaveProperty('feedback');
      }
      const reloaded = await c.get<SessionResponse>(`/api/practice/sessions/${session.attemptId}`);
      expect(reloaded.body.answers).toHaveLength(8);
      expect(secretFieldsIn(reloaded.body.questions)).toEqual([]);
      expect(reloaded.body.answers.every((a) => a.feedback === undefined)).toBe(true);
    }
  });

  it("the spec's static data files are not served (SEC-06)", async () => {
    const c = new TestClient(server.url);
    for (const file of [
      'grammar_tests.json',
      'quiz_questions.json',
      'listening_tests.json',
      'reading_tests.json',
      'grammar_rules.json',
    ]) {
      const res = await c.get(`/assets/data/${file}`);
      expect(res.status, file).toBe(404);
    }
    expect((await c.get('/api/content/audio/listening-01.json')).status).toBe(404);
  });
});

describe('grading and saving', () => {
  async function grammarSession(c: TestClient) {
    const session = await startSession(c, 'present-simple');
    const mc = session.questions.find((q) => q.type === 'mc');
    if (!mc) throw new Error('a multiple-choice question expected');
    return { session, mc };
  }

  it('grammar multiple choice: right and wrong, with the correct option and the rationale (PRAC-21, PRAC-22)', async () => {
    const c = await student();
    const { session } = await grammarSession(c);
    const [a, b] = session.questions.filter((q) => q.type === 'mc');
    if (!a || !b) throw new Error('two multiple-choice questions expected');
    const right = await saveAnswer(c, session.attemptId, a.id, rightAnswer(key(a.id)));
    expect(right.status).toBe(200);
    expect(right.body.feedback).toMatchObject({
      questionId: a.id,
      correct: true,
      judgedBy: 'exact',
      correctAnswer: key(a.id).answer,
    });
    const wrong = await saveAnswer(c, session.attemptId, b.id, wrongAnswer(key(b.id)));
    expect(wrong.body.feedback).toMatchObject({ correct: false, correctAnswer: key(b.id).answer });
    expect(wrong.body.feedback?.rationale?.en).toBe(key(b.id).rationale.en);
  });

  it("text and grammar answers compare case-insensitively after trimming (PRAC-24: ' WENT ' is 'went')", async () => {
    const c = await student();
    // Sessions draw randomly: start until one has an open grammar question.
    for (let i = 0; i < 20; i++) {
      const session = await startSession(c, 'past-simple');
      const open = session.questions.find((q) => q.type === 'open');
      if (!open) continue;
      const answer = ` ${rightAnswer(key(open.id)).toUpperCase()} `;
      const res = await saveAnswer(c, session.attemptId, open.id, answer);
      expect(res.body.feedback).toMatchObject({ correct: true, judgedBy: 'exact' });
      const mc = session.questions.find((q) => q.type === 'mc');
      if (mc)
        expect(
          (await saveAnswer(c, session.attemptId, mc.id, ` ${rightAnswer(key(mc.id)).toUpperCase()} `)).body.feedback
            ?.correct,
        ).toBe(true);
      return;
    }
    throw new Error('no open past-simple question drawn in 20 sessions');
  });

  it('listening and reading multiple choice compare the letter exactly; anything else is refused (PRAC-33)', async () => {
    const c = await student();
    const session = await startSession(c, 'reading-02');
    const [a, b, d] = session.questions.filter((q) => q.type === 'mc');
    if (!a || !b || !d) throw new Error('three multiple-choice questions expected');
    expect((await saveAnswer(c, session.attemptId, a.id, key(a.id).answer)).body.feedback?.correct).toBe(true);
    expect((await saveAnswer(c, session.attemptId, b.id, wrongAnswer(key(b.id)))).body.feedback?.correct).toBe(false);
    for (const bad of [key(d.id).answer.toLowerCase(), 'F', ` ${key(d.id).answer}`, 'the answer']) {
      const res = await saveAnswer(c, session.attemptId, d.id, bad);
      expect(res.status, bad).toBe(400);
      expect((res.body as unknown as ErrorBody).error.code).toBe('VALIDATION_FAILED');
    }
    expect((await profileOf(c)).questionsAnswered).toBe(2);
  });

  it('open listening and reading answers are judged (offline judge without an AI endpoint) (PRAC-34)', async () => {
    const c = await student();
    const session = await startSession(c, 'listening-03');
    const [a, b] = session.questions.filter((q) => q.type === 'open');
    if (!a || !b) throw new Error('two open questions expected');
    const right = await saveAnswer(c, session.attemptId, a.id, rightAnswer(key(a.id)));
    expect(right.body.feedback).toMatchObject({ correct: true, judgedBy: 'offline', correctAnswer: key(a.id).answer });
    const wrong = await saveAnswer(c, session.attemptId, b.id, 'I do not know');
    expect(wrong.body.feedback).toMatchObject({ correct: false, judgedBy: 'offline' });
    const empty = await saveAnswer(c, session.attemptId, session.questions[0]?.id ?? '', '   ');
    expect(empty.status).toBe(400);
  });

  it('a retried save (same answerId) counts once and returns the same feedback (DATA-17)', async () => {
    const c = await student();
    const { session, mc } = await grammarSession(c);
    const answerId = randomUUID();
    const first = await saveAnswer(c, session.attemptId, mc.id, wrongAnswer(key(mc.id)), { answerId });
    const retries = await Promise.all(
      [1, 2, 3].map(() => saveAnswer(c, session.attemptId, mc.id, wrongAnswer(key(mc.id)), { answerId })),
    );
    for (const retry of retries) {
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
    }
    const profile = await profileOf(c);
    expect([profile.questionsAnswered, profile.totalCorrectAnswers]).toEqual([1, 0]);
  });

  it('a locked answer cannot be changed: a different answer is ANSWER_LOCKED, counters unchanged (PRAC-22)', async () => {
    const c = await student();
    const { session, mc } = await grammarSession(c);
    await saveAnswer(c, session.attemptId, mc.id, wrongAnswer(key(mc.id)));
    const change = await saveAnswer(c, session.attemptId, mc.id, rightAnswer(key(mc.id)));
    expect(change.status).toBe(409);
    expect((change.body as unknown as ErrorBody).error.code).toBe('ANSWER_LOCKED');
    // The same answer under a new id is the same answer: its feedback again, counted once.
    const same = await saveAnswer(c, session.attemptId, mc.id, wrongAnswer(key(mc.id)).toUpperCase());
    expect(same.status).toBe(200);
    expect(same.body.feedback?.correct).toBe(false);
    const profile = await profileOf(c);
    expect([profile.questionsAnswered, profile.totalCorrectAnswers]).toEqual([1, 0]);
  });

  it('an answerId reused for another question is refused (ANSWER_ID_REUSED)', async () => {
    const c = await student();
    const { session } = await grammarSession(c);
    const [a, b] = session.questions;
    if (!a || !b) throw new Error('questions expected');
    const answerId = randomUUID();
    await saveAnswer(c, session.attemptId, a.id, rightAnswer(key(a.id)), { answerId });
    const res = await saveAnswer(c, session.attemptId, b.id, rightAnswer(key(b.id)), { answerId });
    expect(res.status).toBe(409);
    expect((res.body as unknown as ErrorBody).error.code).toBe('ANSWER_ID_REUSED');
  });

  it('a question of another session is QUESTION_NOT_IN_SESSION', async () => {
    const c = await student();
    const session = await startSession(c, 'reading-01');
    const res = await saveAnswer(c, session.attemptId, 'present-simple-001', 'x');
    expect(res.status).toBe(400);
    expect((res.body as unknown as ErrorBody).error.code).toBe('QUESTION_NOT_IN_SESSION');
  });

  it('3 answers, 2 right, then finish → questionsAnswered 3, totalCorrectAnswers 2, totalQuizzes 1, averageScore 0.67 (DATA-07, DATA-08, PRAC-38)', async () => {
    const c = await student();
    const session = await startSession(c, 'reading-03');
    const [a, b, d] = session.questions;
    if (!a || !b || !d) throw new Error('questions expected');
    await saveAnswer(c, session.attemptId, a.id, rightAnswer(key(a.id)));
    await saveAnswer(c, session.attemptId, b.id, rightAnswer(key(b.id)));
    await saveAnswer(c, session.attemptId, d.id, wrongAnswer(key(d.id)));
    expect((await finish(c, session.attemptId)).status).toBe(200);
    expect(await profileOf(c)).toMatchObject({
      questionsAnswered: 3,
      totalCorrectAnswers: 2,
      totalQuizzes: 1,
      averageScore: 0.67,
    });
  });

  it('the performance map counts per grammar topic key (with lastMistake), listening and reading (DATA-09)', async () => {
    const c = await student();
    clock.set('2026-04-01T10:00:00Z');
    const grammar = await startSession(c, 'articles');
    const [g1, g2] = grammar.questions;
    const listening = await startSession(c, 'listening-04');
    const l1 = listening.questions.find((q) => q.type === 'mc');
    const reading = await startSession(c, 'reading-04');
    const r1 = reading.questions.find((q) => q.type === 'mc');
    if (!g1 || !g2 || !l1 || !r1) throw new Error('questions expected');
    await saveAnswer(c, grammar.attemptId, g1.id, rightAnswer(key(g1.id)));
    await saveAnswer(c, grammar.attemptId, g2.id, wrongAnswer(key(g2.id)));
    await saveAnswer(c, listening.attemptId, l1.id, wrongAnswer(key(l1.id)));
    await saveAnswer(c, reading.attemptId, r1.id, rightAnswer(key(r1.id)));
    const performance = await performanceOf(c);
    expect(performance.get('articles')).toMatchObject({ correct: 1, incorrect: 1 });
    expect(performance.get('articles')?.lastMistake?.slice(0, 13)).toBe('2026-04-01T10');
    expect(performance.get('listening')).toEqual({ correct: 0, incorrect: 1, lastMistake: null });
    expect(performance.get('reading')).toEqual({ correct: 1, incorrect: 0, lastMistake: null });
  });

  it('counters stay exact after 200 concurrent answers by one student (DATA-18)', async () => {
    const c = await student();
    const sessions = await Promise.all(
      Array.from({ length: 20 }, (_, i) => startSession(c, i % 2 ? 'present-simple' : 'future-simple')),
    );
    const saves = sessions.flatMap((s) => s.questions.map((q, i) => ({ s, q, right: i % 3 !== 0 })));
    expect(saves).toHaveLength(200);
    const results = await Promise.all(
      saves.map(({ s, q, right }) =>
        saveAnswer(c, s.attemptId, q.id, right ? rightAnswer(key(q.id)) : wrongAnswer(key(q.id))),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(saves.map(() => 200));
    const correct = results.filter((r) => r.body.feedback?.correct).length;
    const profile = await profileOf(c);
    expect(profile.questionsAnswered).toBe(200);
    expect(profile.totalCorrectAnswers).toBe(correct);
    expect(profile.averageScore).toBe(Math.round((correct / 200) * 100) / 100);
    expect([profile.streak, profile.bestStreak]).toEqual([1, 1]);
    const performance = await performanceOf(c);
    const total = [...performance.values()].reduce((n, p) => n + p.correct + p.incorrect, 0);
    const right = [...performance.values()].reduce((n, p) => n + p.correct, 0);
    expect([total, right]).toEqual([200, correct]);
    const rows = await server.db.kysely
      .selectFrom('answer')
      .select('id')
      .where(
        'attemptId',
        'in',
        sessions.map((s) => s.attemptId),
      )
      .execute();
    expect(rows).toHaveLength(200);
  });
});

describe('streak in the student time zone (DATA-10..14, D§4.6)', () => {
  /** One right answer; `headers` are sent with it (a time zone header must change nothing). */
  async function answerOne(c: TestClient, headers: Record<string, string> = {}) {
    const session = await startSession(c, 'prepositions');
    const q = session.questions[0];
    if (!q) throw new Error('question expected');
    const body = { answerId: randomUUID(), questionId: q.id, answer: rightAnswer(key(q.id)) };
    return c.post<SaveAnswerResponse>(`/api/practice/sessions/${session.attemptId}/answers`, body, headers);
  }
  async function setZone(c: TestClient, timeZone: string) {
    expect((await c.patch('/api/profile', { timeZone })).status).toBe(200);
  }

  it('21:30 UTC is the next day in Baku: yesterday → +1, same day → unchanged, a gap → 1, best kept', async () => {
    const c = await student();
    clock.set('2026-03-10T12:00:00Z');
    await answerOne(c);
    expect(await profileOf(c)).toMatchObject({ streak: 1, bestStreak: 1, lastActivityDate: '2026-03-10' });
    clock.set('2026-03-10T21:30:00Z'); // 01:30 on the 11th in Baku
    await answerOne(c);
    expect(await profileOf(c)).toMatchObject({ streak: 2, bestStreak: 2, lastActivityDate: '2026-03-11' });
    clock.set('2026-03-11T19:00:00Z'); // 23:00 on the 11th in Baku: same day
    await answerOne(c);
    expect(await profileOf(c)).toMatchObject({ streak: 2, lastActivityDate: '2026-03-11' });
    clock.set('2026-03-13T08:00:00Z'); // a gap
    await answerOne(c);
    expect(await profileOf(c)).toMatchObject({ streak: 1, bestStreak: 2, lastActivityDate: '2026-03-13' });
  });

  it("follows the profile's zone; a time zone header sent with the request changes nothing", async () => {
    const c = await student();
    await setZone(c, 'America/New_York');
    clock.set('2026-05-01T23:30:00Z'); // May 1 in New York, May 2 in Baku
    expect((await answerOne(c, { 'x-time-zone': 'Asia/Baku' })).status).toBe(200);
    expect(await profileOf(c)).toMatchObject({ lastActivityDate: '2026-05-01', timeZone: 'America/New_York' });
    clock.set('2026-05-02T23:30:00Z'); // the next evening in New York
    expect((await answerOne(c, { 'x-time-zone': 'Mars/Base' })).status).toBe(200);
    expect(await profileOf(c)).toMatchObject({
      streak: 2,
      lastActivityDate: '2026-05-02',
      timeZone: 'America/New_York',
    });
  });

  it('Pago Pago → Kiritimati → Pago Pago between answers: the streak and the last day never go back', async () => {
    const c = await student();
    const seen: { zone: string; streak: number; lastActivityDate: string | null; shown: number }[] = [];
    // 07:00 UTC is 20:00 of the day before in Pago Pago and 21:00 of the same day in Kiritimati (UTC+14).
    const steps: [string, string][] = [
      ['2026-03-10T07:00:00Z', 'Pacific/Pago_Pago'],
      ['2026-03-10T07:05:00Z', 'Pacific/Kiritimati'],
      ['2026-03-10T07:10:00Z', 'Pacific/Pago_Pago'],
      ['2026-03-11T07:00:00Z', 'Pacific/Pago_Pago'], // the 10th in Pago Pago: Kiritimati's last day, unchanged
      ['2026-03-12T07:00:00Z', 'Pacific/Pago_Pago'], // the 11th: the day after, + 1
    ];
    for (const [instant, zone] of steps) {
      clock.set(instant);
      await setZone(c, zone);
      expect((await answerOne(c)).status).toBe(200);
      const { streak, lastActivityDate } = await profileOf(c);
      const shown = (await c.get<{ streak: number }>('/api/dashboard')).body.streak;
      seen.push({ zone, streak, lastActivityDate, shown });
    }
    expect(seen.map((s) => [s.streak, s.lastActivityDate, s.shown])).toEqual([
      [1, '2026-03-09', 1],
      [2, '2026-03-10', 2],
      [2, '2026-03-10', 2],
      [2, '2026-03-10', 2],
      [3, '2026-03-11', 3],
    ]);
    for (let i = 1; i < seen.length; i++) {
      const [before, after] = [seen[i - 1], seen[i]];
      expect(after?.streak).toBeGreaterThanOrEqual(before?.streak ?? 0);
      expect((after?.lastActivityDate ?? '') >= (before?.lastActivityDate ?? '')).toBe(true);
    }
  });
});

describe('finish and results', () => {
  it('finish twice → one attempt, totalQuizzes +1; results with review and band (PRAC-38, RES-01..07)', async () => {
    const c = await student();
    const session = await startSession(c, 'present-continuous');
    const graded = session.questions.slice(0, 7);
    for (const q of graded) await saveAnswer(c, session.attemptId, q.id, rightAnswer(key(q.id)));
    const [a, b] = await Promise.all([finish(c, session.attemptId), finish(c, session.attemptId)]);
    const again = await finish(c, session.attemptId);
    for (const res of [a, b, again]) {
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        correct: 7,
        total: 10,
        scorePercent: 70,
        band: 'average',
        kind: 'grammar',
        sections: [],
      });
    }
    expect((await profileOf(c)).totalQuizzes).toBe(1);
    const results = await c.get<ResultsResponse>(`/api/practice/sessions/${session.attemptId}/results`);
    expect(results.status).toBe(200);
    expect(results.body.review).toHaveLength(10);
    expect(results.body.review.map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const unanswered = results.body.review.slice(7);
    expect(unanswered.every((r) => r.yourAnswer === null && !r.correct)).toBe(true);
    expect(results.body.review[0]).toMatchObject({
      section: 'Grammar',
      correct: true,
      correctAnswer: key(graded[0]?.id ?? '').answer,
    });
    // After finishing, nothing can be changed.
    const late = await saveAnswer(
      c,
      session.attemptId,
      session.questions[9]?.id ?? '',
      rightAnswer(key(session.questions[9]?.id ?? '')),
    );
    expect(late.status).toBe(409);
    expect((late.body as unknown as ErrorBody).error.code).toBe('SESSION_FINISHED');
  });

  it('results before finishing are SESSION_NOT_FINISHED', async () => {
    const c = await student();
    const session = await startSession(c, 'reading-05');
    const res = await c.get<ErrorBody>(`/api/practice/sessions/${session.attemptId}/results`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('SESSION_NOT_FINISHED');
  });

  it('listening results carry the transcript (issue 5: transcript after finishing)', async () => {
    const c = await student();
    const session = await startSession(c, 'listening-05');
    const results = (await finish(c, session.attemptId)).body;
    expect(results.listening[0]?.transcript?.length).toBeGreaterThan(0);
    const reloaded = await c.get<SessionResponse>(`/api/practice/sessions/${session.attemptId}`);
    expect(reloaded.body.finished).toBe(true);
    expect(reloaded.body.listening[0]?.transcript?.length).toBeGreaterThan(0);
  });

  it('classic mock: drafts change until finish; graded at finish with sections, blanks wrong, DİM estimate (MOCK-01..08, RES-02, RES-05)', async () => {
    const c = await student();
    const session = await startSession(c, 'mock-exam');
    expect(session.questions.map((q) => q.section)).toEqual([
      ...Array<string>(6).fill('Listening'),
      ...Array<string>(16).fill('Grammar'),
      ...Array<string>(8).fill('Reading'),
    ]);
    expect(session.questions.map((q) => q.number)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const grammarOptions = session.questions.filter((q) => q.section === 'Grammar').map((q) => q.options);
    expect(grammarOptions.every((o) => Array.isArray(o) && o.length === 5)).toBe(true);
    // Everything right except: two wrong multiple-choice answers and one blank.
    const [wrong1, wrong2] = session.questions.filter((q) => q.type === 'mc' && q.section === 'Grammar');
    const blank = session.questions.find((q) => q.type === 'open' && q.section === 'Reading');
    for (const q of session.questions) {
      if (q === blank) continue;
      // First a wrong draft, then the final answer: the later save wins.
      await saveAnswer(c, session.attemptId, q.id, wrongAnswer(key(q.id)));
      if (q !== wrong1 && q !== wrong2) await saveAnswer(c, session.attemptId, q.id, rightAnswer(key(q.id)));
    }
    expect((await profileOf(c)).questionsAnswered).toBe(0);
    const res = await finish(c, session.attemptId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      kind: 'mock_exam',
      model: 'classic',
      correct: 27,
      total: 30,
      scorePercent: 90,
      band: 'excellent',
    });
    expect(res.body.sections).toEqual([
      { section: 'Listening', correct: 6, total: 6 },
      { section: 'Grammar', correct: 14, total: 16 },
      { section: 'Reading', correct: 7, total: 8 },
    ]);
    // 21 closed right, 6 open right (1 point each) = (21 + 12) × 100 / 37.
    expect(res.body.dimEstimate).toBe(89.2);
    const review = res.body.review;
    expect(review.find((r) => r.questionId === blank?.id)).toMatchObject({ yourAnswer: null, correct: false });
    expect(review.filter((r) => r.type === 'open' && r.yourAnswer).every((r) => r.judgedBy === 'offline')).toBe(true);
    expect(await profileOf(c)).toMatchObject({ questionsAnswered: 29, totalCorrectAnswers: 27, totalQuizzes: 1 });
    // Finishing again changes nothing.
    await finish(c, session.attemptId);
    expect(await profileOf(c)).toMatchObject({ questionsAnswered: 29, totalQuizzes: 1 });
  });

  it('a late retry of an older draft does not overwrite a newer one', async () => {
    const c = await student();
    const session = await startSession(c, 'mock-exam');
    const q = session.questions.find((x) => x.section === 'Grammar');
    if (!q) throw new Error('question expected');
    const old = randomUUID();
    await saveAnswer(c, session.attemptId, q.id, wrongAnswer(key(q.id)), { answerId: old });
    await saveAnswer(c, session.attemptId, q.id, rightAnswer(key(q.id)));
    await saveAnswer(c, session.attemptId, q.id, wrongAnswer(key(q.id)), { answerId: old });
    const reloaded = await c.get<SessionResponse>(`/api/practice/sessions/${session.attemptId}`);
    expect(reloaded.body.answers).toEqual([{ questionId: q.id, answer: rightAnswer(key(q.id)) }]);
  });

  it('new-model mock: 25 questions, the paragraph saved and scored at finish, a Writing section (MOCK-09, MOCK-10)', async () => {
    const c = await student();
    const session = await startSession(c, 'mock-exam-new');
    expect(session.model).toBe('new');
    expect(session.questions).toHaveLength(25);
    expect(session.reading).toHaveLength(2);
    expect(session.writing?.minWords).toBeGreaterThanOrEqual(100);
    const text = paragraphAbout(session.writing?.topic.en ?? '');
    const put = await c.request('PUT', `/api/practice/sessions/${session.attemptId}/writing`, { text });
    expect(put.status).toBe(200);
    const reloaded = await c.get<SessionResponse>(`/api/practice/sessions/${session.attemptId}`);
    expect(reloaded.body.writingText).toBe(text);
    for (const q of session.questions) await saveAnswer(c, session.attemptId, q.id, rightAnswer(key(q.id)));
    const res = await finish(c, session.attemptId);
    expect(res.body).toMatchObject({ correct: 25, total: 25 });
    expect(res.body.dimEstimate).toBeUndefined();
    expect(res.body.writing).toMatchObject({ words: countWords(text), maxScore: 20 });
    // The paragraph counts in the total: 25 closed points and its rubric score scaled to 10 points.
    const writingScore = res.body.writing?.score ?? 0;
    expect(res.body.scorePercent).toBe(Math.round(((25 + (writingScore / 20) * 10) * 100) / 35));
    expect(res.body.scorePercent).toBeLessThan(100);
    expect(res.body.sections.map((s) => s.section)).toEqual(['Listening', 'Grammar', 'Reading', 'Writing']);
    const late = await c.request<ErrorBody>('PUT', `/api/practice/sessions/${session.attemptId}/writing`, {
      text: 'x',
    });
    expect(late.status).toBe(409);
  });

  it('new-model mock: a blank paragraph scores 0 without the judge', async () => {
    const c = await student();
    const session = await startSession(c, 'mock-exam-new');
    const res = await finish(c, session.attemptId);
    expect(res.body).toMatchObject({ correct: 0, total: 25, band: 'poor' });
    expect(res.body.writing).toMatchObject({ words: 0, score: 0, judgedBy: 'offline' });
    expect(res.body.writing?.criteria.every((x) => x.points === 0)).toBe(true);
  });

  it('a session without a writing task refuses a paragraph', async () => {
    const c = await student();
    const session = await startSession(c, 'mock-exam');
    const res = await c.request<ErrorBody>('PUT', `/api/practice/sessions/${session.attemptId}/writing`, { text: 'x' });
    expect(res.status).toBe(400);
  });
});

describe("another student's attempt (SEC-01, D§8)", () => {
  it('cannot be read, answered, finished or reviewed: ATTEMPT_NOT_FOUND, nothing leaked', async () => {
    const owner = await student();
    const other = await student();
    const session = await startSession(owner, 'reading-06');
    const q = session.questions[0];
    if (!q) throw new Error('question expected');
    await saveAnswer(owner, session.attemptId, q.id, rightAnswer(key(q.id)));
    const base = `/api/practice/sessions/${session.attemptId}`;
    const attempts = [
      await other.get(base),
      await saveAnswer(other, session.attemptId, q.id, rightAnswer(key(q.id))),
      await other.request('PUT', `${base}/writing`, { text: 'x' }),
      await other.post(`${base}/finish`, {}),
      await other.get(`${base}/results`),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect((res.body as ErrorBody).error.code).toBe('ATTEMPT_NOT_FOUND');
      expect(JSON.stringify(res.body)).not.toContain(q.id);
    }
    expect((await profileOf(other)).questionsAnswered).toBe(0);
    expect((await profileOf(owner)).totalQuizzes).toBe(0);
  });

  it('an id that is not a UUID is not found either', async () => {
    const c = await student();
    const res = await c.get<ErrorBody>('/api/practice/sessions/1%20OR%201=1');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('ATTEMPT_NOT_FOUND');
  });
});

describe('malformed bodies → 400 VALIDATION_FAILED (D§8)', () => {
  it.each([
    ['not JSON', 'not json'],
    ['an empty object', {}],
    ['a missing answerId', { questionId: 'q', answer: 'a' }],
    ['an answerId that is not a UUID', { answerId: '1', questionId: 'q', answer: 'a' }],
    ['an extra field', { answerId: randomUUID(), questionId: 'q', answer: 'a', correct: true }],
    ['a number as answer', { answerId: randomUUID(), questionId: 'q', answer: 1 }],
    ['a 3000-character answer', { answerId: randomUUID(), questionId: 'q', answer: 'x'.repeat(3000) }],
    ['an array', []],
  ])('an answer with %s', async (_label, body) => {
    const c = await student();
    const session = await startSession(c, 'present-simple');
    const res = await c.request<ErrorBody>('POST', `/api/practice/sessions/${session.attemptId}/answers`, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });

  it.each([
    ['an empty slug', { slug: '' }],
    ['no slug', {}],
    ['an extra field', { slug: 'present-simple', size: 100 }],
    ['a 300-character slug', { slug: 'x'.repeat(300) }],
  ])('a session start with %s', async (_label, body) => {
    const c = await student();
    const res = await c.post<ErrorBody>('/api/practice/sessions', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('a paragraph that is not a string, or too long', async () => {
    const c = await student();
    const session = await startSession(c, 'mock-exam-new');
    for (const body of [{ text: 1 }, { text: 'x'.repeat(6000) }, { words: 'x' }]) {
      const res = await c.request<ErrorBody>('PUT', `/api/practice/sessions/${session.attemptId}/writing`, body);
      expect(res.status).toBe(400);
    }
  });
});

describe('listening audio (PRAC-31)', () => {
  it('is served with an audio type, byte ranges and a long cache', async () => {
    const c = await student();
    const session = await startSession(c, 'listening-01');
    const url = server.url + (session.listening[0]?.audioUrl ?? '');
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toMatch(/^audio\/ogg/);
    expect(whole.headers.get('cache-control')).toContain('max-age=31536000');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const size = (await whole.arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(1000);
    const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const beyond = await fetch(url, { headers: { range: `bytes=${size + 10}-` } });
    expect(beyond.status).toBe(416);
    expect((await fetch(`${server.url}/api/content/audio/nope.opus`)).status).toBe(404);
  });
});
