/**
 * Routes. Every page exists unprefixed (az), under /en and under /ru. Screens render only once the auth
 * state is known, so a signed-in reload never flashes signed-out links.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { localizePath, parsePathLanguage, type Language } from '../../domain/language.ts';
import { useSession } from '../api/auth.ts';
import { pendingAfterAuthTarget } from '../features/auth/use-after-auth.ts';
import { useCatalog } from '../i18n/i18n.ts';
import { Loader } from '../ui/form-fields.tsx';
import { LanguageProvider, preferredLanguage, storeLanguage } from '../i18n/language.tsx';
import { Layout } from './layout.tsx';
import { ScrollToTopOnNavigate } from './scroll-on-navigate.tsx';
// The open pages a visitor usually arrives on are part of the entry (and rendered on the server): no extra round trip.
import LandingPage from '../features/landing/landing-page.tsx';
import LearnPage from '../features/learn/learn-page.tsx';
import PracticeMenuPage from '../features/practice/practice-menu-page.tsx';

const SignInPage = lazy(() => import('../features/auth/sign-in-page.tsx'));
const SignUpPage = lazy(() => import('../features/auth/sign-up-page.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page.tsx'));
const ProfilePage = lazy(() => import('../features/profile/profile-page.tsx'));
const SessionPage = lazy(() => import('../features/practice/session-page.tsx'));
const LessonPage = lazy(() => import('../features/learn/lesson-page.tsx'));
const SupportPage = lazy(() => import('../features/support/support-page.tsx'));
const TutorPage = lazy(() => import('../features/tutor/tutor-page.tsx'));
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page.tsx'));
const HistoryPage = lazy(() => import('../features/history/history-page.tsx'));
const DiagnosticPage = lazy(() => import('../features/diagnostic/diagnostic-page.tsx'));
const ChallengePage = lazy(() => import('../features/challenge/challenge-page.tsx'));
const ReviewPage = lazy(() => import('../features/review/review-page.tsx'));
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page.tsx'));

/**
 * The same component renders every prefix (and the unprefixed entry), so switching language keeps page state,
 * such as the profile's "language updated" message.
 */
function LanguageScope({ prefixed }: { prefixed: Language | undefined }) {
  const { i18n, t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const entry = prefixed ? undefined : unprefixedEntry(location.pathname);
  const language = prefixed ?? 'az';
  const catalogReady = useCatalog(language);
  if (catalogReady && i18n.language !== language) void i18n.changeLanguage(language);
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
