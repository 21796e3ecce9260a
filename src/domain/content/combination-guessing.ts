/**
 * How well a student who knows no grammar can answer the bank's combination items ("A) 1, 2  B) 1, 3, 4") from
 * the shape of the options alone. Each guessing rule points at one option of an item from how often each number
 * appears across the item's options, or from how many numbers an option has. A rule helps a student when the
 * option it points at is the key more often than chance (pick it) or less often than chance (rule it out first).
 *
 * A rule that points at several options equally (a tie) is counted as a random pick among them, so a rule that
 * sees no difference between the options scores exactly chance on that item.
 */
import type { GrammarQuestion } from './schema.ts';

export interface GuessingRule {
  id: string;
  /** What a student would do, in words, for the content check's report. */
  label: string;
  /** The indices of the options the rule points at, equally. */
  pick: (options: readonly (readonly number[])[]) => number[];
}

export interface RuleRate {
  id: string;
  label: string;
  /** The share of items (0 to 1) in which the option the rule points at is the key. */
  rate: number;
}

export interface CombinationGuessing {
  items: number;
  /** A random pick's share of right answers: the mean of 1 / number of options. */
  chance: number;
  rules: RuleRate[];
}

function numbersOf(option: string): number[] {
  return (option.match(/\d+/g) ?? []).map(Number);
}

/** The indices whose score is the highest (or, with `lowest`, the lowest). */
function extremes(scores: readonly number[], lowest: boolean): number[] {
  const target = lowest ? Math.min(...scores) : Math.max(...scores);
  // Means of small whole numbers: compare with a tolerance so 5/3 equals 5/3 whatever the order of operations.
  return scores.flatMap((score, i) => (Math.abs(score - target) < 1e-9 ? [i] : []));
}

/** How many of the options contain each number. */
function frequencies(options: readonly (readonly number[])[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const option of options) for (const n of new Set(option)) counts.set(n, (counts.get(n) ?? 0) + 1);
  return counts;
}

function meanFrequency(options: readonly (readonly number[])[]): number[] {
  const counts = frequencies(options);
  return options.map((o) => o.reduce((sum, n) => sum + (counts.get(n) ?? 0), 0) / Math.max(o.length, 1));
}

function sumFrequency(options: readonly (readonly number[])[]): number[] {
  const counts = frequencies(options);
  return options.map((o) => o.reduce((sum, n) => sum + (counts.get(n) ?? 0), 0));
}

/**
 * The option made of the most frequent numbers: for an option of k numbers, its numbers are k of the most
 * frequent ones (ties in frequency allowed), the option the bank's old items never made the key.
 */
function madeOfMostFrequent(options: readonly (readonly number[])[]): number[] {
  const counts = frequencies(options);
  const sorted = [...counts.values()].sort((a, b) => b - a);
  return options.flatMap((o, i) => {
    const own = o.map((n) => counts.get(n) ?? 0).sort((a, b) => b - a);
    return own.every((c, k) => c === sorted[k]) ? [i] : [];
  });
}

/** The option whose count of numbers no other option shares (e.g. the one 3-number option among 2-number ones). */
function oddSize(options: readonly (readonly number[])[]): number[] {
  const sizes = options.map((o) => o.length);
  const single = options.flatMap((o, i) => (sizes.filter((s) => s === o.length).length === 1 ? [i] : []));
  return single.length === 1 ? single : options.map((_, i) => i);
}

export const GUESSING_RULES: readonly GuessingRule[] = [
  {
    id: 'most-frequent-numbers',
    label: 'the option whose numbers appear most often',
    pick: (o) => extremes(meanFrequency(o), false),
  },
  {
    id: 'least-frequent-numbers',
    label: 'the option whose numbers appear least often',
    pick: (o) => extremes(meanFrequency(o), true),
  },
  {
    id: 'highest-frequency-total',
    label: 'the option with the highest total of appearances',
    pick: (o) => extremes(sumFrequency(o), false),
  },
  {
    id: 'lowest-frequency-total',
    label: 'the option with the lowest total of appearances',
    pick: (o) => extremes(sumFrequency(o), true),
  },
  { id: 'made-of-most-frequent', label: 'the option made of the most frequent numbers', pick: madeOfMostFrequent },
  {
    id: 'most-numbers',
    label: 'the option with the most numbers',
    pick: (o) =>
      extremes(
        o.map((x) => x.length),
        false,
      ),
  },
  {
    id: 'fewest-numbers',
    label: 'the option with the fewest numbers',
    pick: (o) =>
      extremes(
        o.map((x) => x.length),
        true,
      ),
  },
  { id: 'odd-size', label: 'the only option with its count of numbers', pick: oddSize },
];

/** The share of right answers of each guessing rule over the given combination items. */
export function measureCombinationGuessing(items: readonly GrammarQuestion[]): CombinationGuessing {
  const mc = items.flatMap((q) => (q.type === 'mc' ? [q] : []));
  const rates = GUESSING_RULES.map(() => 0);
  let chance = 0;
  for (const q of mc) {
    const options = q.options.map(numbersOf);
    const key = q.options.indexOf(q.answer);
    chance += 1 / q.options.length;
    GUESSING_RULES.forEach((rule, r) => {
      const picked = rule.pick(options);
      if (picked.includes(key)) rates[r] = (rates[r] ?? 0) + 1 / picked.length;
    });
  }
  const n = Math.max(mc.length, 1);
  return {
    items: mc.length,
    chance: chance / n,
    rules: GUESSING_RULES.map((rule, r) => ({ id: rule.id, label: rule.label, rate: (rates[r] ?? 0) / n })),
  };
}
