/**
 * /signup: first name (optional), email, password, confirm password, grade (optional), Google sign-up. The first
 * name becomes the account's display name; the grade is saved to the new profile right after the account exists.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link, useSearchParams } from 'react-router';
import { checkSignUp, type FieldIssue } from '../../../domain/auth/credentials.ts';
import type { Grade } from '../../../domain/profile/profile-rules.ts';
import { errorCodeOf } from '../../api/client.ts';
import { updateProfile } from '../../api/profile.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { AFTER_SIGN_UP_PATH } from './after-auth-paths.ts';
import { PasswordField, TextField } from '../../ui/form-fields.tsx';
import { GradeSelect } from '../../ui/grade-select.tsx';
import { signUp } from '../../api/auth.ts';
import { GoogleButton, googleErrorKey, googleReturn } from './google-button.tsx';
import { useAfterAuth } from './use-after-auth.ts';

export default function SignUpPage() {
  const { t } = useTranslation();
  const { path } = useLanguage();
  const afterAuth = useAfterAuth();
  const [search, setSearch] = useSearchParams();
  const [values, setValues] = useState({ firstName: '', email: '', password: '', confirmPassword: '' });
  const [grade, setGrade] = useState<Grade | null>(null);
  const [issues, setIssues] = useState<Record<string, FieldIssue>>({});
  const [googleResult] = useState(() => googleReturn(search));
  const [formError, setFormError] = useState<string | undefined>(() =>
    googleResult.kind === 'error' ? t(googleErrorKey(googleResult.reason, 'signup')) : undefined,
  );
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (googleResult.kind === 'error') setSearch({}, { replace: true });
  }, [googleResult, setSearch]);

  function failureMessage(error: unknown): string {
    const code = errorCodeOf(error);
    if (code === 'EMAIL_EXISTS') return t('authErrors.emailExists');
    if (code === 'WEAK_PASSWORD') return t('validation.passwordTooShort');
    if (code === 'RATE_LIMITED') return t('authErrors.rateLimited');
    if (code === 'FORBIDDEN_ORIGIN') return t('errors.FORBIDDEN_ORIGIN');
    return t('authErrors.signUpFailed');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setFormError(undefined);
    const parsed = checkSignUp({ ...values, grade });
    if (!parsed.ok) return setIssues(parsed.issues);
    setIssues({});
    setSubmitting(true);
    try {
      await signUp(parsed.value.email, parsed.value.password, parsed.value.firstName);
    } catch (error) {
      setFormError(failureMessage(error));
      setSubmitting(false);
      return;
    }
    // The account exists and the student is signed in; a grade that fails to save can still be set in the profile.
    if (parsed.value.grade !== null) await updateProfile({ grade: parsed.value.grade }).catch(() => undefined);
    try {
      await afterAuth(t('toast.accountCreated'), AFTER_SIGN_UP_PATH);
    } catch (error) {
      setFormError(failureMessage(error));
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
            label={t('auth.firstName')}
            autoComplete="given-name"
            value={values.firstName}
            onChange={set('firstName')}
            error={issue('firstName')}
            maxLength={80}
          />
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
          <GradeSelect
            id="signup-grade"
            label={t('auth.grade')}
            noneLabel={t('auth.gradeNotSaid')}
            value={grade}
            onChange={setGrade}
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
