/** "Sign in with Google" through OpenID Connect (redirect flow); shown only when the server has it configured. */
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorCodeOf } from '../../api/client.ts';
import { useSiteInfo } from '../../api/site.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { AFTER_SIGN_IN_PATH, AFTER_SIGN_UP_PATH } from './after-auth-paths.ts';
import { startGoogleSignIn } from '../../api/auth.ts';

export function GoogleButton({ mode, onError }: { mode: 'signin' | 'signup'; onError(message: string): void }) {
  const { t } = useTranslation();
  const { path } = useLanguage();
  const site = useSiteInfo();
  const [busy, setBusy] = useState(false);
  if (!site.data?.googleSignIn) return null;

  async function start() {
    setBusy(true);
    const here = path(mode === 'signin' ? '/signin' : '/signup');
    try {
      const { url } = await startGoogleSignIn({
        callbackURL: `${path('/signin')}?google=ok&next=${encodeURIComponent(AFTER_SIGN_IN_PATH)}`,
        newUserCallbackURL: `${path('/signin')}?google=new&next=${encodeURIComponent(AFTER_SIGN_UP_PATH)}`,
        errorCallbackURL: here,
      });
      window.location.assign(url);
    } catch (error) {
      setBusy(false);
      const code = errorCodeOf(error);
      onError(
        code === 'FORBIDDEN_ORIGIN' || code === 'RATE_LIMITED' ? t(`errors.${code}`) : t('authErrors.googleFailed'),
      );
    }
  }

  return (
    <>
      <div className="divider">{t('common.or')}</div>
      <button type="button" className="btn btn-secondary btn-block" disabled={busy} onClick={() => void start()}>
        <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden>
          <path
            fill="#FFC107"
            d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
          />
          <path
            fill="#FF3D00"
            d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
          />
          <path
            fill="#4CAF50"
            d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
          />
          <path
            fill="#1976D2"
            d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
          />
        </svg>
        {mode === 'signin' ? t('auth.googleSignIn') : t('auth.googleSignUp')}
      </button>
    </>
  );
}

/** Reads the result of a Google round trip from the URL: ?error=… from the provider or ?google=ok|new from us. */
export type GoogleReturn =
  | { kind: 'none' }
  | { kind: 'error'; reason: 'canceled' | 'accountExists' | 'failed' }
  | { kind: 'ok'; isNew: boolean; next: string };

/** The message key for a failed Google round trip. */
export function googleErrorKey(reason: 'canceled' | 'accountExists' | 'failed', mode: 'signin' | 'signup') {
  if (reason === 'canceled') return mode === 'signin' ? 'authErrors.googleCanceled' : 'authErrors.googleSignUpCanceled';
  return reason === 'accountExists' ? 'authErrors.googleAccountExists' : 'authErrors.googleFailed';
}

export function googleReturn(search: URLSearchParams): GoogleReturn {
  const error = search.get('error');
  if (error) {
    const reason = error === 'access_denied' ? 'canceled' : error === 'account_not_linked' ? 'accountExists' : 'failed';
    return { kind: 'error', reason };
  }
  const google = search.get('google');
  if (google === 'ok' || google === 'new') {
    const next = search.get('next') ?? '/';
    return { kind: 'ok', isNew: google === 'new', next: next.startsWith('/') && !next.startsWith('//') ? next : '/' };
  }
  return { kind: 'none' };
}
