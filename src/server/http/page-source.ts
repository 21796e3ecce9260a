/**
 * The page module each route shows, as Vite's build manifest names it (its path under src/web), for naming the page's
 * chunk in the HTML with modulepreload: the browser then fetches it with the entry instead of after the entry has
 * run. The same routes as PAGES in src/web/app/app.tsx, where the bundler needs each import written out; a unit test
 * keeps the two lists the same.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePathLanguage } from '../../domain/language.ts';

export const PAGE_SOURCES: readonly [RegExp, string][] = [
  [/^\/$/, 'features/landing/landing-page.tsx'],
  [/^\/signin$/, 'features/auth/sign-in-page.tsx'],
  [/^\/signup$/, 'features/auth/sign-up-page.tsx'],
  [/^\/reset-password$/, 'features/auth/reset-password-page.tsx'],
  [/^\/profile$/, 'features/profile/profile-page.tsx'],
  [/^\/learn$/, 'features/learn/learn-page.tsx'],
  [/^\/learn\/[^/]+$/, 'features/learn/lesson-page.tsx'],
  [/^\/aitutor$/, 'features/tutor/tutor-page.tsx'],
  [/^\/support$/, 'features/support/support-page.tsx'],
  [/^\/practice$/, 'features/practice/practice-menu-page.tsx'],
  [/^\/practice\/[^/]+$/, 'features/practice/session-page.tsx'],
  [/^\/dashboard$/, 'features/dashboard/dashboard-page.tsx'],
  [/^\/history$/, 'features/history/history-page.tsx'],
  [/^\/diagnostic$/, 'features/diagnostic/diagnostic-page.tsx'],
  [/^\/challenge$/, 'features/challenge/challenge-page.tsx'],
  [/^\/review$/, 'features/review/review-page.tsx'],
];

export const NOT_FOUND_SOURCE = 'features/not-found/not-found-page.tsx';

/** The page module of `path` (with or without a language prefix; a trailing slash ignored). */
export function pageSource(path: string): string {
  const parsed = parsePathLanguage(path);
  const rest = (parsed.kind === 'ok' ? parsed.rest : path).replace(/(.)\/+$/, '$1');
  return PAGE_SOURCES.find(([pattern]) => pattern.test(rest))?.[1] ?? NOT_FOUND_SOURCE;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * `<link rel="modulepreload">` tags for a page's own chunk and the chunks it imports beyond the entry's: each page
 * is its own chunk (src/web/app/app.tsx), which the browser would otherwise find only once the entry has run.
 */
export function pageChunkPreload(webRoot: string): (path: string) => string {
  const manifestFile = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entry ? closure(entry, new Set()) : new Set<string>();
  const tags = new Map<string, string>();
  return (path) => {
    const source = pageSource(path);
    let tag = tags.get(source);
    if (tag === undefined) {
      const files = [...closure(source, new Set())].filter((file) => !loaded.has(file));
      tag = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
      tags.set(source, tag);
    }
    return tag;
  };
}
