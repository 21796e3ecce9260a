/**
 * Rule: the bank's DİM-style combination items cannot be answered from the shape of their options. Each item
 * lists 4 or 5 numbered candidates and mixes 2- and 3-number options whose numbers are all candidates; over the
 * whole bank, no guessing rule of combination-guessing.ts points at the key more often than chance + 10 points
 * (a student would pick that option) or less often than chance − 10 points (a student would rule it out first).
 * The bank-wide figures are only judged from MIN_ITEMS_TO_JUDGE items on; below that they are noise.
 */
import type { ContentDraft } from './content.ts';
import { measureCombinationGuessing, type CombinationGuessing } from './combination-guessing.ts';
import type { ContentProblem } from './content-problem.ts';
import { isCombinationItem } from './is-combination-item.ts';
import type { GrammarQuestion } from './schema.ts';

export const GUESSING_MARGIN = 0.1;
export const MIN_ITEMS_TO_JUDGE = 40;
const CANDIDATES = { min: 4, max: 5 };

export function combinationItems(
  content: Pick<ContentDraft, 'topics'>,
): { where: string; question: GrammarQuestion }[] {
  return content.topics.flatMap((topic) =>
    topic.questions
      .filter(isCombinationItem)
      .map((question) => ({ where: `grammar/${topic.id}/${question.id}`, question })),
  );
}

/** The numbers of the candidates listed on their own lines ("1. have"). */
export function candidateNumbers(question: string): number[] {
  return [...question.matchAll(/^\s*(\d+)[.)]\s/gm)].map((m) => Number(m[1]));
}

function shapeProblems(where: string, question: GrammarQuestion): ContentProblem[] {
  if (question.type !== 'mc') return [];
  const candidates = candidateNumbers(question.question);
  const problems: string[] = [];
  if (candidates.length < CANDIDATES.min || candidates.length > CANDIDATES.max) {
    problems.push(`${candidates.length} numbered candidates (expected ${CANDIDATES.min} or ${CANDIDATES.max})`);
  }
  const sizes = new Set(question.options.map((o) => (o.match(/\d+/g) ?? []).length));
  if (!(sizes.has(2) && sizes.has(3))) problems.push('options do not mix 2-number and 3-number combinations');
  const unknown = question.options.filter((o) => (o.match(/\d+/g) ?? []).some((n) => !candidates.includes(Number(n))));
  if (unknown.length > 0) problems.push(`option(s) ${unknown.map((o) => `"${o}"`).join(', ')} name no candidate`);
  return problems.map((detail) => ({ code: 'combination-shape', where, detail }));
}

/** The bank-wide problems of a measurement: each guessing rule outside chance ± the margin. */
export function guessingProblems(measured: CombinationGuessing): ContentProblem[] {
  if (measured.items < MIN_ITEMS_TO_JUDGE) return [];
  const percent = (x: number): string => `${(x * 100).toFixed(1)}%`;
  return measured.rules.flatMap((rule) => {
    const above = rule.rate > measured.chance + GUESSING_MARGIN;
    const below = rule.rate < measured.chance - GUESSING_MARGIN;
    if (!above && !below) return [];
    const advice = above ? 'picking it' : 'ruling it out';
    return [
      {
        code: 'combination-guessable' as const,
        where: 'grammar',
        detail:
          `in ${percent(rule.rate)} of ${measured.items} combination items the key is ${rule.label} ` +
          `(chance ${percent(measured.chance)}): ${advice} beats chance by more than ${GUESSING_MARGIN * 100} points`,
      },
    ];
  });
}

export function checkCombinationItems(content: ContentDraft): ContentProblem[] {
  const items = combinationItems(content);
  return [
    ...items.flatMap(({ where, question }) => shapeProblems(where, question)),
    ...guessingProblems(measureCombinationGuessing(items.map((i) => i.question))),
  ];
}
