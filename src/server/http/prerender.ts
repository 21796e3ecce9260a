/**
 * Renders the open pages a signed-out visitor lands on (/, /learn, /practice in each language) and each lesson
 * (/learn/:topicId in each language) with the server bundle of the web app (dist/ssr/entry-server.js, built by
 * `npm run build`), so they arrive as HTML and paint before the JavaScript. Without that bundle (`npm run dev`),
 * pages render in the browser only. The practice menu shuffles its cards, so it has several versions, one card order
 * each, and each visit gets one at random (static-files.ts). The open pages' first versions and one lesson are
 * rendered just after the server is ready (warm), not before it: they were most of the start-up's time, and no API
 * request needs them; the other versions and lessons (three per topic) when first asked for, which keeps the
 * memory at rest as it was.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../logger.ts';
import { encode, type Encoded } from './encoded-body.ts';
import { catalogPreloadTags, withCatalogPreload } from './catalog-preload.ts';
import { withManifestLink } from './manifest-link.ts';
import { pageChunkPreload } from './page-source.ts';
import type { MenuResponse } from '../../domain/api/practice-schema.ts';
import type { Lesson, TopicsResponse } from '../../domain/api/content-schema.ts';
import { LANGUAGES, localizePath } from '../../domain/language.ts';
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
  /**
   * One version (0 ≤ version < versions) as HTML with its compressed forms, rendered when first asked for (or by
   * the warm-up) and kept. Rejects when the page cannot render: the caller serves the client-rendered page.
   */
  body(version: number): Promise<Encoded>;
}

export interface ServerRenderedPages {
  /** By path; empty without the server bundle (`npm run dev`). */
  pages: Map<string, PrerenderedPage>;
  /**
   * Renders and compresses each page's first version, one page per turn of the event loop, so the server answers
   * meanwhile. Called once the server is ready: rendering (and loading React's server bundle) is most of the
   * start-up's work, and no API request needs it. A visit that comes first renders its page itself.
   */
  warm(): Promise<void>;
}

/** JSON that can sit inside a `<script>` element: no `<`, `>` or `&` that could end it. */
export function escapeJsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export function serverRenderedPages(webDistDir: string, data: PageData, logger: Logger): ServerRenderedPages {
  const pages = new Map<string, PrerenderedPage>();
  const indexFile = join(resolve(webDistDir), 'index.html');
  const entryFile = join(resolve(webDistDir), '..', 'ssr', 'entry-server.js');
  if (!existsSync(indexFile) || !existsSync(entryFile)) return { pages, warm: () => Promise.resolve() };

  const lessons = lessonPaths(data.lessons.keys());
  let renderer: Promise<(path: string) => string> | undefined;
  /** The server bundle and the page template, loaded once. */
  const loadRenderer = () =>
    (renderer ??= (async () => {
      const template = inlineStylesheet(readFileSync(indexFile, 'utf8'), resolve(webDistDir));
      const preloadTags = catalogPreloadTags(resolve(webDistDir));
      const pagePreload = pageChunkPreload(resolve(webDistDir));
      const entry = (await import(pathToFileURL(entryFile).href)) as EntryServer;
      // The page modules the paths show are loaded once, so each render is synchronous.
      await entry.preparePages([...PRERENDERED_PATHS, ...lessons.slice(0, 1)]);
      // Each render draws its own shuffle seed (src/web/entry-server.tsx).
      return (path: string) => {
        const { html, language, ssrData } = entry.renderPage(path, data);
        return withManifestLink(withCatalogPreload(template, path, preloadTags), path)
          .replace('</head>', `${pagePreload(path)}</head>`)
          .replace(/<html lang="[a-z]+">/, `<html lang="${language}">`)
          .replace(
            '<div id="root"></div>',
            `<div id="root">${html}</div><script type="application/json" id="${SSR_DATA_ELEMENT_ID}">${escapeJsonForHtml(ssrData)}</script>`,
          );
      };
    })());

  for (const path of [...PRERENDERED_PATHS, ...lessons]) {
    const bodies: Promise<Encoded>[] = [];
    const page: PrerenderedPage = {
      versions: isPracticeMenu(path) ? PRACTICE_MENU_ORDERS : 1,
      body(version) {
        bodies[version] ??= loadRenderer()
          .then((render) => encode(Buffer.from(render(path)), true))
          .catch((error: unknown) => {
            if (version === 0) {
              logger.error(`server rendering of ${path} failed; serving the client-rendered page`, error);
              throw error;
            }
            logger.error(`server rendering of ${path} failed; serving its first version`, error);
            return page.body(0);
          });
        return bodies[version];
      },
    };
    pages.set(path, page);
  }

  return {
    pages,
    async warm() {
      // One lesson, to know soon after start-up that lessons render; the others when first asked for.
      for (const path of [...PRERENDERED_PATHS, ...lessons.slice(0, 1)]) {
        await pages
          .get(path)
          ?.body(0)
          .catch(() => undefined);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
