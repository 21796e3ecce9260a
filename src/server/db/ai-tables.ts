/** Table types of the AI tables (migrations 002-ai, 008-ai-budgets), kept beside schema.ts so the shared file only lists them. */
import type { Generated } from 'kysely';

export interface AiUsageTable {
  userId: string;
  /** yyyy-mm-dd in the student's time zone. */
  day: string;
  /** Requests to the AI endpoints answered by the model (the daily quota). */
  count: number;
  /** Model calls made while grading answers (their own daily budget). */
  gradingCount: Generated<number>;
}

export interface AiAdviceTable {
  userId: string;
  language: string;
  /** yyyy-mm-dd in the student's time zone. */
  day: string;
  response: string;
  source: 'model' | 'offline';
}

export interface AiRateTable {
  /** The client address. */
  key: string;
  /** floor(time / window length); a bigint, which pg returns as a string. */
  windowIndex: number | string;
  count: number;
}

export interface AiFeedbackTable {
  userId: string;
  replyId: string;
  value: 'up' | 'down';
  createdAt: string;
}
