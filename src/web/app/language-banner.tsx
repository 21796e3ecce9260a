/**
 * Offers Azerbaijani to signed-out visitors whose browser language is not Azerbaijani. It shows on each
 * load until the visitor picks either option, then never again in that browser.
 */
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { languageForBrowser } from '../../domain/language.ts';
import { browserLanguages, useLanguage } from '../i18n/language.tsx';

const DISMISSED_KEY = 'imtahan.langBannerDismissed';

const noSubscription = () => () => {};

function isDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function dismiss(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Without storage the banner simply shows again next time.
  }
}

export function LanguageBanner({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const { language, switchLanguage } = useLanguage();
  const [hidden, setHidden] = useState(false);
  // Decided in the browser only: the server-rendered page has no banner, and hydration must match it.
  const offered = useSyncExternalStore(
    noSubscription,
    () => !isDismissed() && languageForBrowser(browserLanguages()) !== 'az',
    () => false,
  );
  if (signedIn || hidden || !offered) return null;

  return (
    <aside className="lang-banner" aria-label={t('common.language')} data-testid="language-banner">
      <div className="lang-banner-inner">
        <p>{t('banner.text')}</p>
        <div className="actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              dismiss();
              setHidden(true);
              switchLanguage('az');
            }}
          >
            {t('banner.switch')}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              dismiss();
              setHidden(true);
            }}
          >
            {t('banner.continue', { language: t(`common.languageNames.${language}`) })}
          </button>
        </div>
      </div>
    </aside>
  );
}
