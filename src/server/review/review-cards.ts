/**
 * The review cards of every student (decision 018): a question answered wrongly anywhere becomes a card, due at
 * once; a wrong answer elsewhere to a question whose card is not yet due is a lapse (FSRS Again); a review answer in /review
 * schedules its card further when right (Good) and sooner when wrong (Again), and is logged for the optimiser.
 *
 * The grading path tells `recordGraded` of every graded answer after its commit (attempt-grading.ts). The card is
 * written then, in its own transaction (on SQLite through its own group commit), so an answer save waits for no
 * extra statement; the price is a window of milliseconds in which a crash would keep the answer but lose the card.
 * Reads of a student's cards first wait for that student's card writes in flight, so the student never sees a
 * queue without the mistake just made.
 */
import type { Transaction } from 'kysely';
import { REVIEW_KIND } from '../../domain/api/practice-schema.ts';
import { lessonQuizTopicOf } from '../../domain/practice/lesson-draw.ts';
import {
  createReviewCard,
  type CardState,
  type ReviewCard,
  type ReviewSection,
} from '../../domain/review/review-card.ts';
import { scheduleReview } from '../../domain/review/schedule-review.ts';
import type { GradedFact, GradedListener } from '../attempts/attempt-grading.ts';
import type { QuestionBank } from '../attempts/question-bank.ts';
import type { Db } from '../db/database.ts';
import { trackBackgroundWrite } from '../db/background-writes.ts';
import type { Database } from '../db/schema.ts';
import { createWriteBatcher } from '../db/write-batch.ts';
import type { Logger } from '../logger.ts';

/** What the queue needs of a card. */
export type DueCard = Pick<ReviewCard, 'questionId' | 'section' | 'topicId' | 'due'>;

export interface ReviewCards {
  /** For the grading path: writes the cards of these graded answers after their commit, without holding it up. */
  recordGraded: GradedListener;
  /** Resolves once this student's card writes started so far are done. */
  settled(userId: string): Promise<void>;
  card(userId: string, questionId: string): Promise<ReviewCard | undefined>;
  /** The student's cards due at `now`. */
  due(userId: string, now: number): Promise<DueCard[]>;
  /** How many are due at `now`, and when the next one not yet due falls due (null when none). */
  dueCount(userId: string, now: number): Promise<{ due: number; nextDue: number | null }>;
}

const toNumber = (v: number | string) => Number(v);

const toCard = (row: Database['review_card']): ReviewCard => ({
  studentId: row.userId,
  questionId: row.questionId,
  section: row.section as ReviewSection,
  topicId: row.topicId,
  createdAt: toNumber(row.createdAt),
  due: toNumber(row.due),
  stability: Number(row.stability),
  difficulty: Number(row.difficulty),
  scheduledDays: Number(row.scheduledDays),
  learningSteps: Number(row.learningSteps),
  reps: Number(row.reps),
  lapses: Number(row.lapses),
  state: row.state as CardState,
  lastReview: row.lastReview === null ? null : toNumber(row.lastReview),
});

const cardRow = (card: ReviewCard): Database['review_card'] => ({
  userId: card.studentId,
  questionId: card.questionId,
  section: card.section,
  topicId: card.topicId,
  createdAt: card.createdAt,
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  scheduledDays: card.scheduledDays,
  learningSteps: card.learningSteps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReview: card.lastReview,
});

