/**
 * Routes. Every page exists unprefixed (az), under /en and under /ru. Screens render only once the auth
 * state is known, so a signed-in reload never flashes signed-out links.
 */
import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { localizePath, parsePathLanguage, type Language } from '../../domain/language.ts';
import { useSession } from '../api/auth.ts';
import { pendingAfterAuthTarget } from '../features/auth/use-after-auth.ts';
import { setCurrentLanguage, translator, useCatalog } from '../i18n/i18n.ts';
import { Loader } from '../ui/form-fields.tsx';
import { LanguageProvider, preferredLanguage, storeLanguage } from '../i18n/language.tsx';
import { Layout } from './layout.tsx';
import { ScrollToTopOnNavigate } from './scroll-on-navigate.tsx';
import { lazyPage, type LazyPage } from './lazy-page.ts';

// Every page is its own chunk, so a route loads only the code it shows. The open pages a visitor arrives on (and the
// lessons) are rendered on the server; the browser loads the page's chunk before hydrating (preloadPage).
const LandingPage = lazyPage(() => import('../features/landing/landing-page.tsx'));
const LearnPage = lazyPage(() => import('../features/learn/learn-page.tsx'));
const PracticeMenuPage = lazyPage(() => import('../features/practice/practice-menu-page.tsx'));
const SignInPage = lazyPage(() => import('../features/auth/sign-in-page.tsx'));
const SignUpPage = lazyPage(() => import('../features/auth/sign-up-page.tsx'));
const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page.tsx'));
const ProfilePage = lazyPage(() => import('../features/profile/profile-page.tsx'));
const SessionPage = lazyPage(() => import('../features/practice/session-page.tsx'));
const LessonPage = lazyPage(() => import('../features/learn/lesson-page.tsx'));
const SupportPage = lazyPage(() => import('../features/support/support-page.tsx'));
const TutorPage = lazyPage(() => import('../features/tutor/tutor-page.tsx'));
const DashboardPage = lazyPage(() => import('../features/dashboard/dashboard-page.tsx'));
const HistoryPage = lazyPage(() => import('../features/history/history-page.tsx'));
const DiagnosticPage = lazyPage(() => import('../features/diagnostic/diagnostic-page.tsx'));
const ChallengePage = lazyPage(() => import('../features/challenge/challenge-page.tsx'));
const ReviewPage = lazyPage(() => import('../features/review/review-page.tsx'));
const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page.tsx'));

/** The page of each route (the path after the language prefix), in the order the routes below match. */
const PAGES: [RegExp, LazyPage][] = [
  [/^\/$/, LandingPage],
  [/^\/signin$/, SignInPage],
  [/^\/signup$/, SignUpPage],
  [/^\/reset-password$/, ResetPasswordPage],
  [/^\/profile$/, ProfilePage],
  [/^\/learn$/, LearnPage],
  [/^\/learn\/[^/]+$/, LessonPage],
  [/^\/aitutor$/, TutorPage],
  [/^\/support$/, SupportPage],
  [/^\/practice$/, PracticeMenuPage],
  [/^\/practice\/[^/]+$/, SessionPage],
  [/^\/dashboard$/, DashboardPage],
  [/^\/history$/, HistoryPage],
  [/^\/diagnostic$/, DiagnosticPage],
  [/^\/challenge$/, ChallengePage],
  [/^\/review$/, ReviewPage],
];

/**
 * Loads the chunk of the page at `pathname` (with or without a language prefix). A signed-in visitor's landing page
 * is a redirect to the dashboard, so its chunk may go unused: it is small.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const parsed = parsePathLanguage(pathname);
  const rest = (parsed.kind === 'ok' ? parsed.rest : pathname).replace(/(.)\/+$/, '$1');
  const page = PAGES.find(([pattern]) => pattern.test(rest))?.[1] ?? NotFoundPage;
  return page.preload();
}

/**
 * The same component renders every prefix (and the unprefixed entry), so switching language keeps page state,
 * such as the profile's "language updated" message.
 */
function LanguageScope({ prefixed }: { prefixed: Language | undefined }) {
  const session = useSession();
  const location = useLocation();
  const entry = prefixed ? undefined : unprefixedEntry(location.pathname);
  const language = prefixed ?? 'az';
  const catalogReady = useCatalog(language);
  // The pages below take their language from LanguageProvider; the few components outside it (the toasts) from here.
  if (catalogReady) setCurrentLanguage(language);
  // Until its catalog is here, the loader reads in the language fetched first (or the fallback).
  const t = translator(language);
  useEffect(() => {
    if (!entry) storeLanguage(language);
  }, [language, entry]);

  if (entry) return <Navigate to={entry + location.search} replace />;
  if (session.isPending || !catalogReady) return <Loader label={t('common.loading')} page />;
  const signedIn = Boolean(session.data?.user);
  const home = localizePath(language, '/dashboard');
  const afterAuth = pendingAfterAuthTarget() ?? home;
  // After Google's redirect the sign-in page shows its toast before moving on.
  const googleReturning = new URLSearchParams(location.search).has('google');

  return (
    <LanguageProvider language={language}>
      <Layout language={language} signedIn={signedIn}>
        <Suspense fallback={<Loader label={t('common.loading')} page />}>
          <Routes>
            <Route index element={signedIn ? <Navigate to={home} replace /> : <LandingPage />} />
            <Route
              path="signin"
              element={signedIn && !googleReturning ? <Navigate to={afterAuth} replace /> : <SignInPage />}
            />
            <Route path="signup" element={signedIn ? <Navigate to={afterAuth} replace /> : <SignUpPage />} />
            <Route path="reset-password" element={<ResetPasswordPage />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="learn" element={<LearnPage />} />
            <Route path="learn/:topicId" element={<LessonPage />} />
            <Route path="aitutor" element={<TutorPage />} />
            <Route path="support" element={<SupportPage />} />
            <Route path="practice" element={<PracticeMenuPage />} />
            <Route path="practice/:slug" element={<SessionPage />} />
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="history" element={<HistoryPage />} />
            <Route path="diagnostic" element={<DiagnosticPage />} />
            <Route path="challenge" element={<ChallengePage />} />
            <Route path="review" element={<ReviewPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </Layout>
    </LanguageProvider>
  );
}

/**
 * Where an unprefixed URL should go instead, if anywhere: az stays, but a visitor who chose ru or en (or, on a first
 * visit, browses in it) goes to that prefix.
 */
function unprefixedEntry(pathname: string): string | undefined {
  const parsed = parsePathLanguage(pathname);
  if (parsed.kind === 'redirect') return parsed.to;
  const preferred = preferredLanguage();
  return preferred === 'az' ? undefined : localizePath(preferred, pathname);
}

export function App() {
  return (
    <>
      <ScrollToTopOnNavigate />
      <Routes>
        <Route path="/en/*" element={<LanguageScope prefixed="en" />} />
        <Route path="/ru/*" element={<LanguageScope prefixed="ru" />} />
        <Route path="/*" element={<LanguageScope prefixed={undefined} />} />
      </Routes>
    </>
  );
}
