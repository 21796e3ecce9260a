/** Shapes of the open lesson API: GET /api/content/topics and GET /api/content/topics/:topicId. */
import type { GrammarTopic, Localized } from '../content/schema.ts';

export interface TopicSummary {
  id: string;
  key: string;
  title: Localized;
  description: Localized;
  /** The practice slug of the topic: /practice/{slug}. */
  slug: string;
  questionCount: number;
}

export interface TopicsResponse {
  topics: TopicSummary[];
}

/** A lesson quiz item as the browser sees it: no key; the server grades the chosen option. */
export interface PublicLessonQuizItem {
  question: string;
  options: string[];
}

/**
 * A lesson: everything of the topic but its test bank, and its quiz without the keys (graded by POST
 * /api/lessons/:topicId/quiz/…, src/domain/api/lesson-quiz-schema.ts).
 */
export type Lesson = Omit<GrammarTopic, 'questions' | 'quiz'> & {
  quiz: PublicLessonQuizItem[];
  slug: string;
  questionCount: number;
};

export interface LessonResponse {
  lesson: Lesson;
}
