/**
 * Small spelling mistakes in a student's written answer, which the offline judge forgives in open answers. Only a slip
 * of one letter in a word of five or more letters counts, and never one that turns the word into another grammatical
 * form of the same word ("loves" for "loved") or another number.
 */
import { isUnknownWord, type EnglishLexicon } from '../text/english-lexicon.ts';
import { memoized } from './memo.ts';
import { isNumberToken } from './number-words.ts';

/**
 * Optimal-string-alignment Damerau–Levenshtein distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each cost 1. Stops early and returns `limit + 1` once the distance must exceed `limit`.
 */
export function damerauLevenshtein(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previousPrevious[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * Endings that make another form of the same word (plural or 3rd person, past, participle, comparison, adverb),
 * each with the form it makes: "-es" and "-s" make the same form, so "houres" is a misspelt "hours", not another form.
 */
const INFLECTIONS: readonly (readonly [ending: string, form: string])[] = [
  ['ing', 'ing'],
  ['ies', 's'],
  ['ied', 'ed'],
  ['est', 'est'],
  ['es', 's'],
  ['ed', 'ed'],
  ['er', 'er'],
  ['en', 'en'],
  ['ly', 'ly'],
  ['s', 's'],
  ['d', 'ed'],
  ['n', 'en'],
  ['r', 'er'],
];

function stemOf(word: string): { stem: string; form: string } {
  for (const [ending, form] of INFLECTIONS) {
    // "glass", "bus", "tennis" end in s without being plurals.
    if (ending === 's' && /(ss|us|is)$/.test(word)) continue;
    // A lone d, n or r is an ending only after e or w ("loved", "seen", "grown", "larger"): "Hermann" is a name.
    if (ending.length === 1 && ending !== 's' && !/[ew]$/.test(word.slice(0, -1))) continue;
    if (word.length - ending.length >= 3 && word.endsWith(ending)) return { stem: word.slice(0, -ending.length), form };
  }
  return { stem: word, form: '' };
}

/** "loves"/"loved", "walks"/"walked", "taller"/"tallest": the same word in two different forms. */
export function isOtherFormOfSameWord(a: string, b: string): boolean {
  if (a === b) return false;
  const formA = stemOf(a);
  const formB = stemOf(b);
  if (formA.stem === formB.stem) return formA.form !== formB.form;
  return formA.stem === b || formB.stem === a;
}

/**
 * Whether `given` is `expected` with one slip of the keyboard: the expected word has at least 5 letters, the
 * distance is 1, neither is a number, and the two are not different forms of one word.
 */
export function isSmallTypo(given: string, expected: string): boolean {
  if (given === expected) return false;
  if (expected.length < 5 || given.length < 4) return false;
  if (/\d/.test(given) || /\d/.test(expected) || isNumberToken(given) || isNumberToken(expected)) return false;
  if (damerauLevenshtein(given, expected, 1) > 1) return false;
  return !isOtherFormOfSameWord(given, expected);
}

/** Edits forgiven in a word the lexicon does not know: one up to 7 letters, two from 8 ("enviroment", "beautifull"). */
export function slipAllowance(expected: string): number {
  return expected.length >= 8 ? 2 : 1;
}

/**
 * The word as it sounds more than as it is spelled, for the letters learners confuse: doubled letters written once
 * or twice ("poluted", "beautifull"), c/k/q, ph/f, w/v, th/t, y/i, a silent final e ("glas", "plastik", "rekomend").
 */
export const spellingKey: (word: string) => string = memoized(soundKey);

function soundKey(word: string): string {
  return word
    .toLowerCase()
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/[cq]/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/w/g, 'v')
    .replace(/th/g, 't')
    .replace(/y/g, 'i')
    .replace(/(.)\1+/g, '$1')
    .replace(/(?<=..)e$/, '');
}

/**
 * Real words learners write for another real word that sounds the same ("there" for "their", "rode" for "road",
 * "by" for "buy"). Number words are left out: "for" is never "four".
 */
const SOUND_ALIKE: readonly (readonly string[])[] = [
  ['there', 'their', "they're"],
  ['to', 'too'],
  ['by', 'buy', 'bye'],
  ['road', 'rode', 'rowed'],
  ['weather', 'whether'],
  ['whole', 'hole'],
  ['hear', 'here'],
  ['know', 'no'],
  ['knew', 'new'],
  ['right', 'write'],
  ['see', 'sea'],
  ['meet', 'meat'],
  ['week', 'weak'],
  ['peace', 'piece'],
  ['where', 'wear'],
  ['its', "it's"],
  ['your', "you're"],
  ['quite', 'quiet'],
  ['lose', 'loose'],
  ['brake', 'break'],
  ['son', 'sun'],
  ['sale', 'sail'],
  ['tale', 'tail'],
  ['wait', 'weight'],
  ['flour', 'flower'],
  ['mail', 'male'],
  ['pair', 'pear'],
  ['plain', 'plane'],
  ['hour', 'our'],
  ['made', 'maid'],
  ['wood', 'would'],
  ['steal', 'steel'],
  ['fair', 'fare'],
  ['bored', 'board'],
  ['through', 'threw'],
  ['allowed', 'aloud'],
  ['passed', 'past'],
  ['principal', 'principle'],
  ['stationary', 'stationery'],
  ['desert', 'dessert'],
];

const soundAlike = new Map<string, ReadonlySet<string>>();
for (const group of SOUND_ALIKE) for (const word of group) soundAlike.set(word, new Set(group));

/** Whether two real words sound the same and learners write one for the other. */
export function isSoundAlike(given: string, expected: string): boolean {
  return given !== expected && (soundAlike.get(expected)?.has(given) ?? false);
}

/**
 * Whether `given` is a slip for `expected`: a small typo as above, a word that sounds the same ("rode" for "road"),
 * or, when the lexicon says `given` is no English word, a word of 3 or more letters within the slip allowance of it,
 * as written or as it sounds ("flim" for "film", "holl" for "hall", "enviroment" for "environment", "plastik" for
 * "plastic"). Another real word is otherwise never a slip ("hill" is not "hall"), nor is another form of the same
 * word ("walks" for "walked").
 */
export function isSlipFor(given: string, expected: string, lexicon: EnglishLexicon): boolean {
  if (isSmallTypo(given, expected) || isSoundAlike(given, expected)) return true;
  if (given === expected || expected.length < 3 || given.length < 3) return false;
  if (/\d/.test(given) || /\d/.test(expected) || isNumberToken(expected)) return false;
  if (!isUnknownWord(given, lexicon) && !isRareBeside(given, expected, lexicon)) return false;
  if (isOtherFormOfSameWord(given, expected)) return false;
  // A three-letter word allows one changed letter, not the first ("mai" for "may", but not "bay"), or one more
  // letter in a real word far rarer than it ("bead" for "bed").
  if (expected.length === 3)
    return (
      given[0] === expected[0] &&
      (given.length === 3 || (given.length === 4 && !isUnknownWord(given, lexicon))) &&
      damerauLevenshtein(given, expected, 1) <= 1
    );
  const allowance = slipAllowance(expected);
  if (damerauLevenshtein(given, expected, allowance) <= allowance) return true;
  // A long word cut short where a learner's own language ends it ("psycholog" for "psychologist").
  if (given.length >= 6 && expected.startsWith(given) && expected.length - given.length <= 3) return true;
  const key = spellingKey(expected);
  if (key.length >= 3 && damerauLevenshtein(spellingKey(given), key, allowance) <= allowance) return true;
  return isUnknownWord(given, lexicon) && sameConsonants(given, expected);
}

/** The word as its sound key with each run of vowels as one mark: "mounths" and "months" are both "m*nts". */
export const consonantFrame: (word: string) => string = memoized(frameOf);

function frameOf(word: string): string {
  // A w after a vowel and before a vowel or r is part of the vowel's sound ("howers" is heard as "hours").
  return spellingKey(word.replace(/(?<=[aeiou])w(?=[aeiour]|$)/g, 'u')).replace(/[aeiou]+/g, '*');
}

/**
 * The vowels a learner hears differently ("mounths", "therd", "wiks", "chempionship"), with the consonants as in
 * the word: from the same first sound, and with at least two consonants so that the frame says something.
 */
function sameConsonants(given: string, expected: string): boolean {
  const frame = consonantFrame(expected);
  // The same first sound, as written or heard ("keyk" for "cake").
  const sameStart = given[0] === expected[0] || spellingKey(given)[0] === spellingKey(expected)[0];
  return sameStart && frame.replace(/\*/g, '').length >= 2 && consonantFrame(given) === frame;
}

/** Past this frequency rank a word is rare enough to be a slip for a common one ("fud" for "food"). */
export const RARE_RANK = 30_000;
/** Words this common are what a learner meant when they wrote a rare look-alike. */
export const COMMON_RANK = 10_000;

/**
 * Past this rank a word ten times further down the list than a look-alike is taken for a slip of it: "tee" (11,000th)
 * for "tea" (1,200th), "wen" for "when", "bead" for "bed", one letter off; but "ant" (6,600th) stays no "aunt", nor
 * "hill" "hall", nor "grandmaster" (two letters off) "grandfather".
 */
export const RARER_RANK = 8_000;
export const RARER_FACTOR = 10;

/** `given` is on the word list but far down it, and `expected` is a common word, or one far more common. */
export function isRareBeside(given: string, expected: string, lexicon: EnglishLexicon): boolean {
  const rankOfGiven = lexicon.rank(given);
  const rankOfExpected = lexicon.rank(expected);
  if (rankOfGiven === undefined || rankOfExpected === undefined) return false;
  return (
    (rankOfGiven > RARE_RANK && rankOfExpected < COMMON_RANK) ||
    (rankOfGiven > RARER_RANK &&
      rankOfGiven > RARER_FACTOR * rankOfExpected &&
      damerauLevenshtein(given, expected, 1) <= 1)
  );
}
