/** /reset-password?token=…: the page the reset email links to (better-auth redirects here with the token). */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { checkNewPassword, type FieldIssue } from '../../../domain/auth/credentials.ts';
import { errorCodeOf } from '../../api/client.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { PasswordField } from '../../ui/form-fields.tsx';
import { useToast } from '../../ui/toast.tsx';
import { resetPassword } from '../../api/auth.ts';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { path } = useLanguage();
  const toast = useToast();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token');
  const [password, setPassword] = useState('');
  const [issues, setIssues] = useState<Record<string, FieldIssue>>({});
  const [formError, setFormError] = useState<string>();
  const [invalidLink, setInvalidLink] = useState(!token || search.has('error'));
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting || !token) return;
    setFormError(undefined);
    const parsed = checkNewPassword({ password });
    if (!parsed.ok) return setIssues(parsed.issues);
    setIssues({});
    setSubmitting(true);
    try {
      await resetPassword(token, parsed.value.password);
      toast.show(t('toast.passwordReset'));
      void navigate(path('/signin'), { replace: true });
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'INVALID_RESET_TOKEN') setInvalidLink(true);
      else setFormError(t(`errors.${code}`));
      setSubmitting(false);
    }
  }

  return (
    <div className="page-narrow">
      <div className="card auth-card">
        <h1>{t('auth.resetTitle')}</h1>
        {invalidLink ? (
          <>
            <p className="alert alert-error" role="alert">
              {t('auth.resetInvalidLink')}
            </p>
            <p className="auth-switch">
              <Link to={path('/signin')}>{t('auth.requestNewLink')}</Link>
            </p>
          </>
        ) : (
          <>
            <p className="muted">{t('auth.resetSubtitle')}</p>
            <form className="form" noValidate onSubmit={(e) => void submit(e)}>
              <PasswordField
                label={t('auth.newPassword')}
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={issues.password ? t(`validation.${issues.password}`) : undefined}
              />
              {formError && (
                <p className="alert alert-error" role="alert">
                  {formError}
                </p>
              )}
              <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
                {t('auth.resetButton')}
              </button>
            </form>
          </>
        )}
      </div>
    </div>
  );
}
