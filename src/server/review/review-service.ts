/**
 * /review behind the routes: the student's due cards mixed across sections (src/domain/review/due-cards.ts), shown
 * without keys, and one review answer. A review answer is an attempt of kind 'review' with one question, named by
 * the answer's id, saved and graded through the one grading path like every other answer: it moves the streak and
 * the counters, and the grading path tells the review cards, which schedule the card (right → further, wrong →
 * sooner) and log the review.
 */
import { REVIEW_KIND, type AnswerFeedback, type SaveAnswer } from '../../domain/api/practice-schema.ts';
import {
  REVIEW_BATCH,
  type ReviewAnswerResponse,
  type ReviewCount,
  type ReviewQuestion,
  type ReviewQueue,
} from '../../domain/api/review-schema.ts';
import { answerFeedback } from '../../domain/attempts/review-items.ts';
import type { GrammarTopic } from '../../domain/content/schema.ts';
import { sameText } from '../../domain/practice/compare-answer.ts';
import { lessonQuizIndexOf, lessonQuizTopicOf } from '../../domain/practice/lesson-draw.ts';
import { toPublicQuestion } from '../../domain/practice/public-question.ts';
import { byDue, dueCards } from '../../domain/review/due-cards.ts';
import type { ReviewSection } from '../../domain/review/review-card.ts';
import { REVIEW_SECTIONS, type DueCard } from './review-cards.ts';
import type { Grade } from '../attempts/attempt-grading.ts';
import { refuseWhileExamHolds } from '../attempts/open-exams.ts';
import { openAttempt } from '../attempts/attempt-store.ts';
import type { Attempts } from '../attempts/attempts-module.ts';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http/errors.ts';
import type { AnswerJudge } from '../attempts/answer-judge.ts';
import { canonicalChoice, createBankGrader } from '../attempts/bank-answers.ts';
import type { PracticeCatalog } from '../content/practice-catalog.ts';
import type { ProfileStore } from '../profile/profile-store.ts';

export interface ReviewService {
  count(userId: string): Promise<ReviewCount>;
  /**
   * How many cards are due at `now`, for a caller that has just read the student's card version itself (the
   * profile's "questionsAnswered.reviewCardWrites"): the kept count when it is still current under that version,
   * counted afresh otherwise.
   */
  dueAt(userId: string, now: number, version: string | undefined): Promise<number>;
  /**
   * The ReviewQueue as JSON text: each card's view and each reading passage is serialised once per process, and a
   * passage is sent once per batch however many of its cards the batch holds.
   */
  queueJson(userId: string): Promise<string>;
  answer(userId: string, save: SaveAnswer, timeZone: string): Promise<ReviewAnswerResponse>;
}

export interface ReviewDeps {
  topics: readonly GrammarTopic[];
  attempts: Attempts;
  catalog: PracticeCatalog;
  judge: AnswerJudge;
  profiles: ProfileStore;
  clock: Clock;
}

/**
 * Queues kept, one per student (the least recently used go first): twenty question ids and two numbers each, a few
 * KB at most, so some 10 MB for all of them.
 */
const MAX_KEPT_QUEUES = 5_000;
/**
 * A kept queue is read again after this long even when its version has not moved: the version covers every write the
 * server makes, this covers rows changed outside it (a restore, a manual fix).
 */
export const REVIEW_QUEUE_MAX_AGE_MS = 60_000;

/**
 * A student's queue as read at `at`: the due count, the next due time and the first batch's cards (undefined when
 * only the count was read).
 */
interface KeptQueue {
  version: string;
  at: number;
  due: number;
  nextDue: number | null;
  cards?: readonly string[];
}

const cardNotFound = () => new HttpError(404, 'REVIEW_CARD_NOT_FOUND', 'No review card for this question');
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A question of /review as it is shown, graded and explained: a bank question or a lesson's quiz item. */
interface Reviewable {
  view: ReviewQuestion;
  /** The answer as stored, and its grade; throws 400 when it is not an answer. */
  answer(userId: string, answer: string): { stored: string; grade(): Grade | Promise<Grade> };
  feedback(answer: string, correct: boolean, judgedBy: AnswerFeedback['judgedBy']): AnswerFeedback;
  performanceKey: string;
  recordsLastMistake: boolean;
}

