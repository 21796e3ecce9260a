import { describe, expect, it } from 'vitest';
import { makeQuizItem } from '../../../domain/content/test-factories.ts';
import { initialQuiz, quizMessage, quizReducer, quizScore, type QuizAction, type QuizState } from './lesson-quiz.ts';

const quiz = Array.from({ length: 5 }, () => makeQuizItem({ correctAnswerIndex: 1 }));
const run = (actions: QuizAction[], state: QuizState = initialQuiz(5)) => actions.reduce(quizReducer, state);
const answerAll = (choices: number[]) =>
  run(choices.flatMap((option) => [{ type: 'select', option }, { type: 'next' }] as QuizAction[]));

describe('lesson quiz (spec §4 "Topic page quiz", LEARN-13..15)', () => {
  it('starts at question 1 with nothing chosen', () => {
    expect(initialQuiz(5)).toEqual({ index: 0, answers: [null, null, null, null, null], finished: false });
  });

  it('a chosen option locks: choosing another changes nothing', () => {
    const state = run([
      { type: 'select', option: 2 },
      { type: 'select', option: 1 },
    ]);
    expect(state.answers[0]).toBe(2);
  });

  it('Next needs an answer, then moves to the next question', () => {
    expect(run([{ type: 'next' }]).index).toBe(0);
    expect(run([{ type: 'select', option: 0 }, { type: 'next' }]).index).toBe(1);
  });

  it('Next on the last question finishes; nothing changes after that', () => {
    const done = answerAll([1, 1, 1, 1, 0]);
    expect(done).toMatchObject({ finished: true, index: 4 });
    expect(run([{ type: 'select', option: 2 }, { type: 'next' }], done)).toBe(done);
  });

  it('Retry resets: question 1, no selection, not finished', () => {
    expect(quizReducer(answerAll([1, 1, 1, 1, 1]), { type: 'retry' })).toEqual(initialQuiz(5));
  });

  it('scores the percent of correct answers', () => {
    expect(quizScore(quiz, answerAll([1, 1, 1, 0, 2]).answers)).toEqual({ correct: 3, total: 5, percent: 60 });
    expect(quizScore(quiz, [null, null, null, null, null])).toEqual({ correct: 0, total: 5, percent: 0 });
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
