/**
 * Quiz history calls: the attempts of a timeframe a page at a time (the server's cursor; titles in the interface
 * language only; each attempt a row of values, read as a HistoryAttempt here), the chart's points summed up by the
 * server, and a finished attempt's answer review.
 */
import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import type {
  AttemptReviewResponse,
  AttemptsChartResponse,
  AttemptsResponse,
  HistoryAttempt,
} from '../../../domain/api/progress-schema.ts';
import type { Language } from '../../../domain/language.ts';
import { historyAttemptOf } from '../../../domain/progress/history-row.ts';
import type { Timeframe } from '../../../domain/progress/history-timeframe.ts';
import { apiFetch } from '../../api/client.ts';

export const attemptsListQueryKey = (timeframe: Timeframe, language: Language) =>
  ['attempts', 'list', timeframe, language] as const;

/**
 * The pages as the list shows them. The query cache holds the pages as sent (the first view seeds it with the page the
 * HTML brought); a module-level function, so the rows are read again only when a page arrives, not on every render.
 */
function shownPages(data: InfiniteData<AttemptsResponse, string>): InfiniteData<HistoryAttempt[], string> {
  return { pages: data.pages.map((page) => page.attempts.map(historyAttemptOf)), pageParams: data.pageParams };
}

export function useAttempts(timeframe: Timeframe, language: Language, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: attemptsListQueryKey(timeframe, language),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ timeframe, language });
      if (pageParam) query.set('cursor', pageParam);
      return apiFetch<AttemptsResponse>(`/api/attempts?${query.toString()}`);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: shownPages,
    enabled,
    retry: 1,
  });
}

export function useAttemptsChart(timeframe: Timeframe, enabled: boolean) {
  return useQuery({
    queryKey: ['attempts', 'chart', timeframe],
    queryFn: () => apiFetch<AttemptsChartResponse>(`/api/attempts/chart?timeframe=${timeframe}`),
    enabled,
    retry: 1,
  });
}

export function useAttemptReview(attemptId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['attempts', 'review', attemptId],
    queryFn: () => apiFetch<AttemptReviewResponse>(`/api/attempts/review/${encodeURIComponent(attemptId)}`),
    enabled,
    staleTime: Infinity,
    retry: 1,
  });
}
