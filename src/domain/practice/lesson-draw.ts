/**
 * A lesson-quiz attempt in the attempt table (kind 'lesson', so it shows in the history): its questions are the
 * lesson's quiz items in order, each recorded under the id 'lesson:{topicId}:{n}' (n from 1), so every answer of the
 * attempt has its own row like a practice answer.
 */
import type { Draw } from './draw.ts';

const PREFIX = 'lesson:';

export function lessonQuizItemId(topicId: string, quizIndex: number): string {
  return `${PREFIX}${topicId}:${quizIndex + 1}`;
}

/** The quiz index of an item id of this topic; undefined for any other id. */
export function lessonQuizIndexOf(topicId: string, questionId: string): number | undefined {
  const head = `${PREFIX}${topicId}:`;
  if (!questionId.startsWith(head)) return undefined;
  const n = questionId.slice(head.length);
  return /^[1-9][0-9]*$/.test(n) ? Number(n) - 1 : undefined;
}

/** The topic of a lesson's quiz item id; undefined for any other id. */
export function lessonQuizTopicOf(questionId: string): string | undefined {
  if (!questionId.startsWith(PREFIX)) return undefined;
  const rest = questionId.slice(PREFIX.length);
  const colon = rest.lastIndexOf(':');
  if (colon <= 0) return undefined;
  const topicId = rest.slice(0, colon);
  return lessonQuizIndexOf(topicId, questionId) === undefined ? undefined : topicId;
}

export function lessonDraw(topicId: string, quizLength: number): Draw {
  return {
    questions: Array.from({ length: quizLength }, (_, i) => ({
      questionId: lessonQuizItemId(topicId, i),
      number: i + 1,
      section: 'Grammar' as const,
      topicId,
    })),
    listeningIds: [],
    readingIds: [],
  };
}
