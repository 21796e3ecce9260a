/** Quiz history calls: the attempts of a timeframe and a finished attempt's review (the practice results). */
import { useQuery } from '@tanstack/react-query';
import type { ResultsResponse } from '../../../domain/api/practice-schema.ts';
import type { AttemptsResponse } from '../../../domain/api/progress-schema.ts';
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
    queryFn: () => apiFetch<ResultsResponse>(`/api/practice/sessions/${encodeURIComponent(attemptId)}/results`),
    enabled,
    staleTime: Infinity,
    retry: 1,
  });
}
