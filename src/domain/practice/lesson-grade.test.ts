import { describe, expect, it } from 'vitest';
import { makeQuizItem } from '../content/test-factories.ts';
import { gradeLessonAnswer } from './lesson-grade.ts';

describe('gradeLessonAnswer (spec §4 "Topic page quiz", checklist LEARN-20)', () => {
  const item = makeQuizItem({ options: ['like', 'likes', 'liking'], correctAnswerIndex: 1 });

  it('the correct option → correct, naming the correct option', () => {
    expect(gradeLessonAnswer(item, 1)).toEqual({ kind: 'graded', correct: true, correctAnswerIndex: 1 });
  });

  it('another option → wrong, still naming the correct option (it is highlighted)', () => {
    expect(gradeLessonAnswer(item, 0)).toEqual({ kind: 'graded', correct: false, correctAnswerIndex: 1 });
    expect(gradeLessonAnswer(item, 2)).toEqual({ kind: 'graded', correct: false, correctAnswerIndex: 1 });
  });

  it.each([[-1], [3], [1.5], [Number.NaN]])('%s is not an option → invalid, not wrong', (index) => {
    expect(gradeLessonAnswer(item, index)).toEqual({ kind: 'invalid' });
  });
});
