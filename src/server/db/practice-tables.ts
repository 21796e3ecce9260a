/**
 * Table types of the practice tables (migration 003-practice), kept beside schema.ts so the shared file only
 * lists them. Timestamps are ISO-8601 strings; `correct` is 0/1 in both engines (better-sqlite3 binds no booleans).
 */
import type { HistorySum } from '../../domain/progress/history-sum-periods.ts';

export interface AttemptTable {
  id: string;
  userId: string;
  /** grammar | listening | reading | mock_exam (later also diagnostic, challenge, lesson). */
  kind: string;
  /** Mock exams: classic | new. */
  model: string | null;
  slug: string;
  /** The grammar topic or the listening/reading test id; the mock exam's menu id. */
  topic: string;
  /** JSON of the draw (src/domain/practice/draw.ts): questions in order, passages, writing prompt. */
  draw: string;
  /** The new-model paragraph, a draft until finish. */
  writingText: string | null;
  startedAt: string;
  /** When finishing started (migration 006): saves are refused from then on; null while open. */
  finishingAt: string | null;
  finishedAt: string | null;
  /** A timed mock exam's deadline (migration 009); null otherwise. */
  deadlineAt: string | null;
  correct: number | null;
  total: number;
  /** Exact percent 0–100, set at finish. */
  score: number | null;
  dimEstimate: number | null;
  /** JSON of the writing rubric result, set at finish. */
  writingResult: string | null;
  timeSpentSeconds: number | null;
}

export interface AnswerTable {
  /** The client's answerId of the save that set this answer. */
  id: string;
  userId: string;
  attemptId: string;
  questionId: string;
  answer: string;
  /** 1 right, 0 wrong, null while a mock-exam draft. */
  correct: number | null;
  /** Open answers of the classic mock: 0, 0.5 or 1 for the DİM estimate. */
  points: number | null;
  judgedBy: string | null;
  createdAt: string;
  gradedAt: string | null;
}

/** Every answerId a mock-exam draft save used, so a late retry of an older save cannot overwrite a newer one. */
export interface AnswerSaveTable {
  id: string;
  attemptId: string;
}

/** The performance map (created by migration 002-ai; filled by src/server/attempts/activity.ts). */
export interface PerformanceTable {
  userId: string;
  key: string;
  correct: number;
  incorrect: number;
  lastMistake: string | null;
}

/**
 * The chart's sums of finished attempts per student, kind and period of the student's calendar (migration
 * 016-history-sums; kept by src/server/progress/history-sums.ts).
 */
export interface HistorySumTable extends HistorySum {
  userId: string;
}
