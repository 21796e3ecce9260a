/**
 * The service worker's caches and which requests it may keep, shared by the worker (src/web/sw/sw.ts)
 * and the pages (downloads, sign-out). Only public data is ever kept: lessons, the practice menu, site facts, the
 * app's own files and listening audio. Nothing per student (answers, sessions, profile, progress, AI replies) is
 * on the list, so nothing one student did can be read by the next one on a shared phone.
 */
export const CACHES = {
  /** Pages as last visited (HTML that names this version's files: emptied when a new version takes over). */
  pages: 'imtahan-pages',
  /** Public JSON (lessons, the topic list, the practice menu, site facts), refreshed in the background. */
  content: 'imtahan-content',
  /** Hashed files of this version that are not precached (the other interface languages' catalogs). */
  assets: 'imtahan-assets',
  /** What the student chose to download for offline: lessons and listening audio, kept until removed. */
  downloads: 'imtahan-downloads',
} as const;

/** Open JSON the worker keeps and refreshes in the background. */
export function isPublicData(pathname: string): boolean {
  return (
    pathname === '/api/content/topics' ||
    /^\/api\/content\/topics\/[^/]+$/.test(pathname) ||
    pathname === '/api/practice/menu' ||
    pathname === '/api/site'
  );
}

export const isListeningAudio = (pathname: string) => pathname.startsWith('/api/content/audio/');

/** A page of the app (a route, not a file or an API call). */
export function isPagePath(pathname: string): boolean {
  return !pathname.startsWith('/api/') && !pathname.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(pathname);
}

/** The lesson data a downloaded topic keeps (its page is the app shell, precached). */
export const lessonDataUrl = (topicId: string) => `/api/content/topics/${encodeURIComponent(topicId)}`;

/** A grammar topic's questions without keys, kept with its lesson so the topic can be practised offline. */
export const offlinePackUrl = (slug: string) => `/api/practice/offline/${encodeURIComponent(slug)}`;
