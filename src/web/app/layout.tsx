/** The shell around every page: skip link, language banner, navbar, main, footer. */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import type { Language } from '../../domain/language.ts';
import { AppOffers, OfflineBanner } from '../offline/app-notices.tsx';
import { Footer } from './footer.tsx';
import { LanguageBanner } from './language-banner.tsx';
import { Navbar } from './navbar.tsx';

export function Layout({
  language,
  signedIn,
  children,
}: {
  language: Language;
  signedIn: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <LanguageBanner signedIn={signedIn} />
      <Navbar signedIn={signedIn} />
      <OfflineBanner />
      <AppOffers />
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
