/**
 * Builds the attempts core every kind of attempt stands on: the question bank, the attempt store (attempts, answers,
 * the activity they move) and the one grading path. Practice, mock exams, the diagnostic, the daily challenge and
 * lesson quizzes each take it as a dependency and never one another.
 */
import type { Content } from '../../domain/content/content.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { createReviewCards, type ReviewCards } from '../review/review-cards.ts';
import { createStandingStore, type StandingStore } from '../standing/standing-store.ts';
import { createAttemptGrading, type AttemptGrading } from './attempt-grading.ts';
import { createAttemptStore, type AttemptStore } from './attempt-store.ts';
import { createOpenExams, type OpenExams } from './open-exams.ts';
import { createQuestionBank, type QuestionBank } from './question-bank.ts';

export interface Attempts {
  questions: QuestionBank;
  store: AttemptStore;
  grading: AttemptGrading;
  /** Every wrong answer's review card, written with the answer (src/server/review/review-cards.ts). */
  reviewCards: ReviewCards;
  /** Question difficulties and every student's mastery state, written after the answer (src/server/standing). */
  standing: StandingStore;
  /** The student's mock exams still being sat: what other attempts must not grade while one runs. */
  exams: OpenExams;
}

export function createAttempts({
  content,
  db,
  clock,
  logger,
}: {
  content: Pick<Content, 'topics' | 'listening' | 'reading'>;
  db: Db;
  clock: Clock;
  logger?: Logger;
}): Attempts {
  const questions = createQuestionBank(content);
  const reviewCards = createReviewCards(db, questions, logger);
  // Review cards are written with the answers that make them (attempt-store.ts).
  const store = createAttemptStore(db, reviewCards);
  const standing = createStandingStore(db, questions, content.topics, logger, () => clock.now().getTime());
  const grading = createAttemptGrading({
    store,
    questions,
    clock,
    onGraded: (...graded) => {
      reviewCards.recordGraded(...graded);
      standing.recordGraded(...graded);
    },
  });
  return { questions, store, grading, reviewCards, standing, exams: createOpenExams(db, clock) };
}
