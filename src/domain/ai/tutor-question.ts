/**
 * What shape of answer a question about English wants, for the offline tutor: a check of a sentence the student
 * wrote ("is this correct: …", "… düzdür?", "… верно?"), "why X and not Y", a comparison of two forms ("X or Y",
 * "difference between X and Y", "X və Y fərqi", "разница между X и Y"), or a plain question about one topic. It
 * also lifts out the sentence to check and the two sides compared. Patterns run on folded text (foldForSearch).
 */
import { foldForSearch } from '../text/fold-for-search.ts';

export type QuestionShape =
  | { shape: 'check'; sentence: string }
  | { shape: 'why'; sentence?: string; sides?: readonly [string, string] }
  | { shape: 'compare'; sides: readonly [string, string] }
  | { shape: 'general' };

/** Words that ask whether a sentence is right, in the three languages (folded). */
const CHECK_CUES =
  /\b(why (do|does|did|should|can) (we|i|you|they|people) (say|use|write)|why is it|why|is (it|this|that)( sentence)? (right|correct|ok|okay|grammatical)|is (it|this) (a )?correct|is this sentence correct|correct or (not|wrong)|right or wrong|(is )?(it|this|that) correct|correct|grammatically correct|bu cumle(ni)?|cumle|duz(gun)?du[rm]?|duzgundurmu|duzdurmu|dogru(dur)?(mu)?|sehvdir|sehv(i)? (var|varmi)|yoxla|это предложение|предложение|правильно( ли)?|верно( ли)?|ошибк\S*|проверь)\b\s*[?!.]*/g;

const WHY_CUES = /^(why|niye|niyə|nə üçün|ne ucun|почему|отчего)\b|\bwhy\b|\bniye\b|почему/;

/**
 * The sentence the student asks about: the longest run of English words (and numbers and names) left in the message
 * once the question words are gone, when it has three or more words, one of them a common one.
 */
