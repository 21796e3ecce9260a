/** Change password, for password accounts only; needs a recent sign-in. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { MIN_PASSWORD_LENGTH } from '../../../domain/auth/credentials.ts';
import { errorCodeOf } from '../../api/client.ts';
import { PasswordField } from '../../ui/form-fields.tsx';
import { FlashMessage, useFlash } from '../../ui/use-flash.tsx';
import { changePassword } from '../../api/auth.ts';

export function ChangePasswordCard() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [flash, showFlash] = useFlash();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    if (next.length < MIN_PASSWORD_LENGTH) return setError(t('validation.passwordTooShort'));
    if (!current) return setError(t('validation.required'));
    setError(undefined);
    setSaving(true);
    try {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      showFlash(t('profile.messages.passwordChanged'));
    } catch (e) {
      const code = errorCodeOf(e);
      showFlash(
        code === 'WEAK_PASSWORD'
          ? t('validation.passwordTooShort')
          : code === 'RECENT_LOGIN_REQUIRED'
            ? t('profile.messages.recentLoginRequired')
            : t('profile.messages.passwordChangeFailed'),
        'error',
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="card" aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('profile.changePasswordTitle')}</h2>
      <form className="form" noValidate onSubmit={(e) => void submit(e)}>
        <PasswordField
          label={t('auth.currentPassword')}
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <PasswordField
          label={t('auth.newPassword')}
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          error={error}
        />
        <FlashMessage flash={flash} />
        <button type="submit" className="btn btn-primary" disabled={saving || next === ''}>
          {saving ? t('profile.changingPassword') : t('profile.changePasswordButton')}
        </button>
      </form>
    </section>
  );
}
