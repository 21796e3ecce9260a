/** Footer: study links, social links and the contact address from content/site.json, language picker. */
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { Link } from 'react-router';
import { LANGUAGES, type Language } from '../../domain/language.ts';
import { useSiteInfo } from '../api/site.ts';
import { useLanguage } from '../i18n/language.tsx';
import { setTheme, storedTheme, subscribeTheme, THEMES, type Theme } from './theme.ts';

export function Footer() {
  const { t } = useTranslation();
  const { path, language, switchLanguage } = useLanguage();
  const site = useSiteInfo();
  // The server renders 'system'; the browser then shows the stored choice.
  const theme = useSyncExternalStore(subscribeTheme, storedTheme, () => 'system' as const);
  const study = [
    { to: '/learn', label: t('nav.learn') },
    { to: '/practice', label: t('nav.practice') },
    { to: '/aitutor', label: t('nav.aitutor') },
  ];

  return (
    <footer className="footer">
      <div className="footer-inner">
        <div>
          <p className="logo">
            <span className="logo-mark" aria-hidden>
              I
            </span>
            {t('common.appName')}
          </p>
          <p className="muted">{t('footer.tagline')}</p>
          <div className="footer-selects">
            <label className="visually-hidden" htmlFor="footer-language">
              {t('common.language')}
            </label>
            <select
              id="footer-language"
              className="lang-select"
              value={language}
              onChange={(e) => switchLanguage(e.target.value as Language)}
            >
              {LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {t(`common.languageNames.${code}`)}
                </option>
              ))}
            </select>
            <label className="visually-hidden" htmlFor="footer-theme">
              {t('common.theme')}
            </label>
            <select
              id="footer-theme"
              className="lang-select"
              value={theme}
              onChange={(e) => setTheme(e.target.value as Theme)}
            >
              {THEMES.map((option) => (
                <option key={option} value={option}>
                  {t('common.theme')}: {t(`common.themeNames.${option}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {study.length > 0 && (
          <div>
            <h2>{t('footer.study')}</h2>
            <ul>
              {study.map((link) => (
                <li key={link.to}>
                  <Link to={path(link.to)}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        {site.data && (
          <div>
            <h2>{t('footer.contact')}</h2>
            <ul>
              <li>
                <a href={`mailto:${site.data.contactEmail}`}>{site.data.contactEmail}</a>
              </li>
              <li>
                <Link to={path('/support')}>{t('nav.support')}</Link>
              </li>
            </ul>
          </div>
        )}
        {site.data && site.data.social.length > 0 && (
          <div>
            <h2>{t('footer.follow')}</h2>
            <ul>
              {site.data.social.map((s) => (
                <li key={s.url}>
                  <a href={s.url} rel="noopener noreferrer" target="_blank">
                    {s.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className="footer-bottom">{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
