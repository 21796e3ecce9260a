/**
 * The first view of a signed-in student's dashboard and history, sent inside the page's HTML: the session and the
 * answers of the calls the page makes before it can show anything but a skeleton. Without it the browser waited for
 * its JavaScript, then for the session check, then for each call (eight on the dashboard) before the page painted.
 * Each call goes through the app itself, as the browser's own request would (the same routes, session check and
 * JSON), with the request's cookie; a call that does not answer 200 is left out and the browser makes it itself.
 * The HTML is then one student's own: static-files.ts sends it `private, no-store`, and the service worker keeps no
 * such page (src/web/sw/sw.ts), so no shared cache or phone ever hands it to someone else.
 */
import type { FirstView } from '../../domain/api/first-view.ts';
import type { Language } from '../../domain/language.ts';

/**
 * The GET calls a page makes before its first paint, by page module (page-source.ts); the browser's query keys for
 * each are in src/web/app/first-view.ts. Not the AI's suggestion and advice: either may wait for the model (the first
 * suggestion of a day, every advice), and the page must not; their cards load after the first paint, as before.
 */
export const FIRST_VIEW_CALLS: Readonly<Record<string, (language: Language) => string[]>> = {
  'features/dashboard/dashboard-page.tsx': () => [
    '/api/dashboard',
    '/api/standing',
    '/api/review/count',
    '/api/challenge/today',
    '/api/site',
  ],
  'features/history/history-page.tsx': (language) => [
    '/api/review/count',
    `/api/attempts?timeframe=all&language=${language}`,
    '/api/site',
  ],
};

/** A GET request to the app's own API with the page request's cookie. */
export type ApiGet = (path: string) => Promise<Response>;

export interface FirstViewResult {
  view: FirstView;
  /** Cookies the session check set (better-auth renews a session in use): the page's response sets them. */
  setCookies: string[];
}

async function jsonOf(response: Response): Promise<unknown> {
  if (response.status !== 200 || !response.headers.get('content-type')?.includes('json')) return undefined;
  return response.json().catch(() => undefined);
}

/** The first view of the page `source`, or undefined when the page has none or the request has no valid session. */
export async function firstView(source: string, language: Language, get: ApiGet): Promise<FirstViewResult | undefined> {
  const calls = FIRST_VIEW_CALLS[source];
  if (!calls) return undefined;
  const sessionResponse = await get('/api/auth/get-session');
  const session = await jsonOf(sessionResponse);
  if (!session || typeof session !== 'object' || !('user' in session)) return undefined;
  const answers = await Promise.all(
    calls(language).map(async (path): Promise<[string, unknown]> => [path, await jsonOf(await get(path))]),
  );
  return {
    view: { session, responses: answers.filter(([, body]) => body !== undefined) },
    setCookies: sessionResponse.headers.getSetCookie(),
  };
}
