/**
 * Registers the service worker (src/web/sw/sw.ts) and runs what goes with it; loaded after the first paint
 * (main.tsx), so none of it weighs on the first load. It
 * - moves answers the previous version queued in localStorage into IndexedDB (answer-store.ts, loaded only when
 *   there are such answers);
 * - on the first install, hands the worker the files and data this page already loaded before it existed, so the
 *   page just read opens offline after a reload;
 * - when a new version waits, offers "Update" (shown once no quiz is in progress), then lets it take over and
 *   reloads (unsent answers are in IndexedDB and are sent by the new version).
 */
import { Workbox } from 'workbox-window';
import { hasLegacyQueues } from '../answering/legacy-queue-key.ts';
import { setAppState } from './app-state.ts';
import { isPagePath, isPublicData } from './cache-names.ts';

/** localStorage, or none where the browser blocks it. */
function legacyStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Same-origin files and public data this page fetched so far, plus the page itself. */
function loadedUrls(): string[] {
  const urls = new Set<string>([location.pathname]);
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin !== location.origin) continue;
    if (url.pathname.startsWith('/assets/') || isPublicData(url.pathname) || isPagePath(url.pathname))
      urls.add(url.pathname + url.search);
  }
  return [...urls];
}

export function startServiceWorker(): void {
  if (hasLegacyQueues(legacyStorage()))
    void import('../answering/answer-store.ts').then(({ defaultAnswerStore, migrateLegacyQueues }) => {
      const store = defaultAnswerStore();
      // IndexedDB blocked: the old queues stay where they are and each page still reads its own.
      if (store) migrateLegacyQueues(store).catch(() => undefined);
    });
  if (!('serviceWorker' in navigator)) return;

  const wb = new Workbox('/sw.js');
  wb.addEventListener('activated', (event) => {
    if (!event.isUpdate) wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: loadedUrls() } }).catch(() => {});
  });
  wb.addEventListener('waiting', () => {
    // The prompt shows once no quiz is on screen (app-notices.tsx); nothing queued is lost (IndexedDB).
    setAppState({
      update: () => {
        setAppState({ update: undefined });
        wb.addEventListener('controlling', () => location.reload());
        wb.messageSkipWaiting();
      },
    });
  });
  // Refused (a browser policy, private browsing): the app works as before, online.
  wb.register().catch(() => undefined);
}
