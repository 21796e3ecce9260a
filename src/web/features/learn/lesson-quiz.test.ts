import { describe, expect, it } from 'vitest';
import type { LessonFeedback } from '../../../domain/api/lesson-quiz-schema.ts';
import { initialQuiz, quizMessage, quizReducer, quizScore, type QuizAction, type QuizState } from './lesson-quiz.ts';

const KEY = 1;
const verdict = (quizIndex: number, answerIndex: number): LessonFeedback => ({
  quizIndex,
  answerIndex,
  correct: answerIndex === KEY,
  correctAnswerIndex: KEY,
});
const run = (actions: QuizAction[], state: QuizState = initialQuiz(5)) => actions.reduce(quizReducer, state);
/** Chooses each option, gets the server's verdict and moves on, as the page does. */
const answerAll = (choices: number[]) =>
  run(
    choices.flatMap(
      (option, i) =>
        [
          { type: 'select', option },
          { type: 'graded', feedback: verdict(i, option) },
          { type: 'next' },
        ] as QuizAction[],
    ),
  );

describe('lesson quiz (spec §4 "Topic page quiz", LEARN-13..15, LEARN-20)', () => {
  it('starts at question 1 with nothing chosen and no verdict', () => {
    expect(initialQuiz(5)).toEqual({
      index: 0,
      answers: [null, null, null, null, null],
      feedback: [null, null, null, null, null],
      finished: false,
    });
  });

  it('a chosen option locks: choosing another changes nothing', () => {
    const state = run([
      { type: 'select', option: 2 },
      { type: 'select', option: 1 },
    ]);
    expect(state.answers[0]).toBe(2);
  });

  it("the server's verdict is kept for the chosen option only, once", () => {
    const chosen = run([{ type: 'select', option: 2 }]);
    expect(quizReducer(chosen, { type: 'graded', feedback: verdict(0, 1) })).toBe(chosen);
    expect(quizReducer(chosen, { type: 'graded', feedback: verdict(1, 2) })).toBe(chosen);
    const graded = quizReducer(chosen, { type: 'graded', feedback: verdict(0, 2) });
    expect(graded.feedback[0]).toEqual(verdict(0, 2));
    expect(quizReducer(graded, { type: 'graded', feedback: { ...verdict(0, 2), correct: true } })).toBe(graded);
  });

  it('Next needs the verdict, not only a choice, then moves to the next question', () => {
    expect(run([{ type: 'next' }]).index).toBe(0);
    expect(run([{ type: 'select', option: 0 }, { type: 'next' }]).index).toBe(0);
    const graded = run([{ type: 'select', option: 0 }, { type: 'graded', feedback: verdict(0, 0) }, { type: 'next' }]);
    expect(graded.index).toBe(1);
  });

  it('a refused answer unlocks the question; a graded one stays locked', () => {
    const chosen = run([{ type: 'select', option: 2 }]);
    const refused = quizReducer(chosen, { type: 'refused', quizIndex: 0 });
    expect(refused.answers[0]).toBeNull();
    expect(quizReducer(refused, { type: 'select', option: 1 }).answers[0]).toBe(1);
    const graded = quizReducer(chosen, { type: 'graded', feedback: verdict(0, 2) });
    expect(quizReducer(graded, { type: 'refused', quizIndex: 0 })).toBe(graded);
  });

  it('Next on the last question finishes; nothing changes after that', () => {
    const done = answerAll([1, 1, 1, 1, 0]);
    expect(done).toMatchObject({ finished: true, index: 4 });
    expect(run([{ type: 'select', option: 2 }, { type: 'next' }, { type: 'refused', quizIndex: 4 }], done)).toBe(done);
  });

  it('Retry resets: question 1, no selection, no verdict, not finished', () => {
    expect(quizReducer(answerAll([1, 1, 1, 1, 1]), { type: 'retry' })).toEqual(initialQuiz(5));
  });

  it("scores the percent of the server's correct verdicts", () => {
    expect(quizScore(answerAll([1, 1, 1, 0, 2]).feedback)).toEqual({ correct: 3, total: 5, percent: 60 });
    expect(quizScore(initialQuiz(5).feedback)).toEqual({ correct: 0, total: 5, percent: 0 });
  });

  it('message: 5/5 excellent, 4/5 (80%) great job, 3/5 (60%) good effort (LEARN-14)', () => {
    expect(quizMessage({ correct: 5, total: 5, percent: 100 })).toBe('excellent');
    expect(quizMessage({ correct: 4, total: 5, percent: 80 })).toBe('great');
    expect(quizMessage({ correct: 7, total: 10, percent: 70 })).toBe('great');
    expect(quizMessage({ correct: 2, total: 3, percent: 67 })).toBe('goodEffort');
    expect(quizMessage({ correct: 3, total: 5, percent: 60 })).toBe('goodEffort');
    expect(quizMessage({ correct: 0, total: 5, percent: 0 })).toBe('goodEffort');
  });
});
