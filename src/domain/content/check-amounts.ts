/** Rule: the curriculum reaches the required amounts (REQUIRED_AMOUNTS); authors pass `--allow-short` while writing. */
import type { ContentProblem } from './content-problem.ts';
import { REQUIRED_AMOUNTS, type ContentCounts, type RequiredAmount } from './count-content.ts';

const AMOUNTS: Record<RequiredAmount, { label: string; where: string }> = {
  topics: { label: 'grammar topics', where: 'grammar' },
  grammarQuestions: { label: 'grammar questions', where: 'grammar' },
  listeningTests: { label: 'listening tests', where: 'listening' },
  readingTests: { label: 'reading tests', where: 'reading' },
  writingPrompts: { label: 'writing prompts', where: 'writing' },
};

export function amountLabel(amount: RequiredAmount): string {
  return AMOUNTS[amount].label;
}

export function shortAmounts(counts: ContentCounts): RequiredAmount[] {
  return (Object.keys(REQUIRED_AMOUNTS) as RequiredAmount[]).filter((a) => counts[a] < REQUIRED_AMOUNTS[a]);
}

export function checkAmounts(counts: ContentCounts): ContentProblem[] {
  return shortAmounts(counts).map((amount) => ({
    code: 'too-few-items',
    where: AMOUNTS[amount].where,
    detail: `${counts[amount]} ${AMOUNTS[amount].label}, at least ${REQUIRED_AMOUNTS[amount]} needed`,
  }));
}
