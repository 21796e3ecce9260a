/**
 * Turns a written answer into comparable tokens for the offline judge: case, spacing and punctuation are ignored,
 * contractions are expanded ("don't" = "do not", "'ve" = "have"), curly apostrophes are straightened, decimal commas
 * read as points and number words become digits. A token lists its alternatives where a contraction is ambiguous:
 * "it's" is "it is" or "it has", "'d" is "would" or "had".
 *
 * Two modes. `form` (grammar answers) stops there: the words themselves are what is being tested. `meaning`
 * (listening and reading answers, which test understanding) also drops articles and reads units and their
 * abbreviations as one word ("kg" = "kilograms", "azn" = "manats").
 */
import { EMPTY_LEXICON, isUnknownWord, type EnglishLexicon } from '../text/english-lexicon.ts';
import { foldForSearch } from '../text/fold-for-search.ts';
import { isStopword, LONG_STOPWORDS } from './content-words.ts';
import { isNumberToken, NUMBER_WORDS, numbersToDigits } from './number-words.ts';
import { memoized } from './memo.ts';
import {
  COMMON_RANK,
  consonantFrame,
  damerauLevenshtein,
  isRareBeside,
  RARE_RANK,
  RARER_RANK,
  slipAllowance,
  spellingKey,
} from './typo-distance.ts';

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
  cant: [['can'], ['not']],
  // As learners spell them: "dosent", "dosnt", "didint", "wasent".
  dosent: [['does'], ['not']],
  dosnt: [['does'], ['not']],
  doesent: [['does'], ['not']],
  doesnot: [['does'], ['not']],
  donot: [['do'], ['not']],
  dident: [['did'], ['not']],
  didint: [['did'], ['not']],
  didnot: [['did'], ['not']],
  isent: [['is'], ['not']],
  wasent: [['was'], ['not']],
  wasnot: [['was'], ['not']],
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
  wk: 'week',
  wks: 'week',
  manat: 'manat',
  manats: 'manat',
  azn: 'manat',
  year: 'year',
  years: 'year',
  yrs: 'year',
  second: 'second',
  seconds: 'second',
  week: 'week',
  weeks: 'week',
  day: 'day',
  days: 'day',
  month: 'month',
  months: 'month',
  sec: 'second',
  secs: 'second',
  // "%", "per cent", and the word as Azerbaijani and Russian speakers hear it ("faiz" aside): "procent", "prosent".
  percent: 'percent',
  procent: 'percent',
  prosent: 'percent',
  persent: 'percent',
};
/** Read as a unit only after a number: "4 ours" is "4 hours" as heard, "ours" alone is the pronoun. */
const AFTER_NUMBER_ONLY: Record<string, string> = { m: 'metre', h: 'hour', our: 'hour', ours: 'hour' };
const ARTICLES = new Set(['a', 'an', 'the']);
/** The unit a word after a number names, as one name: "kilos" and "kg" are kg, "mins" minute, "h" hour. */
export const unitName = (word: string | undefined) => (word ? (UNITS[word] ?? AFTER_NUMBER_ONLY[word]) : undefined);
/** The units as read: "hour", "minute", "manat"... */
export const UNIT_NAMES: ReadonlySet<string> = new Set([...Object.values(UNITS), ...Object.values(AFTER_NUMBER_ONLY)]);

