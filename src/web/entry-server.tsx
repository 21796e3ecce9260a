/**
 * Server rendering of the open pages (/, /learn, /practice and each lesson, in each language) for signed-out
 * visitors: the content is in the first HTML a phone receives, so it paints before the JavaScript arrives (the
 * Lighthouse budget). Built by `npm run build` into dist/ssr and used by the server; the browser hydrates the same
 * markup.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { parsePathLanguage } from '../domain/language.ts';
import type { SiteInfo } from './api/site.ts';
import { App, preloadPage } from './app/app.tsx';
import { AppProviders, createQueryClient, seedQueries, type SsrData } from './app/providers.tsx';
import type { MenuResponse } from '../domain/api/practice-schema.ts';
import type { Lesson, TopicsResponse } from '../domain/api/content-schema.ts';
import { sessionQueryKey } from './api/auth.ts';
import { lessonQueryKey, topicsQueryKey } from './features/learn/api.ts';
import { setShuffleSeed } from './ui/shuffle.ts';
import { initI18n } from './i18n/i18n.ts';
import { az } from './i18n/az.ts';
import { en } from './i18n/en.ts';
import { ru } from './i18n/ru.ts';

export interface PageData {
  site: SiteInfo;
  topics: TopicsResponse;
  menu: MenuResponse;
  /** Every lesson by topic id, as GET /api/content/topics/:topicId gives it. */
  lessons: ReadonlyMap<string, Lesson>;
}

/** Loads the page chunks of `paths` (each page is its own chunk): renderPage renders only loaded pages. */
export async function preparePages(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map(preloadPage));
}

/** Renders a signed-out page (/, /learn, /practice or a lesson, in each language) with the data it shows. */
export function renderPage(url: string, data: PageData): { html: string; language: string; ssrData: SsrData } {
  const parsed = parsePathLanguage(url);
  const language = parsed.kind === 'ok' ? parsed.language : 'az';
  initI18n(language, { az, ru, en });
  const rest = parsed.kind === 'ok' ? parsed.rest : url;
  // Only the data the page shows travels with it: the site info for the shell, and the topics or the menu.
  const ssrData: SsrData = {
    queries: [
      [['site'], data.site],
      ...(rest === '/learn' ? [[topicsQueryKey, data.topics] satisfies SsrData['queries'][number]] : []),
      ...(rest === '/practice' ? [[['practice', 'menu'], data.menu] satisfies SsrData['queries'][number]] : []),
      ...lessonQueries(rest, data.lessons),
    ],
    shuffleSeed: Math.floor(Math.random() * 2 ** 31),
  };
  setShuffleSeed(ssrData.shuffleSeed);
  const queryClient = createQueryClient();
  seedQueries(queryClient, ssrData);
  queryClient.setQueryData(sessionQueryKey, null);
  const html = renderToString(
    <AppProviders
      queryClient={queryClient}
      router={(children) => <StaticRouter location={url}>{children}</StaticRouter>}
    >
      <App />
    </AppProviders>,
  );
  return { html, language, ssrData };
}

/** The lesson of a /learn/:topicId page, as the lesson query holds it. */
function lessonQueries(rest: string, lessons: ReadonlyMap<string, Lesson>): SsrData['queries'] {
  const topicId = /^\/learn\/([^/]+)$/.exec(rest)?.[1];
  const lesson = topicId === undefined ? undefined : lessons.get(topicId);
  return topicId && lesson ? [[lessonQueryKey(topicId), { lesson }]] : [];
}
