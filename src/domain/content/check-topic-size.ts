/** Rule: a grammar topic has a bank of at least 30 test questions (three 10-question quizzes without repeats). */
import type { ContentDraft } from './content.ts';
import { topicWhere } from './content-items.ts';
import type { ContentProblem } from './content-problem.ts';

export const MIN_TOPIC_QUESTIONS = 30;

export function checkTopicSize(content: ContentDraft): ContentProblem[] {
  return content.topics
    .filter((topic) => topic.questions.length < MIN_TOPIC_QUESTIONS)
    .map((topic) => ({
      code: 'too-few-questions',
      where: topicWhere(topic),
      detail: `${topic.questions.length} question(s), at least ${MIN_TOPIC_QUESTIONS} needed`,
    }));
}