export function sentenceAsked(message: string, isEnglish: (word: string) => boolean = latinWord): string | undefined {
  const rest = message
    .replace(/[«»“”"]/g, ' ')
    .split(/[:—–\n]|\s-\s/)
    .map((part) => cut(part, foldEachChar(part)))
    .join(' | ');
  // Each token is English (E), an unknown word in Latin letters (L: a misspelt English word or Azerbaijani) or a
  // break; a run may hold single L words between English ones ("I goed to school") but not start or end with one.
  let best: string[] = [];
  let run: { token: string; english: boolean }[] = [];
  const close = () => {
    while (run.length > 0 && !run[run.length - 1]?.english) run.pop();
    while (run.length > 0 && !run[0]?.english) run.shift();
    if (run.length > best.length) best = run.map((r) => r.token);
    run = [];
  };
  for (const token of rest.split(/\s+/)) {
    const core = token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    const english =
      core !== '' &&
      (/^\d+$/.test(core) || isEnglish(core) || /^[A-Z][a-z]+$/.test(core) || /^[a-z]+['’][a-z]+$/i.test(core));
    const latin = /^[a-z]+$/i.test(core);
    if (!english && (!latin || /[,.;!?]$/.test(token))) close();
    else {
      if (!english && run.length > 0 && !run[run.length - 1]?.english) close();
      run.push({ token, english });
    }
    if (/[|]$/.test(token) || /^[|]/.test(token)) close();
  }
  close();
  const words = best.map((t) => t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.!?,]+$/gu, '')).filter((t) => t !== '');
  if (words.length < 3 || !words.some((w) => isCommonEnglish(w.replace(/[.!?]+$/, '')))) return undefined;
  return words.join(' ');
}

/** foldForSearch letter by letter, so that positions in the folded text are positions in the original. */
function foldEachChar(text: string): string {
  return text
    .split('')
    .map((c) => {
      const f = foldForSearch(c);
      return f.length === 1 ? f : c.toLowerCase();
    })
    .join('');
}

function cut(original: string, folded: string): string {
  let out = original;
  for (const match of folded.matchAll(CHECK_CUES)) {
    const start = match.index;
    out = out.slice(0, start) + ' '.repeat(match[0].length) + out.slice(start + match[0].length);
  }
  return out;
}

/** The two sides of a comparison: each pattern with the numbers of its two groups. */
const COMPARE_PATTERNS: readonly (readonly [RegExp, number, number])[] = [
  [/difference (between|of) (.+?) (and|&) (.+?)(\?|$)/, 2, 4],
  [/(.+?) (vs\.?|versus) (.+?)(\?|$| difference| which)/, 1, 3],
  [/\bwhen (do|should|can) (i|we|you) use (.+?) (and|or) when (.+?)(\?|$)/, 3, 5],
  [/\b(use|choose|put) (.+?) or (.+?)(\?|$)/, 2, 3],
  [/^(.+?) or (.+?)(\?|$| which| when| what)/, 1, 2],
  // Azerbaijani: "X və Y fərqi", "X ilə Y arasında fərq", "X yoxsa Y", "X nə vaxt, Y nə vaxt"
  [/^(.+?) (ve|ile|yoxsa|ya da) (.+?) (arasinda )?(ferq|ferqi|ferqli|ferqlenir)/, 1, 3],
  [/(ferq|ferqi)\S*:? (.+?) (ve|ile) (.+?)(\?|$)/, 2, 4],
  [/^(.+?) yoxsa (.+?)(\?|$| hansi| ne vaxt)/, 1, 2],
  [/(.+?) ne vaxt,? (.+?) ne vaxt/, 1, 2],
  // Russian: "разница между X и Y", "X или Y", "чем отличается X от Y", "когда X, а когда Y"
  [/(разниц\S*|отлич\S*) (между )?(.+?) (и|от) (.+?)(\?|$)/, 3, 5],
  [/^(.+?) (и|или) (.+?) (разниц|отлич|в чем|чем)/, 1, 3],
  [/когда (ставить |использовать |употреблять |юзать )?(.+?),? а когда (.+?)(\?|$)/, 2, 3],
  [/^(.+?) или (.+?)(\?|$| что| когда| как)/, 1, 2],
  // Two English words and nothing else: "a ve an", "much и many".
  [/^([a-z'-]+(?: [a-z'-]+)?) (ve|and|и|или|or|ile) ([a-z'-]+(?: [a-z'-]+)?)\s*\??$/, 1, 3],
];

/** The English words at the end of a side ("icaze isteyende can" → "can"), or the side when it has none. */
function englishTail(side: string, isEnglish: (word: string) => boolean): string {
  const words = side.split(' ');
  let start = words.length;
  while (start > 0 && isEnglish(words[start - 1] as string)) start--;
  return start < words.length ? words.slice(start).join(' ') : side;
}

