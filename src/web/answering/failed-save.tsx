/**
 * Beside a question whose answer failed several saves in a row: says so, and sends it again on a click. The queue
 * keeps retrying in the background either way, so nothing is dropped; the button is for a student who sees the
 * connection is back before the browser does.
 */
import { RotateCcw } from 'lucide-react';
import { useTranslation } from '../i18n/i18n.ts';

export function FailedSave({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-error answer-failed" role="alert" data-testid="answer-failed">
      <span>{t('answering.failed')}</span> <RetryButton onRetry={onRetry} />
    </div>
  );
}

/** The button alone, for a page that already says why in its own words (the lesson quiz checks, not saves). */
export function RetryButton({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-secondary" onClick={onRetry} data-testid="answer-retry">
      <RotateCcw size={16} aria-hidden />
      {t('answering.retry')}
    </button>
  );
}

/** For Finish: which questions' answers are not saved, by their numbers, with one button to send them all again. */
export function UnsavedAnswers({ numbers, onRetry }: { numbers: readonly (string | number)[]; onRetry(): void }) {
  const { t } = useTranslation();
  if (numbers.length === 0) return null;
  return (
    <div className="alert alert-error answer-failed" role="alert" data-testid="answers-unsaved">
      <span>{t('answering.unsaved', { count: numbers.length, numbers: numbers.join(', ') })}</span>{' '}
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        <RotateCcw size={16} aria-hidden />
        {t('answering.retryAll')}
      </button>
    </div>
  );
}
