/**
 * Rule: every topic has a whole lesson: a formula, at least 6 examples and a 5-question quiz. Our schema demands
 * this of our own files; a topic built from the spec's test files has no lesson unless grammar_rules.json has one.
 */
import type { ContentDraft } from './content.ts';
import { topicWhere } from './content-items.ts';
import type { ContentProblem } from './content-problem.ts';

export const MIN_LESSON_EXAMPLES = 6;
export const LESSON_QUIZ_LENGTH = 5;

export function checkLessonComplete(content: ContentDraft): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const topic of content.topics) {
    const missing: string[] = [];
    if (topic.formula.trim() === '') missing.push('a formula');
    if (topic.examples.length < MIN_LESSON_EXAMPLES) {
      missing.push(`${MIN_LESSON_EXAMPLES} examples (has ${topic.examples.length})`);
    }
    if (topic.quiz.length !== LESSON_QUIZ_LENGTH) {
      missing.push(`a quiz of ${LESSON_QUIZ_LENGTH} questions (has ${topic.quiz.length})`);
    }
    if (missing.length > 0) {
      problems.push({
        code: 'incomplete-lesson',
        where: topicWhere(topic),
        detail: `the lesson needs ${missing.join(', ')}`,
      });
    }
  }
  return problems;
}
