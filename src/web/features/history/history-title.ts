/**
 * The title an attempt is shown with: mock exams by their model, the diagnostic by its own name, the rest (the daily
 * challenge included: its topic) by their menu title.
 */
import type { TFunction } from '../../i18n/i18n.ts';
import type { HistoryAttempt } from '../../../domain/api/progress-schema.ts';
import type { Language } from '../../../domain/language.ts';
import { pick } from '../../ui/localized.ts';

export function attemptTitle(attempt: HistoryAttempt, language: Language, t: TFunction): string {
  if (attempt.kind === 'mock_exam')
    return t(attempt.slug === 'mock-exam-new' ? 'history.mockNew' : 'history.mockClassic');
  if (attempt.kind === 'diagnostic') return t('history.diagnosticTitle');
  return pick(attempt.title, language);
}