function cleanText(text: string): string {
  return (
    // Azerbaijani letters written for English sounds: "Şuşa" is "Shusha", "Çinar" "Chinar", "Ağdam" "Aghdam".
    foldForSearch(
      withIdiomsSpelled(withShortFormsSpelled(text.normalize('NFKC')))
        .replace(/[şŞ]/g, 'sh')
        .replace(/[çÇ]/g, 'ch')
        .replace(/[ğĞ]/g, 'gh'),
    )
      .replace(/[’‘`´ʼ]/g, "'")
      // "1) nervous 2) it interrupted their thoughts": the numbers of a list are no part of the answer ("(6)" stays).
      .replace(/(^|[\s,;])\d{1,2}\)(?=\s|\p{L})/gu, '$1 ')
      // Thousands separators (1,800) go; a decimal comma (1,3) becomes a point.
      .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
      // So do spaces between groups of three digits (1 000 000).
      .replace(/\b(\d{1,3})((?: \d{3})+)\b/g, (_, head: string, groups: string) => `${head}${groups.replace(/ /g, '')}`)
      // "70%" and "70 per cent" are "70 percent"; "200+" is "more than 200"; "6 1/2" (and "6½") is 6.5.
      .replace(/%/g, ' percent ')
      .replace(/\bper cent\b/g, 'percent')
      .replace(/\b(\d+)\s*\+(?!\s*\d)/g, 'more than $1')
      // ">200" is "more than 200", "<16" "less than 16".
      .replace(/>\s*(?=\d)/g, ' more than ')
      .replace(/<\s*(?=\d)/g, ' less than ')
      .replace(/\b(\d+)(?:\s+1\/2\b|\s*½)/g, '$1.5')
      // "1 bln", "2 mln": the scale words.
      .replace(/(?<=\d\s*)(?:bln|bn)\b/g, ' billion')
      .replace(/(?<=\d\s*)mln\b/g, ' million')
      // "p.m." and "a.m." are "pm" and "am".
      .replace(/\b([ap])\.m\.?/g, '$1m')
      .replace(/(\d),(\d)/g, '$1.$2')
      // 9:00, 09:00 and 9.00 are the hour 9.
      .replace(/\b0(\d)(?=[:.]\d\d\b)/g, '$1')
      .replace(/\b(\d{1,2})[:.]00\b/g, '$1')
      // 8:20 is written 8.20 as often.
      .replace(/\b(\d{1,2}):(\d\d)\b/g, '$1.$2')
      .replace(/\bo'?\s?clock\b/g, ' oclock ')
      // A learner's "two hundreds houses" is 200 houses ("hundreds of houses" stays no number).
      .replace(/\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(hundred|thousand)s\b/g, '$1 $2')
      // "2 thousand" is 2000, "1.5 thousand" 1500, "3 hundred" 300, as the words "two thousand" are read.
      .replace(/\b(\d+(?:\.\d+)?)\s+(hundred|thousand)\b/g, (said, count: string, scale: string) => {
        const value = Number(count) * (scale === 'hundred' ? 100 : 1000);
        return Number.isInteger(value) ? String(value) : said;
      })
      // "twentyfive" is "twenty five", "twothousand" "two thousand".
      .replace(
        /\b(twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety)(one|two|three|four|five|six|seven|eight|nine)\b/g,
        '$1 $2',
      )
      .replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten)(hundred|thousand)\b/g, '$1 $2')
      // "20-th" is "20th".
      .replace(/(\d)\s*-\s*(st|nd|rd|th)\b/g, '$1$2')
      // "School No. 23": "No." before a number is "number", not "no".
      .replace(/\bno\.\s*(?=\d)/g, 'number ')
      // "40min" → "40 min", but "5th" and "2nd" stay.
      .replace(/(\d)(?!(?:st|nd|rd|th)\b)(\p{L})/gu, '$1 $2')
      // Anything but letters, digits, apostrophes, and points or slashes inside numbers separates words.
      .replace(/[^\p{L}\p{N}'./\s]/gu, ' ')
      .replace(/(?<!\d)[./]|[./](?!\d)/g, ' ')
  );
}

/**
 * Idioms said the way keys say them: "they're close together" is "close to each other" (said of what things are:
 * "bring the skis close together" moves them), "while eating" "during meals", "it weighed a lot" "it was heavy".
 */
function withIdiomsSpelled(text: string): string {
  if (!/together|eating|weigh/i.test(text)) return text;
  return (
    text
      // "it weighed a lot", "it weighs too much": it was (too) heavy, as keys say ("a lot of apples" names a
      // quantity, and "didn't weigh much" is left as said).
      .replace(
        /\b(weighs|weighed)\s+(a\s+lot|very\s+much|too\s+much|so\s+much)\b(?!\s+of\b)/gi,
        (_said, verb: string, much: string) =>
          `${verb.toLowerCase() === 'weighs' ? 'is' : 'was'} ${/^(too|so)\b/i.test(much) ? `${much.split(/\s+/)[0] ?? ''} ` : ''}heavy`,
      )
      .replace(/(\b(?:are|is|were|was|be)|['\u2019]re)\s+(close|near)\s+together\b/gi, '$1 $2 to each other')
      // "while eating", "when you are eating": during meals, the times one eats (WordNet: "the food served and eaten
      // at one time"); not "while eating breakfast", which names the meal.
      .replace(
        /\b(?:while|when)\s+(?:(?:you|we|they|he|she|i)\s+(?:are|is|am|were|was)\s+)?eating(?=\s*(?:$|[,.;!?])|\s+(?:and|or|but|so|because)\b)/gi,
        'during meals',
      )
  );
}

/** Unit words a pair of neighbouring numbers may stand before, read "6 or 7": "6/7 hours", "6/7 h a day". */
const RANGE_UNIT = String.raw`(?:h|hrs?|hours?|days?|weeks?|months?|years?|minutes?|mins?|times|x|kg|km|manats?|azn)\b`;
const NEIGHBOURING_NUMBERS = new RegExp(String.raw`\b(\d{1,2})/(\d{1,2})(?=\s*${RANGE_UNIT})`, 'gi');

/**
 * Short forms learners write for a quantity, spelled out, before the text is cleaned:
 * "6/7 hours" is "6 or 7 hours" (two neighbouring numbers before a unit; "1/3" and "2/3 of" stay fractions),
 * "30x" "30 times", "minimum 30" "at least 30", "in '72" 1972 ('30 to '99 are the 1900s), "in 2009 y." 2009,
 * "approx. 60" "about 60", "1 man." "1 manat" (with its point: "2 man" may be a learner's "2 men").
 */
function withShortFormsSpelled(text: string): string {
  const spelled = text.replace(/\bapprox\b\.?/gi, 'about');
  // Every other short form has a number: most answers have none, and are left as they are at once.
  if (!/\d/.test(spelled)) return spelled;
  return spelled
    .replace(NEIGHBOURING_NUMBERS, (whole, a: string, b: string) =>
      Number(a) >= 2 && Number(b) === Number(a) + 1 ? `${a} or ${b} ` : whole,
    )
    .replace(/\b(\d+)\s*x(?![\w-])/gi, '$1 times')
    .replace(/\b(minimum|maximum)\s+(?=\d)/gi, (_, m: string) => (/^min/i.test(m) ? 'at least ' : 'at most '))
    .replace(
      /(^|\s)['’](\d\d)(?=[\s.,;!?]|$)/g,
      (_, space: string, n: string) => `${space}${Number(n) >= 30 ? 19 : 20}${n}`,
    )
    .replace(/\b(\d{4})\s*yr?\.?(?![\w])/gi, '$1')
    .replace(/\b(\d+)\s*man\.(?!\w)/gi, '$1 manat');
}

/**
 * Counts said by a word or a sign, as numbers: "a dozen days" 12 days, "half a dozen" 6, "a couple of days" 2 days,
 * "9 pcs" 9 pieces. Only where meaning is judged: a grammar answer is its words.
 */
function withCountsSpelled(text: string): string {
  const spelled = /\b(?:dozen|couple)\b/i.test(text)
    ? text
        .replace(/\bhalf\s+a\s+dozen(?:\s+of)?\b/gi, '6')
        .replace(/\ba\s+dozen(?:\s+of)?\b/gi, '12')
        .replace(/\ba\s+couple\s+of\b/gi, '2')
    : text;
  if (!/\d/.test(spelled)) return spelled;
  return spelled.replace(/\b(\d+)\s*pcs\b\.?/gi, '$1 pieces');
}

/**
 * The nearest day or month from the word's first letter, as written or as it sounds, the word or its singular:
 * "mai", "wensday", "tusdays" (Tuesdays, not Thursdays).
 */
function calendarSlip(word: string, lexicon?: EnglishLexicon): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const form of word.endsWith('s') ? [word, word.slice(0, -1)] : [word]) {
    const sound = spellingKey(form);
    for (const name of CALENDAR_NAMES) {
      if (name[0] !== form[0]) continue;
      // Only days are said in the plural ("on Tuesdays"): "mams" is no "May".
      if (form !== word && !name.endsWith('day')) continue;
      const allowance = name.length >= 8 ? 2 : 1;
      const distance = Math.min(
        damerauLevenshtein(form, name, allowance),
        damerauLevenshtein(sound, spellingKey(name), allowance),
      );
      if (distance <= allowance && (!best || distance < best.distance)) best = { name, distance };
    }
  }
  // Two letters from a day or month but one from a common word, it is that word: "nomber" is "number", not November;
  // as near to both, it is the common word too: "juce" is "juice", not June.
  if (best && lexicon && oneLetterFromCommonWord(word, lexicon, best.distance > 1 ? undefined : best.name))
    return undefined;
  return best?.name;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The words one edit away: a letter dropped, added or changed, or two neighbours swapped. */
function oneEditAway(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail) out.push(head + tail.slice(1));
    if (tail.length > 1) out.push(head + (tail[1] ?? '') + (tail[0] ?? '') + tail.slice(2));
    for (const letter of LETTERS) {
      out.push(head + letter + tail);
      if (tail && letter !== tail[0]) out.push(head + letter + tail.slice(1));
    }
  }
  return out;
}

const isCommon = (word: string, lexicon: EnglishLexicon) =>
  (lexicon.rank(word) ?? Number.POSITIVE_INFINITY) < COMMON_RANK;

/** Whether a word one edit away is a common English word (other than `but`). */
export function oneLetterFromCommonWord(word: string, lexicon: EnglishLexicon, but?: string): boolean {
  return oneEditAway(word).some((w) => w !== but && isCommon(w, lexicon));
}

/** Whether a common word one edit away, not a number word, sounds the same: "sik" and "sick". */
export function soundsLikeCommonWord(word: string, lexicon: EnglishLexicon): boolean {
  const sound = spellingKey(word);
  return oneEditAway(word).some((w) => !isNumberToken(w) && isCommon(w, lexicon) && spellingKey(w) === sound);
}

/**
 * A word the lexicon does not know, one edit from a number word (as written or as it sounds), a unit after a number
 * or a function word of 4+ letters, is that word ("sewen", "fiev", "nain", "3 houres", "becaus").
 */
function closedClassSlip(word: string, lexicon: EnglishLexicon, afterNumber: boolean): string | undefined {
  if (word.length < 3 || lexicon.size === 0) return closedClassSlipOf(word, lexicon, afterNumber);
  let memory = slipMemory.get(lexicon);
  if (!memory) slipMemory.set(lexicon, (memory = new Map()));
  const id = afterNumber ? `${word} #` : word;
  if (memory.has(id)) return memory.get(id);
  const slip = closedClassSlipOf(word, lexicon, afterNumber);
  if (memory.size >= MAX_REMEMBERED_SLIPS) memory.clear();
  memory.set(id, slip);
  return slip;
}

/**
 * The closed-class slips found per lexicon, by word: finding one tries every number word, unit, day, month and long
 * function word, and the words of passages and answers repeat.
 */
const slipMemory = new WeakMap<EnglishLexicon, Map<string, string | undefined>>();
const MAX_REMEMBERED_SLIPS = 50_000;

function closedClassSlipOf(word: string, lexicon: EnglishLexicon, afterNumber: boolean): string | undefined {
  if (word.length < 3 || isNumberToken(word) || UNITS[word] || isStopword(word)) return undefined;
  // A word far down the list is as likely a slip as an unknown one, and one far rarer than the word it looks like
  // ("wen" for "when", "fife" for "five"; typo-distance.ts: RARE_RANK, isRareBeside).
  if (isUnknownWord(word, lexicon) || (lexicon.rank(word) ?? 0) > RARE_RANK)
    return closedClassCandidate(word, lexicon, afterNumber);
  if ((lexicon.rank(word) ?? 0) <= RARER_RANK) return undefined;
  const candidate = closedClassCandidate(word, lexicon, afterNumber);
  // A real word of three letters is a number word only beside a number or a unit (numberBesideNumber): "hot tee"
  // is tea, not ten; "fife layers" is five.
  if (candidate && word.length === 3 && isNumberToken(candidate)) return undefined;
  return candidate && isRareBeside(word, candidate, lexicon) ? candidate : undefined;
}

function closedClassCandidate(word: string, lexicon: EnglishLexicon, afterNumber: boolean): string | undefined {
  const sound = spellingKey(word);
  // "mai" for "may", "haf" for "half", "fiv" for "five": one letter off a day, a month, a short function word or a
  // short number word, from its first letter.
  if (word.length === 3) {
    const candidate = [...CALENDAR_NAMES, ...SHORT_FUNCTION_WORDS, ...SHORT_NUMBER_WORDS].find(
      (n) => n[0] === word[0] && damerauLevenshtein(word, n, 1) <= 1,
    );
    // A word written as a common word sounds is that word: "sik" is "sick", not "six"; "fiv" stays "five".
    return candidate && isNumberToken(candidate) && soundsLikeCommonWord(word, lexicon) ? undefined : candidate;
  }
  // A number word only by how it sounds ("siks" for "six").
  const sameSound = NUMBER_WORDS.find((n) => n.length === 3 && sound === spellingKey(n));
  if (sameSound) return sameSound;
  // A word written as a common word sounds is that word, not a number word it is two letters from: "ther" is
  // "there", not "three".
  let heardAsCommon: boolean | undefined;
  const written = (n: string) => n.length >= 4 && damerauLevenshtein(word, n, 1) <= 1;
  // By sound only from the same first sound ("phine" is no "nine"), and ordinals only as written: by sound "teste"
  // would be "tenth".
  const heard = (n: string) =>
    n.length >= 4 &&
    !/(th|first|second|third)$/.test(n) &&
    spellingKey(n)[0] === sound[0] &&
    damerauLevenshtein(sound, spellingKey(n), 1) <= 1 &&
    !(heardAsCommon ??= soundsLikeCommonWord(word, lexicon));
  return (
    // The nearest number word as written: "fourtenth" is "fourteenth", not "fourteen".
    [...NUMBER_WORDS]
      .filter((n) => written(n) || heard(n))
      // At the same distance, "th" written "t" is the ordinal: "sixt lesson" is the sixth, not sixty.
      .sort(
        (a, b) =>
          damerauLevenshtein(word, a) - damerauLevenshtein(word, b) ||
          Number(b === `${word}h`) - Number(a === `${word}h`),
      )[0] ??
    // A unit only after a number, as written (two slips in a long one) or with its vowels heard differently: "3
    // houres", "3 minets", "2 wiks", but not "the metro" or "klos" for "kilos".
    (afterNumber
      ? Object.keys(UNITS).find((n) => {
          const allowance = n.length >= 7 ? 2 : 1;
          return (
            n.length >= 4 &&
            (damerauLevenshtein(word, n, allowance) <= allowance ||
              (n[0] === word[0] && consonantFrame(word) === consonantFrame(n)))
          );
        })
      : undefined) ??
    // A day or month from its first letter, as written or heard ("Mai", "Wensday", "Tusdays").
    calendarSlip(word, lexicon) ??
    // A word the phrases below read ("fortnigth", "oncu"), as written, from its first letter.
    PHRASE_WORDS.find((n) => n[0] === word[0] && damerauLevenshtein(word, n, slipAllowance(n)) <= slipAllowance(n)) ??
    // A function word only as written, from its first letter: "becaus", "wich", never "clok" for "oclock".
    LONG_STOPWORDS.find((n) => word.length >= 4 && n[0] === word[0] && damerauLevenshtein(word, n, 1) <= 1)
  );
}

const TENS_WORDS = new Set(['twenty', 'thirty', 'forty', 'fourty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']);
const SCALE_WORDS = new Set(['hundred', 'thousand', 'million']);
/** Cardinal number words from one to twenty, which a word beside a number may be a slip for. */
const CARDINALS = NUMBER_WORDS.filter((n) => !/(th|first|second|third)$/.test(n) && !SCALE_WORDS.has(n));
/**
 * Number words as learners write them by ear, too far from the spelling for one edit: "tu" for "two". Prepositions
 * one letter from a number ("to", "for") stay what they are: "for hours" is no "four hours".
 */
const HEARD_NUMBER_WORDS: Record<string, string> = { tu: 'two' };
const NEVER_NUMBERS = new Set(['to', 'for', 'on', 'at', 'in', 'of', 'the', 'then', 'than']);

/**
 * A word between a tens word and nothing else ("forty tree", "twenty-tu") or right before a unit or a scale word
 * ("tree hours", "too days", "tow thousand") is a number word when it is one letter off one, from its first
 * letter, or sounds like it, even when it is another real word: there a number is what the student meant.
 */
function numberBesideNumber(word: string, previous: string, next: string): string | undefined {
  if (NEVER_NUMBERS.has(word) || isNumberToken(word)) return undefined;
  const beside = TENS_WORDS.has(previous) || UNITS[next] !== undefined || SCALE_WORDS.has(next);
  if (!beside) return undefined;
  const heard = HEARD_NUMBER_WORDS[word];
  if (heard) return heard;
  if (word.length < 3) return undefined;
  const sound = spellingKey(word);
  return CARDINALS.find((n) => n[0] === word[0] && (damerauLevenshtein(word, n, 1) <= 1 || spellingKey(n) === sound));
}

/** Days and months: as strict as numbers in an answer ("by Monday" is not "by Friday"). */
export const CALENDAR_NAMES: ReadonlySet<string> = new Set(
  (
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july ' +
    'august september october november december'
  ).split(' '),
);

/** Months' short names, read as the month beside a number only. */
const MONTH_SHORT_NAMES: Record<string, string> = {
  jan: 'january',
  feb: 'february',
  mar: 'march',
  apr: 'april',
  jun: 'june',
  jul: 'july',
  aug: 'august',
  sep: 'september',
  sept: 'september',
  oct: 'october',
  nov: 'november',
  dec: 'december',
};

/** A time of day as digits, "8.20": hours 0-23 and minutes 0-59. */
function clockTime(hour: number, minutes: number): string | undefined {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23 || minutes < 0 || minutes > 59) return undefined;
  return minutes === 0 ? String(hour) : `${hour}.${String(minutes).padStart(2, '0')}`;
}

const MINUTES_PAST: Record<string, number> = { half: 30, quarter: 15 };
/** Verbs that "over" completes ("fell over", "tripped over"): before a number it then compares nothing. */
const FALLING = new Set(['fall', 'falls', 'fell', 'fallen', 'falling', 'trip', 'trips', 'tripped', 'tripping']);

/** Words after an hour that keep it a time: "after 2 pm", "before 6 oclock". */
const CLOCK_WORDS = new Set(['am', 'pm', 'oclock', 'in', 'at', 'on', 'and', 'or', 'to', 'past']);

/** The ending of an ordinal written in digits: 2nd, 3rd, 6th, 11th, 12th. */
const ordinalSuffix = (n: number) => (n === 2 ? 'nd' : n === 3 ? 'rd' : 'th');

/** Words before "5 to 10" that make it a range of numbers, never the clock time 9.55. */
const OPENS_A_RANGE = new Set(['from', 'between', 'age', 'ages', 'aged']);

/** Four-letter words a three-letter slip is taken for. */
const SHORT_FUNCTION_WORDS = ['when', 'what', 'that', 'then', 'than', 'with', 'from', 'they', 'them', 'were', 'half'];
/** Number words of three or four letters a three-letter slip is taken for ("fiv", "nin"). */
const SHORT_NUMBER_WORDS = NUMBER_WORDS.filter((n) => n.length === 4 || (n.length === 3 && n !== 'one'));
/** Words that rewritePhrases reads in a phrase ("once a fortnight"), so a slip in them is read as the word. */
const PHRASE_WORDS = ['fortnight', 'twice', 'once', 'single', 'quarter', 'forbidden', 'prohibited'];

/** "14th May" and "14 May" are one date. */
const ORDINAL_DIGITS = /^(\d+)(st|nd|rd|th)$/;

/** One word that says "not ...", read as the two: "forbidden" is "not allowed", "impossible" "not possible". */
const NEGATED_AS_ONE_WORD: Record<string, readonly string[]> = {
  forbidden: ['not', 'allowed'],
  prohibited: ['not', 'allowed'],
  banned: ['not', 'allowed'],
  impossible: ['not', 'possible'],
  unable: ['not', 'able'],
  absent: ['not', 'present'],
  unhappy: ['not', 'happy'],
  unusual: ['not', 'usual'],
  unknown: ['not', 'known'],
  unsafe: ['not', 'safe'],
  unhealthy: ['not', 'healthy'],
  cheap: ['not', 'expensive'],
};

/** Verbs that make a video: "made a video of", "took a video of", "recorded a video" say "filmed". */
const MAKING = new Set([
  'make',
  'makes',
  'made',
  'making',
  'take',
  'takes',
  'took',
  'taking',
  'record',
  'recorded',
  'shoot',
  'shot',
]);

/** Forms of "pay": "without paying", "not have to pay" say "free". */
const PAYING = new Set(['pay', 'paying', 'paid']);

/** Words that say a number is not exact: "about 30 days", "~30 days". */
export const AMOUNT_HEDGES = [
  'about',
  'around',
  'roughly',
  'approximately',
  'approx',
  'nearly',
  'almost',
  'circa',
  '~',
];
const APPROXIMATELY: ReadonlySet<string> = new Set(AMOUNT_HEDGES);
/** What is about a month, said after "about". */
const ABOUT_A_MONTH = new Set(['30 day', '4 week']);
/** Comparisons of size before a number, as "more" or "less": "higher than 2000 metres", "lighter than 1 kg". */
const COMPARED_BY_SIZE: Record<string, string> = {
  higher: 'more',
  taller: 'more',
  heavier: 'more',
  longer: 'more',
  bigger: 'more',
  larger: 'more',
  greater: 'more',
  lower: 'less',
  shorter: 'less',
  lighter: 'less',
  smaller: 'less',
};

/** Whose time is taken: "take your time". */
const OWNERS = new Set(['your', 'my', 'his', 'her', 'their', 'our']);

/** Words that say health is bad: "bad health", "his health was too poor" say "ill". */
const BAD_HEALTH = new Set(['bad', 'poor', 'weak']);
/** Words that may stand between "health is" and how it is: "his health was too bad". */
const HOW_MUCH = new Set(['too', 'very', 'so', 'really', 'quite']);

/** "not" and a word, said in one word: the other way round, as keys say "ill" and "closed". */
const ONE_WORD_FOR_NOT: Record<string, string> = { well: 'ill', open: 'closed' };
/** Words that say something ends: "when the lessons finish" is "after the lessons". */
const ENDING_WORDS = new Set(['finish', 'finishes', 'finished', 'end', 'ends', 'ended', 'over']);
/** Verbs that link "not" to such a word: "not be open", "not feeling well". */
const LINKING_VERBS = new Set(['be', 'feel', 'feels', 'feeling', 'felt']);

const COMPARING = new Set(['more', 'less', 'fewer', 'rather', 'other']);
const MORE_THAN: Record<string, string> = { above: 'more', over: 'more', below: 'less', under: 'less' };

/**
 * The comparative of a short adjective ("big" → "bigger", "nice" → "nicer", "easy" → "easier"), when the word list
 * knows both it and the superlative: only a gradable adjective has both ("timer" without "timest" is a noun).
 */
const IRREGULAR_COMPARISON: Record<string, readonly [string, string]> = {
  good: ['better', 'best'],
  bad: ['worse', 'worst'],
  well: ['better', 'best'],
};

/** The comparative ("more big" → "bigger") or the superlative ("most good" → "best") of an adjective. */
function comparisonOf(word: string, superlative: boolean, lexicon: EnglishLexicon): string | undefined {
  const irregular = IRREGULAR_COMPARISON[word];
  if (irregular) return irregular[superlative ? 1 : 0];
  const comparative = comparativeOf(word, lexicon);
  return comparative && superlative ? `${comparative.slice(0, -2)}est` : comparative;
}

/** Whether the word is an adjective's comparative: "bigger", "nicer", "easier", "better". */
export function isComparative(word: string, lexicon: EnglishLexicon): boolean {
  if (word === 'better' || word === 'worse') return true;
  if (!word.endsWith('er')) return false;
  const base = word.slice(0, -2);
  const bases = [base, `${base}e`, base.slice(0, -1), base.endsWith('i') ? `${base.slice(0, -1)}y` : base];
  return bases.some((b) => comparativeOf(b, lexicon) === word);
}

export function comparativeOf(word: string, lexicon: EnglishLexicon): string | undefined {
  if (word.length < 3 || word.length > 6 || !/^[a-z]+$/.test(word)) return undefined;
  const stem = word.endsWith('e')
    ? word.slice(0, -1)
    : /[^aeiou]y$/.test(word)
      ? `${word.slice(0, -1)}i`
      : /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(word)
        ? `${word}${word.at(-1) ?? ''}`
        : word;
  const known = (w: string) => lexicon.rank(w) !== undefined;
  return known(`${stem}er`) && known(`${stem}est`) ? `${stem}er` : undefined;
}
/** The number of parts a fraction's word names: "3rd" and "thirds" 3, "quarter" 4 (halves are left as said). */
function denominatorOf(token: AnswerToken | undefined): number | undefined {
  const word = token?.[0] ?? '';
  if (word === 'quarter' || word === 'quarters') return 4;
  const plural = /^(third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)s$/.exec(word);
  const ordinal = ORDINAL_DIGITS.exec(plural ? (numbersToDigits([plural[1] ?? ''])[0]?.[0] ?? '') : word);
  const parts = ordinal ? Number(ordinal[1]) : undefined;
  return parts !== undefined && parts >= 3 && parts <= 10 ? parts : undefined;
}

/**
 * A fraction's word at `at` that says a share, not a place in a row: plural, followed by "of", a hedge or another
 * word no place in a row takes, or ending the answer ("a third of our food", "about one third", "one third maybe"),
 * never "the third month".
 */
function isFractionAt(tokens: readonly AnswerToken[], at: number): boolean {
  const next = tokens[at + 1]?.[0];
  // A plural ("two thirds") is a share wherever it stands; no place in a row is said in the plural.
  const plural = /s$/.test(tokens[at]?.[0] ?? '');
  return denominatorOf(tokens[at]) !== undefined && (plural || next === undefined || AFTER_A_SHARE.has(next));
}

/** Words after a fraction's word that show it names a share ("one third, for example apples"), not a thing. */
const AFTER_A_SHARE = new Set([
  ...['of', 'for', 'and', 'or', 'but', 'so', 'because', 'which', 'that', 'is', 'are', 'was', 'were', 'will', 'would'],
  // A hedge, a pronoun or a preposition after it ("one third maybe", "a third I think", "one third in the morning").
  ...['maybe', 'perhaps', 'probably', 'approximately', 'roughly', 'nearly', 'almost', 'about', 'around', 'only'],
  ...['i', 'we', 'they', 'he', 'she', 'it', 'in', 'at', 'on', 'to', 'from', 'by', 'with', 'than', 'as', 'now', 'then'],
  ...['today', 'not', 'also', 'too'],
]);

/** A share as a whole percent, as it is said: 1/3 is 33 percent, 7 out of 10 is 70. */
const percentOf = (part: number, whole: number) => String(Math.round((100 * part) / whole));

/** "23.30" on the 24-hour clock, with the afternoon time as a key gives it ("11.30"); an earlier time as it is. */
function withAfternoonTime(time: string): AnswerToken {
  return /^(1[3-9]|2[0-3])\.[0-5]\d$/.test(time) ? [time, `${Number(time.slice(0, 2)) - 12}.${time.slice(3)}`] : [time];
}

/** Hours a time may be counted from by name: "half an hour before midnight" is 23.30. */
const NAMED_HOURS: Record<string, number> = { midnight: 24, noon: 12, midday: 12 };

const SUBJECTS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they', 'there']);

/** Words for the parts of a share: "one part out of three". */
const PARTS = new Set(['part', 'parts']);

const PERIODS = new Set(['day', 'days', 'week', 'weeks', 'month', 'months', 'year']);
const HOW_OFTEN = new Set(['once', 'twice', 'times', 'time']);

/** A period and the next smaller one it is counted in when said in parts: a year has 12 months, a month 4 weeks. */
const SMALLER_PERIOD: Record<string, readonly [number, string]> = {
  year: [12, 'months'],
  years: [12, 'months'],
  month: [4, 'weeks'],
  months: [4, 'weeks'],
  week: [7, 'days'],
  weeks: [7, 'days'],
  day: [24, 'hours'],
  days: [24, 'hours'],
};
const PART_OF: Record<string, number> = { half: 2, third: 3, thirds: 3, quarter: 4, quarters: 4 };
/** Measures said in a thousandth of the unit keys give: "1000 ml" is a litre, "2000 g" 2 kilograms. */
const THOUSANDTHS: Record<string, string> = {
  ml: 'litre',
  millilitre: 'litre',
  millilitres: 'litre',
  milliliter: 'litre',
  milliliters: 'litre',
  g: 'kg',
  gram: 'kg',
  grams: 'kg',
  gramme: 'kg',
  grammes: 'kg',
};
/** The Azerbaijani manat's hundredth, as learners spell it. */
const QEPIK = new Set(['qepik', 'qapik', 'gepik', 'kopek', 'qepiks', 'qapiks', 'gepiks']);
/** Days' short names that are no English words ("tue", "thurs"), read as the day wherever they stand. */
const DAY_SHORT_NAMES: Record<string, string> = {
  tue: 'tuesday',
  tues: 'tuesday',
  weds: 'wednesday',
  thu: 'thursday',
  thur: 'thursday',
  thurs: 'thursday',
  fri: 'friday',
};
/** Days' short names that are also words ("sun", "sat"), read as the day only after a word that names a day. */
const DAY_SHORT_WORDS: Record<string, string> = { mon: 'monday', wed: 'wednesday', sat: 'saturday', sun: 'sunday' };
const BEFORE_A_DAY = new Set(['on', 'next', 'every', 'last', 'this', 'by', 'until', 'till']);
const ONE = new Set(['a', 'an', 'one', '1']);

/** The words that start a phrase `withQuantitiesInOneUnit` reads (besides numbers and ordinals). */
const QUANTITY_STARTS: ReadonlySet<string> = new Set([
  ...Object.keys(PART_OF),
  ...Object.keys(DAY_SHORT_NAMES),
  ...Object.keys(DAY_SHORT_WORDS),
  ...Object.keys(COMPARED_BY_SIZE),
  ...['decade', 'decades', 'than', 'pass', 'at', 'in', 'not', 'no', 'age', 'more', 'less', 'fewer', 'rather', 'other'],
]);

/** Hours, in which a count of whole days may be said ("48 hours"), and tonnes, in which a key's kilograms may. */
const HOURS = new Set(['hour', 'hours', 'h', 'hrs']);
const TONNES = new Set(['tonne', 'tonnes', 'ton', 'tons']);

/**
 * A quantity said in another unit or shape, read in the one keys use (`meaning` mode, after number words became
 * digits, before articles go): "half a month" is 2 weeks, "a quarter of a year" 3 months, "four decades" 40 years,
 * "1000 ml" 1 litre, "48 hours" 2 days, "0.65 tonnes" 650 kg, "a hundred qepik" 1 manat, "4 weeks or so" about 4
 * weeks, "heavier than a kilo" than 1 kilo,
 * "1 kg and a little more" more than 1 kg, "at least 8 but not more than 10" 8 to 10, "not later than 8.20" by 8.20,
 * "her fifteenth birthday" 15 years old, "at age 13" at the age of 13, "next Tue" next Tuesday, "half pass eleven" half past eleven; and as
 * Azerbaijani and Russian speakers say them, "third part of" a third of, "higher from 2000" higher than 2000, "sixteen
 * age" 16 years old, "in time when" when.
 */
function withQuantitiesInOneUnit(tokens: readonly AnswerToken[]): AnswerToken[] {
  const word = (i: number) => (tokens[i]?.length === 1 ? (tokens[i]?.[0] ?? '') : '');
  /**
   * A range said by its bounds at `at` ("at least 8 hours but not more than 10", "no less than 8 and no more than
   * 10"): the low and high numbers, the unit said after either, and the index of the last word read.
   */
  const boundsAt = (at: number): [string, string, string, number] | undefined => {
    const lowAt = word(at) === 'at' && word(at + 1) === 'least' ? at + 2 : lessThanAt(at);
    if (lowAt === undefined || !/^\d+$/.test(word(lowAt))) return undefined;
    const lowUnit = UNITS[word(lowAt + 1)] !== undefined ? word(lowAt + 1) : '';
    let k = lowAt + (lowUnit ? 2 : 1);
    if (word(k) === 'but' || word(k) === 'and') k++;
    if (!['not', 'no'].includes(word(k)) || word(k + 1) !== 'more' || word(k + 2) !== 'than') return undefined;
    const high = word(k + 3);
    if (!/^\d+$/.test(high) || Number(high) <= Number(word(lowAt))) return undefined;
    const highUnit = UNITS[word(k + 4)] !== undefined ? word(k + 4) : '';
    return [word(lowAt), high, highUnit || lowUnit, k + (highUnit ? 4 : 3)];
  };
  /** Where "no less than" or "not less than" at `at` is followed by its number; else undefined. */
  const lessThanAt = (at: number) =>
    ['not', 'no'].includes(word(at)) && ['less', 'fewer'].includes(word(at + 1)) && word(at + 2) === 'than'
      ? at + 3
      : undefined;
  const out: AnswerToken[] = [];
  for (let i = 0; i < tokens.length; i++) {
    // Most words start none of these phrases: they are passed on at once.
    const own = tokens[i]?.[0] ?? '';
    if (!/^\d/.test(own) && !QUANTITY_STARTS.has(own)) {
      out.push(tokens[i] ?? []);
      continue;
    }
    const [w, next, after] = [word(i), word(i + 1), word(i + 2)];
    // "half a month", "a quarter of a year", "three quarters of a year": the part in the next smaller period.
    const partAt = PART_OF[w] !== undefined ? i : -1;
    if (partAt >= 0) {
      let k = i + 1;
      if (next === 'of') k++;
      if (ONE.has(word(k)) && word(k) !== '1' && word(k) !== 'one') k++;
      const period = SMALLER_PERIOD[word(k)];
      const count = /^\d+$/.test(word(i - 1)) ? Number(word(i - 1)) : 1;
      const parts = PART_OF[w] ?? 1;
      if (
        period &&
        (w === 'half' ? count === 1 && !/^\d/.test(word(i - 1)) : true) &&
        (period[0] * count) % parts === 0
      ) {
        if (/^\d+$/.test(word(i - 1)) || ONE.has(word(i - 1))) out.pop();
        out.push([String((period[0] * count) / parts)], [period[1]]);
        i = k;
        continue;
      }
    }
    if (/^(decade|decades)$/.test(w)) {
      // "four decades", "a decade": years.
      const count = /^\d+$/.test(word(i - 1)) ? Number(word(i - 1)) : ONE.has(word(i - 1)) ? 1 : undefined;
      if (count !== undefined) {
        out.pop();
        out.push([String(count * 10)], ['years']);
        continue;
      }
    }
    if (/^\d+$/.test(w) && Number(w) >= 1000 && Number(w) % 1000 === 0 && THOUSANDTHS[next]) {
      out.push([String(Number(w) / 1000)], [THOUSANDTHS[next] ?? next]);
      i++;
      continue;
    }
    if (/^\d+$/.test(w) && Number(w) >= 100 && Number(w) % 100 === 0 && QEPIK.has(next)) {
      out.push([String(Number(w) / 100)], ['manat']);
      i++;
      continue;
    }
    if (/^\d+$/.test(w) && Number(w) >= 24 && Number(w) % 24 === 0 && HOURS.has(next)) {
      // "48 hours": 2 days, as keys say a stay or a wait of whole days.
      out.push([String(Number(w) / 24)], ['days']);
      i++;
      continue;
    }
    if (/^\d+(?:\.\d+)?$/.test(w) && TONNES.has(next) && Number.isInteger(Number(w) * 1000)) {
      // "0.65 tonnes": 650 kilograms, the unit keys weigh in.
      out.push([String(Number(w) * 1000)], ['kilograms']);
      i++;
      continue;
    }
    if (/^\d/.test(w) && next !== '' && after === 'or' && word(i + 3) === 'so' && !/^\d/.test(next)) {
      // "4 weeks or so": about 4 weeks.
      if (!['about', 'around', 'approximately', 'roughly'].includes(word(i - 1))) out.push(['about']);
      out.push([w], [next]);
      i += 3;
      continue;
    }
    if (w === 'than' && (next === 'a' || next === 'an') && UNITS[after] !== undefined) {
      // "heavier than a kilo", "longer than an hour": than 1 of the unit.
      out.push(['than'], ['1']);
      i++;
      continue;
    }
    if (
      /^\d/.test(w) &&
      UNITS[next] !== undefined &&
      (after === 'and' || after === 'or') &&
      ((word(i + 3) === 'a' && ['little', 'bit'].includes(word(i + 4)) && word(i + 5) === 'more') ||
        (word(i + 3) === 'slightly' && word(i + 4) === 'more'))
    ) {
      // "1 kg and a little more": just over 1 kg.
      out.push(['more'], ['than'], [w], [next]);
      i += word(i + 3) === 'a' ? 5 : 4;
      continue;
    }
    const bounds = boundsAt(i);
    if (bounds) {
      // "at least eight hours but not more than ten": 8 to 10 hours.
      const [low, high, unit, last] = bounds;
      out.push([low], ['to'], [high], ...(unit ? [[unit]] : []));
      i = last;
      continue;
    }
    if ((w === 'not' || w === 'no') && next === 'later' && after === 'than' && /^\d/.test(tokens[i + 3]?.[0] ?? '')) {
      // "not later than twenty past eight": by then.
      out.push(['by']);
      i += 2;
      continue;
    }
    if ((w === 'in' || w === 'at') && (next === 'time' || (next === 'the' && after === 'time'))) {
      const k = next === 'time' ? i + 2 : i + 3;
      if (word(k) === 'when') {
        // "in time when you sleep", "at the time when", as Azerbaijani and Russian say "when": when.
        i = k - 1;
        continue;
      }
    }
    if (w === 'age' && /^\d+$/.test(next) && word(i - 1) !== 'of') {
      // "she began at age 13": at the age of 13.
      out.push(['age'], ['of']);
      continue;
    }
    if (/^\d+$/.test(w) && (next === 'age' || next === 'ages') && word(i + 2) !== 'of') {
      // "Leyla have sixteen age", as Azerbaijani says it ("on altı yaşı var"): 16 years old.
      out.push([w], ['years'], ['old']);
      i++;
      continue;
    }
    const ordinal = tokens[i]?.[0] ?? '';
    if (ORDINAL_DIGITS.test(ordinal) && next === 'birthday') {
      // "her fifteenth birthday": she turned 15.
      out.push([ordinal.replace(ORDINAL_DIGITS, '$1')], ['years'], ['old']);
      i++;
      continue;
    }
    if (
      ORDINAL_DIGITS.test(ordinal) &&
      denominatorOf(tokens[i]) !== undefined &&
      PARTS.has(next) &&
      word(i - 1) !== 'the'
    ) {
      // "third part of all food", as Azerbaijani says a share: a third of it.
      out.push(['a'], [ordinal]);
      i++;
      continue;
    }
    if (/^\d+$/.test(w) && next === 'in' && /^\d+$/.test(after) && PARTS.has(word(i + 3))) {
      // "one in three parts of all food": one of three parts.
      out.push([w], ['of']);
      i++;
      continue;
    }
    if ((COMPARED_BY_SIZE[w] || COMPARING.has(w)) && next === 'from' && /^\d/.test(after)) {
      // "higher from 2000 metres", as Azerbaijani and Russian say "than" ("-dan", "ot"): higher than 2000.
      out.push([w], ['than']);
      i++;
      continue;
    }
    const day = DAY_SHORT_NAMES[w] ?? (BEFORE_A_DAY.has(word(i - 1)) ? DAY_SHORT_WORDS[w] : undefined);
    if (day) {
      out.push([day]);
      continue;
    }
    if (
      w === 'pass' &&
      (/^\d/.test(word(i - 1)) || word(i - 1) === 'half' || word(i - 1) === 'quarter') &&
      /^\d+$/.test(next)
    ) {
      // "half pass eleven": the time, as heard.
      out.push(['past']);
      continue;
    }
    out.push(tokens[i] ?? []);
  }
  return out;
}

/**
 * Phrases that say one thing in several ways, read in one (`meaning` mode, after number words became digits and
 * articles went): "2 times" is "twice", "a fortnight" "2 weeks", "14 days" "2 weeks", "once in 2 weeks" "every 2 weeks", "twice in a
 * month" "twice a month", "no more than 3" "only 3", "fifty or even more" "fifty", "a single bin" "1 bin",
 * "forbidden" "not allowed", "not well" and "bad health" "ill", "not open" "closed"; "240 minutes" "4 hours", "2 km"
 * "2000 metres", "1 m 30 cm" "1.3 metres", "about 30 days" "about a month", "higher than 2000" "more than 2000";
 * "without paying" "free".
 */
function rewritePhrases(tokens: readonly AnswerToken[], lexicon: EnglishLexicon): AnswerToken[] {
  const out: AnswerToken[] = [];
  const word = (i: number) => (tokens[i]?.length === 1 ? (tokens[i]?.[0] ?? '') : '');
  const first = (i: number) => tokens[i]?.[0] ?? '';
  /** Where a phrase saying that something ends ("finish", "are over") starts at `at`, its last word; else undefined. */
  const endsAt = (at: number) => {
    const k = ['is', 'are', 'was', 'were'].includes(word(at)) ? at + 1 : at;
    return ENDING_WORDS.has(word(k)) && (k === at || word(k) === 'over') ? k : undefined;
  };
  /** The centimetres said at `at` after a number of metres, with the index of their last word: "30", "and 30 cm". */
  const centimetresAt = (at: number): [number, number] | undefined => {
    const from = word(at) === 'and' ? at + 1 : at;
    const n = word(from);
    if (!/^\d{1,2}$/.test(n) || (UNIT_NAMES.has(word(from + 1)) && word(from + 1) !== 'cm')) return undefined;
    return [Number(n), word(from + 1) === 'cm' ? from + 1 : from];
  };
  /**
   * Where a phrase saying that nothing was paid ("without paying for it", "not have to pay", "did not pay for" at the
   * end) starts at `at`, its last word; else undefined.
   */
  const unpaidEndsAt = (at: number) => {
    // "a meal they did not pay for": the thing was free.
    if (word(at) === 'not' && PAYING.has(word(at + 1)) && word(at + 2) === 'for' && at + 3 === tokens.length)
      return at + 2;
    const have = word(at) === 'not' && word(at + 1) === 'have' && word(at + 2) === 'to';
    let k = word(at) === 'without' ? at + 1 : have ? at + 3 : -1;
    // "without paying attention" is no price.
    if (k === -1 || !PAYING.has(word(k)) || word(k + 1) === 'attention') return undefined;
    if (word(k + 1) === 'for' && ['it', 'them', 'that', 'this'].includes(word(k + 2))) k += 2;
    return k;
  };
  /**
   * A share said in parts at `at` ("7 out of 10", "1 part out of 3", "1 of 3 parts", "1 part from 3 parts"): the part,
   * the whole and the index of its last word. Without "out of", only with "part": "1 of 3 children" is one of them.
   */
  const shareAt = (at: number): [number, number, number] | undefined => {
    if (!/^\d+$/.test(word(at))) return undefined;
    let k = at + 1;
    const partBefore = PARTS.has(word(k));
    if (partBefore) k++;
    const outOf = word(k) === 'out' && word(k + 1) === 'of';
    if (outOf) k += 2;
    else if (word(k) === 'of' || word(k) === 'from' || (word(k) === 'in' && word(k + 1) === 'every')) k++;
    else return undefined;
    // "one (out) of every three kilos", "one in every three": a share of each group of three.
    const ofEvery = word(k) === 'every';
    if (ofEvery) k++;
    const partAfter = PARTS.has(word(k + 1));
    if (!/^[1-9]\d*$/.test(word(k)) || Number(word(at)) > Number(word(k))) return undefined;
    if (!outOf && !ofEvery && !partBefore && !partAfter) return undefined;
    return [Number(word(at)), Number(word(k)), partAfter ? k + 1 : k];
  };
  /**
   * The first two of a row of things said one by one at `at`: "1st and 2nd" (the noun follows), "lessons 1 and 2",
   * "lesson 1 and lesson 2". The noun, if said before the numbers, and the index of the last word read.
   */
  const firstTwoAt = (at: number): [string, number] | undefined => {
    if (first(at) === '1st' && word(at + 1) === 'and' && first(at + 2) === '2nd') return ['', at + 2];
    const noun = word(at);
    if (noun === '' || isStopword(noun) || /^\d/.test(noun) || UNIT_NAMES.has(noun) || word(at + 1) !== '1')
      return undefined;
    if (word(at + 2) !== 'and') return undefined;
    const last =
      word(at + 3) === '2' && /s$/.test(noun) ? at + 3 : word(at + 3) === noun && word(at + 4) === '2' ? at + 4 : 0;
    // "lessons 1 and 2 hours" counts hours.
    return last > 0 && !UNIT_NAMES.has(word(last + 1)) ? [noun, last] : undefined;
  };

  /** Whether "bad", "poor" or "weak" health is said at `at`, after "too" or "very" perhaps. */
  const healthIsBadAt = (at: number) => BAD_HEALTH.has(word(HOW_MUCH.has(word(at)) ? at + 1 : at));
  for (let i = 0; i < tokens.length; i++) {
    const [w, next, after] = [word(i), word(i + 1), word(i + 2)];
    const dateMonth = next === 'of' ? after : next;
    const hourAfter = NAMED_HOURS[word(i + 3)] ?? (/^\d+$/.test(word(i + 3)) ? Number(word(i + 3)) : undefined);
    if (
      /^\d+$/.test(w) &&
      denominatorOf(tokens[i + 1]) !== undefined &&
      Number(w) < (denominatorOf(tokens[i + 1]) ?? 0) &&
      isFractionAt(tokens, i + 1)
    ) {
      // A share said as a fraction is read as the percent it is ("one third", "about 33%"), and a fraction of
      // an hour as minutes ("a third of an hour" is 20 minutes).
      const parts = denominatorOf(tokens[i + 1]) ?? 1;
      if (word(i + 2) === 'of' && word(i + 3) === 'hour' && (60 * Number(w)) % parts === 0) {
        out.push([String((60 * Number(w)) / parts)], ['minute']);
        i += 3;
      } else {
        out.push([percentOf(Number(w), parts)], ['percent']);
        i++;
      }
    } else if (shareAt(i) !== undefined) {
      // "seven out of ten students" is 70 percent of them, "one part out of three" 33.
      const [part, whole, last] = shareAt(i) ?? [0, 1, i];
      out.push([percentOf(part, whole)], ['percent']);
      i = last;
    } else if (firstTwoAt(i) !== undefined) {
      // "lessons one and two", "lesson 1 and lesson 2", "the first and second lessons": the first two lessons.
      const [noun, last] = firstTwoAt(i) ?? ['', i];
      out.push(['1st'], ['2'], ...(noun ? [[noun]] : []));
      i = last;
    } else if (
      /^\d+$/.test(w) &&
      next === 'minute' &&
      ['past', 'after', 'to', 'before'].includes(after) &&
      hourAfter !== undefined &&
      !UNIT_NAMES.has(word(i + 4))
    ) {
      // "thirty minutes after eleven" is 11.30, "half an hour before midnight" 23.30 (also 11.30, read again).
      const minutes = Number(w);
      const time =
        after === 'past' || after === 'after'
          ? clockTime(hourAfter % 24, minutes)
          : clockTime(hourAfter - 1, 60 - minutes);
      if (time && minutes > 0 && minutes < 60) {
        out.push(withAfternoonTime(time));
        i += 3;
      } else out.push(tokens[i] ?? []);
    } else if (/^\d+$/.test(w) && Number(w) >= 1000 && Number(w) % 1000 === 0 && next === 'million') {
      // "a thousand million" is a billion.
      if (Number(w) !== 1000) out.push([String(Number(w) / 1000)]);
      out.push(['billion']);
      i++;
    } else if (/^\d+$/.test(w) && Number(w) >= 60 && Number(w) % 60 === 0 && next === 'minute') {
      // "240 minutes" is "4 hours" (90 minutes stays, as "an hour and a half" is read).
      out.push([String(Number(w) / 60)], ['hour']);
      i++;
    } else if (/^\d+(\.\d+)?$/.test(w) && next === 'km' && Number.isInteger(Number(w) * 1000)) {
      // "2 km" is 2000 metres, as a key gives a height.
      out.push([String(Number(w) * 1000)], ['metre']);
      i++;
    } else if (/^\d+$/.test(w) && next === 'metre' && centimetresAt(i + 2) !== undefined) {
      // "1 metre 30", "1 m 30 cm", "one metre and thirty centimetres": 1.3 metres.
      const [centimetres, last] = centimetresAt(i + 2) ?? [0, i];
      out.push([String(Number(w) + centimetres / 100)], ['metre']);
      i = last;
    } else if (APPROXIMATELY.has(word(i - 1)) && ABOUT_A_MONTH.has(`${w} ${next}`)) {
      // "about 30 days", "around 4 weeks": about a month.
      out.push(['1'], ['month']);
      i++;
    } else if (COMPARED_BY_SIZE[w] && next === 'than' && /^\d/.test(after)) {
      // "higher than 2000 metres", "heavier than 1 kg": more than that.
      out.push([COMPARED_BY_SIZE[w] ?? w]);
    } else if (/^\d+$/.test(w) && Number(w) >= 100 && next === 'cm') {
      // "130 cm" is 1.3 metres, as a key gives a height.
      out.push([String(Number(w) / 100)], ['metre']);
      i++;
    } else if (w === '2' && (next === 'times' || next === 'time')) {
      out.push(['twice']);
      i++;
    } else if (w === '1' && (next === 'time' || next === 'times')) {
      out.push(['once']);
      i++;
    } else if (w === 'fortnight' || w === 'fortnights') {
      out.push(['2'], ['week']);
    } else if (w === 'then' && (/...er$/.test(word(i - 1)) || COMPARING.has(word(i - 1))) && !SUBJECTS.has(next)) {
      // "bigger then a book": "than" after a comparison (not "cleaned by her, then she fills").
      out.push(['than']);
    } else if (w === 'every' && (first(i + 1) === '2nd' || next === 'other') && PERIODS.has(word(i + 2))) {
      // "every second week", "every other week": every 2 weeks.
      out.push(['every'], ['2']);
      i++;
    } else if (/^(1[3-9]|2[0-3])\.[0-5]\d$/.test(w)) {
      // "23.30" on the 24-hour clock is also "11.30" (pm) as the key says it.
      out.push(withAfternoonTime(w));
    } else if ((w === 'pm' || w === 'am') && /^\d/.test(word(i - 1))) {
      // "11.30 pm", "9 am": the time is what the key gives.
    } else if (w === 'single') {
      out.push(['1']);
    } else if (w === 'once' && (next === 'every' || /^\d/.test(next) || next === 'fortnight')) {
      if (next !== 'every') out.push(['every']);
    } else if (w === 'once' && next === 'in' && /^\d/.test(after)) {
      out.push(['every']);
      i++;
    } else if (w === 'in' && HOW_OFTEN.has(word(i - 1)) && PERIODS.has(next)) {
      // "twice in a month": the "in" goes.
    } else if (
      (w === 'no' || w === 'not') &&
      (next === 'more' || next === 'longer' || next === 'less' || next === 'fewer') &&
      after === 'than'
    ) {
      // "no more than 3", "no longer than 5 minutes": only; "no less than", "no fewer than": at least.
      out.push(...(next === 'more' || next === 'longer' ? [['only']] : [['at'], ['least']]));
      i += 2;
    } else if ((w === 'more' || w === 'less' || w === 'fewer') && /^\d/.test(next) && !/^\d/.test(word(i - 1))) {
      // A learner's "more 400" is "more than 400" ("2 more 400" is not).
      out.push([w], ['than']);
    } else if (w === 'over' && /^\d/.test(next) && FALLING.has(word(i - 1))) {
      // "she fell over eleven times": "over" is part of the verb, no "more than".
    } else if (MORE_THAN[w] && /^\d/.test(next) && word(i - 1) !== 'just' && !COMPARING.has(word(i - 1))) {
      // "above 400", "over 400" and "more than 400" say one thing; "below 16", "under 16" and "less than 16" too.
      out.push([MORE_THAN[w] ?? w], ['than']);
    } else if (w === 'more' && isComparative(next, lexicon)) {
      // A learner's "more bigger" is "bigger".
    } else if ((w === 'more' || w === 'most') && comparisonOf(next, w === 'most', lexicon)) {
      // A learner's "more big", "more fast", "most good": "bigger", "faster", "best".
      out.push([comparisonOf(next, w === 'most', lexicon) ?? next]);
      i++;
    } else if (w === 'when' && endsAt(i + 2) !== undefined && /^[a-z]+$/.test(next)) {
      // "when the lessons finish", "when classes are over": after them.
      out.push(['after'], [next]);
      i = endsAt(i + 2) ?? i;
    } else if (w === 'or' && (next === 'more' || (next === 'even' && after === 'more'))) {
      i += next === 'more' ? 1 : 2;
    } else if (ORDINAL_DIGITS.test(first(i)) && (CALENDAR_NAMES.has(word(i - 1)) || CALENDAR_NAMES.has(dateMonth))) {
      out.push([first(i).replace(ORDINAL_DIGITS, '$1')]);
    } else if (
      (MINUTES_PAST[w] || /^\d+$/.test(w)) &&
      (next === 'past' || next === 'to') &&
      /^\d+$/.test(first(i + 2).replace(ORDINAL_DIGITS, '$1')) &&
      // "2 to 3 hours" is a range, not a time; so is "ages 5 to 10", "from 5 to 10", "between 5 to 10".
      !Object.values(UNITS).includes(word(i + 3)) &&
      !(next === 'to' && OPENS_A_RANGE.has(word(i - 1)))
    ) {
      // "half past six" 6.30, "twenty past eight" 8.20, "quarter to five" 4.45 ("eigth" is read "8th").
      const minutes = MINUTES_PAST[w] ?? Number(w);
      const hour = Number(first(i + 2).replace(ORDINAL_DIGITS, '$1'));
      const time = next === 'past' ? clockTime(hour, minutes) : clockTime(hour - 1, 60 - minutes);
      if (time && minutes < 60) {
        out.push([time]);
        i += 2;
      } else out.push(tokens[i] ?? []);
    } else if (
      (word(i - 1) === 'after' || word(i - 1) === 'before') &&
      /^\d+$/.test(w) &&
      Number(w) >= 2 &&
      Number(w) <= 12 &&
      /^[a-z]+[^s]$/.test(next) &&
      !isStopword(next) &&
      !UNIT_NAMES.has(next) &&
      !CLOCK_WORDS.has(next)
    ) {
      // A learner's "after six lesson": a number before a noun in the singular says its place, "after 6th lesson".
      out.push([`${w}${ordinalSuffix(Number(w))}`]);
    } else if (/^\d+$/.test(w) && next === 'and' && after === 'half' && word(i + 3) === 'hour') {
      // "one and half hour", the article left out.
      out.push([String(Number(w) * 60 + 30)], ['minute']);
      i += 3;
    } else if (/^\d+$/.test(w) && next === 'hour' && after === 'and' && word(i + 3) === 'half') {
      // "six hours and a half", the article gone.
      out.push([String(Number(w) * 60 + 30)], ['minute']);
      i += 3;
    } else if (/^\d/.test(w) && next === 'hour' && Number(w) % 1 !== 0) {
      // "1.5 hours" (and "one and a half hours") is 90 minutes.
      out.push([String(Math.round(Number(w) * 60))], ['minute']);
      i++;
    } else if (/^\d+$/.test(w) && next === 'hour' && /^\d+$/.test(word(i + 2 + (after === 'and' ? 1 : 0)))) {
      // "1 hour and 30 minutes" is 90 minutes.
      const at = i + 2 + (after === 'and' ? 1 : 0);
      if (word(at + 1) === 'minute') {
        out.push([String(Number(w) * 60 + Number(word(at)))], ['minute']);
        i = at + 1;
      } else out.push(tokens[i] ?? []);
    } else if (w === 'hour' && next === 'and' && after === 'half' && !/^\d/.test(word(i - 1))) {
      // "an hour and a half".
      out.push(['90'], ['minute']);
      i += 2;
    } else if (/^\d+$/.test(w) && Number(w) >= 14 && Number(w) % 7 === 0 && (next === 'days' || next === 'day')) {
      // "14 days" is "2 weeks" (a number of weeks stays as said: "for four weeks" is 4, not 28).
      out.push([String(Number(w) / 7)], ['week']);
      i++;
    } else if (w === 'half' && next === 'hour' && !/^\d/.test(word(i - 1))) {
      out.push(['30'], ['minute']);
      i++;
    } else if (w === 'more' && next === 'or' && after === 'less') {
      out.push(['about']);
      i += 2;
    } else if (w === 'y' && next === 'o' && /^\d/.test(word(i - 1))) {
      out.push(['year'], ['old']);
      i++;
    } else if (NEGATED_AS_ONE_WORD[w]) {
      out.push(...(NEGATED_AS_ONE_WORD[w] ?? []).map((part) => [part]));
    } else if (unpaidEndsAt(i) !== undefined) {
      // "without paying for it", "did not have to pay": free.
      out.push(['free']);
      i = unpaidEndsAt(i) ?? i;
    } else if (MAKING.has(w) && (next === 'video' || next === 'videos')) {
      // "she made a video of her grandmother" is "she filmed her grandmother".
      out.push(['film']);
      i += after === 'of' ? 2 : 1;
    } else if (
      w === 'half' &&
      /^([1-9]|1[0-2])$/.test(next) &&
      !/^\d/.test(word(i - 1)) &&
      !UNIT_NAMES.has(after) &&
      !['an', 'a', 'of'].includes(after)
    ) {
      // "half eleven", as British English says the time, is 11.30.
      out.push([`${next}.30`]);
      i++;
    } else if (['is', 'are', 'was', 'were'].includes(w) && next === 'not' && after === 'there' && i > 0) {
      // "books where some pages are not there": the pages are missing.
      out.push([w], ['missing']);
      i += 2;
    } else if (w === 'double' && /^check(s|ed|ing)?$/.test(next)) {
      // "double-checks the number" checks it twice ("checks twice the number": ideas are covered in any order).
      out.push([next], ['twice']);
      i++;
    } else if (w === 'take' && OWNERS.has(next) && after === 'time') {
      // "take your time" is "do not hurry".
      out.push(['not'], ['hurry']);
      i += 2;
    } else if (
      (w === 'shape' && (next === 'of' || next === 'as')) ||
      (w === 'same' && next === 'shape' && after === 'as')
    ) {
      // "the shape of the sun", "the same shape as the sun": like the sun.
      out.push(['like']);
      i += w === 'same' ? 2 : 1;
    } else if (BAD_HEALTH.has(w) && next === 'health') {
      // "because of his bad health" is "because he was ill".
      out.push(['ill']);
      i++;
    } else if (w === 'health' && ['is', 'was', 'are', 'were'].includes(next) && healthIsBadAt(i + 2)) {
      // "his health was too bad to come" is "he was too ill to come".
      const how = HOW_MUCH.has(after) ? [[after]] : [];
      out.push([next], ...how, ['ill']);
      i += 2 + how.length;
    } else if (w === 'not' && (ONE_WORD_FOR_NOT[next] || (LINKING_VERBS.has(next) && ONE_WORD_FOR_NOT[after]))) {
      // "not well" is "ill", "will not be open" "will be closed", "was not feeling well" "was ill".
      const linked = LINKING_VERBS.has(next);
      if (next === 'be') out.push([next]);
      const adjective = linked ? after : next;
      out.push([ONE_WORD_FOR_NOT[adjective] ?? adjective]);
      i += linked ? 2 : 1;
    } else if (
      (w === 'no' && next === 'longer' && after !== 'than') ||
      (w === 'not' && (next === 'anymore' || next === 'any'))
    ) {
      // "no longer wore", "did not wear them anymore", "not any more" all say "not".
      out.push(['not']);
      i += next === 'any' && (after === 'more' || after === 'longer') ? 2 : next === 'any' ? 0 : 1;
    } else if ((w === 'anymore' || (w === 'any' && next === 'more')) && out.some((t) => t[0] === 'not')) {
      // "not wear them anymore": the "not" is already there.
      if (w === 'any') i++;
    } else if ((w === 'or' && next === 'so') || (w === 'at' && next === 'all') || (w === 'very' && next === 'much')) {
      i++;
    } else out.push(tokens[i] ?? []);
  }
  return out;
}

/**
 * Readings of short texts, by lexicon and mode: the judge reads one answer several times (its rules, its hard
 * refusals, the scorer's signals), and students send the same answers again.
 */
const readings = new WeakMap<EnglishLexicon, Record<JudgeMode, (text: string) => readonly AnswerToken[]>>();
const MAX_REMEMBERED_READINGS = 5_000;
/** The longest text remembered: an answer, a key or a question; a passage's reading the judge keeps itself. */
const MAX_REMEMBERED_LENGTH = 300;

/** The text read as the judge compares it (readAnswer), remembered for short texts. Shared: never to be changed. */
export function normalizeAnswer(
  text: string,
  mode: JudgeMode,
  lexicon: EnglishLexicon = EMPTY_LEXICON,
): readonly AnswerToken[] {
  if (text.length > MAX_REMEMBERED_LENGTH) return readAnswer(text, mode, lexicon);
  let read = readings.get(lexicon);
  if (!read) {
    const remembered = (m: JudgeMode) => memoized((t) => readAnswer(t, m, lexicon), MAX_REMEMBERED_READINGS);
    readings.set(lexicon, (read = { form: remembered('form'), meaning: remembered('meaning') }));
  }
  return read[mode](text);
}

function readAnswer(text: string, mode: JudgeMode, lexicon: EnglishLexicon): AnswerToken[] {
  const expanded: AnswerToken[] = [];
  const counted = mode === 'meaning' ? withCountsSpelled(text) : text;
  for (const token of cleanText(counted).split(/\s+/).filter(Boolean).flatMap(expandContraction)) {
    // After the previous word as read: "thre yaers" is "three years".
    const previous = expanded.at(-1)?.[0] ?? '';
    const afterNumber = /^\d/.test(previous) || isNumberToken(previous);
    const slip =
      mode === 'meaning' && token.length === 1 ? closedClassSlip(token[0] ?? '', lexicon, afterNumber) : undefined;
    expanded.push(slip ? [slip] : token);
  }
  for (const [i, token] of expanded.entries()) {
    if (mode !== 'meaning' || token.length !== 1) continue;
    const [previous, next] = [expanded[i - 1]?.[0] ?? '', expanded[i + 1]?.[0] ?? ''];
    const number = numberBesideNumber(token[0] ?? '', previous, next);
    if (number) expanded[i] = [number];
    // "on Wednesdays" is every Wednesday: the day, as a key names it.
    const day = token[0] ?? '';
    if (day.endsWith('days') && CALENDAR_NAMES.has(day.slice(0, -1))) expanded[i] = [day.slice(0, -1)];
    // "5th nov", "nov 5": a month's short name beside a number ("mar", "jun" are words elsewhere).
    const month = MONTH_SHORT_NAMES[token[0] ?? ''];
    if (month && [previous, next].some((w) => /^\d/.test(w) || isNumberToken(w))) expanded[i] = [month];
  }
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
  const read = withQuantitiesInOneUnit(tokens);
  for (const [index, token] of read.entries()) {
    const word = token[0] ?? '';
    if (token.length === 1 && ARTICLES.has(word)) {
      // "a third of our food", "a quarter": the article counts one part ("one third"), so both read "1 3rd".
      if (word !== 'the' && isFractionAt(read, index + 1)) out.push(['1']);
      continue;
    }
    if (word === 'oclock') continue;
    const afterNumber = /^\d/.test(read[index - 1]?.[0] ?? '');
    const unit = UNITS[word] ?? (afterNumber ? AFTER_NUMBER_ONLY[word] : undefined);
    if (unit && token.length === 1) out.push([unit]);
    else out.push(token);
  }
  // Twice, as one rewrite can make another: "one time in 2 weeks" → "once in 2 weeks" → "every 2 weeks". Where the
  // first rewrote nothing (every token kept as it was), the second would read the same words again, and is skipped.
  const once = rewritePhrases(out, lexicon);
  return once.length === out.length && once.every((token, i) => token === out[i])
    ? once
    : rewritePhrases(once, lexicon);
}

/** The canonical words, for display and tests. */
export function canonicalText(tokens: readonly AnswerToken[]): string {
  return tokens.map((t) => t[0] ?? '').join(' ');
}
