/** Practice API calls (src/domain/api/practice-schema.ts) and their query keys. */
import { useQuery } from '@tanstack/react-query';
import type {
  ExamInProgress,
  ResultsResponse,
  SaveAnswer,
  SaveAnswerResponse,
  SessionResponse,
} from '../../../domain/api/practice-schema.ts';
import type { AiResponse } from '../../../domain/api/ai-schema.ts';
import type { Language } from '../../../domain/language.ts';
import { postAnswerTo, type AnswerTarget } from '../../api/answer-target.ts';
import { apiFetch } from '../../api/client.ts';
import { menuQuery } from '../../api/practice-menu.ts';

export function useMenu() {
  return useQuery({
    ...menuQuery,
    retry: 3,
    retryDelay: (attempt) => 1000 * 2 ** attempt,
  });
}

/** `timed`: a mock exam with the clock (the default) or without it. */
export const startSession = (slug: string, options: { timed?: boolean } = {}) =>
  apiFetch<SessionResponse>('/api/practice/sessions', { method: 'POST', body: { slug, ...options } });

/** Ends an unfinished mock exam without a result. */
export const abandonSession = (attemptId: string) =>
  apiFetch<unknown>(`/api/practice/sessions/${encodeURIComponent(attemptId)}/abandon`, { method: 'POST', body: {} });

export const fetchExamInProgress = () => apiFetch<ExamInProgress>('/api/practice/exam-in-progress');

export const fetchSession = (attemptId: string) =>
  apiFetch<SessionResponse>(`/api/practice/sessions/${encodeURIComponent(attemptId)}`);

export const sessionAnswerTarget = (attemptId: string): AnswerTarget => ({
  path: `/api/practice/sessions/${encodeURIComponent(attemptId)}/answers`,
});
export const postAnswer = (attemptId: string, answer: SaveAnswer) =>
  postAnswerTo<SaveAnswerResponse>(sessionAnswerTarget(attemptId), answer);

export const putWriting = (attemptId: string, text: string) =>
  apiFetch<unknown>(`/api/practice/sessions/${encodeURIComponent(attemptId)}/writing`, {
    method: 'PUT',
    body: { text },
  });

export const finishSession = (attemptId: string) =>
  apiFetch<ResultsResponse>(`/api/practice/sessions/${encodeURIComponent(attemptId)}/finish`, {
    method: 'POST',
    body: {},
  });

export const fetchResults = (attemptId: string) =>
  apiFetch<ResultsResponse>(`/api/practice/sessions/${encodeURIComponent(attemptId)}/results`);

export const explainAnswer = (questionId: string, answer: string, language: Language) =>
  apiFetch<AiResponse>('/api/ai/practice', { method: 'POST', body: { task: 'explain', questionId, answer, language } });

/** The session of a slug survives a reload (sessionStorage); leaving to the menu clears it. */
const SESSION_KEY_PREFIX = 'imtahan.session.';
const sessionKey = (slug: string) => `${SESSION_KEY_PREFIX}${slug}`;
export const rememberedAttempt = (slug: string) => sessionStorage.getItem(sessionKey(slug));
export const rememberAttempt = (slug: string, attemptId: string) => sessionStorage.setItem(sessionKey(slug), attemptId);
export const forgetAttempt = (slug: string) => sessionStorage.removeItem(sessionKey(slug));
/** "A route without a topic resets the session": the menu forgets every session. */
export function forgetAllAttempts(): void {
  const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));
  for (const key of keys) if (key?.startsWith(SESSION_KEY_PREFIX)) sessionStorage.removeItem(key);
}
