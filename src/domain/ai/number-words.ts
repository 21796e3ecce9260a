/**
 * Numbers written as words become digits, so "forty minutes", "40 minutes" and "fourty minutes" compare equal (only
 * where that is simple). Handles 0–999,999 ("two hundred and forty"), decimals ("one point three", "six and a half"),
 * ordinals ("the fifth", "twenty-first") and years read in pairs ("eighteen seventeen", "twenty fourteen").
 */
import { memoized } from './memo.ts';

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};
/**
 * The usual learner misspellings of number words, and teens and tens built as a learner builds them from the unit
 * ("fiveteen", "fivety").
 */
const MISSPELLINGS: Record<string, string> = {
  fourty: 'forty',
  threeteen: 'thirteen',
  fiveteen: 'fifteen',
  eightteen: 'eighteen',
  ninteen: 'nineteen',
  threety: 'thirty',
  fivety: 'fifty',
  ninty: 'ninety',
  nineth: 'ninth',
  twelth: 'twelfth',
  eigth: 'eighth',
  fith: 'fifth',
};
/** Misspellings one letter from a cardinal and from its ordinal ("eigth": "eight" or "eighth"), read as either. */
const CARDINAL_OR_ORDINAL: Record<string, number> = { eigth: 8 };
const SCALES = new Set(['hundred', 'thousand', 'million', 'billion']);

/** Every number word, spelled right. */
export const NUMBER_WORDS: readonly string[] = [
  ...Object.keys(UNITS),
  ...Object.keys(TENS),
  ...Object.keys(ORDINALS),
  ...SCALES,
];

/** Words whose meaning is a number: never "corrected" into another word by typo tolerance. */
export function isNumberToken(word: string): boolean {
  return (
    /^\d/.test(word) || word in UNITS || word in TENS || word in ORDINALS || word in MISSPELLINGS || SCALES.has(word)
  );
}

function ordinalSuffix(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  return ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
}

export function ordinalDigits(n: number): string {
  return `${n}${ordinalSuffix(n)}`;
}

/** One output token with its alternatives: "second" may be the ordinal (2nd) or a unit of time. */
export type NumberToken = readonly string[];

interface Run {
  value: number;
  ordinal: boolean;
  /** How many input words the number used. */
  length: number;
  words: string[];
}

function readRun(words: readonly string[], start: number): Run | undefined {
  let total = 0;
  let current = 0;
  let seen = false;
  let last: 'unit' | 'tens' | 'hundred' | 'thousand' | undefined;
  let i = start;
  const at = (k: number) => {
    const w = words[k];
    return w === undefined ? undefined : (MISSPELLINGS[w] ?? w);
  };
  for (;;) {
    const word = at(i);
    if (word === undefined) break;
    if (word === 'a' && !seen && (at(i + 1) === 'hundred' || at(i + 1) === 'thousand')) {
      current = 1;
      seen = true;
      last = 'unit';
      i++;
      continue;
    }
    if (word in UNITS) {
      const unit = UNITS[word] ?? 0;
      const joins = last === undefined || last === 'hundred' || last === 'thousand' || (last === 'tens' && unit < 10);
      if (seen && !joins) break;
      current += unit;
      last = 'unit';
    } else if (word in TENS) {
      if (seen && last !== 'hundred' && last !== 'thousand') break;
      current += TENS[word] ?? 0;
      last = 'tens';
    } else if (word === 'hundred' && seen && last !== 'hundred' && last !== 'thousand') {
      current = (current || 1) * 100;
      last = 'hundred';
    } else if (word === 'thousand' && seen && last !== 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
      last = 'thousand';
    } else if (word === 'and' && seen && (last === 'hundred' || last === 'thousand')) {
      const next = at(i + 1);
      if (next === undefined || !(next in UNITS || next in TENS)) break;
    } else if (word in ORDINALS) {
      const ordinal = ORDINALS[word] ?? 0;
      const joins = !seen || last === 'hundred' || last === 'thousand' || (last === 'tens' && ordinal < 10);
      if (!joins) break;
      return {
        value: total + current + ordinal,
        ordinal: true,
        length: i - start + 1,
        words: words.slice(start, i + 1),
      };
    } else {
      break;
    }
    seen = true;
    i++;
  }
  if (!seen) return undefined;
  let value = total + current;
  // "one point three", "six and a half"
  const digitWord = (k: number): number | undefined => {
    const w = at(k);
    const n = w === undefined ? undefined : UNITS[w];
    return n !== undefined && n < 10 ? n : undefined;
  };
  if (at(i) === 'point' && digitWord(i + 1) !== undefined) {
    let k = i + 1;
    let decimals = '';
    for (let d = digitWord(k); d !== undefined; d = digitWord(k)) {
      decimals += String(d);
      k++;
    }
    return { value: Number(`${value}.${decimals}`), ordinal: false, length: k - start, words: words.slice(start, k) };
  }
  if (at(i) === 'and' && at(i + 1) === 'a' && at(i + 2) === 'half') {
    value += 0.5;
    i += 3;
  }
  return { value, ordinal: false, length: i - start, words: words.slice(start, i) };
}

/**
 * Replaces number words with digits in a list of lower-case words. Single ordinal words keep their spelling as
 * an alternative ("second" → ["2nd", "second"]); everything else is one alternative.
 */
export function numbersToDigits(words: readonly string[]): NumberToken[] {
  const out: { alternatives: string[]; fromWords?: Run }[] = [];
  for (let i = 0; i < words.length;) {
    const run = readRun(words, i);
    if (!run) {
      out.push({ alternatives: [words[i] ?? ''] });
      i++;
      continue;
    }
    const digits = run.ordinal ? ordinalDigits(run.value) : String(run.value);
    const single = run.length === 1 ? (run.words[0] ?? '') : '';
    const cardinal = CARDINAL_OR_ORDINAL[single];
    const alternatives =
      cardinal !== undefined
        ? [String(cardinal), digits, MISSPELLINGS[single] ?? single]
        : run.ordinal && run.length === 1
          ? [digits, MISSPELLINGS[single] ?? single]
          : [digits];
    // A year read in two pairs: "eighteen seventeen" → 1817, "twenty fourteen" → 2014.
    const previous = out.at(-1);
    if (
      previous?.fromWords &&
      !previous.fromWords.ordinal &&
      !run.ordinal &&
      Number.isInteger(run.value) &&
      previous.fromWords.value >= 11 &&
      previous.fromWords.value <= 20 &&
      run.value >= 10 &&
      run.value <= 99
    ) {
      const year = previous.fromWords.value * 100 + run.value;
      out[out.length - 1] = { alternatives: [String(year)] };
      i += run.length;
      continue;
    }
    out.push({ alternatives, fromWords: run });
    i += run.length;
  }
  return out.map((t) => t.alternatives);
}

/**
 * The text in lower case with its number words as digits: "six or seven hours a week" is "6 or 7 hours a week",
 * "forty-three" 43, so a number compares with another however either is written.
 */
export const withDigits = memoized((text: string): string => {
  const list = text
    .toLowerCase()
    .replace(/(?<=[a-z])-(?=[a-z])/g, ' ')
    .match(/\d+(?:[.,]\d+)?|[a-z]+|[^\s\da-z]/g);
  return numbersToDigits(list ?? [])
    .map((t) => t[0] ?? '')
    .join(' ');
}, 5_000);
