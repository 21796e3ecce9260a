/**
 * Server rendering of the landing page (/, /ru/, /en/) for signed-out visitors: the hero is in the first HTML a
 * phone receives, so it paints before the JavaScript arrives (DESIGN.md §7 Lighthouse budget). Built by
 * `npm run build` into dist/ssr and used by the server at start-up; the browser hydrates the same markup.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { parsePathLanguage } from '../domain/language.ts';
import type { SiteInfo } from './api/site.ts';
import { App } from './app/app.tsx';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { sessionQueryKey } from './features/auth/api.ts';
import { initI18n } from './i18n/i18n.ts';

export function renderLanding(url: string, site: SiteInfo): { html: string; language: string } {
  const parsed = parsePathLanguage(url);
  const language = parsed.kind === 'ok' ? parsed.language : 'az';
  const i18n = initI18n(language);
  if (i18n.language !== language) void i18n.changeLanguage(language);
  const queryClient = createQueryClient();
  queryClient.setQueryData(['site'], site);
  queryClient.setQueryData(sessionQueryKey, null);
  const html = renderToString(
    <AppProviders
      queryClient={queryClient}
      router={(children) => <StaticRouter location={url}>{children}</StaticRouter>}
    >
      <App />
    </AppProviders>,
  );
  return { html, language };
}
