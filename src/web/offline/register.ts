/**
 * Registers the service worker (src/web/sw/sw.ts) and runs what goes with it; loaded after the first paint
 * (main.tsx), so none of it weighs on the first load. It
 * - moves answers the previous version queued in localStorage into IndexedDB (answer-store.ts), then sends the
 *   answers pages left unsent when they closed (unsent-answers.ts), again whenever the connection comes back and
 *   when a session check succeeds, and marks the dashboard's figures stale when some counted (both loaded on their
 *   own, after this chunk);
 * - on the first install, hands the worker the files and data this page already loaded before it existed, so the
 *   page just read opens offline after a reload;
 * - when a new version waits, offers "Update" (shown once no quiz is in progress), then lets it take over and
 *   reloads (unsent answers are in IndexedDB and are sent by the new version).
 */
import type { QueryClient } from '@tanstack/react-query';
import { Workbox } from 'workbox-window';
import { sessionQueryKey, type Session } from '../api/auth.ts';
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

/** Sends what closed pages left unsent, for the signed-in student; the dashboard's figures go stale if some counted. */
async function sendUnsent(queryClient: QueryClient): Promise<void> {
  const userId = queryClient.getQueryData<Session | null>(sessionQueryKey)?.user.id;
  if (userId === undefined || !navigator.onLine) return;
  const [{ defaultAnswerStore }, { isQueueOpen }, { sendUnsentAnswersOnce }, { invalidateProgress }] =
    await Promise.all([
      import('../answering/answer-store.ts'),
      import('../answering/answer-queue.ts'),
      import('../answering/unsent-answers.ts'),
      import('../api/progress-cache.ts'),
    ]);
  const store = defaultAnswerStore();
  // IndexedDB blocked: each page still sends its own answers while it is open.
  if (!store) return;
  const run = await sendUnsentAnswersOnce({ store, isOpen: isQueueOpen, userId });
  if (run.sent > 0) invalidateProgress(queryClient);
}

export function startServiceWorker(queryClient: QueryClient): void {
  // Storage blocked or a surprise from the network: the answers stay stored for the next run.
  const sendLater = () => void sendUnsent(queryClient).catch(() => undefined);
  const moved = hasLegacyQueues(legacyStorage())
    ? import('../answering/answer-store.ts').then(({ defaultAnswerStore, migrateLegacyQueues }) => {
        const store = defaultAnswerStore();
        // IndexedDB blocked: the old queues stay where they are and each page still reads its own.
        if (store) return migrateLegacyQueues(store);
      })
    : Promise.resolve();
  void moved.catch(() => undefined).then(sendLater);
  window.addEventListener('online', sendLater);
  // A student who signs in (or whose session check finishes after this start) gets their answers sent then.
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && event.query.queryKey[0] === sessionQueryKey[0])
      sendLater();
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
