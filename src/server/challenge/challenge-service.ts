/**
 * The daily challenge: one per student and calendar day in their time zone (the server clock is injectable),
 * created on the first visit of the day with a random topic that has at least 5 option questions and 5 random
 * questions of it. Answers are appended in order (each counts like a practice answer; the first of the day moves
 * the streak); finishing sets completed true once every question is answered.
 */
import { randomUUID } from 'node:crypto';
import type {
  ChallengeAnswer,
  ChallengeFinishResponse,
  ChallengeResponse,
  ChallengeSummary,
} from '../../domain/api/challenge-schema.ts';
import type { SaveAnswerResponse } from '../../domain/api/practice-schema.ts';
import { CHALLENGE_SIZE, drawChallenge } from '../../domain/challenge/challenge-draw.ts';
import { challengeStep } from '../../domain/challenge/challenge-step.ts';
import type { GrammarTopic, Localized } from '../../domain/content/schema.ts';
import type { ErrorCode } from '../../domain/errors.ts';
import { calendarDay } from '../../domain/practice/calendar-day.ts';
import type { Random } from '../../domain/practice/random.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { refuseWhileExamHolds } from '../attempts/open-exams.ts';
import { openAttempt, type AnswerRecord, type AttemptPlan } from '../attempts/attempt-store.ts';
import type { Attempts } from '../attempts/attempts-module.ts';
import { createGrammarChoiceAnswers } from '../attempts/grammar-choice.ts';
import { HttpError } from '../http/errors.ts';
import type { ProfileStore } from '../profile/profile-store.ts';

export interface ChallengeService {
  /** Today's challenge, created when missing. */
  today(userId: string, timeZone: string): Promise<ChallengeResponse>;
  /** The dashboard's summary; null when none exists for today, an expected state (it never creates one). */
  summary(userId: string, timeZone: string): Promise<ChallengeSummary | null>;
  answer(userId: string, save: ChallengeAnswer, timeZone: string): Promise<SaveAnswerResponse>;
  finish(userId: string, date: string, timeZone: string): Promise<ChallengeFinishResponse>;
}

export interface ChallengeDeps {
  db: Db;
  topics: readonly GrammarTopic[];
  attempts: Attempts;
  profiles: ProfileStore;
  clock: Clock;
  random?: Random;
}

const fail = (status: 400 | 404 | 409, code: ErrorCode, message: string) => new HttpError(status, code, message);
const notFound = () => fail(404, 'CHALLENGE_NOT_FOUND', 'No challenge for this day');

