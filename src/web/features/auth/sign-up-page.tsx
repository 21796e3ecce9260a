/** /signup: email, password, confirm password, Google sign-up (spec §2, §4, §5, §8). */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { fieldIssues, signUpSchema, type FieldIssue } from '../../../domain/auth/credentials.ts';
import { errorCodeOf } from '../../api/client.ts';
import { useLanguage } from '../../app/language.tsx';
import { afterSignUpPath } from '../../app/pages.ts';
import { PasswordField, TextField } from '../../ui/form-fields.tsx';
import { signUp } from './api.ts';
import { GoogleButton, googleErrorKey, googleReturn } from './google-button.tsx';
import { useAfterAuth } from './use-after-auth.ts';

export default function SignUpPage() {
  const { t } = useTranslation();
  const { path } = useLanguage();
  const afterAuth = useAfterAuth();
  const [search, setSearch] = useSearchParams();
  const [values, setValues] = useState({ email: '', password: '', confirmPassword: '' });
  const [issues, setIssues] = useState<Record<string, FieldIssue>>({});
  const [googleResult] = useState(() => googleReturn(search));
  const [formError, setFormError] = useState<string | undefined>(() =>
    googleResult.kind === 'error' ? t(googleErrorKey(googleResult.reason, 'signup')) : undefined,
  );
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (googleResult.kind === 'error') setSearch({}, { replace: true });
  }, [googleResult, setSearch]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setFormError(undefined);
    const parsed = signUpSchema.safeParse(values);
    if (!parsed.success) return setIssues(fieldIssues(parsed.error));
    setIssues({});
    setSubmitting(true);
    try {
      await signUp(parsed.data.email, parsed.data.password);
      await afterAuth(t('toast.accountCreated'), afterSignUpPath());
    } catch (error) {
      const code = errorCodeOf(error);
      setFormError(
        code === 'EMAIL_EXISTS'
          ? t('authErrors.emailExists')
          : code === 'WEAK_PASSWORD'
            ? t('validation.passwordTooShort')
            : code === 'RATE_LIMITED'
              ? t('authErrors.rateLimited')
              : code === 'FORBIDDEN_ORIGIN'
                ? t('errors.FORBIDDEN_ORIGIN')
                : t('authErrors.signUpFailed'),
      );
      setSubmitting(false);
    }
  }

  const issue = (field: string) => (issues[field] ? t(`validation.${issues[field]}`) : undefined);
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  return (
    <div className="page-narrow">
      <div className="card auth-card">
        <h1>{t('auth.signUpTitle')}</h1>
        <p className="muted">{t('auth.signUpSubtitle')}</p>
        <form className="form" noValidate onSubmit={(e) => void submit(e)}>
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={set('email')}
            error={issue('email')}
          />
          <PasswordField
            label={t('auth.password')}
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
            error={issue('password')}
          />
          <PasswordField
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            error={issue('confirmPassword')}
          />
          {formError && (
            <p className="alert alert-error" role="alert">
              {formError}
            </p>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
            {submitting ? t('auth.signingUp') : t('auth.signUpButton')}
          </button>
          <GoogleButton mode="signup" onError={setFormError} />
        </form>
        <p className="auth-switch">
          {t('auth.haveAccount')} <Link to={path('/signin')}>{t('nav.signIn')}</Link>
        </p>
      </div>
    </div>
  );
}
