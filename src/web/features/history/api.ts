/** Quiz history calls: the attempts of a timeframe and a finished attempt's answer review. */
import { useQuery } from '@tanstack/react-query';
import type { AttemptReviewResponse, AttemptsResponse } from '../../../domain/api/progress-schema.ts';
import type { Timeframe } from '../../../domain/progress/history-timeframe.ts';
import { apiFetch } from '../../api/client.ts';

export function useAttempts(timeframe: Timeframe, enabled: boolean) {
  return useQuery({
    queryKey: ['attempts', timeframe],
    queryFn: () => apiFetch<AttemptsResponse>(`/api/attempts?timeframe=${timeframe}`),
    enabled,
    retry: 1,
  });
}

export function useAttemptReview(attemptId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['attempts', 'review', attemptId],
    queryFn: () => apiFetch<AttemptReviewResponse>(`/api/attempts/${encodeURIComponent(attemptId)}/review`),
    enabled,
    staleTime: Infinity,
    retry: 1,
  });
}
