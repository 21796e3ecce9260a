/**
 * Grading a lesson-quiz answer on the server: the answer is the
 * index of the chosen option. An index that is not an option is no answer at all ('invalid': refused, not counted
 * wrong, as with a practice answer that is not an option letter). A graded answer names the correct option, so the
 * browser can highlight it.
 */
import type { LessonQuizItem } from '../content/schema.ts';

export type LessonGrade = { kind: 'graded'; correct: boolean; correctAnswerIndex: number } | { kind: 'invalid' };

export function gradeLessonAnswer(
  item: Pick<LessonQuizItem, 'options' | 'correctAnswerIndex'>,
  answerIndex: number,
): LessonGrade {
  if (!Number.isInteger(answerIndex) || answerIndex < 0 || answerIndex >= item.options.length) {
    return { kind: 'invalid' };
  }
  return {
    kind: 'graded',
    correct: answerIndex === item.correctAnswerIndex,
    correctAnswerIndex: item.correctAnswerIndex,
  };
}
