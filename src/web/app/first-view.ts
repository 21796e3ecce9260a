/**
 * The first view a signed-in page's HTML brings (src/server/http/first-view.ts): the session and the answers of the
 * page's first calls, put into the query cache before the app renders, so the dashboard and the history paint with
 * their data at once instead of after the session check and a round of calls.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { FIRST_VIEW_ELEMENT_ID, type FirstView } from '../../domain/api/first-view.ts';
import { isLanguage } from '../../domain/language.ts';
import { TIMEFRAMES, type Timeframe } from '../../domain/progress/history-timeframe.ts';
import { seedSession, type Session } from '../api/auth.ts';
import { reviewCountQueryKey } from '../api/review.ts';
import { siteQueryKey } from '../api/site.ts';
import { standingQueryKey } from '../api/standing.ts';
import { challengeTodayQueryKey, dashboardQueryKey } from '../features/dashboard/api.ts';
import { attemptsListQueryKey } from '../features/history/api.ts';

/**
 * An answer counts as fetched until this long after the page starts: the page mounting right after must not ask
 * again (the queries' staleTime is 0), and a later visit of the page asks as it always did.
 */
const FRESH_FOR_MS = 10_000;

/** The query each call's answer is, and the answer as that query holds it; undefined for a call the page does not make. */
function entryOf(path: string, body: unknown): [QueryKey, unknown] | undefined {
  const url = new URL(path, 'http://page');
  const language = url.searchParams.get('language');
  switch (url.pathname) {
    case '/api/dashboard':
      return [dashboardQueryKey, body];
    case '/api/standing':
      return [standingQueryKey, body];
    case '/api/review/count':
      return [reviewCountQueryKey, body];
    case '/api/challenge/today':
      return [challengeTodayQueryKey, body];
    case '/api/site':
      return [siteQueryKey, body];
    case '/api/attempts': {
      const timeframe = TIMEFRAMES.find((known: Timeframe) => known === url.searchParams.get('timeframe'));
      // The list is paged: the first view is its first page.
      return isLanguage(language) && timeframe
        ? [attemptsListQueryKey(timeframe, language), { pages: [body], pageParams: [''] }]
        : undefined;
    }
    default:
      return undefined;
  }
}

/** Seeds `queryClient` with the page's first view, if the server sent one; the element is removed once read. */
export function seedFirstView(queryClient: QueryClient): void {
  const element = document.getElementById(FIRST_VIEW_ELEMENT_ID);
  if (!element?.textContent) return;
  element.remove();
  let view: FirstView<Session>;
  try {
    view = JSON.parse(element.textContent) as FirstView<Session>;
  } catch {
    return;
  }
  seedSession(queryClient, view.session);
  const updatedAt = Date.now() + FRESH_FOR_MS;
  for (const [path, body] of view.responses) {
    const entry = entryOf(path, body);
    if (entry) queryClient.setQueryData(entry[0], entry[1], { updatedAt });
  }
}
