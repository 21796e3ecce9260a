/**
 * The lesson as it leaves the server (GET /api/content/topics/:topicId): the topic without its test bank, and its
 * quiz without the keys. Quiz items are rebuilt from an allow-list, so a field
 * added to the content later does not leak by default.
 */
import type { Lesson, PublicLessonQuizItem } from '../api/content-schema.ts';
import type { GrammarTopic, LessonQuizItem } from '../content/schema.ts';

export function toPublicLessonQuizItem(item: LessonQuizItem): PublicLessonQuizItem {
  return { question: item.question, options: [...item.options] };
}

export function toPublicLesson(topic: GrammarTopic, slug: string): Lesson {
  const { questions, quiz, ...lesson } = topic;
  return { ...lesson, quiz: quiz.map(toPublicLessonQuizItem), slug, questionCount: questions.length };
}
