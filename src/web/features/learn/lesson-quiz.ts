/**
 * The quiz at the end of a lesson as a pure state machine: choosing an option locks the answer and sends it to the
 * server, whose verdict ('graded') shows right or wrong; Next moves on once the answer is graded, and on the last
 * question finishes; the result is the score percent and a message band; Retry starts again from question 1 with
 * nothing chosen. The page holds no keys: the verdicts come from the server, so the score is counted from them.
 */
import type { LessonFeedback } from '../../../domain/api/lesson-quiz-schema.ts';

export interface QuizState {
  index: number;
  /** The chosen option of each question, or null while unanswered. */
  answers: (number | null)[];
  /** The server's verdict on each chosen option, or null while it is on its way. */
  feedback: (LessonFeedback | null)[];
  finished: boolean;
}

export type QuizAction =
  | { type: 'select'; option: number }
  | { type: 'graded'; feedback: LessonFeedback }
  /** The server refused the answer for good: the question may be answered again. */
  | { type: 'refused'; quizIndex: number }
  | { type: 'next' }
  | { type: 'retry' };

export function initialQuiz(length: number): QuizState {
  return {
    index: 0,
    answers: Array.from({ length }, () => null),
    feedback: Array.from({ length }, () => null),
    finished: false,
  };
}

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'select': {
      // Locked once chosen; nothing to choose on the results screen.
      if (state.finished || state.answers[state.index] !== null) return state;
      const answers = [...state.answers];
      answers[state.index] = action.option;
      return { ...state, answers };
    }
    case 'graded': {
      const i = action.feedback.quizIndex;
      // Only the verdict on the option chosen, once.
      if (state.answers[i] !== action.feedback.answerIndex || state.feedback[i] !== null) return state;
      const feedback = [...state.feedback];
      feedback[i] = action.feedback;
      return { ...state, feedback };
    }
    case 'refused': {
      const i = action.quizIndex;
      if (state.finished || state.answers[i] === null || state.feedback[i] !== null) return state;
      const answers = [...state.answers];
      answers[i] = null;
      return { ...state, answers };
    }
    case 'next': {
      if (state.finished || state.feedback[state.index] === null) return state;
      const last = state.index >= state.answers.length - 1;
      return last ? { ...state, finished: true } : { ...state, index: state.index + 1 };
    }
    case 'retry':
      return initialQuiz(state.answers.length);
  }
}

export interface QuizScore {
  correct: number;
  total: number;
  /** 0–100, rounded. */
  percent: number;
}

export function quizScore(feedback: readonly (LessonFeedback | null)[]): QuizScore {
  const correct = feedback.filter((f) => f?.correct === true).length;
  const total = feedback.length;
  return { correct, total, percent: total === 0 ? 0 : Math.round((correct / total) * 100) };
}

export type QuizMessage = 'excellent' | 'great' | 'goodEffort';

/** The result message: 100% excellent; 70% or more great job; otherwise good effort. */
export function quizMessage(score: QuizScore): QuizMessage {
  if (score.total > 0 && score.correct === score.total) return 'excellent';
  if (score.correct * 100 >= score.total * 70) return 'great';
  return 'goodEffort';
}
