/**
 * What a saved answer or a finished quiz makes stale: the dashboard's queries (stats, the one-sentence AI advice,
 * today's challenge card), the AI suggestion, the count of review cards due and where the student stands (mastery,
 * prediction, plan, best scores). The advice is cached for the whole visit and the suggestion for minutes, so the pages
 * that save answers mark them stale here and the next visit of the dashboard or the practice menu asks again; a plain
 * revisit keeps the cache (each advice costs AI quota).
 */
import type { QueryClient } from '@tanstack/react-query';
import { standingQueryKey } from './standing.ts';

export function invalidateProgress(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  void queryClient.invalidateQueries({ queryKey: ['suggestion'] });
  // A wrong answer makes a review card; a review answer moves one.
  void queryClient.invalidateQueries({ queryKey: ['review', 'count'] });
  // Every graded answer moves the mastery estimate and the prediction; a finished attempt may set a best score.
  void queryClient.invalidateQueries({ queryKey: standingQueryKey });
}
