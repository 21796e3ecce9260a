/**
 * Server rendering of the open pages (/, /learn, /practice in each language) for signed-out visitors: the content is
 * in the first HTML a phone receives, so it paints before the JavaScript arrives (the Lighthouse budget). Built by
 * `npm run build` into dist/ssr and used by the server at start-up; the browser hydrates the same markup.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { parsePathLanguage } from '../domain/language.ts';
import type { SiteInfo } from './api/site.ts';
import { App } from './app/app.tsx';
import { AppProviders, createQueryClient, seedQueries, type SsrData } from './app/providers.tsx';
import type { MenuResponse } from '../domain/api/practice-schema.ts';
import type { TopicsResponse } from '../domain/api/content-schema.ts';
import { sessionQueryKey } from './api/auth.ts';
import { topicsQueryKey } from './features/learn/api.ts';
import { setShuffleSeed } from './ui/shuffle.ts';
import { initI18n } from './i18n/i18n.ts';
import { az } from './i18n/az.ts';
import { en } from './i18n/en.ts';
import { ru } from './i18n/ru.ts';

export interface PageData {
  site: SiteInfo;
  topics: TopicsResponse;
  menu: MenuResponse;
}

/** Renders a signed-out page (/, /learn, /practice in each language) with the data it shows. */
export function renderPage(url: string, data: PageData): { html: string; language: string; ssrData: SsrData } {
  const parsed = parsePathLanguage(url);
  const language = parsed.kind === 'ok' ? parsed.language : 'az';
  const i18n = initI18n(language, { az, ru, en });
  if (i18n.language !== language) void i18n.changeLanguage(language);
  const rest = parsed.kind === 'ok' ? parsed.rest : url;
  // Only the data the page shows travels with it: the site info for the shell, and the topics or the menu.
  const ssrData: SsrData = {
    queries: [
      [['site'], data.site],
      ...(rest === '/learn' ? [[topicsQueryKey, data.topics] satisfies SsrData['queries'][number]] : []),
      ...(rest === '/practice' ? [[['practice', 'menu'], data.menu] satisfies SsrData['queries'][number]] : []),
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
