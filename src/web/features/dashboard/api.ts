/** Dashboard calls: stats and streak, today's challenge summary, the one-sentence AI advice. */
import { useQuery } from '@tanstack/react-query';
import type { AiResponse } from '../../../domain/api/ai-schema.ts';
import type { ChallengeSummary } from '../../../domain/api/challenge-schema.ts';
import type { DashboardResponse } from '../../../domain/api/progress-schema.ts';
import type { Language } from '../../../domain/language.ts';
import { apiFetch } from '../../api/client.ts';

export const dashboardQueryKey = ['dashboard'] as const;
export const challengeTodayQueryKey = ['challenge', 'today'] as const;

export function useDashboard(enabled: boolean) {
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: () => apiFetch<DashboardResponse>('/api/dashboard'),
    enabled,
    retry: 1,
  });
}

/** null: no challenge yet today (the server creates it when /challenge opens). */
export function useChallengeSummary(enabled: boolean) {
  return useQuery({
    queryKey: challengeTodayQueryKey,
    queryFn: () => apiFetch<ChallengeSummary | null>('/api/challenge/today'),
    enabled,
    retry: 1,
  });
}

/** POST /api/ai/dashboard: one sentence from the right and wrong counts by area. */
export function useDashboardAdvice(language: Language, enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'advice', language],
    queryFn: () => apiFetch<AiResponse>('/api/ai/dashboard', { method: 'POST', body: { language } }),
    enabled,
    // Each request counts against the daily AI quota: once per visit of the app is enough.
    staleTime: Infinity,
    retry: false,
  });
}
