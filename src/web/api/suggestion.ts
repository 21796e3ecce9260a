/** The saved AI suggestion (GET /api/suggestion, POST /api/suggestion/refresh; src/domain/api/progress-schema.ts). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SuggestionResponse } from '../../domain/api/progress-schema.ts';
import type { Language } from '../../domain/language.ts';
import { apiFetch } from './client.ts';

export const suggestionQueryKey = (language: Language) => ['suggestion', language] as const;

export function useSuggestion(language: Language, enabled: boolean) {
  return useQuery({
    queryKey: suggestionQueryKey(language),
    queryFn: () => apiFetch<SuggestionResponse>(`/api/suggestion?language=${language}`),
    enabled,
    // The server reuses today's suggestion; a remount need not ask again.
    staleTime: 5 * 60 * 1000,
    retry: 1,
  });
}

export function useRefreshSuggestion(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<SuggestionResponse>('/api/suggestion/refresh', { method: 'POST', body: { language } }),
    onSuccess: (data) => queryClient.setQueryData(suggestionQueryKey(language), data),
  });
}
