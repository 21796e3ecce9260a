/**
 * The review API (/api/review): the student's due cards, mixed across sections, without keys; one review answer,
 * graded on the server like any other, with its verdict and reason. A review answer has the shape of every other
 * saved answer (saveAnswerSchema); a review counts on the day it arrives.
 */
import type { Localized } from '../content/schema.ts';
import type { AnswerFeedback, PublicListening, PublicQuestion, PublicReading } from './practice-schema.ts';

/** How many due cards one request brings (the page asks again when they are done). */
export const REVIEW_BATCH = 20;

export interface ReviewCount {
  /** Cards due now. */
  due: number;
  /** When the next card not yet due falls due (ISO), or null when there is none. */
  nextDue: string | null;
}

export interface ReviewQuestion {
  question: PublicQuestion;
  /** The grammar topic's title, or the listening or reading test's. */
  topicTitle: Localized | string;
  /** Reading questions: the id of the passage, sent once in the queue's `readings` however many cards it has. */
  readingId?: string;
  /** Listening questions: the recording. */
  listening?: PublicListening;
}

export interface ReviewQueue extends ReviewCount {
  cards: ReviewQuestion[];
  /**
   * The passages of the reading cards, each once, in the order of their first card: a passage is about 9 KB and
   * several cards of one batch often share it.
   */
  readings: PublicReading[];
}

export interface ReviewAnswerResponse extends ReviewCount {
  answerId: string;
  feedback: AnswerFeedback;
  /** When this card is due again (ISO). */
  cardDue: string;
}
