/**
 * Turns a written answer into comparable tokens (DESIGN.md §6 offline judge): case, spacing and punctuation are
 * ignored, contractions are expanded ("don't" = "do not", "'ve" = "have"), curly apostrophes are straightened,
 * decimal commas read as points and number words become digits. A token lists its alternatives where a
 * contraction is ambiguous: "it's" is "it is" or "it has", "'d" is "would" or "had".
 *
 * Two modes. `form` (grammar answers) stops there: the words themselves are what is being tested. `meaning`
 * (listening and reading answers, which test understanding) also drops articles and reads units and their
 * abbreviations as one word ("kg" = "kilograms", "azn" = "manats").
 */
import { EMPTY_LEXICON, isUnknownWord, type EnglishLexicon } from '../text/english-lexicon.ts';
import { foldForSearch } from '../text/fold-for-search.ts';
import { isNumberToken, NUMBER_WORDS, numbersToDigits } from './number-words.ts';
import { damerauLevenshtein } from './typo-distance.ts';

/** One word of an answer with its alternatives; the first is the canonical spelling. */
export type AnswerToken = readonly string[];
export type JudgeMode = 'form' | 'meaning';

const PRONOUNS_WITH_S = new Set([
  'he',
  'she',
  'it',
  'that',
  'there',
  'here',
  'what',
  'who',
  'where',
  'how',
  'when',
  'why',
  'this',
]);

/** Contractions students write without the apostrophe. "ill", "were", "its" and "hes" are words and stay. */
const WITHOUT_APOSTROPHE: Record<string, AnswerToken[]> = {
  dont: [['do'], ['not']],
  doesnt: [['does'], ['not']],
  didnt: [['did'], ['not']],
  isnt: [['is'], ['not']],
  arent: [['are'], ['not']],
  wasnt: [['was'], ['not']],
  werent: [['were'], ['not']],
  havent: [['have'], ['not']],
  hasnt: [['has'], ['not']],
  hadnt: [['had'], ['not']],
  wouldnt: [['would'], ['not']],
  couldnt: [['could'], ['not']],
  shouldnt: [['should'], ['not']],
  mustnt: [['must'], ['not']],
  neednt: [['need'], ['not']],
  cannot: [['can'], ['not']],
  im: [['i'], ['am']],
  ive: [['i'], ['have']],
  youre: [['you'], ['are']],
  theyre: [['they'], ['are']],
  youve: [['you'], ['have']],
  weve: [['we'], ['have']],
  theyve: [['they'], ['have']],
  thats: [['that'], ['is', 'has']],
  theres: [['there'], ['is', 'has']],
  whats: [['what'], ['is', 'has']],
};

const SUFFIXES: Record<string, AnswerToken> = {
  re: ['are'],
  ve: ['have'],
  m: ['am'],
  ll: ['will'],
  d: ['would', 'had'],
};

