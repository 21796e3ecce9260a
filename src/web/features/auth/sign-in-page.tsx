/** /signin: email and password, forgot-password mode, Google sign-in. */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link, useSearchParams } from 'react-router';
import { checkResetRequest, checkSignIn, type FieldIssue } from '../../../domain/auth/credentials.ts';
import { errorCodeOf } from '../../api/client.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { AFTER_SIGN_IN_PATH } from './after-auth-paths.ts';
import { PasswordField, TextField } from '../../ui/form-fields.tsx';
import { useToast } from '../../ui/toast.tsx';
import { requestPasswordReset, signIn } from '../../api/auth.ts';
import { GoogleButton, googleErrorKey, googleReturn } from './google-button.tsx';
import { useAfterAuth } from './use-after-auth.ts';

export default function SignInPage() {
  const { t } = useTranslation();
  const { path } = useLanguage();
  const toast = useToast();
  const afterAuth = useAfterAuth();
  const [search, setSearch] = useSearchParams();
  const [mode, setMode] = useState<'signin' | 'forgot'>('signin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [issues, setIssues] = useState<Record<string, FieldIssue>>({});
  const [googleResult] = useState(() => googleReturn(search));
  const [formError, setFormError] = useState<string | undefined>(() =>
    googleResult.kind === 'error' ? t(googleErrorKey(googleResult.reason, 'signin')) : undefined,
  );
  const [submitting, setSubmitting] = useState(false);
  const handledReturn = useRef(false);

  useEffect(() => {
    // Once per Google round trip: clean the URL, or finish signing in.
    if (handledReturn.current || googleResult.kind === 'none') return;
    handledReturn.current = true;
    if (googleResult.kind === 'error') setSearch({}, { replace: true });
    else void afterAuth(t('toast.googleSignedIn'), googleResult.next);
  }, [googleResult, setSearch, afterAuth, t]);

  async function submitSignIn(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setFormError(undefined);
    const parsed = checkSignIn({ email, password });
    if (!parsed.ok) return setIssues(parsed.issues);
    setIssues({});
    setSubmitting(true);
    try {
      await signIn(parsed.value.email, parsed.value.password);
      await afterAuth(t('toast.signedIn'), AFTER_SIGN_IN_PATH);
    } catch (error) {
      const code = errorCodeOf(error);
      setFormError(
        code === 'USER_NOT_FOUND'
          ? t('authErrors.noAccount')
          : code === 'WRONG_PASSWORD'
            ? t('authErrors.wrongPassword')
            : code === 'RATE_LIMITED'
              ? t('authErrors.rateLimited')
              : code === 'FORBIDDEN_ORIGIN'
                ? t('errors.FORBIDDEN_ORIGIN')
                : t('authErrors.signInFailed'),
      );
      setSubmitting(false);
    }
  }

  async function submitForgot(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setFormError(undefined);
    const parsed = checkResetRequest({ email });
    if (!parsed.ok) return setIssues(parsed.issues);
    setIssues({});
    setSubmitting(true);
    try {
      await requestPasswordReset(parsed.value.email, path('/reset-password'));
      toast.show(t('toast.resetLinkSent'));
      setMode('signin');
    } catch (error) {
      const code = errorCodeOf(error);
      setFormError(
        code === 'USER_NOT_FOUND'
          ? t('authErrors.noAccount')
          : code === 'RATE_LIMITED'
            ? t('authErrors.rateLimited')
            : code === 'FORBIDDEN_ORIGIN'
              ? t('errors.FORBIDDEN_ORIGIN')
              : t('authErrors.resetFailed'),
      );
    } finally {
      setSubmitting(false);
    }
  }

  const issue = (field: string) => (issues[field] ? t(`validation.${issues[field]}`) : undefined);

  function switchMode(next: 'signin' | 'forgot') {
    setMode(next);
    setIssues({});
    setFormError(undefined);
  }

  if (mode === 'forgot') {
    return (
      <div className="page-narrow">
        <div className="card auth-card">
          <h1>{t('auth.forgotTitle')}</h1>
          <p className="muted">{t('auth.forgotSubtitle')}</p>
          {/* Keyed forms: React must not reuse the mode-switch button as this form's submit button mid-click. */}
          <form key="forgot" className="form" noValidate onSubmit={(e) => void submitForgot(e)}>
            <TextField
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={issue('email')}
            />
            {formError && (
              <p className="alert alert-error" role="alert">
                {formError}
              </p>
            )}
            <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
              {submitting ? t('auth.sending') : t('auth.forgotButton')}
            </button>
            <button type="button" className="btn btn-ghost btn-block" onClick={() => switchMode('signin')}>
              {t('auth.backToSignIn')}
            </button>
          </form>
        </div>
      </div>
    );
  }

  return (
    <div className="page-narrow">
      <div className="card auth-card">
        <h1>{t('auth.signInTitle')}</h1>
        <p className="muted">{t('auth.signInSubtitle')}</p>
        <form key="signin" className="form" noValidate onSubmit={(e) => void submitSignIn(e)}>
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={issue('email')}
          />
          <PasswordField
            label={t('auth.password')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={issue('password')}
          />
          <button type="button" className="btn btn-ghost" onClick={() => switchMode('forgot')}>
            {t('auth.forgotLink')}
          </button>
          {formError && (
            <p className="alert alert-error" role="alert">
              {formError}
            </p>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
            {submitting ? t('auth.signingIn') : t('auth.signInButton')}
          </button>
          <GoogleButton mode="signin" onError={setFormError} />
        </form>
        <p className="auth-switch">
          {t('auth.noAccount')} <Link to={path('/signup')}>{t('nav.signUp')}</Link>
        </p>
      </div>
    </div>
  );
}
