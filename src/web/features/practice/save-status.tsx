/** Shows a failed save (spec §8) while the answer queue keeps retrying; nothing is dropped silently. */
import { useTranslation } from 'react-i18next';

export function SaveStatus({ failing, pendingCount }: { failing: boolean; pendingCount: number }) {
  const { t } = useTranslation();
  if (!failing) return null;
  return (
    <p className="alert alert-error save-status" role="alert" data-testid="save-failed">
      {t('practice.saveFailed')} {pendingCount > 0 && t('practice.retrying')}
    </p>
  );
}
