/**
 * Renders the open pages a signed-out visitor lands on (/, /learn, /practice in each language) once at start-up
 * with the server bundle of the web app (dist/ssr/entry-server.js, built by `npm run build`), so they arrive as
 * HTML and paint before the JavaScript. Without that bundle (`npm run dev`), pages render in the
 * browser only. The practice menu shuffles its cards, so it has several versions, one
 * card order each, and each visit gets one at random (static-files.ts); the versions after the first are rendered
 * when first asked for, which keeps the start-up time and the memory at rest as they were. Each lesson
 * (/learn/:topicId in each language) is rendered the same way when first asked for: there are three per topic.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../logger.ts';
import { catalogPreloadTags, withCatalogPreload } from './catalog-preload.ts';
import { withManifestLink } from './manifest-link.ts';
import type { MenuResponse } from '../../domain/api/practice-schema.ts';
import type { Lesson, TopicsResponse } from '../../domain/api/content-schema.ts';
import { LANGUAGES, localizePath, parsePathLanguage } from '../../domain/language.ts';
import type { PublicSiteInfo } from './site-info.ts';

export const PRERENDERED_PATHS = [
  '/',
  '/ru/',
  '/en/',
  '/learn',
  '/ru/learn',
  '/en/learn',
  '/practice',
  '/ru/practice',
  '/en/practice',
] as const;
const SSR_DATA_ELEMENT_ID = 'imtahan-ssr-data';
/** Card orders of the practice menu per language: five reloads all show the same one about once in 4,000 times. */
export const PRACTICE_MENU_ORDERS = 8;
const isPracticeMenu = (path: string) => /^(\/(ru|en))?\/practice$/.test(path);

export interface PageData {
  site: PublicSiteInfo;
  topics: TopicsResponse;
  menu: MenuResponse;
  /** Every lesson by topic id, as GET /api/content/topics/:topicId gives it. */
  lessons: ReadonlyMap<string, Lesson>;
}

interface EntryServer {
  preparePages(paths: readonly string[]): Promise<void>;
  renderPage(url: string, data: PageData): { html: string; language: string; ssrData: unknown };
}

/** The page of each lesson in each language. */
export const lessonPaths = (topicIds: Iterable<string>) =>
  [...topicIds].flatMap((id) => LANGUAGES.map((language) => localizePath(language, `/learn/${id}`)));

/**
 * Puts the stylesheet into the page itself: a first visit on a slow network paints without waiting for a second,
 * render-blocking request. Server-rendered and client-rendered pages alike (static-files.ts).
 */
export function inlineStylesheet(html: string, root: string): string {
  const link = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/.exec(html);
  const file = link?.[1] ? join(root, link[1]) : undefined;
  if (!link || !file || !existsSync(file)) return html;
  return html.replace(link[0], `<style>${readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`);
}

/** A server-rendered page in one or more versions. */
export interface PrerenderedPage {
  versions: number;
  /** The HTML of one version (0 ≤ version < versions), rendered on first use and kept. */
  html(version: number): string;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The page module (src/web/features/…) each server-rendered path shows, as Vite's manifest names it. */
function pageSource(path: string): string {
  const parsed = parsePathLanguage(path);
  const rest = parsed.kind === 'ok' ? parsed.rest : path;
  if (rest === '/learn') return 'features/learn/learn-page.tsx';
  if (rest === '/practice') return 'features/practice/practice-menu-page.tsx';
  if (rest.startsWith('/learn/')) return 'features/learn/lesson-page.tsx';
  return 'features/landing/landing-page.tsx';
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

function escapeJsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export async function prerenderPages(
  webDistDir: string,
  data: PageData,
  logger: Logger,
): Promise<Map<string, PrerenderedPage>> {
  const pages = new Map<string, PrerenderedPage>();
  const indexFile = join(resolve(webDistDir), 'index.html');
  const entryFile = join(resolve(webDistDir), '..', 'ssr', 'entry-server.js');
  if (!existsSync(indexFile) || !existsSync(entryFile)) return pages;
  try {
    const template = inlineStylesheet(readFileSync(indexFile, 'utf8'), resolve(webDistDir));
    const preloadTags = catalogPreloadTags(resolve(webDistDir));
    const pagePreload = pageChunkPreload(resolve(webDistDir));
    const entry = (await import(pathToFileURL(entryFile).href)) as EntryServer;
    // Each render draws its own shuffle seed (src/web/entry-server.tsx).
    const render = (path: string) => {
      const { html, language, ssrData } = entry.renderPage(path, data);
      return withManifestLink(withCatalogPreload(template, path, preloadTags), path)
        .replace('</head>', `${pagePreload(path)}</head>`)
        .replace(/<html lang="[a-z]+">/, `<html lang="${language}">`)
        .replace(
          '<div id="root"></div>',
          `<div id="root">${html}</div><script type="application/json" id="${SSR_DATA_ELEMENT_ID}">${escapeJsonForHtml(ssrData)}</script>`,
        );
    };
    const lessons = lessonPaths(data.lessons.keys());
    await entry.preparePages([...PRERENDERED_PATHS, ...lessons.slice(0, 1)]);
    const page = (path: string, versions: number, rendered: string[]): PrerenderedPage => ({
      versions,
      html(version) {
        if (rendered[version] === undefined) {
          try {
            rendered[version] = render(path);
          } catch (error) {
            // A page that never rendered is served as the app's page, rendered in the browser.
            if (rendered[0] === undefined) {
              logger.error(`server rendering of ${path} failed; serving the page rendered in the browser`, error);
              throw error;
            }
            logger.error(`server rendering of ${path} failed; serving its first version`, error);
            rendered[version] = rendered[0];
          }
        }
        return rendered[version];
      },
    });
    for (const path of PRERENDERED_PATHS) {
      // The first version now, so a page that cannot render is known at start-up.
      pages.set(path, page(path, isPracticeMenu(path) ? PRACTICE_MENU_ORDERS : 1, [render(path)]));
    }
    // One lesson now, to know at start-up that lessons render; the others when first asked for.
    for (const [i, path] of lessons.entries()) pages.set(path, page(path, 1, i === 0 ? [render(path)] : []));
  } catch (error) {
    logger.error('server rendering of the open pages failed; serving client-rendered pages', error);
    pages.clear();
  }
  return pages;
}
