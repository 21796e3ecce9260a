/**
 * Review of mistakes against the real server and database (SQLite, or PostgreSQL with TEST_DATABASE_URL): a wrong
 * answer anywhere becomes one card, due at once; /api/review serves it without its key; a review answer is graded on
 * the server, returns the reason, schedules the card (right → later, wrong → sooner), is logged, and counts for the
 * streak and the counters like any other answer.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DiagnosticResponse } from '../../src/domain/api/diagnostic-schema.ts';
import type { SaveAnswerResponse } from '../../src/domain/api/practice-schema.ts';
import type { ReviewAnswerResponse, ReviewCount, ReviewQueue } from '../../src/domain/api/review-schema.ts';
import { REVIEW_BATCH } from '../../src/domain/api/review-schema.ts';
import { dueCards } from '../../src/domain/review/due-cards.ts';
import { createReviewCard, type ReviewCard, type ReviewSection } from '../../src/domain/review/review-card.ts';
import { loadContent } from '../../src/server/content/load-content.ts';
import { cardRow } from '../../src/server/review/review-cards.ts';
import {
  type ErrorBody,
  profileOf,
  signedUpStudent,
  signedUpStudentWithId,
  TestClient,
} from '../support/http-client.ts';
import {
  answerKeys,
  finish,
  rightAnswer,
  saveAnswer,
  startSession,
  TestClock,
  wrongAnswer,
} from '../support/practice-helpers.ts';
import { startServersSharingDatabase, startTestServer, type TestServer } from '../support/test-server.ts';

const clock = new TestClock();
const keys = answerKeys();
const key = (id: string) => {
  const q = keys.get(id);
  if (!q) throw new Error(`no question ${id}`);
  return q;
};
const content = loadContent('content');
const passive = content.topics.find((t) => t.id === 'passive-voice');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '10000' }, { clock });
});
afterAll(() => server.close());
beforeEach(() => clock.reset());

const student = () => signedUpStudent(server.url, 'review');
const count = async (c: TestClient) => (await c.get<ReviewCount>('/api/review/count')).body;
const queue = async (c: TestClient) => (await c.get<ReviewQueue>('/api/review')).body;
const answer = (c: TestClient, questionId: string, given: string, answerId: string = randomUUID()) =>
  c.post<ReviewAnswerResponse & ErrorBody>('/api/review/answers', { answerId, questionId, answer: given });

/** Answers the first questions of a practice session: the first `wrong` wrongly, the rest rightly. */
async function practise(c: TestClient, slug: string, wrong: number, total = wrong + 1): Promise<string[]> {
  const session = await startSession(c, slug);
  const ids = session.questions.slice(0, total).map((q) => q.id);
  for (const [i, id] of ids.entries()) {
    const res = await saveAnswer(c, session.attemptId, id, i < wrong ? wrongAnswer(key(id)) : rightAnswer(key(id)));
    expect(res.status).toBe(200);
  }
  return ids.slice(0, wrong);
}

