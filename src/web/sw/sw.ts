/**
 * The service worker (built by vite-plugin-pwa's injectManifest from this file, decision 014). It keeps the app
 * working with no signal:
 * - the app shell (index.html, the entry, every page's chunk, the stylesheet, the font, the Azerbaijani catalog)
 *   is precached; the ru and en catalogs are kept when a page first loads them, so each phone keeps its language;
 * - pages, lessons, the topic list and the practice menu are served from the cache at once and refreshed in the
 *   background (stale-while-revalidate); a page never visited opens from the precached shell;
 * - lessons and listening audio the student downloaded are kept apart until removed (the page manages them);
 * - nothing else is touched: answer saves, sign-in, sessions and every per-student call go to the network as if
 *   there were no worker, so no student's data is ever kept here.
 * A new version installs and then waits: the page tells it to take over once no quiz is in progress.
 */
import { setCacheNameDetails, type WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHES, isListeningAudio, isPagePath, isPublicData } from '../offline/cache-names.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

setCacheNameDetails({ prefix: 'imtahan' });
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * Keeps only whole, successful, same-URL answers that may be kept: a redirect (the first visit's language) is never a
 * page to keep, nor a signed-in page that carries the student's own data (`no-store`, src/server/http/first-view.ts).
 */
const onlyPlainOk: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && !response.redirected && !/no-store/i.test(response.headers.get('Cache-Control') ?? '')
      ? response
      : null,
};

/** A downloaded lesson is refreshed too whenever a newer copy arrives, so downloads do not go stale. */
const refreshDownloads: WorkboxPlugin = {
  cacheDidUpdate: async ({ request, newResponse }) => {
    const downloads = await caches.open(CACHES.downloads);
    if (await downloads.match(request)) await downloads.put(request, newResponse.clone());
  },
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;

const pages = new StaleWhileRevalidate({ cacheName: CACHES.pages, plugins: [onlyPlainOk] });
registerRoute(
  ({ request, url }) => request.method === 'GET' && sameOrigin(url) && isPagePath(url.pathname),
  async (options) => {
    try {
      const response = await pages.handle(options);
      if (response) return response;
    } catch {
      // Offline and never visited: the shell renders the page from what the app has kept.
    }
    return (await matchPrecache('/index.html')) ?? Response.error();
  },
);

const content = new StaleWhileRevalidate({ cacheName: CACHES.content, plugins: [onlyPlainOk, refreshDownloads] });
registerRoute(
  ({ request, url }) => request.method === 'GET' && sameOrigin(url) && isPublicData(url.pathname),
  async (options) => {
    try {
      const response = await content.handle(options);
      if (response) return response;
    } catch {
      // Offline and not in the refreshed copy: a download may have it.
    }
    return (await caches.match(options.request, { cacheName: CACHES.downloads })) ?? Response.error();
  },
);

// Downloaded audio plays from the download (sliced for the player's byte ranges); other audio streams as before.
registerRoute(
  ({ request, url }) => request.method === 'GET' && sameOrigin(url) && isListeningAudio(url.pathname),
  async ({ request }) => {
    const downloaded = await caches.match(request.url, { cacheName: CACHES.downloads });
    if (!downloaded) return fetch(request);
    return request.headers.has('range') ? createPartialResponse(request, downloaded) : downloaded;
  },
);

registerRoute(
  ({ request, url }) => request.method === 'GET' && sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: CACHES.assets, plugins: [onlyPlainOk] }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  // Pages and unprecached files of the previous version name files this version no longer has.
  event.waitUntil(
    Promise.all([caches.delete(CACHES.pages), caches.delete(CACHES.assets)]).then(() => self.clients.claim()),
  );
});
