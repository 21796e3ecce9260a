/**
 * An answer the server refused for good (signed out, the session finished, a question of the mock exam in progress):
 * says why, in place of silence, on every page that saves answers. A refused answer is not kept; unless it waits for
 * the mock exam, the student can give it again.
 */
import { Link } from 'react-router';
import { useTranslation } from '../i18n/i18n.ts';
import type { ApiError } from '../api/client.ts';
import { useLanguage } from '../i18n/language.tsx';

export function RefusedSave({ error }: { error: ApiError | undefined }) {
  const { t } = useTranslation();
  const { path } = useLanguage();
  if (!error) return null;
  return (
    <p className="alert alert-error save-status" role="alert" data-testid="save-refused">
      {t('answering.refused', { reason: t(`errors.${error.code}`) })}{' '}
      {error.code !== 'EXAM_IN_PROGRESS' && t('answering.chooseAgain')}{' '}
      {error.code === 'UNAUTHENTICATED' && <Link to={path('/signin')}>{t('nav.signIn')}</Link>}
    </p>
  );
}