describe('review', () => {
  it('needs a signed-in student', async () => {
    const anonymous = new TestClient(server.url);
    expect((await anonymous.get<ErrorBody>('/api/review/count')).status).toBe(401);
    expect((await anonymous.get<ErrorBody>('/api/review')).status).toBe(401);
    const res = await anonymous.post<ErrorBody>('/api/review/answers', {
      answerId: randomUUID(),
      questionId: 'x',
      answer: 'y',
    });
    expect(res.status).toBe(401);
  });

  it('a new student has nothing due and no next card', async () => {
    const c = await student();
    expect(await count(c)).toEqual({ due: 0, nextDue: null });
    expect(await queue(c)).toEqual({ due: 0, nextDue: null, cards: [], readings: [] });
  });

  it('a wrong practice answer is due at once, shown without its key; a right one makes no card', async () => {
    const c = await student();
    const [wrongId] = await practise(c, 'present-simple', 1, 3);
    expect(await count(c)).toEqual({ due: 1, nextDue: null });
    const q = await queue(c);
    expect(q.cards).toHaveLength(1);
    const card = q.cards[0];
    expect(card?.question.id).toBe(wrongId);
    expect(card?.question.section).toBe('Grammar');
    expect(card?.topicTitle).toMatchObject({ en: expect.any(String), az: expect.any(String), ru: expect.any(String) });
    expect(JSON.stringify(card)).not.toContain('"answer"');
    expect(JSON.stringify(card)).not.toContain('rationale');
  });

  it('the same question answered wrongly again while its card is due stays one card, still due', async () => {
    const c = await student();
    const [id] = await practise(c, 'present-simple', 1);
    if (!id) throw new Error('no question');
    // The draw is random: sessions until one has the question again.
    let again = await startSession(c, 'present-simple');
    for (let i = 0; i < 30 && !again.questions.some((q) => q.id === id); i++) {
      again = await startSession(c, 'present-simple');
    }
    expect((await saveAnswer(c, again.attemptId, id, wrongAnswer(key(id)))).status).toBe(200);
    const cards = await server.db.kysely
      .selectFrom('review_card')
      .innerJoin('user', 'user.id', 'review_card.userId')
      .select('review_card.due')
      .where('questionId', '=', id)
      .where('user.email', '=', (await profileOf(c)).email)
      .execute();
    expect(cards).toHaveLength(1);
    // Still due now: a card already waiting in /review is not pushed back by the same mistake.
    expect((await count(c)).due).toBe(1);
  });

  it('a right review answer returns the reason, schedules the card further and counts like an answer', async () => {
    const c = await student();
    const [id] = await practise(c, 'past-simple', 1);
    if (!id) throw new Error('no question');
    const before = await profileOf(c);
    const res = await answer(c, id, rightAnswer(key(id)));
    expect(res.status).toBe(200);
    expect(res.body.feedback).toMatchObject({ questionId: id, correct: true, correctAnswer: key(id).answer });
    if (key(id).rationale) expect(res.body.feedback.rationale).toEqual(key(id).rationale);
    expect(new Date(res.body.cardDue).getTime()).toBeGreaterThan(clock.now().getTime());
    expect(res.body.due).toBe(0);
    expect(res.body.nextDue).toBe(res.body.cardDue);
    expect(await count(c)).toEqual({ due: 0, nextDue: res.body.cardDue });

    const after = await profileOf(c);
    expect(after.questionsAnswered).toBe(before.questionsAnswered + 1);
    expect(after.totalCorrectAnswers).toBe(before.totalCorrectAnswers + 1);
    expect(after.streak).toBeGreaterThanOrEqual(1);
    const log = await server.db.kysely.selectFrom('review_log').selectAll().where('questionId', '=', id).execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ id: res.body.answerId, state: 'new' });
    expect(Number(log[0]?.rating)).toBe(3);
  });

  it('a wrong review answer brings the card back sooner than a right one; a retry is scheduled once', async () => {
    const right = await student();
    const wrong = await student();
    const [a] = await practise(right, 'articles', 1);
    const [b] = await practise(wrong, 'articles', 1);
    if (!a || !b) throw new Error('no question');
    const good = await answer(right, a, rightAnswer(key(a)));
    const answerId = randomUUID();
    const again = await answer(wrong, b, wrongAnswer(key(b)), answerId);
    expect(again.status).toBe(200);
    expect(again.body.feedback.correct).toBe(false);
    const dueGood = new Date(good.body.cardDue).getTime() - clock.now().getTime();
    const dueAgain = new Date(again.body.cardDue).getTime() - clock.now().getTime();
    expect(dueAgain).toBeLessThan(dueGood);

    const retry = await answer(wrong, b, wrongAnswer(key(b)), answerId);
    expect(retry.status).toBe(200);
    expect(retry.body.cardDue).toBe(again.body.cardDue);
    const log = await server.db.kysely.selectFrom('review_log').selectAll().where('id', '=', answerId).execute();
    expect(log).toHaveLength(1);
    expect((await profileOf(wrong)).questionsAnswered).toBe(3);

    // Due again once its time comes.
    clock.set(new Date(new Date(again.body.cardDue).getTime() + 1000));
    expect((await count(wrong)).due).toBe(1);
  });

  it('mistakes of a mock exam (graded at its finish), the diagnostic and a lesson quiz become cards', async () => {
    const c = await student();
    const mock = await startSession(c, 'mock-exam');
    const mc = mock.questions.find((q) => q.type === 'mc');
    if (!mc) throw new Error('no mc question');
    expect((await saveAnswer(c, mock.attemptId, mc.id, wrongAnswer(key(mc.id)))).status).toBe(200);
    expect((await finish(c, mock.attemptId)).status).toBe(200);

    const diagnostic = (await c.post<DiagnosticResponse>('/api/diagnostic/start', {})).body;
    const first = diagnostic.status === 'inProgress' ? diagnostic.questions[0] : undefined;
    if (!first) throw new Error('no diagnostic question');
    const saved = await c.post<SaveAnswerResponse>('/api/diagnostic/answers', {
      answerId: randomUUID(),
      questionId: first.id,
      answer: wrongAnswer(key(first.id)),
    });
    expect(saved.status).toBe(200);

    if (!passive) throw new Error('no passive-voice topic');
    const item = passive.quiz[0];
    if (!item) throw new Error('no quiz item');
    const lesson = await c.post(`/api/lessons/passive-voice/quiz/attempts/${randomUUID()}/answers`, {
      answerId: randomUUID(),
      quizIndex: 0,
      answerIndex: (item.correctAnswerIndex + 1) % item.options.length,
    });
    expect(lesson.status).toBe(200);

    const q = await queue(c);
    const ids = q.cards.map((card) => card.question.id);
    expect(ids).toEqual(expect.arrayContaining([mc.id, first.id, 'lesson:passive-voice:1']));
    expect(q.due).toBe(3);

    // The lesson item is answered in /review by its option's text, with the lesson's reason.
    const key0 = item.options[item.correctAnswerIndex] ?? '';
    const res = await answer(c, 'lesson:passive-voice:1', key0);
    expect(res.body.feedback).toMatchObject({ correct: true, correctAnswer: key0, rationale: item.rationale });
  });

  it('a reading card comes with its passage; the queue mixes sections', async () => {
    const c = await student();
    await practise(c, 'reading-01', 1);
    await practise(c, 'present-simple', 2);
    const q = await queue(c);
    // The reading mistake waited longest, so reading starts; the sections then take turns.
    expect(q.cards.map((card) => card.question.section)).toEqual(['Reading', 'Grammar', 'Grammar']);
    const reading = q.cards.find((card) => card.question.section === 'Reading');
    expect(reading?.readingId).toBe('reading-01');
    // The passage comes once, beside the cards, not inside each.
    expect(q.readings.map((r) => r.id)).toEqual(['reading-01']);
    expect(q.readings[0]?.paragraphs.length).toBeGreaterThan(0);
  });

  it('a long queue: the first batch is the one the whole queue mixes, read a section at a time', async () => {
    const { client: c, userId } = await signedUpStudentWithId(server, 'review-long');
    const now = clock.now().getTime();
    const minute = 60_000;
    const card = (questionId: string, section: ReviewSection, topicId: string, due: number): ReviewCard => ({
      ...createReviewCard({ studentId: userId, questionId, section, topicId }, now - 86_400_000),
      due,
    });
    const grammar = content.topics.flatMap((t) => t.questions.map((q) => ({ id: q.id, topic: t.id }))).slice(0, 40);
    const reading = content.reading.flatMap((t) => t.questions.map((q) => ({ id: q.id, topic: t.id }))).slice(0, 25);
    const listening = content.listening.flatMap((t) => t.questions.map((q) => ({ id: q.id, topic: t.id }))).slice(0, 4);
    const cards: ReviewCard[] = [
      // Many fell due at the same moment: ties are ordered by question id.
      ...grammar.map((q, i) => card(q.id, 'Grammar', q.topic, now - (i % 3) * minute)),
      ...reading.map((q, i) => card(q.id, 'Reading', q.topic, now - 2 * minute - (i % 2) * minute)),
      ...listening.map((q, i) => card(q.id, 'Listening', q.topic, now + (i + 1) * minute)),
      // Questions the content no longer has, due first: skipped, and the section is read further.
      ...Array.from({ length: 22 }, (_, i) => card(`gone-${i}`, 'Grammar', 'gone', now - 10 * minute)),
    ];
    await server.db.kysely.insertInto('review_card').values(cards.map(cardRow)).execute();

    const q = await queue(c);
    const shown = cards.filter((x) => !x.questionId.startsWith('gone-'));
    expect(q.cards.map((x) => x.question.id)).toEqual(dueCards(shown, now, REVIEW_BATCH).map((x) => x.questionId));
    expect(q.cards).toHaveLength(REVIEW_BATCH);
    // Each reading card's passage is in the batch exactly once, and no passage is sent without a card naming it.
    const named = q.cards.flatMap((x) => (x.question.section === 'Reading' ? [x.readingId] : []));
    expect(named.every((id) => id !== undefined)).toBe(true);
    expect(q.readings.map((r) => r.id)).toEqual([...new Set(named)]);
    expect(q.readings.every((r) => r.paragraphs.length > 0)).toBe(true);
    // Counted over the index: every due card, the ones of questions gone included, as the navbar counts them.
    expect(q.due).toBe(cards.filter((x) => x.due <= now).length);
    expect(q.nextDue).toBe(new Date(now + minute).toISOString());
    expect(await count(c)).toEqual({ due: q.due, nextDue: q.nextDue });
  });

  it('two servers on one database: the queue one keeps follows an answer given on the other, and the clock', async () => {
    const { a, b, close } = await startServersSharingDatabase({ clock });
    try {
      const { client: onA, userId } = await signedUpStudentWithId(a, 'review-two-servers');
      // The same student's session, sent to the other server.
      const onB = new TestClient(b.url, { headers: { cookie: onA.cookieHeader() } });
      const [x, y] = await practise(onA, 'present-simple', 2);
      if (!x || !y) throw new Error('no question');
      const kept = await queue(onB);
      expect(kept.due).toBe(2);
      expect(kept.cards.map((c) => c.question.id).sort()).toEqual([x, y].sort());
      expect(await count(onB)).toEqual({ due: 2, nextDue: null });

      const reviewed = await answer(onA, x, rightAnswer(key(x)));
      expect(reviewed.status).toBe(200);
      const after = await queue(onB);
      expect(after.cards.map((c) => c.question.id)).toEqual([y]);
      expect(after).toMatchObject({ due: 1, nextDue: reviewed.body.cardDue });
      expect(await count(onB)).toEqual({ due: 1, nextDue: reviewed.body.cardDue });
      // On PostgreSQL the rescheduled card is written after the answer's commit, in a transaction that moves the
      // version itself; on SQLite it is written with the answer, whose count moves the version.
      const profile = await a.db.kysely
        .selectFrom('profile')
        .select('reviewCardWrites')
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      expect(Number(profile.reviewCardWrites)).toBe(a.db.dialect === 'postgres' ? 1 : 0);

      // Nothing written since, but the card falls due: the kept queue is not served past its next due time.
      clock.set(new Date(new Date(reviewed.body.cardDue).getTime() + 1000));
      const due = await queue(onB);
      expect(due.due).toBe(2);
      expect(due.cards.map((c) => c.question.id).sort()).toEqual([x, y].sort());
      expect((await count(onB)).due).toBe(2);
    } finally {
      await close();
    }
  });

  it('typed errors: no card, not an option, a malformed body, an id of another attempt', async () => {
    const c = await student();
    const [id] = await practise(c, 'present-simple', 1);
    if (!id) throw new Error('no question');
    const none = await answer(c, 'past-simple-001', 'x');
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe('REVIEW_CARD_NOT_FOUND');
    if (key(id).type === 'mc') {
      const bad = await answer(c, id, 'not an option at all');
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    }
    const malformed = await c.post<ErrorBody>('/api/review/answers', { answerId: 'x', questionId: id, answer: '' });
    expect(malformed.body.error.code).toBe('VALIDATION_FAILED');
    const session = await startSession(c, 'past-simple');
    const reused = await answer(c, id, rightAnswer(key(id)), session.attemptId);
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('ANSWER_ID_REUSED');
  });
});
