/**
 * The offline dashboard advice, one sentence from the right and wrong counts in grammar, listening and reading: an area
 * never tried comes first, otherwise the area with the highest error rate; no answers at all gives the no-data
 * sentence.
 */
import type { Language } from '../language.ts';
import type { DashboardCounts } from './dashboard-prompt.ts';
import { OFFLINE_TEXTS, type PracticeArea } from './offline-texts.ts';

const AREAS: readonly PracticeArea[] = ['grammar', 'listening', 'reading'];

export function dashboardAdviceOffline(counts: DashboardCounts, language: Language): string {
  const t = OFFLINE_TEXTS[language].dashboard;
  const total = (area: PracticeArea) => counts[area].correct + counts[area].incorrect;
  if (AREAS.every((area) => total(area) === 0)) return t.noData;
  const untried = AREAS.find((area) => total(area) === 0);
  if (untried) return t.untried(untried);
  const rate = (area: PracticeArea) => counts[area].incorrect / total(area);
  const weakest =
    [...AREAS].sort((a, b) => rate(b) - rate(a) || counts[b].incorrect - counts[a].incorrect)[0] ?? 'grammar';
  if (counts[weakest].incorrect === 0) return t.noMistakes;
  return t.weakest(weakest, counts[weakest].incorrect, total(weakest));
}
