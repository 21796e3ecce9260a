/**
 * Time spent on an attempt, written the same way on every page: the server rounds to whole minutes
 * (src/domain/progress/time-spent-minutes.ts) and 0, an attempt under half a minute, reads '< 1 min' rather than
 * '0 minutes'.
 */
import type { TFunction } from '../i18n/i18n.ts';

export function timeSpentText(t: TFunction, minutes: number): string {
  return minutes < 1 ? t('common.timeSpentUnderOne') : t('common.timeSpent', { count: minutes });
}
