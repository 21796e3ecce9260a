// The stylesheet, one file per area, in cascade order (Vite joins them into one file).
import './ui/styles/foundation.css';
import './app/navbar.css';
import './ui/styles/controls.css';
import './app/banners.css';
import './offline/downloads.css';
import './features/practice/offline-practice.css';
import './app/footer.css';
import './features/landing/landing.css';
import './features/profile/profile.css';
import './ui/styles/loading.css';
import './ui/mastery/mastery.css';
import './features/tutor/tutor.css';
import './features/practice/practice.css';
import './features/learn/learn.css';
import './features/support/support.css';
import './features/dashboard/dashboard.css';
import './features/history/history.css';
import './features/diagnostic/diagnostic.css';
import './features/practice/reading-passage.css';
import './app/review-count.css';
import './features/practice/mock-exam.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { localizePath, parsePathLanguage } from '../domain/language.ts';
import { App, preloadPage } from './app/app.tsx';
import { preferredLanguage } from './i18n/language.tsx';
import { AppProviders, createQueryClient, seedQueries, SSR_DATA_ELEMENT_ID, type SsrData } from './app/providers.tsx';
import { setShuffleSeed } from './ui/shuffle.ts';
import { initI18n, loadCatalog } from './i18n/i18n.ts';
import { applyTheme } from './app/theme.ts';
import { seedFirstView } from './app/first-view.ts';
import { listenForInstallPrompt } from './offline/install-prompt.ts';

applyTheme();
const queryClient = createQueryClient();
// A signed-in dashboard or history: the session and the page's data came with the HTML.
seedFirstView(queryClient);
const ssrData = document.getElementById(SSR_DATA_ELEMENT_ID);
const root = document.getElementById('root');

// A server-rendered page is the signed-out page. The server sends it only to signed-out visitors, but the service
// worker may hand a kept copy to a student who has since signed in (the session hint cookie says so): render anew.
const mayHaveSession = /(?:^|;\s*)imtahan_auth=1/.test(document.cookie);
let hydrate = Boolean(ssrData && root?.hasChildNodes()) && !mayHaveSession;
// A server-rendered page without a prefix is az; a visitor who chose ru or en goes to that prefix before hydrating.
const parsed = parsePathLanguage(location.pathname);
if (hydrate && parsed.kind === 'ok' && parsed.language === 'az') {
  const preferred = preferredLanguage();
  if (preferred !== 'az') {
    history.replaceState(null, '', localizePath(preferred, parsed.rest) + location.search);
    hydrate = false;
  }
}
const pathLanguage = parsePathLanguage(location.pathname);
const language = pathLanguage.kind === 'ok' ? pathLanguage.language : 'az';
initI18n(language);
if (ssrData?.textContent) {
  const data = JSON.parse(ssrData.textContent) as SsrData;
  seedQueries(queryClient, data);
  setShuffleSeed(data.shuffleSeed);
}

function start(container: HTMLElement) {
  const app = (
    <AppProviders queryClient={queryClient} router={(children) => <BrowserRouter>{children}</BrowserRouter>}>
      <App />
    </AppProviders>
  );
  // Hydrating in a transition lets React yield to the browser between components, so a slow phone can still
  // scroll and tap while the page becomes interactive (no long task).
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else {
    container.textContent = '';
    // In a transition too: a signed-in page renders with its data at once (app/first-view.ts), a long piece of
    // work that React now splits with pauses for the browser.
    const client = createRoot(container);
    startTransition(() => client.render(app));
  }
}

// A page starts once its language's catalog and its page's chunk are here (the server names both in the HTML of a
// server-rendered page, so they come with the app): a server-rendered page then hydrates in one pass. Without
// network, az stands in if it is here, and a page whose chunk failed shows the loader until it arrives. Not a
// top-level await: that would make the bundler split the app into many small chunks.
if (root) void Promise.allSettled([loadCatalog(language), preloadPage(location.pathname)]).then(() => start(root));

listenForInstallPrompt();
// The service worker and what goes with it (offline/register.ts) load once the page has loaded and the browser is
// idle: none of it is part of the first JavaScript, and it never competes with the first paint.
function registerServiceWorker() {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  idle(() => void import('./offline/register.ts').then((module) => module.startServiceWorker(queryClient)));
}
if (document.readyState === 'complete') registerServiceWorker();
else window.addEventListener('load', registerServiceWorker, { once: true });
