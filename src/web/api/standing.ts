/**
 * Where the signed-in student stands (GET /api/standing): mastery per area, the predicted score, its trend, this
 * week's plan and the best score per practice card. Read by the dashboard, /learn and /practice; made stale by every
 * saved answer and finished attempt (progress-cache.ts).
 */
import { useQuery } from '@tanstack/react-query';
import type { StandingResponse } from '../../domain/api/standing-schema.ts';
import { apiFetch } from './client.ts';

export const standingQueryKey = ['standing'] as const;

export function useStanding(enabled: boolean) {
  return useQuery({
    queryKey: standingQueryKey,
    queryFn: () => apiFetch<StandingResponse>('/api/standing'),
    enabled,
    retry: 1,
  });
}
