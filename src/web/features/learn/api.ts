/**
 * Lesson data (GET /api/content/topics, GET /api/content/topics/:topicId), the lesson quiz's grading and saving
 * (POST /api/lessons/:topicId/quiz/…) and AI explanations (POST /api/ai/learn), with their query keys. Lesson data is cached for one hour in memory and in localStorage; a failed load
 * is retried 3 times after 1 s, 2 s and 4 s before the error shows.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AiResponse, LearnRequest } from '../../../domain/api/ai-schema.ts';
import type { LessonResponse, TopicsResponse } from '../../../domain/api/content-schema.ts';
import type {
  LessonAnswer,
  LessonAnswerResponse,
  LessonFeedback,
  LessonFinishResponse,
} from '../../../domain/api/lesson-quiz-schema.ts';
import { ApiError, apiFetch } from '../../api/client.ts';
import { createPersistedCache, LESSON_CACHE_MS } from './persisted-cache.ts';

export const LOAD_RETRIES = 3;
export const topicsQueryKey = ['learn', 'topics'] as const;
export const lessonQueryKey = (topicId: string) => ['learn', 'lesson', topicId] as const;

const persisted = createPersistedCache();

/** Retry a failed load 3 times, but not a topic that does not exist. */
function retry(failureCount: number, error: unknown): boolean {
  return failureCount < LOAD_RETRIES && !(error instanceof ApiError && error.status === 404);
}
/** TanStack passes 0, 1, 2 for the first, second and third retry: 1 s, 2 s, 4 s. */
const retryDelay = (failureCount: number) => 1000 * 2 ** failureCount;

/** A query for lesson data that reads and refreshes the localStorage copy. */
function cachedQuery<T>(storageKey: string, url: string) {
  return {
    queryFn: async () => {
      const data = await apiFetch<T>(url);
      persisted.write(storageKey, data);
      return data;
    },
    initialData: () => persisted.read<T>(storageKey)?.data,
    initialDataUpdatedAt: () => persisted.read<T>(storageKey)?.savedAt,
    staleTime: LESSON_CACHE_MS,
    gcTime: LESSON_CACHE_MS,
    retry,
    retryDelay,
  };
}

export function useTopics() {
  return useQuery({ queryKey: topicsQueryKey, ...cachedQuery<TopicsResponse>('topics', '/api/content/topics') });
}

export function useLesson(topicId: string) {
  const storageKey = `lesson:${topicId}`;
  const query = useQuery({
    queryKey: lessonQueryKey(topicId),
    ...cachedQuery<LessonResponse>(storageKey, `/api/content/topics/${encodeURIComponent(topicId)}`),
  });
  // A server-rendered lesson arrives with its page, not through the query: kept in the browser all the same, so it
  // opens offline and within the hour without a request.
  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    if (data && !persisted.read(storageKey)) persisted.write(storageKey, data, dataUpdatedAt || Date.now());
  }, [data, dataUpdatedAt, storageKey]);
  return query;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** An AI explanation of the formula, the topic or a wrong quiz answer. */
export function explainLesson(request: LearnRequest): Promise<AiResponse> {
  return apiFetch<AiResponse>('/api/ai/learn', { method: 'POST', body: request });
}

const quizPath = (topicId: string) => `/api/lessons/${encodeURIComponent(topicId)}/quiz`;

/** Signed out: the server grades the chosen option and saves nothing. */
export function checkLessonAnswer(topicId: string, quizIndex: number, answerIndex: number): Promise<LessonFeedback> {
  return apiFetch<LessonFeedback>(`${quizPath(topicId)}/check`, { method: 'POST', body: { quizIndex, answerIndex } });
}

/** Signed in: graded and saved in the student's lesson attempt (created by its first answer). */
export function saveLessonAnswer(topicId: string, attemptId: string, answer: LessonAnswer) {
  return apiFetch<LessonAnswerResponse>(`${quizPath(topicId)}/attempts/${encodeURIComponent(attemptId)}/answers`, {
    method: 'POST',
    body: answer,
  });
}

/** Signed in: records the finished attempt (quiz history); a repeat returns the same result. */
export function finishLessonQuiz(topicId: string, attemptId: string) {
  return apiFetch<LessonFinishResponse>(`${quizPath(topicId)}/attempts/${encodeURIComponent(attemptId)}/finish`, {
    method: 'POST',
    body: {},
  });
}