export function createChallengeService({
  db,
  topics,
  attempts: { store, questions, grading: core, exams },
  profiles,
  clock,
  random = Math.random,
}: ChallengeDeps): ChallengeService {
  const { kysely } = db;
  // Its questions are grammar choices of the bank (src/server/attempts/grammar-choice.ts).
  const grading = createGrammarChoiceAnswers(questions, core);
  const topicById = new Map(topics.map((t) => [t.id, t]));
  const topicName = (id: string): Localized => topicById.get(id)?.title ?? { en: id, az: id, ru: id };

  /** The student's day in their profile's zone (from the request context). */
  const dayOf = (timeZone: string): string => calendarDay(clock.now(), timeZone);

  const rowOf = (userId: string, date: string) =>
    kysely
      .selectFrom('daily_challenge')
      .selectAll()
      .where('userId', '=', userId)
      .where('date', '=', date)
      .executeTakeFirst();

  async function load(userId: string, date: string) {
    const row = await rowOf(userId, date);
    if (!row) return undefined;
    const attempt = await store.attempt(row.attemptId, userId);
    if (!attempt) return undefined;
    // In the order given (answers are appended in order: the question order is the answer order).
    const order = attempt.draw.questions.map((q) => q.questionId);
    const answers = (await store.answers(attempt.id)).sort(
      (a, b) => order.indexOf(a.questionId) - order.indexOf(b.questionId),
    );
    return { row, attempt, answers, order };
  }

  function responseOf(
    date: string,
    topic: string,
    plan: AttemptPlan,
    finishedAt: string | null,
    answers: AnswerRecord[],
  ): ChallengeResponse {
    const latest = answers.reduce((t, a) => (a.createdAt > t ? a.createdAt : t), plan.startedAt);
    return {
      date,
      topicId: topic,
      topicName: topicName(topic),
      questionIds: plan.draw.questions.map((q) => q.questionId),
      questions: grading.publicQuestions(plan.draw),
      answers: answers.flatMap((a) => {
        const feedback = grading.feedback(a);
        return feedback ? [{ questionId: a.questionId, answer: a.answer, correct: a.correct === true, feedback }] : [];
      }),
      completed: finishedAt !== null,
      updatedAt: finishedAt && finishedAt > latest ? finishedAt : latest,
    };
  }

  async function create(userId: string, date: string): Promise<void> {
    if (!(await profiles.ensure(userId))) throw fail(404, 'USER_NOT_FOUND', 'No such student');
    const drawn = drawChallenge(topics, random);
    if (!drawn) throw fail(409, 'NO_CHALLENGE_TOPIC', 'No topic has enough questions');
    const now = clock.now().toISOString();
    const attemptId = randomUUID();
    await store.createAttempt(
      openAttempt({
        id: attemptId,
        userId,
        kind: 'challenge',
        slug: 'challenge',
        topic: drawn.topic.id,
        draw: drawn.draw,
        startedAt: now,
      }),
    );
    const inserted = await kysely
      .insertInto('daily_challenge')
      .values({ userId, date, attemptId, topic: drawn.topic.id, createdAt: now })
      .onConflict((oc) => oc.columns(['userId', 'date']).doNothing())
      .executeTakeFirst();
    // Two first visits at once: the other one's challenge stands.
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      await kysely.deleteFrom('attempt').where('id', '=', attemptId).execute();
    }
  }

  return {
    async today(userId, timeZone) {
      const date = dayOf(timeZone);
      let found = await load(userId, date);
      if (!found) {
        await create(userId, date);
        found = await load(userId, date);
      }
      if (!found) throw notFound();
      return responseOf(date, found.row.topic, found.attempt, found.attempt.finishedAt, found.answers);
    },

    async summary(userId, timeZone) {
      const date = dayOf(timeZone);
      const found = await load(userId, date);
      if (!found) return null;
      return {
        date,
        topicName: topicName(found.row.topic),
        answered: found.answers.length,
        total: CHALLENGE_SIZE,
        completed: found.attempt.finishedAt !== null,
      };
    },

    async answer(userId, save, timeZone) {
      const found = await load(userId, save.date);
      if (!found) throw notFound();
      const { answerId, questionId, answer } = save;
      const step = challengeStep(
        found.order,
        found.answers.map((a) => a.questionId),
        questionId,
      );
      if (step.kind === 'notInChallenge') {
        throw fail(400, 'QUESTION_NOT_IN_SESSION', 'This question is not part of the challenge');
      }
      if (step.kind === 'outOfOrder') throw fail(409, 'ANSWER_OUT_OF_ORDER', 'Answer the questions in order');
      await refuseWhileExamHolds(exams, questions, userId, questionId);
      return grading.save(userId, found.attempt, { answerId, questionId, answer }, timeZone);
    },

    async finish(userId, date, timeZone) {
      const found = await load(userId, date);
      if (!found) throw notFound();
      if (found.answers.length < found.order.length) {
        throw fail(409, 'CHALLENGE_INCOMPLETE', 'Answer every question first');
      }
      const answers =
        found.attempt.finishedAt === null ? await grading.finish(userId, found.attempt, timeZone) : found.answers;
      const correct = answers.filter((a) => a.correct === true).length;
      return { correct, wrong: answers.length - correct, completed: true };
    },
  };
}
