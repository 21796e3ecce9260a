/**
 * Shapes of the diagnostic API, shared by the server and the web app.
 *
 * GET /api/diagnostic → the state (new, in progress with its questions and answers, or completed with the saved
 * result). POST /api/diagnostic/start → draws 7 questions (once; a completed diagnostic is returned as it is).
 * POST /api/diagnostic/answers { answerId, questionId, answer } → graded by the server (no keys before answering),
 * counted like a practice answer. POST /api/diagnostic/complete → saves the result ONCE; a repeat returns it unchanged.
 */
import type { AnswerFeedback, PublicQuestion } from './practice-schema.ts';

/** The user document's `diagnostic`: completed, score, total, completedAt. */
export interface DiagnosticResult {
  completed: true;
  score: number;
  total: number;
  completedAt: string;
}

export type DiagnosticResponse =
  | { status: 'new' }
  | {
      status: 'inProgress';
      questions: PublicQuestion[];
      answers: { questionId: string; answer: string; feedback?: AnswerFeedback }[];
    }
  | { status: 'completed'; result: DiagnosticResult };
