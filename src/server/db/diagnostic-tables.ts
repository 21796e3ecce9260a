/**
 * The diagnostic of a student (migration 004; the profile's `diagnostic`): one row per student, made when the
 * diagnostic starts (its attempt holds the questions and answers) and completed ONCE (completedAt set).
 */
export interface DiagnosticTable {
  userId: string;
  attemptId: string;
  /** Correct answers, set at completion. */
  score: number | null;
  total: number;
  completedAt: string | null;
}
