/**
 * A review card: one question a student got wrong, scheduled for review by FSRS (the ts-fsrs package with its
 * default parameters). Cards and review-log entries are plain records with times in epoch milliseconds, so the server
 * can store them in SQLite and PostgreSQL alike and send them as JSON; the FSRS objects (with Date fields and numeric
 * enums) exist only inside this folder.
 */
import { createEmptyCard, State, type Card } from 'ts-fsrs';
import type { Section } from '../api/practice-schema.ts';

/** The sections a reviewed question comes from (a writing paragraph is not a question to review). */
export type ReviewSection = Exclude<Section, 'Writing'>;

export type CardState = 'new' | 'learning' | 'review' | 'relearning';

/** Which question, for whom: what the server knows when a student answers wrongly. */
export interface ReviewSubject {
  studentId: string;
  questionId: string;
  section: ReviewSection;
  /** The grammar topic, or the listening or reading test the question belongs to. */
  topicId: string;
}

/** One card, one row: who and what, then FSRS's memory state and schedule. */
export interface ReviewCard extends ReviewSubject {
  createdAt: number;
  /** When the card is next due (epoch ms). */
  due: number;
  /** FSRS stability: days until recall probability falls to 90%. */
  stability: number;
  /** FSRS difficulty, 1 (easy) to 10 (hard). */
  difficulty: number;
  /** Days between the last review and `due`. */
  scheduledDays: number;
  /** Which short-term (re)learning step the card is on. */
  learningSteps: number;
  reps: number;
  lapses: number;
  state: CardState;
  lastReview: number | null;
}

const STATES: Record<State, CardState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};
const FSRS_STATES: Record<CardState, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};

export const stateName = (state: State): CardState => STATES[state];
export const fsrsState = (state: CardState): State => FSRS_STATES[state];

const DAY_MS = 86_400_000;

/** The FSRS card of a stored card (elapsed days are recomputed by ts-fsrs from `last_review`). */
export function toFsrsCard(card: ReviewCard, now: number): Card {
  return {
    due: new Date(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.lastReview === null ? 0 : Math.max(0, Math.floor((now - card.lastReview) / DAY_MS)),
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: fsrsState(card.state),
    ...(card.lastReview === null ? {} : { last_review: new Date(card.lastReview) }),
  };
}

/** A stored card with FSRS's new memory state and schedule. */
export function fromFsrsCard(subject: ReviewSubject, createdAt: number, card: Card): ReviewCard {
  return {
    studentId: subject.studentId,
    questionId: subject.questionId,
    section: subject.section,
    topicId: subject.topicId,
    createdAt,
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: stateName(card.state),
    lastReview: card.last_review ? card.last_review.getTime() : null,
  };
}

/**
 * The card made when a student answers a question wrongly and has no card for it yet: a new FSRS card, due at once,
 * so the mistake is in /review straight away. The wrong answer itself is not logged as a review: the student was
 * shown the right answer and its reason after it, so the first review in /review is the first test of memory, as a
 * new card's first answer is in Anki. A wrong answer to a question that already has a card is a review answered
 * wrongly: the server passes it to `scheduleReview`.
 */
export function createReviewCard(subject: ReviewSubject, now: number): ReviewCard {
  return fromFsrsCard(subject, now, createEmptyCard(new Date(now)));
}
