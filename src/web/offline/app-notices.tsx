/**
 * The installed app's notices in the page shell: the offline banner (what works without a connection), the
 * "Update" offer of a waiting new version and the install card. The update and install offers never show while a
 * quiz is in progress; they float over the bottom of the page, so appearing moves nothing.
 */
import { WifiOff } from 'lucide-react';
import { useTranslation } from '../i18n/i18n.ts';
import { useAppState } from './app-state.ts';
import { useOnline } from './online.ts';

export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <WifiOff aria-hidden="true" size={20} />
      <p>
        <strong>{t('offline.offlineTitle')}</strong> {t('offline.offlineText')}
      </p>
    </div>
  );
}

export function AppOffers() {
  const { t } = useTranslation();
  const { quizzes, update, install, dismissInstall } = useAppState();
  if (quizzes > 0) return null;
  if (update)
    return (
      <aside className="lang-banner app-offer" aria-label={t('offline.updateReady')} data-testid="update-offer">
        <div className="lang-banner-inner">
          <p>{t('offline.updateReady')}</p>
          <div className="actions">
            <button type="button" className="btn btn-primary" onClick={update}>
              {t('offline.update')}
            </button>
          </div>
        </div>
      </aside>
    );
  if (install && dismissInstall)
    return (
      <aside className="lang-banner app-offer" aria-label={t('offline.installTitle')} data-testid="install-offer">
        <div className="lang-banner-inner">
          <p>
            <strong>{t('offline.installTitle')}</strong> {t('offline.installText')}
          </p>
          <div className="actions">
            <button type="button" className="btn btn-primary" onClick={install}>
              {t('offline.install')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={dismissInstall}>
              {t('offline.notNow')}
            </button>
          </div>
        </div>
      </aside>
    );
  return null;
}
