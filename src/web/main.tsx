import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-ext-400.css';
import '@fontsource/inter/cyrillic-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-ext-600.css';
import '@fontsource/inter/cyrillic-600.css';
import '@fontsource/inter/latin-800.css';
import '@fontsource/inter/latin-ext-800.css';
import '@fontsource/inter/cyrillic-800.css';
import './ui/styles.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { localizePath, parsePathLanguage } from '../domain/language.ts';
import { App } from './app/app.tsx';
import { preferredLanguage } from './app/language.tsx';
import { AppProviders, createQueryClient, seedQueries, SSR_DATA_ELEMENT_ID, type SsrData } from './app/providers.tsx';
import { setShuffleSeed } from './ui/shuffle.ts';
import { initI18n } from './i18n/i18n.ts';
import { applyTheme } from './app/theme.ts';

applyTheme();
const queryClient = createQueryClient();
const ssrData = document.getElementById(SSR_DATA_ELEMENT_ID);
const root = document.getElementById('root');

// A server-rendered page without a prefix is az; a visitor who chose ru or en goes to that prefix before hydrating.
let hydrate = Boolean(ssrData && root?.hasChildNodes());
const parsed = parsePathLanguage(location.pathname);
if (hydrate && parsed.kind === 'ok' && parsed.language === 'az') {
  const preferred = preferredLanguage();
  if (preferred !== 'az') {
    history.replaceState(null, '', localizePath(preferred, parsed.rest) + location.search);
    hydrate = false;
  }
}
const language = parsePathLanguage(location.pathname);
initI18n(language.kind === 'ok' ? language.language : 'az');
if (ssrData?.textContent) {
  const data = JSON.parse(ssrData.textContent) as SsrData;
  seedQueries(queryClient, data);
  setShuffleSeed(data.shuffleSeed);
}

if (root) {
  const app = (
    <AppProviders queryClient={queryClient} router={(children) => <BrowserRouter>{children}</BrowserRouter>}>
      <App />
    </AppProviders>
  );
  if (hydrate) hydrateRoot(root, app);
  else {
    root.textContent = '';
    createRoot(root).render(app);
  }
}
