/** Rule: the correct answer of a lesson quiz item (`correctAnswerIndex`, counted from 0) points at one of its options. */
import type { ContentDraft } from './content.ts';
import type { ContentProblem } from './content-problem.ts';

export function checkLessonQuiz(content: ContentDraft): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const topic of content.topics) {
    topic.quiz.forEach((item, i) => {
      const index = item.correctAnswerIndex;
      if (!Number.isInteger(index) || index < 0 || index >= item.options.length) {
        problems.push({
          code: 'quiz-answer-out-of-range',
          where: `grammar/${topic.id}/quiz[${i}]`,
          detail: `correctAnswerIndex ${index} but ${item.options.length} options (indexes 0 to ${item.options.length - 1})`,
        });
      }
    });
  }
  return problems;
}