export function createReviewService({ topics, attempts, catalog, judge, profiles, clock }: ReviewDeps): ReviewService {
  const { questions, store, grading, reviewCards, exams } = attempts;
  const topicById = new Map(topics.map((t) => [t.id, t]));
  const gradeBank = createBankGrader(judge);

  function reviewable(questionId: string): Reviewable | undefined {
    const entry = questions.question(questionId);
    if (entry) {
      const section: ReviewSection =
        entry.kind === 'grammar' ? 'Grammar' : entry.kind === 'listening' ? 'Listening' : 'Reading';
      const view: ReviewQuestion =
        entry.kind === 'grammar'
          ? {
              question: toPublicQuestion(entry.question, { number: 1, section, topicId: entry.topic.id }),
              topicTitle: entry.topic.title,
            }
          : {
              question: toPublicQuestion(entry.question, { number: 1, section, passageId: entry.test.id }),
              topicTitle: entry.test.title,
            };
      if (entry.kind === 'reading') view.readingId = entry.test.id;
      if (entry.kind === 'listening') view.listening = catalog.publicListening(entry.test, false);
      return {
        view,
        // Graded as practice grades it; partial credit counts only in the classic mock exam's estimate.
        answer: (userId, answer) => ({
          stored: canonicalChoice(entry, answer),
          grade: async () => ({ ...(await gradeBank(userId, entry, answer)), points: null }),
        }),
        feedback: (answer, correct, judgedBy) =>
          answerFeedback(entry.question, { questionId, answer, correct, judgedBy }),
        performanceKey: entry.performanceKey,
        recordsLastMistake: entry.kind === 'grammar',
      };
    }
    const topicId = lessonQuizTopicOf(questionId);
    const topic = topicId === undefined ? undefined : topicById.get(topicId);
    const index = topic && lessonQuizIndexOf(topic.id, questionId);
    const item = topic && index !== undefined ? topic.quiz[index] : undefined;
    if (!topic || !item) return undefined;
    const key = item.options[item.correctAnswerIndex] ?? '';
    return {
      view: {
        question: {
          id: questionId,
          number: 1,
          section: 'Grammar',
          type: 'mc',
          question: item.question,
          options: [...item.options],
          topicId: topic.id,
        },
        topicTitle: topic.title,
      },
      answer(_userId, answer) {
        const chosen = item.options.find((o) => sameText(o, answer));
        if (chosen === undefined) throw new HttpError(400, 'VALIDATION_FAILED', 'answer: not one of the options');
        return { stored: chosen, grade: () => ({ correct: chosen === key, judgedBy: 'exact' }) };
      },
      feedback: (answer, correct) => ({
        questionId,
        answer,
        correct,
        correctAnswer: key,
        judgedBy: 'exact',
        rationale: item.rationale,
      }),
      performanceKey: topic.key,
      recordsLastMistake: true,
    };
  }

  /**
   * A question's view as /review shows it, and a reading passage, each serialised once: the content changes only
   * with a restart. A reading card names its passage; the batch carries each passage once.
   */
  const views = new Map<string, { json: string; readingId: string | undefined }>();
  function viewOf(questionId: string): { json: string; readingId: string | undefined } {
    let kept = views.get(questionId);
    if (kept === undefined) {
      const view: ReviewQuestion | undefined = reviewable(questionId)?.view;
      if (!view) throw cardNotFound();
      kept = { json: JSON.stringify(view), readingId: view.readingId };
      views.set(questionId, kept);
    }
    return kept;
  }
  const passages = new Map<string, string>();
  function passageJsonOf(questionId: string, readingId: string): string {
    let json = passages.get(readingId);
    if (json === undefined) {
      const entry = questions.question(questionId);
      if (entry?.kind !== 'reading') throw cardNotFound();
      json = JSON.stringify(catalog.publicReading(entry.test));
      passages.set(readingId, json);
    }
    return json;
  }

  /** Whether /review can show a question: a bank question, or a lesson quiz item of a topic the content has. */
  function exists(questionId: string): boolean {
    if (questions.question(questionId)) return true;
    const topicId = lessonQuizTopicOf(questionId);
    const topic = topicId === undefined ? undefined : topicById.get(topicId);
    const index = topic && lessonQuizIndexOf(topic.id, questionId);
    return topic !== undefined && index !== undefined && topic.quiz[index] !== undefined;
  }

  /**
   * The queue is kept per student while it is still the one a fresh read would give: the student's card version
   * (read first, one row of the profile, so a write after it moves it again) has not moved, and no card has fallen
   * due since it was read (`now` before its next due time). Every GET of /review and of the count then costs one
   * indexed row; a fresh read is one statement more (`dueState`), whose own version is the one kept.
   */
  const kept = new Map<string, KeptQueue>();
  /** Whether a kept queue still answers at `now` under this version. */
  const current = (
    entry: KeptQueue | undefined,
    version: string | undefined,
    now: number,
    withCards: boolean,
  ): entry is KeptQueue =>
    entry !== undefined &&
    entry.version === version &&
    entry.at <= now &&
    now - entry.at < REVIEW_QUEUE_MAX_AGE_MS &&
    (entry.nextDue === null || now < entry.nextDue) &&
    (!withCards || entry.cards !== undefined);
  async function keptQueue(userId: string, now: number, withCards: boolean, version?: string): Promise<KeptQueue> {
    // This server's card writes first, so the version read includes them.
    await reviewCards.settled(userId);
    const entry = kept.get(userId);
    if (current(entry, version ?? (await reviewCards.version(userId)), now, withCards)) {
      kept.delete(userId);
      kept.set(userId, entry);
      return entry;
    }
    const state = await reviewCards.dueState(userId, now, withCards ? REVIEW_BATCH : 0);
    const cards = withCards ? await firstBatch(userId, now, state.first ?? []) : undefined;
    const read: KeptQueue = {
      version: state.version ?? '',
      at: now,
      due: state.due,
      nextDue: state.nextDue,
      ...(cards && { cards }),
    };
    kept.delete(userId);
    // No profile, no version: nothing to check a kept queue against.
    if (state.version !== undefined) kept.set(userId, read);
    if (kept.size > MAX_KEPT_QUEUES) kept.delete(kept.keys().next().value as string);
    return read;
  }

  /**
   * The question ids of the mixed queue's first batch at `now`, from each section's first due cards. The batch can
   * only hold each section's first REVIEW_BATCH cards, so those are all that is read, whatever the number due. A card
   * whose question the content no longer has is skipped; a section that loses one is read further.
   */
  async function firstBatch(userId: string, now: number, first: readonly DueCard[]): Promise<string[]> {
    const shown: DueCard[] = [];
    for (const section of REVIEW_SECTIONS) {
      let read = first.filter((c) => c.section === section).sort(byDue);
      for (;;) {
        shown.push(...read.filter((c) => exists(c.questionId)));
        const last = read.at(-1);
        if (read.length < REVIEW_BATCH || !last || read.every((c) => exists(c.questionId))) break;
        read = await reviewCards.dueAfter(userId, now, REVIEW_BATCH, { section, card: last });
      }
    }
    return dueCards(shown, now, REVIEW_BATCH).map((c) => c.questionId);
  }

  async function count(userId: string): Promise<ReviewCount> {
    const { due, nextDue } = await keptQueue(userId, clock.now().getTime(), false);
    return { due, nextDue: iso(nextDue) };
  }

  return {
    count,

    async dueAt(userId, now, version) {
      return (await keptQueue(userId, now, false, version)).due;
    },

    async queueJson(userId) {
      const queue = await keptQueue(userId, clock.now().getTime(), true);
      const cards: string[] = [];
      const readings = new Map<string, string>();
      for (const questionId of queue.cards ?? []) {
        const { json, readingId } = viewOf(questionId);
        cards.push(json);
        if (readingId !== undefined && !readings.has(readingId))
          readings.set(readingId, passageJsonOf(questionId, readingId));
      }
      const head: Omit<ReviewQueue, 'cards' | 'readings'> = { due: queue.due, nextDue: iso(queue.nextDue) };
      const passagesJson = [...readings.values()].join(',');
      return `${JSON.stringify(head).slice(0, -1)},"cards":[${cards.join(',')}],"readings":[${passagesJson}]}`;
    },

    async answer(userId, save, timeZone) {
      const card = await reviewCards.card(userId, save.questionId);
      const question = reviewable(save.questionId);
      if (!card || !question) throw cardNotFound();
      await refuseWhileExamHolds(exams, questions, userId, save.questionId);
      const { stored, grade } = question.answer(userId, save.answer);
      await profiles.ensure(userId);
      const attempt = openAttempt({
        id: save.answerId,
        userId,
        kind: REVIEW_KIND,
        slug: REVIEW_KIND,
        topic: card.topicId,
        draw: {
          questions: [{ questionId: save.questionId, number: 1, section: card.section, topicId: card.topicId }],
          listeningIds: [],
          readingIds: [],
        },
        startedAt: clock.now().toISOString(),
      });
      await store.createAttemptIfMissing(attempt);
      const plan = await store.attemptPlan(save.answerId, userId);
      // The id names another student's attempt, or another kind of attempt of this student's.
      if (!plan || plan.kind !== REVIEW_KIND) {
        throw new HttpError(409, 'ANSWER_ID_REUSED', 'This answerId was already used');
      }
      const answer = await grading.saveGraded({
        userId,
        plan,
        answerId: save.answerId,
        questionId: save.questionId,
        answer: stored,
        timeZone,
        grade,
        performanceKey: question.performanceKey,
        recordsLastMistake: question.recordsLastMistake,
        afterClose: 'same-id',
      });
      await reviewCards.settled(userId);
      const after = await reviewCards.card(userId, save.questionId);
      const counts = await count(userId);
      return {
        answerId: answer.id,
        feedback: question.feedback(answer.answer, answer.correct === true, answer.judgedBy ?? 'exact'),
        cardDue: new Date(after?.due ?? card.due).toISOString(),
        ...counts,
      };
    },
  };
}
