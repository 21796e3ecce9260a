/** Table types for Kysely. Timestamps of the app's own tables are ISO-8601 strings in both engines. */
import type { Generated } from 'kysely';
import type { AiAdviceTable, AiFeedbackTable, AiRateTable, AiUsageTable } from './ai-tables.ts';
import type { DailyChallengeTable } from './challenge-tables.ts';
import type { DiagnosticTable } from './diagnostic-tables.ts';
import type {
  AnswerSaveTable,
  AnswerTable,
  AttemptTable,
  HistorySumTable,
  PerformanceTable,
} from './practice-tables.ts';
import type { ReviewCardTable, ReviewLogTable } from './review-tables.ts';
import type { ForecastTrendTable, ItemDifficultyTable, StudentStandingTable } from './standing-tables.ts';

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export interface SessionTable {
  id: string;
  expiresAt: Date | string;
  token: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export interface ProfileTable {
  userId: string;
  name: string;
  language: string;
  goal: string;
  grade: number | null;
  provider: string;
  totalQuizzes: Generated<number>;
  totalCorrectAnswers: Generated<number>;
  questionsAnswered: Generated<number>;
  averageScore: Generated<number>;
  streak: Generated<number>;
  bestStreak: Generated<number>;
  lastActivityDate: string | null;
  timeZone: string;
  /** JSON of the saved AI suggestion (migration 005-suggestion; src/server/progress/suggestion-store.ts). */
  practiceAISuggestion: string | null;
  /** The score the student aims for on DİM's 0–100 scale (migration 009-review-mastery); null when not set. */
  targetScore: number | null;
  /** The student's exam date, yyyy-mm-dd; null when not set. */
  examDate: string | null;
  /**
   * How many times the student's review cards were rescheduled (migration 017-review-card-writes): with
   * questionsAnswered, the version a server's kept review queue is checked against.
   */
  reviewCardWrites: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

/**
 * Created for better-auth's own limiter, which is off: src/server/auth/attempt-limits.ts keeps its fixed-window
 * counters here instead (several servers sharing a database share them).
 */
/** better-auth's one-time values; a reset token is `identifier` 'reset-password:<token>' with the user id as `value`. */
export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Date | string;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export interface RateLimitTable {
  id: string;
  key: string;
  count: number;
  /** When the counter's window started (its first attempt), epoch ms; a bigint, which pg returns as a string. */
  lastRequest: number | string;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  rateLimit: RateLimitTable;
  verification: VerificationTable;
  profile: ProfileTable;
  attempt: AttemptTable;
  answer: AnswerTable;
  answer_save: AnswerSaveTable;
  performance: PerformanceTable;
  history_sum: HistorySumTable;
  ai_usage: AiUsageTable;
  ai_rate: AiRateTable;
  ai_feedback: AiFeedbackTable;
  ai_advice: AiAdviceTable;
  diagnostic: DiagnosticTable;
  daily_challenge: DailyChallengeTable;
  review_card: ReviewCardTable;
  review_log: ReviewLogTable;
  item_difficulty: ItemDifficultyTable;
  student_standing: StudentStandingTable;
  forecast_trend: ForecastTrendTable;
}
