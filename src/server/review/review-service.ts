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
import { dueCards } from '../../domain/review/due-cards.ts';
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
  /** The ReviewQueue as JSON text: each card's view is serialised once per question (passages are most of it). */
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
      if (entry.kind === 'reading') view.reading = catalog.publicReading(entry.test);
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
   * A question's view as /review shows it, built once per question: the content changes only with a restart, and a
   * reading or listening view carries its whole passage.
   */
  const views = new Map<string, string>();
  function viewJsonOf(questionId: string): string {
    let json = views.get(questionId);
    if (json === undefined) {
      const view: ReviewQuestion | undefined = reviewable(questionId)?.view;
      if (!view) throw cardNotFound();
      json = JSON.stringify(view);
      views.set(questionId, json);
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

  async function count(userId: string): Promise<ReviewCount> {
    await reviewCards.settled(userId);
    const { due, nextDue } = await reviewCards.dueCount(userId, clock.now().getTime());
    return { due, nextDue: iso(nextDue) };
  }

  return {
    count,

    async queueJson(userId) {
      await reviewCards.settled(userId);
      const now = clock.now().getTime();
      const [first, counts] = await Promise.all([
        reviewCards.dueFirst(userId, now, REVIEW_BATCH),
        reviewCards.dueCount(userId, now),
      ]);
      // The mixed queue's first batch can only hold each section's first REVIEW_BATCH cards, so those are all that
      // is read, whatever the number due. A card whose question the content no longer has is skipped; a section
      // that loses one is read further.
      const shown: DueCard[] = [];
      for (const section of REVIEW_SECTIONS) {
        let read = first.filter((c) => c.section === section);
        for (;;) {
          shown.push(...read.filter((c) => exists(c.questionId)));
          const last = read.at(-1);
          if (read.length < REVIEW_BATCH || !last || read.every((c) => exists(c.questionId))) break;
          read = await reviewCards.dueFirst(userId, now, REVIEW_BATCH, { section, card: last });
        }
      }
      const cards = dueCards(shown, now, REVIEW_BATCH).map((c) => viewJsonOf(c.questionId));
      const head: Omit<ReviewQueue, 'cards'> = { due: counts.due, nextDue: iso(counts.nextDue) };
      return `${JSON.stringify(head).slice(0, -1)},"cards":[${cards.join(',')}]}`;
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
