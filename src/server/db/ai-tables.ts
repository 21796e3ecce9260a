/** Table types of the AI tables (migration 002-ai), kept beside schema.ts so the shared file only lists them. */

export interface AiUsageTable {
  userId: string;
  /** yyyy-mm-dd in the student's time zone. */
  day: string;
  count: number;
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
