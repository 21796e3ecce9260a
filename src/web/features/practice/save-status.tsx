/**
 * Shows a failed save (spec §8: one message for practice and the mock exam, similar ones for listening and reading)
 * while the answer queue keeps retrying; nothing is dropped silently.
 */
import { useTranslation } from 'react-i18next';
import type { QuizKind } from '../../../domain/api/practice-schema.ts';

const MESSAGE = {
  listening: 'practice.saveFailedListening',
  reading: 'practice.saveFailedReading',
  grammar: 'practice.saveFailed',
  mock_exam: 'practice.saveFailed',
} as const satisfies Record<QuizKind, string>;

export function SaveStatus({
  kind,
  failing,
  pendingCount,
}: {
  kind: QuizKind;
  failing: boolean;
  pendingCount: number;
}) {
  const { t } = useTranslation();
  if (!failing) return null;
  return (
    <p className="alert alert-error save-status" role="alert" data-testid="save-failed">
      {t(MESSAGE[kind])} {pendingCount > 0 && t('practice.retrying')}
    </p>
  );
}
