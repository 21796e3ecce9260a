import { describe, expect, it } from 'vitest';
import { checkLessonQuiz } from './check-lesson-quiz.ts';
import { makeContent, makeQuizItem, makeTopic } from './test-factories.ts';

describe('checkLessonQuiz (a lesson quiz correctAnswerIndex must be within its options)', () => {
  it('accepts the last option', () => {
    const quiz = [makeQuizItem({ options: ['a', 'b', 'c'], correctAnswerIndex: 2 })];
    expect(checkLessonQuiz(makeContent({ topics: [makeTopic({ quiz })] }))).toEqual([]);
  });
  it('reports an index past the last option, and a negative one', () => {
    const quiz = [
      makeQuizItem({ options: ['a', 'b', 'c'], correctAnswerIndex: 3 }),
      makeQuizItem({ options: ['a', 'b', 'c'], correctAnswerIndex: -1 }),
    ];
    expect(checkLessonQuiz(makeContent({ topics: [makeTopic({ quiz })] }))).toEqual([
      {
        code: 'quiz-answer-out-of-range',
        where: 'grammar/topic/quiz[0]',
        detail: 'correctAnswerIndex 3 but 3 options (indexes 0 to 2)',
      },
      {
        code: 'quiz-answer-out-of-range',
        where: 'grammar/topic/quiz[1]',
        detail: 'correctAnswerIndex -1 but 3 options (indexes 0 to 2)',
      },
    ]);
  });
});
