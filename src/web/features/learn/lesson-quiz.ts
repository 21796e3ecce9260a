/**
 * The quiz at the end of a lesson as a pure state machine (spec §4 "Topic page quiz"): choosing an option locks
 * the answer; Next moves on once answered, and on the last question finishes; the result is the score percent and
 * a message band; Retry starts again from question 1 with nothing chosen.
 */
import type { LessonQuizItem } from '../../../domain/content/schema.ts';

export interface QuizState {
  index: number;
  /** The chosen option of each question, or null while unanswered. */
  answers: (number | null)[];
  finished: boolean;
}

export type QuizAction = { type: 'select'; option: number } | { type: 'next' } | { type: 'retry' };

export function initialQuiz(length: number): QuizState {
  return { index: 0, answers: Array.from({ length }, () => null), finished: false };
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
    case 'next': {
      if (state.finished || state.answers[state.index] === null) return state;
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

export function quizScore(quiz: readonly LessonQuizItem[], answers: readonly (number | null)[]): QuizScore {
  const correct = quiz.filter((item, i) => answers[i] === item.correctAnswerIndex).length;
  const total = quiz.length;
  return { correct, total, percent: total === 0 ? 0 : Math.round((correct / total) * 100) };
}

export type QuizMessage = 'excellent' | 'great' | 'goodEffort';

/** Spec §4: 100% excellent; 70% or more great job; otherwise good effort. */
export function quizMessage(score: QuizScore): QuizMessage {
  if (score.total > 0 && score.correct === score.total) return 'excellent';
  if (score.correct * 100 >= score.total * 70) return 'great';
  return 'goodEffort';
}
