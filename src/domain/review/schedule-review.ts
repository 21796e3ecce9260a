/**
 * Scheduling a card after a review answer, with FSRS's default parameters (90% requested retention).
 *
 * The server grades the answer, so the rating comes from the grade, never from the student: correct → Good,
 * wrong → Again. Why only these two: FSRS models recall as remembered or forgotten, and Again is its only
 * "forgotten" rating; Hard and Easy tell how hard a remembered answer felt, which a graded answer does not say
 * (we collect no self-rating and time spent on a question is a poor proxy). FSRS's authors advise Again/Good
 * alone when unsure, and the optimiser fits such logs well. A partly right open answer is wrong here: the point
 * was not earned, so the question should come back soon.
 */
import { fsrs, Rating, type Grade } from 'ts-fsrs';
import { fromFsrsCard, stateName, toFsrsCard, type CardState, type ReviewCard } from './review-card.ts';

/**
 * One review, one row: everything FSRS's optimiser reads (card id = student + question, review time, rating, the
 * card's state before the review, elapsed and scheduled days) plus the memory state before it, so a log can be
 * replayed or rolled back.
 */
export interface ReviewLogEntry {
  studentId: string;
  questionId: string;
  /** When the review was answered (epoch ms). */
  reviewedAt: number;
  /** FSRS rating: 1 = Again, 3 = Good. */
  rating: 1 | 3;
  correct: boolean;
  /** The card's state before this review. */
  state: CardState;
  /** When the card was due before this review (epoch ms). */
  due: number;
  stability: number;
  difficulty: number;
  /** Whole days since the previous review (0 for the first). */
  elapsedDays: number;
  /** Days the card had been scheduled for before this review. */
  scheduledDays: number;
  learningSteps: number;
  /** Time spent answering, when the client measured it (the optimiser can use it; FSRS does not). */
  durationMs: number | null;
}

const scheduler = fsrs();
const DAY_MS = 86_400_000;

export const ratingOf = (correct: boolean): Grade => (correct ? Rating.Good : Rating.Again);

export function scheduleReview(
  card: ReviewCard,
  correct: boolean,
  now: number,
  durationMs: number | null = null,
): { card: ReviewCard; log: ReviewLogEntry } {
  const { card: next, log } = scheduler.next(toFsrsCard(card, now), new Date(now), ratingOf(correct));
  return {
    card: fromFsrsCard(card, card.createdAt, next),
    log: {
      studentId: card.studentId,
      questionId: card.questionId,
      reviewedAt: now,
      rating: correct ? 3 : 1,
      correct,
      state: stateName(log.state),
      due: card.due,
      stability: log.stability,
      difficulty: log.difficulty,
      elapsedDays: card.lastReview === null ? 0 : Math.max(0, Math.floor((now - card.lastReview) / DAY_MS)),
      scheduledDays: log.scheduled_days,
      learningSteps: log.learning_steps,
      durationMs,
    },
  };
}
