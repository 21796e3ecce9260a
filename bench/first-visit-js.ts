/**
 * JavaScript a cold first visit of each route loads (gzip), read from Vite's build manifest rather than from
 * index.html alone: the entry and its static imports, the route's lazy page chunk and its static imports, the
 * page's language catalog, and the service worker's registration (loaded once the page is idle). A chunk is counted
 * once however many import it. Budget: 150 KB gzip per route.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export const FIRST_VISIT_BUDGET_KB = 150;

/** Each route and the lazy page module it loads (undefined: the page is part of the entry). */
export const ROUTES: [string, string | undefined][] = [
  ['/', 'features/landing/landing-page.tsx'],
  ['/learn', 'features/learn/learn-page.tsx'],
  ['/practice', 'features/practice/practice-menu-page.tsx'],
  ['/learn/:topicId', 'features/learn/lesson-page.tsx'],
  ['/practice/:slug', 'features/practice/session-page.tsx'],
  ['/signin', 'features/auth/sign-in-page.tsx'],
  ['/signup', 'features/auth/sign-up-page.tsx'],
  ['/reset-password', 'features/auth/reset-password-page.tsx'],
  ['/profile', 'features/profile/profile-page.tsx'],
  ['/aitutor', 'features/tutor/tutor-page.tsx'],
  ['/support', 'features/support/support-page.tsx'],
  ['/dashboard', 'features/dashboard/dashboard-page.tsx'],
  ['/history', 'features/history/history-page.tsx'],
  ['/diagnostic', 'features/diagnostic/diagnostic-page.tsx'],
  ['/challenge', 'features/challenge/challenge-page.tsx'],
  ['/review', 'features/review/review-page.tsx'],
  ['/not-found', 'features/not-found/not-found-page.tsx'],
];

export interface RouteJs {
  route: string;
  language: 'az' | 'ru' | 'en';
  bytes: number;
  chunks: number;
}

export function firstVisitJs(dist = 'dist/web'): RouteJs[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const sizes = new Map<string, number>();
  const gzipOf = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(dist, file))).length;
      sizes.set(file, size);
    }
    return size;
  };
  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry in the build manifest');
  const missing = ROUTES.filter(([, page]) => page && !manifest[page]).map(([, page]) => page);
  if (missing.length) throw new Error(`pages not in the build manifest: ${missing.join(', ')}`);
  const results: RouteJs[] = [];
  for (const language of ['az', 'ru', 'en'] as const) {
    for (const [route, page] of ROUTES) {
      const files = new Set<string>();
      closure(entry, files);
      if (page) closure(page, files);
      closure(`i18n/${language}.ts`, files);
      closure('offline/register.ts', files);
      const bytes = [...files].reduce((sum, file) => sum + gzipOf(file), 0);
      results.push({ route, language, bytes, chunks: files.size });
    }
  }
  return results;
}

/** One row per route: its heaviest language, with the three languages' figures. */
export function firstVisitRows(results: RouteJs[]): [string, string, string][] {
  const rows: [string, string, string][] = [];
  for (const [route] of ROUTES) {
    const byLanguage = results.filter((r) => r.route === route);
    const kb = (r: RouteJs | undefined) => ((r?.bytes ?? 0) / 1024).toFixed(1);
    const worst = byLanguage.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    rows.push([
      `First-visit JS ${route} (gzip; az / ru / en, ${worst.chunks} chunks)`,
      byLanguage.map(kb).join(' / ') + ' KB',
      `≤ ${FIRST_VISIT_BUDGET_KB} KB`,
    ]);
  }
  return rows;
}

export const firstVisitOverBudget = (results: RouteJs[]) =>
  results.filter((r) => r.bytes > FIRST_VISIT_BUDGET_KB * 1024);