export function createReviewCards(db: Db, questions: QuestionBank, logger?: Logger): ReviewCards {
  const { kysely, dialect } = db;
  const writes = createWriteBatcher(db);
  const inFlight = new Map<string, Promise<void>>();

  /** Which section and topic a question belongs to: a bank question, or a lesson's quiz item (a grammar topic). */
  function subjectOf(questionId: string): { section: ReviewSection; topicId: string } | undefined {
    const entry = questions.question(questionId);
    if (entry?.kind === 'grammar') return { section: 'Grammar', topicId: entry.topic.id };
    if (entry?.kind === 'listening') return { section: 'Listening', topicId: entry.test.id };
    if (entry?.kind === 'reading') return { section: 'Reading', topicId: entry.test.id };
    const lessonTopic = lessonQuizTopicOf(questionId);
    return lessonTopic === undefined ? undefined : { section: 'Grammar', topicId: lessonTopic };
  }

  async function cardIn(trx: Transaction<Database>, userId: string, questionId: string) {
    const query = trx
      .selectFrom('review_card')
      .selectAll()
      .where('userId', '=', userId)
      .where('questionId', '=', questionId);
    const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
    return row && toCard(row);
  }

  async function write(userId: string, review: boolean, answers: readonly GradedFact[], now: number) {
    await writes.run(async (trx) => {
      for (const answer of answers) {
        const subject = subjectOf(answer.questionId);
        if (!subject) continue;
        const card = await cardIn(trx, userId, answer.questionId);
        if (!card) {
          if (answer.correct) continue;
          const fresh = createReviewCard({ studentId: userId, questionId: answer.questionId, ...subject }, now);
          await trx
            .insertInto('review_card')
            .values(cardRow(fresh))
            .onConflict((oc) => oc.columns(['userId', 'questionId']).doNothing())
            .execute();
          continue;
        }
        // Outside /review only a mistake moves a card (a right answer elsewhere is not a test of this card's memory),
        // and only one not yet due: a card already waiting in /review stays there, due now.
        if (!review && (answer.correct || card.due <= now)) continue;
        const next = scheduleReview(card, answer.correct, now);
        const { studentId: _, correct, ...log } = next.log;
        const inserted = await trx
          .insertInto('review_log')
          .values({ id: answer.answerId, userId, ...log, correct: correct ? 1 : 0 })
          .onConflict((oc) => oc.column('id').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue;
        await trx
          .updateTable('review_card')
          .set(cardRow(next.card))
          .where('userId', '=', userId)
          .where('questionId', '=', answer.questionId)
          .execute();
      }
    });
  }

  return {
    recordGraded(userId, attempt, answers, now) {
      const review = attempt.kind === REVIEW_KIND;
      if (!review && answers.every((a) => a.correct)) return;
      const before = inFlight.get(userId) ?? Promise.resolve();
      const done = before
        .then(() => write(userId, review, answers, now.getTime()))
        .catch((error: unknown) => logger?.error(`review cards of user ${userId} not written`, error));
      trackBackgroundWrite(db, done);
      inFlight.set(userId, done);
      void done.then(() => {
        if (inFlight.get(userId) === done) inFlight.delete(userId);
      });
    },

    settled: (userId) => inFlight.get(userId) ?? Promise.resolve(),

    async card(userId, questionId) {
      const row = await kysely
        .selectFrom('review_card')
        .selectAll()
        .where('userId', '=', userId)
        .where('questionId', '=', questionId)
        .executeTakeFirst();
      return row && toCard(row);
    },

    async due(userId, now) {
      const rows = await kysely
        .selectFrom('review_card')
        .select(['questionId', 'section', 'topicId', 'due'])
        .where('userId', '=', userId)
        .where('due', '<=', now)
        .execute();
      return rows.map((r) => ({
        questionId: r.questionId,
        section: r.section as ReviewSection,
        topicId: r.topicId,
        due: toNumber(r.due),
      }));
    },

    async dueCount(userId, now) {
      const row = await kysely
        .selectFrom('review_card')
        .select((eb) => [
          eb.fn.count<number | string>(eb.case().when('due', '<=', now).then(1).end()).as('due'),
          eb.fn.min<number | string | null>(eb.case().when('due', '>', now).then(eb.ref('due')).end()).as('nextDue'),
        ])
        .where('userId', '=', userId)
        .executeTakeFirst();
      return {
        due: Number(row?.due ?? 0),
        nextDue: row?.nextDue === null || row?.nextDue === undefined ? null : Number(row.nextDue),
      };
    },
  };
}
