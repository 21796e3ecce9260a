/**
 * Routes. Every page exists unprefixed (az), under /en and under /ru (spec §2). Screens render only once the auth
 * state is known (spec §4), so a signed-in reload never flashes signed-out links.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { languageForBrowser, localizePath, parsePathLanguage, type Language } from '../../domain/language.ts';
import { useSession } from '../features/auth/api.ts';
import { Loader } from '../ui/form-fields.tsx';
import { LanguageProvider, storedLanguage, storeLanguage } from './language.tsx';
import { Layout } from './layout.tsx';
import { signedInHomePath } from './pages.ts';

const LandingPage = lazy(() => import('../features/landing/landing-page.tsx'));
const SignInPage = lazy(() => import('../features/auth/sign-in-page.tsx'));
const SignUpPage = lazy(() => import('../features/auth/sign-up-page.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page.tsx'));
const ProfilePage = lazy(() => import('../features/profile/profile-page.tsx'));
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page.tsx'));

function LanguageScope({ language }: { language: Language }) {
  const { i18n, t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  if (i18n.language !== language) void i18n.changeLanguage(language);
  useEffect(() => storeLanguage(language), [language]);

  if (session.isPending) return <Loader label={t('common.loading')} />;
  const signedIn = Boolean(session.data?.user);
  const home = localizePath(language, signedInHomePath());
  // After Google's redirect the sign-in page shows its toast before moving on.
  const googleReturning = new URLSearchParams(location.search).has('google');

  return (
    <LanguageProvider language={language}>
      <Layout language={language} signedIn={signedIn}>
        <Suspense fallback={<Loader label={t('common.loading')} />}>
          <Routes>
            <Route index element={signedIn ? <Navigate to={home} replace /> : <LandingPage />} />
            <Route
              path="signin"
              element={signedIn && !googleReturning ? <Navigate to={home} replace /> : <SignInPage />}
            />
            <Route path="signup" element={signedIn ? <Navigate to={home} replace /> : <SignUpPage />} />
            <Route path="reset-password" element={<ResetPasswordPage />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </Layout>
    </LanguageProvider>
  );
}

/** An unprefixed URL: az, unless the visitor chose or (on a first visit) browses in another language. */
function UnprefixedEntry() {
  const location = useLocation();
  const parsed = parsePathLanguage(location.pathname);
  if (parsed.kind === 'redirect') return <Navigate to={parsed.to + location.search} replace />;
  const preferred = storedLanguage() ?? languageForBrowser(navigator.languages ?? [navigator.language]);
  if (preferred !== 'az') return <Navigate to={localizePath(preferred, location.pathname) + location.search} replace />;
  return <LanguageScope language="az" />;
}

export function App() {
  return (
    <Routes>
      <Route path="/en/*" element={<LanguageScope language="en" />} />
      <Route path="/ru/*" element={<LanguageScope language="ru" />} />
      <Route path="/*" element={<UnprefixedEntry />} />
    </Routes>
  );
}