function expandContraction(word: string): AnswerToken[] {
  // A suffix standing alone, as in the accepted answer "'ll miss".
  const alone = /^'(s|re|ve|m|ll|d)$/.exec(word);
  if (alone) return [alone[1] === 's' ? ['is', 'has'] : (SUFFIXES[alone[1] ?? ''] ?? [word])];
  const bare = word.replace(/^'+|'+$/g, '');
  const negative = /^(.*)n't$/.exec(bare);
  if (negative) {
    const base = negative[1] ?? '';
    const verb = base === 'ca' ? 'can' : base === 'wo' ? 'will' : base === 'sha' ? 'shall' : base;
    return [[verb], ['not']];
  }
  const suffixed = /^(.+)'(s|re|ve|m|ll|d)$/.exec(bare);
  if (suffixed) {
    const base = suffixed[1] ?? '';
    const suffix = suffixed[2] ?? '';
    if (suffix === 's') {
      if (base === 'let') return [['let'], ['us']];
      // After a pronoun 's is "is" or "has"; after a noun it is the possessive, read as the bare plural-like form.
      return PRONOUNS_WITH_S.has(base) ? [[base], ['is', 'has']] : [[`${base}s`]];
    }
    return [[base], SUFFIXES[suffix] ?? [suffix]];
  }
  const plain = bare.replace(/'/g, '');
  return WITHOUT_APOSTROPHE[plain] ?? (plain ? [[plain]] : []);
}

/** Units and their abbreviations, read as one word each in `meaning` mode (only after a number for "m" and "h"). */
const UNITS: Record<string, string> = {
  metre: 'metre',
  metres: 'metre',
  meter: 'metre',
  meters: 'metre',
  kilometre: 'km',
  kilometres: 'km',
  kilometer: 'km',
  kilometers: 'km',
  km: 'km',
  centimetre: 'cm',
  centimetres: 'cm',
  centimeter: 'cm',
  centimeters: 'cm',
  cm: 'cm',
  kilogram: 'kg',
  kilograms: 'kg',
  kilogramme: 'kg',
  kilogrammes: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kg: 'kg',
  kgs: 'kg',
  minute: 'minute',
  minutes: 'minute',
  min: 'minute',
  mins: 'minute',
  hour: 'hour',
  hours: 'hour',
  hr: 'hour',
  hrs: 'hour',
  manat: 'manat',
  manats: 'manat',
  azn: 'manat',
  year: 'year',
  years: 'year',
  yrs: 'year',
  second: 'second',
  seconds: 'second',
  sec: 'second',
  secs: 'second',
};
const AFTER_NUMBER_ONLY: Record<string, string> = { m: 'metre', h: 'hour' };
const ARTICLES = new Set(['a', 'an', 'the']);

function cleanText(text: string): string {
  return (
    foldForSearch(text.normalize('NFKC'))
      .replace(/[’‘`´ʼ]/g, "'")
      // Thousands separators (1,800) go; a decimal comma (1,3) becomes a point.
      .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
      .replace(/(\d),(\d)/g, '$1.$2')
      // 9:00 and 9.00 are the hour 9.
      .replace(/\b(\d{1,2})[:.]00\b/g, '$1')
      .replace(/\bo'?clock\b/g, ' oclock ')
      // "40min" → "40 min", but "5th" and "2nd" stay.
      .replace(/(\d)(?!(?:st|nd|rd|th)\b)(\p{L})/gu, '$1 $2')
      // Anything but letters, digits, apostrophes, and points or slashes inside numbers separates words.
      .replace(/[^\p{L}\p{N}'./\s]/gu, ' ')
      .replace(/(?<!\d)[./]|[./](?!\d)/g, ' ')
  );
}

/** A word the lexicon does not know, one edit from a number word of 4+ letters, is that number ("sewen", "fiev"). */
function numberWordSlip(word: string, lexicon: EnglishLexicon): string | undefined {
  if (word.length < 4 || isNumberToken(word) || !isUnknownWord(word, lexicon)) return undefined;
  return NUMBER_WORDS.find((n) => n.length >= 4 && damerauLevenshtein(word, n, 1) <= 1);
}

export function normalizeAnswer(text: string, mode: JudgeMode, lexicon: EnglishLexicon = EMPTY_LEXICON): AnswerToken[] {
  const expanded = cleanText(text)
    .split(/\s+/)
    .filter(Boolean)
    .flatMap(expandContraction)
    .map((token) => {
      const slip = mode === 'meaning' && token.length === 1 ? numberWordSlip(token[0] ?? '', lexicon) : undefined;
      return slip ? [slip] : token;
    });
  // Number words are read on the canonical spelling; a token with alternatives is never a number word.
  const tokens: AnswerToken[] = [];
  let words: string[] = [];
  const flush = () => {
    tokens.push(...numbersToDigits(words));
    words = [];
  };
  for (const token of expanded) {
    if (token.length === 1) words.push(token[0] ?? '');
    else {
      flush();
      tokens.push(token);
    }
  }
  flush();
  if (mode === 'form') return tokens;
  const out: AnswerToken[] = [];
  for (const [index, token] of tokens.entries()) {
    const word = token[0] ?? '';
    if (token.length === 1 && ARTICLES.has(word)) continue;
    if (word === 'oclock') continue;
    const afterNumber = /^\d/.test(tokens[index - 1]?.[0] ?? '');
    const unit = UNITS[word] ?? (afterNumber ? AFTER_NUMBER_ONLY[word] : undefined);
    if (unit && token.length === 1) out.push([unit]);
    else out.push(token);
  }
  return out;
}

/** The canonical words, for display and tests. */
export function canonicalText(tokens: readonly AnswerToken[]): string {
  return tokens.map((t) => t[0] ?? '').join(' ');
}
