/** Shapes of the open lesson API (issue 5): GET /api/content/topics and GET /api/content/topics/:topicId. */
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

/** A lesson: everything of the topic but its test bank (the lesson quiz is untracked, in the spec's shape). */
export type Lesson = Omit<GrammarTopic, 'questions'> & { slug: string; questionCount: number };

export interface LessonResponse {
  lesson: Lesson;
}