const SIDE_NOISE =
  /^(the|a|what is|what's|what|whats|explain|tell me|nece|ne|и|а|в|что|объясни|разница|difference|ferq|ferqi|between|arasinda|между)\b\s*/;

function clean(side: string): string {
  let s = side.trim().replace(/[?!.,]+$/, '');
  for (let i = 0; i < 3; i++) {
    const shorter = s.replace(SIDE_NOISE, '').trim();
    if (shorter === '') break;
    s = shorter;
  }
  return s;
}

export function comparedSides(
  message: string,
  isEnglish: (word: string) => boolean = latinWord,
): readonly [string, string] | undefined {
  const text = foldForSearch(message);
  for (const [pattern, i, j] of COMPARE_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const a = englishTail(clean(match[i] ?? ''), isEnglish);
    const b = clean(match[j] ?? '');
    const short = (s: string) => s.length > 0 && s.split(' ').length <= 5;
    if (short(a) && short(b) && a !== b) return [a, b];
  }
  return undefined;
}

/** Very common English words: enough to tell an English sentence from an Azerbaijani one typed without ə and ş. */
const COMMON_ENGLISH = new Set(
  (
    'the a an is are was were am be been being i you he she it we they my your his her our their this that these ' +
    'those there have has had do does did will would shall can could may might must should not to of in on at for ' +
    'with by from and or but if when while because so than then as about after before yesterday tomorrow today ' +
    'me him us them what who which where why how all some any much many more most very every each one no'
  ).split(' '),
);

export function isCommonEnglish(word: string): boolean {
  return COMMON_ENGLISH.has(word.toLowerCase());
}

/** Without a word list: any word in Latin letters may be English (the server passes its English lexicon). */
export const latinWord = (word: string): boolean => /^[a-z'’-]+$/i.test(word);

/** "why X and not Y": the two sides, in the three languages (folded). */
const WHY_PATTERNS: readonly RegExp[] = [
  /(?:why (?:do|does|did|should|can) (?:we|i|you|they|people) (?:say|use|write)|why is it|why)\s+(.+?),? (?:and|but) not (.+?)\??$/,
  /(?:why (?:do|does|did|should|can) (?:we|i|you|they|people) (?:say|use|write)|why is it|why)\s+(.+?),? instead of (.+?)\??$/,
  /(?:niye|ne ucun)\s+(.+?),? (?:deyirik|yaziriq|isledirik|olur|deyilir)?,?\s*(.+?) (?:yox|deyil|olmur)\b/,
  /(?:почему|отчего)\s+(?:говорят|пишут|надо|нужно|правильно|ставят)?\s*(.+?),? а не (.+?)\??$/,
];

/** The sides of "why X and not Y", as written (the message's own letters, not folded). */
export function whySides(message: string): readonly [string, string] | undefined {
  const text = foldForSearch(message);
  for (const pattern of WHY_PATTERNS) {
    const match = pattern.exec(text);
    if (!match?.[1] || !match[2]) continue;
    const original = (folded: string) => {
      const at = foldEachChar(message).indexOf(folded);
      return at >= 0 ? message.slice(at, at + folded.length) : folded;
    };
    return [original(match[1].trim()), original(match[2].trim())];
  }
  return undefined;
}

export function questionShape(message: string, isEnglish: (word: string) => boolean = latinWord): QuestionShape {
  const folded = foldForSearch(message);
  const sentence = sentenceAsked(message, isEnglish);
  const sides = comparedSides(message, isEnglish);
  if (WHY_CUES.test(folded)) {
    const contrast = whySides(message);
    // "Why X and not Y": X is checked as the student's sentence, and short sides are compared like forms.
    const shortSides = contrast && contrast.every((side) => side.split(' ').length <= 4) ? contrast : sides;
    const asked = contrast && contrast[0].split(' ').length > 2 ? sentenceAsked(contrast[0], isEnglish) : sentence;
    if (asked || shortSides)
      return { shape: 'why', ...(asked ? { sentence: asked } : {}), ...(shortSides ? { sides: shortSides } : {}) };
  }
  const asksCheck = new RegExp(CHECK_CUES.source).test(folded) || /\?\s*$/.test(folded);
  if (
    sentence &&
    asksCheck &&
    /[A-Za-z]+\s+[A-Za-z]+\s+[A-Za-z]+/.test(sentence) &&
    !sides &&
    looksLikeSentence(sentence)
  )
    return { shape: 'check', sentence };
  if (sides) return { shape: 'compare', sides };
  return { shape: 'general' };
}

/** A sentence, not a question about grammar written in English: it has a subject-like start and no question words. */
function looksLikeSentence(text: string): boolean {
  const folded = foldForSearch(text);
  if (/^(when|how|what|which|why|where|can you|could you|do you|explain|tell me|give me|examples?)\b/.test(folded))
    return false;
  return !/\b(tense|grammar|difference|form|use|rule|example|mean|meaning|passive voice|conditional)\b/.test(folded);
}
