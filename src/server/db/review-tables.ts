/**
 * Table types of the review of mistakes (migration 009-review-mastery): one card per student and question, one log
 * row per review answer. Times are epoch milliseconds in bigint columns, which pg returns as strings.
 */
export interface ReviewCardTable {
  userId: string;
  questionId: string;
  section: string;
  topicId: string;
  createdAt: number | string;
  due: number | string;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: string;
  lastReview: number | string | null;
}

export interface ReviewLogTable {
  /** The answerId of the review answer. */
  id: string;
  userId: string;
  questionId: string;
  reviewedAt: number | string;
  rating: number;
  /** 1 right, 0 wrong. */
  correct: number;
  state: string;
  due: number | string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  durationMs: number | null;
}
