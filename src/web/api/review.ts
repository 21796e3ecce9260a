/** Review API calls (src/domain/api/review-schema.ts). */
import { useQuery } from '@tanstack/react-query';
import type { SaveAnswer } from '../../domain/api/practice-schema.ts';
import type { ReviewAnswerResponse, ReviewCount, ReviewQueue } from '../../domain/api/review-schema.ts';
import { postAnswerTo, type AnswerTarget } from './answer-target.ts';
import { apiFetch } from './client.ts';

export const reviewQueueKey = ['review', 'queue'] as const;
export const fetchReviewQueue = () => apiFetch<ReviewQueue>('/api/review');
export const reviewAnswerTarget: AnswerTarget = { path: '/api/review/answers' };
export const postReviewAnswer = (answer: SaveAnswer) => postAnswerTo<ReviewAnswerResponse>(reviewAnswerTarget, answer);

/** How many cards are due, for the navbar and the dashboard; any saved answer marks it stale (progress-cache.ts). */
export const reviewCountQueryKey = ['review', 'count'] as const;

export function useReviewCount(enabled: boolean) {
  return useQuery({
    queryKey: reviewCountQueryKey,
    queryFn: () => apiFetch<ReviewCount>('/api/review/count'),
    enabled,
    retry: 1,
  });
}
