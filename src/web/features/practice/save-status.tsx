/**
 * Shows a failed save (one message for practice and the mock exam, similar ones for listening and reading) while the
 * answer queue keeps retrying, and an answer the server refused for good with the reason; nothing is dropped silently.
 */
import { useTranslation } from '../../i18n/i18n.ts';
import type { QuizKind } from '../../../domain/api/practice-schema.ts';
import type { ApiError } from '../../api/client.ts';
import { RefusedSave } from '../../answering/refused-save.tsx';

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
  refused,
}: {
  kind: QuizKind;
  failing: boolean;
  pendingCount: number;
  /** The server refused an answer for good (signed out, session finished, already answered): say why. */
  refused?: ApiError | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      {failing && (
        <p className="alert alert-error save-status" role="alert" data-testid="save-failed">
          {t(MESSAGE[kind])} {pendingCount > 0 && t('practice.retrying')}
        </p>
      )}
      <RefusedSave error={refused} />
    </>
  );
}
