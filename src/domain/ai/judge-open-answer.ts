/**
 * The offline judge of a written (open) answer, also the fallback when the model's judging fails. It tries, in order:
 * 1. the spec's rule: the answer equals an accepted answer, ignoring case and surrounding spaces;
 * 2. the normalised answer (normalize-answer.ts) equals an accepted answer word for word;
 * 3. (`meaning` mode) the answer contains an accepted answer, and every other word is a function word or is
 *    supported by the question, the key or the passage quote: "He was six." for "six", but not "a red scarf" for
 *    "a scarf", "white or brown" for "white", or "good food likes hurry";
 * 4. (`meaning` mode) the answer covers the ideas of a key point or of a longer accepted answer, in any order,
 *    agreeing with it on negation and numbers.
 * Small typos count as the intended word in `meaning` mode only; a different grammatical form never does.
 */
import { areOpposites, contentWords, isStopword, NEGATIONS, sameStem, stem, stemVariants } from './content-words.ts';
import { matchesAccepted } from '../practice/compare-answer.ts';
import {
  calendarNamed,
  colourNamed,
  definitionKey,
  namedByDefinition,
  type DefinitionKey,
} from './definition-match.ts';
import { isUnknownWord } from '../text/english-lexicon.ts';
import { NO_WORD_KNOWLEDGE, type WordKnowledge } from '../text/word-knowledge.ts';
import {
  CALENDAR_NAMES,
  comparativeOf,
  isComparative,
  normalizeAnswer,
  UNIT_NAMES,
  type AnswerToken,
  type JudgeMode,
} from './normalize-answer.ts';
import { isNumberToken, NUMBER_WORDS, numbersToDigits, ordinalDigits, withDigits } from './number-words.ts';
import { lazily, memoized, pairMemory, type PairMemory } from './memo.ts';
import { deniesKeyAction, saysOppositeAction, saysOtherHands } from './other-action.ts';
import { namesAnotherMember, namesAnotherPerson, withPeopleNamed } from './other-person.ts';
import { leavesQuestionFrame } from './question-frame.ts';
import { LISTED, namesSecondThingByKeysWords } from './second-thing.ts';
import { hedgedBelowLowerBound, otherNumberInKeysBound, quantitySaidAsKeys } from './quantity-said-otherwise.ts';
import { consonantFrame, damerauLevenshtein, isOtherFormOfSameWord, isSlipFor, spellingKey } from './typo-distance.ts';

export type { JudgeMode } from './normalize-answer.ts';

/** What the judge knows about an open question (from content; never sent to the browser before grading). */
export interface OpenAnswerKey {
  question: string;
  /** The model answer. */
  answer: string;
  accepted: readonly string[];
  keyPoints?: readonly string[];
  /** Text that supports extra details in an answer: the rationale, which quotes the passage. */
  support?: string;
  /** The reading text or listening script: a true detail from it beside the key does not make an answer wrong. */
  passage?: string;
}

/** 'scored': refused by the rules, called right by the learned scorer (judge-scored.ts). */
export type JudgeReason = 'exact' | 'normalized' | 'contains' | 'key-points' | 'scored' | 'no-match' | 'empty';

export interface JudgeVerdict {
  correct: boolean;
  reason: JudgeReason;
}

/** How much of a key point the answer must cover to count as correct. */
export const KEY_POINT_COVERAGE = 0.8;

function singular(word: string): string {
  if (/^\d/.test(word) || word.length < 4) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The word and the simple forms a learner may write for it: the plural's singular, the base of a regular verb.
 * Remembered: the pairs of words compared ask for the same word's forms again and again.
 */
const baseForms = memoized((word: string): readonly string[] => {
  const forms = new Set([word, singular(word)]);
  if (word.length > 5 && word.endsWith('ing')) forms.add(word.slice(0, -3)).add(`${word.slice(0, -3)}e`);
  if (word.length > 4 && word.endsWith('ed')) forms.add(word.slice(0, -2)).add(word.slice(0, -1));
  return [...forms];
});

/** Whether two words are synonyms in WordNet's first senses, in any of their simple forms. */
export function synonymous(given: string, expected: string, words: WordKnowledge): boolean {
  // Numbers have no synonyms: WordNet puts "million" and "billion" in one sense of "large number".
  if (isNumberToken(given) || isNumberToken(expected)) return false;
  const targets = simpleForms(expected, words);
  const givenForms = simpleForms(given, words);
  if (givenForms.some((g) => words.synonyms.of(g).some((s) => targets.includes(s)))) return true;
  // Two words that each share two synonyms with the other share a meaning ("rush" and "hurry": "haste", "hasten");
  // one shared synonym may come from two senses ("stay" and "finish" through "halt" and "stop").
  const theirs = new Set(targets.flatMap((t) => words.synonyms.of(t)));
  return givenForms.some((g) => new Set(words.synonyms.of(g).filter((s) => theirs.has(s))).size >= SHARED_SYNONYMS);
}

/** How many synonyms two words must share to mean the same without being each other's synonyms. */
export const SHARED_SYNONYMS = 2;

/** The word's simple forms with its irregular base: "children" has "child", "feet" "foot". */
function simpleForms(word: string, words: WordKnowledge): readonly string[] {
  const base = words.irregularBase?.(word);
  return base ? [...baseForms(word), base] : baseForms(word);
}

/** Forms of "be", "have" and "do": a learner's wrong tense of one ("when she is six") still says the same. */
const AUXILIARY_FORMS = [
  ['am', 'is', 'are', 'was', 'were', 'be', 'been'],
  ['have', 'has', 'had'],
  ['do', 'does', 'did'],
];
const auxiliaryGroup = new Map(AUXILIARY_FORMS.flatMap((group, i) => group.map((w) => [w, i] as const)));

/**
 * Comparatives that say the same of an amount: "the ice is smaller" is "less ice", "a bigger number" "more". Their
 * opposites stay opposites (content-words.ts), and a comparison with "than" is checked on its own.
 */
const SAME_COMPARISON = [
  ['less', 'fewer', 'smaller'],
  ['more', 'bigger', 'larger', 'greater'],
];
const comparisonGroup = new Map(SAME_COMPARISON.flatMap((group, i) => group.map((w) => [w, i] as const)));

/** The word's base: an irregular form's ("sang" → "sing", "feet" → "foot"), else the word's rough stem. */
export function baseOf(word: string, words: WordKnowledge = NO_WORD_KNOWLEDGE): string {
  return stem(words.irregularBase?.(word) ?? word);
}

/** The word's stems (content-words.ts), with those of its irregular base: "rode" has "ride". */
function variantsOf(word: string, words: WordKnowledge): readonly string[] {
  return perKnowledge(words).variants(word);
}

/**
 * What the judge works out about single words and pairs of words with one word knowledge, remembered: an answer's
 * words are compared with every word of the key and the passage, at every place the key may start, and most of those
 * comparisons repeat within one answer and across answers to one question.
 */
interface WordMemory {
  variants: (word: string) => readonly string[];
  /** `sameMeaningWord`, by the pair. */
  same: PairMemory;
  /** `isSlipFor`, by the pair. */
  slips: Map<string, boolean>;
  /** `widerSynonyms`, by the pair. */
  wider: PairMemory;
  /** `oneLevelApart` but for the question's own words, which it leaves out first: the rest holds for any question. */
  levelApart: PairMemory;
}
const memories = new WeakMap<WordKnowledge, WordMemory>();
const MAX_REMEMBERED_PAIRS = 200_000;

/** The word knowledge a question's own one (`withoutQuestionKinds`) was made from, whose memory it shares. */
const madeFrom = new WeakMap<WordKnowledge, WordKnowledge>();
/** Whether a word is one of the question's, for a question's own word knowledge. */
const questionWords = new WeakMap<WordKnowledge, (word: string) => boolean>();

function perKnowledge(of: WordKnowledge): WordMemory {
  const words = madeFrom.get(of) ?? of;
  let memory = memories.get(words);
  if (!memory) {
    memory = {
      variants: memoized((word) => {
        const base = words.irregularBase?.(word);
        return base ? [...new Set([...stemVariants(word), ...stemVariants(base)])] : stemVariants(word);
      }),
      same: pairMemory(MAX_REMEMBERED_PAIRS),
      slips: new Map(),
      wider: pairMemory(MAX_REMEMBERED_PAIRS),
      levelApart: pairMemory(MAX_REMEMBERED_PAIRS),
    };
    memories.set(words, memory);
  }
  return memory;
}

function rememberPair(table: Map<string, boolean>, a: string, b: string, compute: () => boolean): boolean {
  return rememberById(table, `${a}\u0000${b}`, compute);
}

function rememberById(table: Map<string, boolean>, id: string, compute: () => boolean): boolean {
  const known = table.get(id);
  if (known !== undefined) return known;
  const value = compute();
  if (table.size >= MAX_REMEMBERED_PAIRS) table.clear();
  table.set(id, value);
  return value;
}

/** `isSlipFor` with the word knowledge's lexicon, remembered by the pair. */
function slipFor(given: string, expected: string, words: WordKnowledge): boolean {
  return rememberPair(perKnowledge(words).slips, given, expected, () => isSlipFor(given, expected, words.lexicon));
}

/** Two words share a stem, an irregular form read as its base: "sing" and "sang", "rode" and "riding". */
export function sameStemOrBase(a: string, b: string, words: WordKnowledge = NO_WORD_KNOWLEDGE): boolean {
  if (sameStem(a, b)) return true;
  const stemsOfB = variantsOf(b, words);
  // Loops, not callbacks: this runs for most pairs of words compared, and each callback is an allocation.
  for (const s of variantsOf(a, words)) if (stemsOfB.includes(s)) return true;
  return false;
}

export function sameWord(given: string, expected: string, mode: JudgeMode, words = NO_WORD_KNOWLEDGE): boolean {
  if (given === expected) return true;
  if (mode === 'form') return false;
  const memory = perKnowledge(words);
  // Looked up, then worked out, without a callback: this is the judge's most frequent call.
  const same =
    memory.same.get(given, expected) ?? memory.same.set(given, expected, sameMeaningWord(given, expected, words));
  if (same) return true;
  // A word of the question is never one level apart from the key's, nor a wider synonym of it; the rest of either
  // test is the same for every question, and remembered with the pair.
  if (isQuestionWord(given, words)) return false;
  return (
    (memory.levelApart.get(given, expected) ??
      memory.levelApart.set(given, expected, oneLevelApartForAnyQuestion(given, expected, words))) ||
    (words.widerSynonyms !== undefined &&
      (memory.wider.get(given, expected) ?? memory.wider.set(given, expected, widerSynonyms(given, expected, words))))
  );
}

/** Whether a word is one of the question's, for a question's own word knowledge (never for another). */
const isQuestionWord = (word: string, words: WordKnowledge) => questionWords.get(words)?.(word) ?? false;

function sameMeaningWord(given: string, expected: string, words: WordKnowledge): boolean {
  const group = auxiliaryGroup.get(given);
  if (group !== undefined && group === auxiliaryGroup.get(expected)) return true;
  const comparison = comparisonGroup.get(given);
  if (comparison !== undefined && comparison === comparisonGroup.get(expected)) return true;
  return (
    singular(given) === singular(expected) ||
    // A learner's wrong tense or number of a word says the same in a reading answer: "she sing" for "she sang".
    baseOf(given, words) === baseOf(expected, words) ||
    slipFor(given, expected, words) ||
    synonymous(given, expected, words) ||
    derivedForm(given, expected, words)
  );
}

/**
 * Whether one word is the other's form in another part of speech in WordNet ("users" and "using", "driver" and
 * "drives"), in any of their simple forms. Never a comparative ("longer" is no form of "long" here: a comparison is
 * checked on its own), a number, a negation or a function word.
 */
export function derivedForm(given: string, expected: string, words: WordKnowledge): boolean {
  const derived = words.derived;
  if (!derived) return false;
  for (const w of [given, expected]) if (isNumberToken(w) || NEGATIONS.has(w) || isStopword(w)) return false;
  const comparative = (a: string, b: string) =>
    comparativeOf(a, words.lexicon) === b || comparativeOf(b, words.lexicon) === a;
  const reaches = (from: readonly string[], to: readonly string[]) =>
    from.some((f) =>
      derived(f).some((d) => !comparative(f, d) && to.some((t) => t === d || sameStemOrBase(t, d, words))),
    );
  // A short verb's -ing form without its silent e: "using" is "use".
  const forms = (w: string) => (/^[a-z]{2}ing$/.test(w) ? [...baseForms(w), `${w.slice(0, -3)}e`] : baseForms(w));
  const [givenForms, expectedForms] = [forms(given), forms(expected)];
  return reaches(expectedForms, givenForms) || reaches(givenForms, expectedForms);
}

/**
 * Whether the answer's word is one level more general or more specific than the key's in WordNet ("dinner" for
 * "meal"), in any of their simple forms. Never for numbers, negations or function words (who, where, when), where
 * a more general word is another answer.
 */
export function oneLevelApart(given: string, expected: string, words: WordKnowledge): boolean {
  return !isQuestionWord(given, words) && oneLevelApartForAnyQuestion(given, expected, words);
}

/** `oneLevelApart` without its test of the question's words: the same for every question, so remembered by pair. */
function oneLevelApartForAnyQuestion(given: string, expected: string, words: WordKnowledge): boolean {
  if (!words.related) return false;
  for (const w of [given, expected]) if (isNumberToken(w) || NEGATIONS.has(w) || isStopword(w)) return false;
  if ([given, expected].some((w) => baseForms(w).some((f) => GENERAL_PLACES.has(f)))) return false;
  const targets = baseForms(given);
  return baseForms(expected).some((e) => words.related?.(e).some((r) => targets.includes(r)) ?? false);
}

/**
 * The most frequent words ("get", "go", "make", "look", "see"): with dozens of senses each, they share one with almost
 * every other verb ("get" and "go", "look" and "front"), so they have no wider synonyms.
 */
export const MOST_FREQUENT = 100;

/**
 * Whether the two words share a synset in the first eight WordNet senses of each, both ways, not only in the first
 * two (`synonymous`): "ring" and "call" in "call on the telephone", "written" and "spelling" in "write" as "spell",
 * in any of their simple forms. Never for the most frequent words, numbers, negations, function words, units, days
 * and months, comparing words and adjectives that compare, people and kin, or a pair the judge knows as opposites.
 */
export function widerSynonyms(given: string, expected: string, words: WordKnowledge): boolean {
  const wider = words.widerSynonyms;
  if (!wider) return false;
  for (const w of [given, expected])
    if (
      isNumberToken(w) ||
      NEGATIONS.has(w) ||
      isStopword(w) ||
      UNIT_NAMES.has(singular(w)) ||
      CALENDAR_NAMES.has(w) ||
      PEOPLE.has(singular(w)) ||
      comparisonGroup.has(w)
    )
      return false;
  const common = (w: string) => (words.lexicon.rank(w) ?? Infinity) < MOST_FREQUENT;
  const reaches = (from: readonly string[], to: readonly string[]) =>
    from.some((f) => !common(f) && wider(f).some((s) => !common(s) && to.includes(s)));
  const [givenForms, expectedForms] = [simpleForms(given, words), simpleForms(expected, words)];
  if (!reaches(expectedForms, givenForms) || !reaches(givenForms, expectedForms)) return false;
  const compares = (w: string) => comparativeOf(w, words.lexicon) !== undefined || isComparative(w, words.lexicon);
  return !compares(given) && !compares(expected) && !areOpposites(given, expected);
}

/** People and kin: in later senses one is often another ("mother" and "parent", "boy" and "son"). */
const PEOPLE = new Set(
  [
    'man woman men women boy girl child children kid baby person people friend family teacher student pupil doctor',
    'mother father mum mom dad parent brother sister son daughter uncle aunt cousin nephew niece grandfather',
    'grandmother grandma grandpa grandparent grandson granddaughter husband wife king queen',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Words for a place of any kind: one is never another place one level apart ("room 14" is no "library", which
 * WordNet files as "a room where books are kept"). WordNet puts these among things made, not among locations.
 */
const GENERAL_PLACES = new Set(['room', 'building', 'place', 'area', 'structure', 'facility', 'establishment']);

/**
 * Whether one word is defined with the other in WordNet ("threads": "a fine cord of twisted fibers"; "peel": "strip
 * the skin off"), in any of their simple forms: the answer says the key's word by what defines it. Never for
 * numbers, negations, function words, units, days and months (a definition names their neighbours: "October" is
 * "the month following September"), a word of the question, or a pair the judge knows as opposites.
 */
export function definedBy(given: string, expected: string, words: WordKnowledge): boolean {
  const defining = words.defining;
  if (!defining) return false;
  for (const w of [given, expected])
    if (isNumberToken(w) || NEGATIONS.has(w) || isStopword(w) || UNIT_NAMES.has(singular(w)) || CALENDAR_NAMES.has(w))
      return false;
  if (questionWords.get(words)?.(given) || areOpposites(given, expected)) return false;
  const defines = (word: string, other: string) => {
    // Another tense or number of the word, never another part of speech: "love" is "a strong ... emotion", not
    // "strength".
    const bases = simpleForms(other, words).map((o) => baseOf(o, words));
    return simpleForms(word, words).some((f) =>
      defining(f).some((d) => !isStopword(d) && bases.includes(baseOf(d, words))),
    );
  };
  return defines(given, expected) || defines(expected, given);
}

/**
 * Whether two nouns are each named in the other's first WordNet definition, as the word or a synonym of it: "thread"
 * is "a fine cord of twisted fibers", "fiber" "a ... substance capable of being spun into yarn" (a synonym of
 * "thread"). A word and the word it is defined by are often a thing and what it is made of ("cheese" is made "of
 * milk"); defined by each other, they are near enough to say one thing, but for two kinds of one thing ("black" and
 * "white" are colours, "bull" and "cow" cattle: a word one level from both), a person, place or time ("afternoon" is
 * "between noon and evening", "evening" "from late afternoon": WordNet gives those no word one level apart), and
 * things a text names side by side ("ice" and "water"), so the judge takes it only for an answer word its passage
 * does not have. With definedBy's other limits.
 */
/** Words that end a definition's head: what the thing is, before what it is of, for or like. */
const DEFINITION_BREAKS = new Set([
  'of',
  'from',
  'in',
  'into',
  'with',
  'by',
  'for',
  'on',
  'at',
  'as',
  'that',
  'which',
  'who',
]);

export function definedByEachOther(given: string, expected: string, words: WordKnowledge): boolean {
  const { definitions, related } = words;
  if (!definitions || !related) return false;
  for (const w of [given, expected])
    if (isNumberToken(w) || NEGATIONS.has(w) || isStopword(w) || UNIT_NAMES.has(singular(w)) || CALENDAR_NAMES.has(w))
      return false;
  if (questionWords.get(words)?.(given) || areOpposites(given, expected)) return false;
  const [givenBase, expectedBase] = [singular(given), singular(expected)];
  const [givenKin, expectedKin] = [related(givenBase), related(expectedBase)];
  if (givenKin.length === 0 || expectedKin.length === 0 || givenKin.some((w) => expectedKin.includes(w))) return false;
  if (givenKin.includes(expectedBase) || expectedKin.includes(givenBase)) return false;
  /** Where the first definition of `word` names `other`: 0 none, 1 after its head, 2 in its head (a kind of it). */
  const named = (word: string, other: string) => {
    const forms = new Set([other, ...words.synonyms.of(other)].map((o) => baseOf(o, words)));
    const definition = (definitions(word)[0] ?? '').toLowerCase().split(/[^a-z-]+/);
    const head = definition.findIndex((w) => DEFINITION_BREAKS.has(w));
    const at = definition.findIndex((w) => w !== '' && !isStopword(w) && forms.has(baseOf(w, words)));
    return at === -1 ? 0 : head === -1 || at < head ? 2 : 1;
  };
  // "father" is "a male parent": a kind of parent, not a parent said another way.
  const [one, other] = [named(givenBase, expectedBase), named(expectedBase, givenBase)];
  return one === 1 && other === 1;
}

function tokensMatch(given: AnswerToken, expected: AnswerToken, mode: JudgeMode, words: WordKnowledge): boolean {
  // Loops, not callbacks: the judge's most frequent call, where each callback is an allocation.
  for (const g of given) for (const e of expected) if (sameWord(g, e, mode, words)) return true;
  return false;
}

const joined = (a: AnswerToken | undefined, b: AnswerToken | undefined): AnswerToken => [
  `${a?.[0] ?? ''}${b?.[0] ?? ''}`,
];

/**
 * Every position in `given` where a match of all of `expected`, starting at `start`, can end. In `meaning` mode a
 * compound may be written as one word or two ("sun flowers" = "sunflowers", "cleanup" = "clean up").
 */
function matchEnds(
  given: readonly AnswerToken[],
  start: number,
  expected: readonly AnswerToken[],
  mode: JudgeMode,
  knowledge: WordKnowledge,
): number[] {
  const ends = new Set<number>();
  const visit = (i: number, j: number) => {
    if (j === expected.length) {
      ends.add(i);
      return;
    }
    const g = given[i];
    const e = expected[j];
    if (!g || !e) return;
    if (tokensMatch(g, e, mode, knowledge)) visit(i + 1, j + 1);
    // Never across a negation: "no bigger" is not one word "nobigger".
    if (mode === 'meaning' && !NEGATIONS.has(g[0] ?? '') && !NEGATIONS.has(e[0] ?? '')) {
      if (i + 1 < given.length && tokensMatch(joined(g, given[i + 1]), e, mode, knowledge)) visit(i + 2, j + 1);
      if (j + 1 < expected.length && tokensMatch(g, joined(e, expected[j + 1]), mode, knowledge)) visit(i + 1, j + 2);
    }
  };
  visit(start, 0);
  return [...ends];
}

export function matchesWholly(
  given: readonly AnswerToken[],
  expected: readonly AnswerToken[],
  mode: JudgeMode,
  knowledge = NO_WORD_KNOWLEDGE,
): boolean {
  return given.length > 0 && matchEnds(given, 0, expected, mode, knowledge).includes(given.length);
}

const words = (tokens: readonly AnswerToken[]) => tokens.map((t) => t[0] ?? '');
/** Numbers, days and months are compared exactly: "by Monday" is not "by Friday". */
const isExact = (word: string) => /^\d/.test(word) || CALENDAR_NAMES.has(word);
const numbersIn = (list: readonly string[]) => new Set(list.filter(isExact));
const NO_NUMBERS: ReadonlySet<string> = new Set();

/** A key point may list alternatives ("a / b / c"), a label ("one of: ...") and details in brackets. */
export function keyPointAlternatives(keyPoint: string): string[] {
  const parts = keyPoint
    .replace(/^\s*one of\s*:/i, '')
    .split(/\s\/\s|[:()]/)
    .map((part) => part.trim())
    .filter(Boolean);
  // An alternative that starts with a preposition the first one has replaces only what follows it there: "his
  // phone number on a tag / on the dog's collar" is also "his phone number on the dog's collar", not "on the collar".
  const first = (parts[0] ?? '').split(/\s+/);
  return parts.map((part, i) => {
    const lead = part.split(/\s+/)[0]?.toLowerCase() ?? '';
    const at = first.findIndex((w, k) => k > 0 && w.toLowerCase() === lead);
    return i > 0 && PREPOSITIONS.has(lead) && at > 0 ? [...first.slice(0, at), part].join(' ') : part;
  });
}

const PREPOSITIONS = new Set(['on', 'in', 'at', 'to', 'from', 'with', 'by', 'for', 'of', 'into', 'under', 'after']);

interface Context {
  mode: JudgeMode;
  knowledge: WordKnowledge;
  references: (readonly AnswerToken[])[];
  /** Longer ideas to cover: accepted answers with two or more content words. */
  ideas: string[][];
  /** The key points, each as its alternatives: an answer that covers one alternative of every point is right. */
  keyPoints: string[][][];
  /** Stems that the question, the key or the passage negate ("there was no cinema"): true details to repeat. */
  negatedStems: Set<string>;
  /** Stems that the question or the key negate ("no safe place to have their babies"), the passage aside. */
  keyNegatedStems: Set<string>;
  /** The content words of the question and the key, which a misspelt word of the answer may stand for. */
  keyWords: string[];
  /**
   * The passage's other content words by first letter, which a misspelt word of the answer may stand for from the
   * same first letter (a passage has hundreds of words: all of them would be slow to try).
   */
  passageWordsByLetter: Map<string, string[]>;
  /** The words of the model answer, the accepted answers and the key points. */
  keyAnswerWords: string[];
  /** The content words of the question and the key's own texts (answers and key points), the rationale aside. */
  ownKeyWords: string[];
  /** Their stems. */
  ownKeyStems: Set<string>;
  /** Each comparing word of the passage with the word after it ("under 16"). */
  passagePairs: Set<string>;
  questionStems: Set<string>;
  /** Stems of the question, the key and the rationale. */
  supportStems: Set<string>;
  /** Stems of the passage: true details, but also the other things a wrong answer picks from it. */
  passageStems: Set<string>;
  supportNumbers: Set<string>;
  /** The numbers of the model answer, the accepted answers and the key points. */
  keyNumbers: Set<string>;
  /** The units the model answer, the accepted answers and the key points name. */
  keyUnits: Set<string>;
  /** What coverageOf worked out for this key, by the answer's words and the idea. */
  coverages: Map<string, number>;
}

/**
 * Contexts by word knowledge and key: a context depends only on them, and building one normalizes every accepted answer,
 * the question and the support text, several times the work of judging the answer itself. The bank has a few
 * thousand keys; the bound only guards against unexpected growth.
 */
const contexts = new WeakMap<WordKnowledge, Map<string, Context>>();
const MAX_CACHED_CONTEXTS = 10_000;

function contextOf(key: OpenAnswerKey, mode: JudgeMode, knowledge: WordKnowledge): Context {
  const id = [
    mode,
    key.question,
    key.answer,
    key.accepted.join('\u0001'),
    (key.keyPoints ?? []).join('\u0001'),
    key.support ?? '',
    key.passage ?? '',
  ].join('\u0000');
  let cache = contexts.get(knowledge);
  if (!cache) {
    cache = new Map();
    contexts.set(knowledge, cache);
  }
  let context = cache.get(id);
  if (!context) {
    context = buildContext(key, mode, knowledge);
    if (cache.size >= MAX_CACHED_CONTEXTS) cache.clear();
    cache.set(id, context);
  }
  return context;
}

/**
 * The word knowledge for one question: the same, except that the question's own words are never one level apart
 * from the key's. The question names the kind of thing it asks for ("which gas", "one kind of flower"), so that word
 * is no answer for the key's "methane" or "sunflowers".
 */
function withoutQuestionKinds(knowledge: WordKnowledge, questionStems: ReadonlySet<string>): WordKnowledge {
  if (!knowledge.related) return knowledge;
  const own: WordKnowledge = { ...knowledge };
  madeFrom.set(own, knowledge);
  questionWords.set(own, (word) => {
    for (const s of variantsOf(word, knowledge)) if (questionStems.has(s)) return true;
    return false;
  });
  return own;
}

/** A model answer's part in brackets is optional: "hotter summers (because of climate change)". */
function withoutBrackets(text: string): string[] {
  const stripped = text
    .replace(/\([^()]*\)|\[[^[\]]*\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return stripped !== text.trim() && stripped !== '' ? [text, stripped] : [text];
}

function buildContext(key: OpenAnswerKey, mode: JudgeMode, knowledge: WordKnowledge): Context {
  const normalize = (text: string) => normalizeAnswer(text, mode, knowledge.lexicon);
  const references = [key.answer, ...key.accepted]
    .flatMap((r) => (mode === 'meaning' ? withoutBrackets(r) : [r]))
    .map(normalize)
    .filter((r) => r.length > 0);
  const question = words(normalize(key.question));
  const keyPoints = (key.keyPoints ?? []).map((point) =>
    keyPointAlternatives(point)
      .map((k) => words(normalize(k)))
      .filter((k) => k.length > 0),
  );
  const supportWords = [
    ...question,
    ...references.flatMap(words),
    ...keyPoints.flat(2),
    ...words(normalize(key.support ?? '')),
  ];
  // The passage is read when a rule first asks for it (an extra word of the answer, a negation, a comparison, a
  // number): many answers to a key need none of it, and reading a passage costs more than the rest of the key.
  const passage = lazily(() => passageOf(key.passage ?? '', mode, knowledge));
  const negatedStems = lazily(() => new Set([...keyNegatedStems, ...passage().negatedStems]));
  const supportNumbers = lazily(() => new Set([...numbersIn(supportWords), ...passage().numbers]));
  const variants = (word: string) => variantsOf(word, knowledge);
  const isIdea = (idea: readonly string[]) => contentWords(idea).filter((w) => w !== 'or').length >= 2;
  const questionStems = new Set(contentWords(question).flatMap(variants));
  const keyNegatedStems = new Set([
    ...negatedStemsIn([question, ...references.map(words), supportWords]),
    ...placeDeniedFor(references.map(words)),
  ]);
  const ownKeyWords = [...new Set(contentWords([...question, ...references.flatMap(words), ...keyPoints.flat(2)]))];
  // One key point is an idea of its own; several are covered together.
  const ideas = [...(keyPoints.length === 1 ? (keyPoints[0] ?? []) : []), ...references.map(words)].filter(isIdea);
  return {
    mode,
    knowledge: withoutQuestionKinds(knowledge, questionStems),
    references,
    ideas,
    keyPoints: keyPoints.length > 1 ? keyPoints : [],
    get negatedStems() {
      return negatedStems();
    },
    keyNegatedStems,
    keyWords: [...new Set(contentWords(supportWords))],
    get passageWordsByLetter() {
      return passage().wordsByLetter;
    },
    keyAnswerWords: [...new Set(contentWords([...references.flatMap(words), ...keyPoints.flat(2)]))],
    ownKeyWords,
    ownKeyStems: new Set(ownKeyWords.flatMap(variants)),
    get passagePairs() {
      return passage().pairs;
    },
    questionStems,
    supportStems: new Set(contentWords(supportWords).flatMap(variants)),
    get passageStems() {
      return passage().stems;
    },
    get supportNumbers() {
      return supportNumbers();
    },
    keyNumbers: numbersIn([...references.flatMap(words), ...keyPoints.flat(2)]),
    keyUnits: new Set([...references.flatMap(words), ...keyPoints.flat(2)].filter((w) => UNIT_NAMES.has(w))),
    coverages: new Map(),
  };
}

/** What the judge reads from a passage, the same for each of its questions. */
interface PassageReading {
  words: string[];
  negatedStems: ReadonlySet<string>;
  wordsByLetter: Map<string, string[]>;
  pairs: Set<string>;
  stems: Set<string>;
  numbers: Set<string>;
}

/** Passage readings by word knowledge, mode and passage: a passage has several questions, each its own key. */
const passages = new WeakMap<WordKnowledge, Map<string, PassageReading>>();
const MAX_CACHED_PASSAGES = 2_000;

function passageOf(text: string, mode: JudgeMode, knowledge: WordKnowledge): PassageReading {
  let cache = passages.get(knowledge);
  if (!cache) passages.set(knowledge, (cache = new Map()));
  const id = `${mode}\u0000${text}`;
  let reading = cache.get(id);
  if (!reading) {
    const list = words(normalizeAnswer(text, mode, knowledge.lexicon));
    const content = contentWords(list);
    reading = {
      words: list,
      negatedStems: negatedStemsIn([list]),
      wordsByLetter: byFirstLetter(content),
      pairs: new Set(list.flatMap((w, i) => (COMPARATORS.has(w) ? [comparisonAt(list, i)] : []))),
      stems: new Set(content.flatMap((word) => variantsOf(word, knowledge))),
      numbers: numbersIn(list),
    };
    if (cache.size >= MAX_CACHED_PASSAGES) cache.clear();
    cache.set(id, reading);
  }
  return reading;
}

function byFirstLetter(list: readonly string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const word of new Set(list)) {
    const letter = word[0] ?? '';
    const group = groups.get(letter);
    if (group) group.push(word);
    else groups.set(letter, [word]);
  }
  return groups;
}

/** The word, by one of its stems, is among `stems`. */
export const hasStem = (stems: ReadonlySet<string>, word: string, words: WordKnowledge = NO_WORD_KNOWLEDGE) =>
  variantsOf(word, words).some((s) => stems.has(s));

/** Words that negate what follows them in a text, as "not" does: "stop running" says "no running". */
const NEGATING_WORDS = new Set(['stop', 'stopped', 'without', 'forbid', 'forbidden', 'quit', 'avoid', 'instead']);

/** How far after a negation a word counts as negated by it ("no safe place", "not allowed to take"). */
const NEGATION_REACH = 3;

/** The stems of the content words that follow a negation closely, in each text. */
function negatedStemsIn(texts: readonly (readonly string[])[]): Set<string> {
  const negated = new Set<string>();
  for (const text of texts)
    text.forEach((word, i) => {
      if (!NEGATIONS.has(word) && !NEGATING_WORDS.has(word)) return;
      for (const next of contentWords(text.slice(i + 1, i + 1 + NEGATION_REACH)))
        stemVariants(next).forEach((s) => negated.add(s));
    });
  return negated;
}

/** Words that deny a place or a chance for something: "no place to have their babies", "nowhere to sit". */
const NO_CHANCE = new Set(['nowhere', 'no']);
const CHANCE_NOUNS = new Set(['place', 'places', 'room', 'space', 'time', 'chance', 'way']);

/**
 * The stems of what a key says there is no place, room or chance for: "no safe place to have their babies" denies
 * their having babies, as "they can't have babies" does; "nowhere safe to have babies" too. The words after "to",
 * up to the end of the text.
 */
function placeDeniedFor(texts: readonly (readonly string[])[]): string[] {
  return texts.flatMap((text) => {
    const at = text.findIndex(
      (w, i) =>
        NO_CHANCE.has(w) &&
        text.slice(i + 1, i + 4).some((n) => CHANCE_NOUNS.has(n) || w === 'nowhere') &&
        text.slice(i + 1, i + 5).includes('to'),
    );
    if (at === -1) return [];
    const to = text.indexOf('to', at + 1);
    return contentWords(text.slice(to + 1)).flatMap((w) => stemVariants(w));
  });
}

/** A negation among the extras repeats one the question, the key or the passage makes ("there is no cinema"). */
function negationsTrue(extras: readonly string[], context: Context): boolean {
  return extras.every((word, i) => !NEGATIONS.has(word) || negatesWhatIs(extras, i, context.negatedStems, context));
}

/** Whether the negation at `i` denies what `stems` deny: a word of the few after it is one of them. */
function negatesWhatIs(list: readonly string[], i: number, stems: ReadonlySet<string>, context: Context): boolean {
  const negated = contentWords(list.slice(i + 1, i + 1 + NEGATION_REACH)).filter((w) => !NEGATIONS.has(w));
  return negated.length > 0 && negated.some((w) => hasStem(stems, w, context.knowledge));
}

/**
 * The answer without the negations that repeat one the key makes elsewhere ("the seals have no place for their
 * babies" beside the key's "less ice", where an accepted answer says "no safe place"): they deny nothing the key
 * says, so an idea without a negation may still agree with the answer.
 */
function withoutKeyNegations(list: readonly string[], context: Context): string[] {
  return list.filter((w, i) => !NEGATIONS.has(w) || !negatesWhatIs(list, i, context.keyNegatedStems, context));
}

/**
 * Words that compare: beside an accepted answer they must come from the question or the key, not just from the
 * passage ("less than three years" where the key says "more than three years").
 */
const COMPARATORS = new Set(['less', 'fewer', 'more', 'most', 'least', 'over', 'under', 'below', 'above']);

/** Comparing words that say where or when unless a number follows. */
const PLACE_COMPARATORS = new Set(['over', 'under', 'below', 'above']);

/** A comparing word with what it compares: "under 16", "less than 10" (with the number after "than"). */
function comparisonAt(list: readonly string[], i: number): string {
  const next = list[i + 1] ?? '';
  return next === 'than' ? `${list[i] ?? ''} than ${list[i + 2] ?? ''}` : `${list[i] ?? ''} ${next}`;
}

/** The words of an answer but the comparisons it repeats from the passage ("children under 10"). */
function withoutPassageComparisons(list: readonly string[], context: Context): string[] {
  return list.filter((w, i) => !COMPARATORS.has(w) || !context.passagePairs.has(comparisonAt(list, i)));
}

/** A word the question or the key supports, as written or by a synonym. */
const keySupported = (word: string, context: Context) =>
  hasStem(context.supportStems, word, context.knowledge) ||
  (!isNumberToken(word) &&
    (context.knowledge.synonyms.of(word).some((s) => hasStem(context.supportStems, s, context.knowledge)) ||
      (context.knowledge.widerSynonyms?.(word) ?? []).some(
        (s) => hasStem(context.supportStems, s, context.knowledge) && widerSynonyms(word, s, context.knowledge),
      )));

/**
 * A word the key or the passage supports, as written, by a synonym ("begin" where the question says "start"), or
 * misspelt from a word of the key or the passage ("grandmather").
 */
function supported(word: string, context: Context): boolean {
  return (
    keySupported(word, context) ||
    hasStem(context.passageStems, word, context.knowledge) ||
    (isUnknownWord(word, context.knowledge.lexicon) &&
      [...context.keyWords, ...(context.passageWordsByLetter.get(word[0] ?? '') ?? [])].some((k) =>
        slipFor(word, k, context.knowledge),
      ))
  );
}

/**
 * Extra words beside an accepted answer: function words, words the question, the key or the passage support, and
 * a few of the student's own (unsupportedAllowed).
 */
function extrasAllowed(
  extras: readonly string[],
  context: Context,
  ownClause: ReadonlySet<string> = new Set(),
  standsForKeyWord: (word: string) => boolean = () => false,
): boolean {
  if (extras.includes('or') || !negationsTrue(extras, context)) return false;
  const comparedAsInText = (word: string, i: number) =>
    !COMPARATORS.has(word) ||
    // "over", "under", "above", "below" compare only a number ("over 400"); "when the lesson is over" says when.
    (PLACE_COMPARATORS.has(word) && !/^\d/.test(extras[i + 1] ?? '')) ||
    hasStem(context.supportStems, word, context.knowledge) ||
    context.passagePairs.has(comparisonAt(extras, i));
  if (!extras.every(comparedAsInText)) return false;
  let unknown = 0;
  const content = contentWords(extras);
  for (const word of content) {
    if (isExact(word)) {
      // "one" beside the key is mostly an article ("to play one match"), as "a" is.
      if (!hasNumber(context.supportNumbers, word) && word !== '1') return false;
    } else if (!supported(word, context) && !standsForKeyWord(word)) {
      unknown += ownClause.has(word) ? OWN_CLAUSE_WEIGHT : 1;
    }
  }
  return unknown <= unsupportedAllowed(content.length);
}

/**
 * How many extra content words neither the key nor the passage supports an answer may hold beside an accepted
 * answer: one ("near", "form", "soon"), or up to half of the extras in a longer answer told in the student's own
 * words ("when she was a little girl of six, her grandfather taught her"). What makes an answer beside the key
 * wrong is checked on its own, whatever the count: a negation, a number, a comparison, an opposite, an "or".
 */
export const UNSUPPORTED_EXTRAS = 1;

/**
 * Words that start a clause of its own after the key ("he had been ill, so he stayed at home"): what follows tells
 * why or what came of it in the student's own words, and weighs half a word each among the extras. Never "and",
 * which adds a second answer of the student's own ("lessons begin at 9 and finish late in the evening").
 */
const CLAUSE_JOINERS = new Set(['so', 'because', 'since']);
const OWN_CLAUSE_WEIGHT = 0.5;

/** The words of a clause of the student's own after the key: those after its first joining word. */
function ownClauseIn(tail: readonly string[]): Set<string> {
  const at = tail.findIndex((w) => CLAUSE_JOINERS.has(w));
  return new Set(at === -1 ? [] : tail.slice(at + 1));
}
export const unsupportedAllowed = (extraContentWords: number) =>
  Math.max(UNSUPPORTED_EXTRAS, Math.floor(extraContentWords / 2));

/**
 * The answer holds an accepted answer, with extras allowed. A word right before the accepted answer most likely
 * describes it ("a red scarf" for "a scarf"), and a word right after it may make it another thing ("the library
 * office" for "the library"), so each must be one the key supports (the one before, the key itself).
 */
function containsReference(given: readonly AnswerToken[], context: Context): boolean {
  const all = words(given);
  const isContent = (word: string | undefined): word is string => !!word && contentWords([word]).length > 0;
  for (const reference of context.references) {
    for (let start = 0; start < given.length; start++) {
      const before = all[start - 1];
      if (isContent(before) && !keySupported(before, context) && !beforeADay(before, reference)) continue;
      // A number right before the key counts what it names ("ten litres" for "a litre"): it must be the key's.
      if (before !== undefined && isExact(before) && !context.keyNumbers.has(before)) continue;
      if (before === 'of' && otherPartOf(all[start - 2], reference, context)) continue;
      for (const end of matchEnds(given, start, reference, context.mode, context.knowledge)) {
        const after = all[end];
        if (
          isContent(after) &&
          !NEGATIONS.has(after) &&
          !ADVERBS_AFTER.has(after) &&
          !partOfTheDay(after, all[end - 1]) &&
          !(WAYS_IN.has(after) && BESIDE.has(reference[0]?.[0] ?? '')) &&
          !supported(after, context)
        )
          continue;
        // A unit after the key's number must be the key's unit: "6 or 7 minutes" is not "6 or 7 hours".
        if (after && UNIT_NAMES.has(after) && context.keyUnits.size > 0 && !context.keyUnits.has(after)) continue;
        const extras = [...all.slice(0, start), ...all.slice(end)];
        if (opposes(extras, words(reference), context.keyAnswerWords)) continue;
        if (extrasAllowed(extras, context, ownClauseIn(all.slice(end)))) return true;
      }
    }
  }
  return false;
}

/** "it was heavy" says what an accepted "because it was heavy" says, in answer to why. */
function saysAcceptedReasonWithoutBecause(tokens: readonly AnswerToken[], context: Context): boolean {
  if (tokens[0]?.[0] === 'because') return false;
  const withBecause = [['because'], ...tokens];
  return context.references.some(
    (r) => r[0]?.[0] === 'because' && matchesWholly(withBecause, r, context.mode, context.knowledge),
  );
}

/**
 * The way into a place, after a key that says where beside it ("by the library"): "by the library door" is there too,
 * where "the library office" would be another room.
 */
const WAYS_IN = new Set(['door', 'doors', 'entrance', 'gate', 'gates']);
const BESIDE = new Set(['by', 'outside', 'near', 'beside', 'next']);

/**
 * A word before the key's day names no other day unless it says which week ("last", "next") or a day from it ("the
 * day after Thursday"): "call his mother Thursday" is Thursday, where "a red scarf" is another thing than "a scarf".
 * The word is still one of the extras. A hedge ("maybe Tuesday") is left to the hedge rule, which leaves the verdict
 * to a model where one is set.
 */
const NOT_BEFORE_A_DAY = new Set(
  (
    'last next this every previous following coming past after before until till since by from ' +
    'maybe perhaps probably think guess'
  ).split(' '),
);
const beforeADay = (word: string, reference: readonly AnswerToken[]) =>
  !NOT_BEFORE_A_DAY.has(word) && DAY_NAMES.has(reference[0]?.[0] ?? '');
const DAY_NAMES = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);

/**
 * A part of the day after the key's day says when on that day, never another day: "Tuesday afternoon" for "Tuesday"
 * (a key that names one half of the day is held to it before: "Tuesday evening" for "Tuesday morning" is refused).
 */
const PARTS_OF_THE_DAY = new Set(['morning', 'afternoon', 'evening', 'night']);
const partOfTheDay = (word: string, day: string | undefined) =>
  PARTS_OF_THE_DAY.has(word) && !!day && CALENDAR_NAMES.has(day);

/**
 * Whether `part` names another part of the key's thing than the key does: the key has "the corner of the screen",
 * the answer "the middle of the screen". Only where the key itself names a part of that thing ("of" before it).
 */
function otherPartOf(part: string | undefined, reference: readonly AnswerToken[], context: Context): boolean {
  const thing = reference[0]?.[0];
  if (!part || !thing || contentWords([part]).length === 0) return false;
  if (context.keyAnswerWords.some((k) => sameStemOrBase(part, k, context.knowledge))) return false;
  return context.references.some((r) => r.some((t, i) => t[0] === thing && r[i - 1]?.[0] === 'of'));
}

/**
 * Words that say when or how often, never what a thing is: right after the key they do not make it another thing
 * ("at swim training before", "the library again"), as "office" does after "the library".
 */
const ADVERBS_AFTER = new Set([
  'before',
  'after',
  'again',
  'already',
  'ago',
  'later',
  'earlier',
  'yesterday',
  'today',
  'tomorrow',
  'now',
  'always',
  'often',
  'sometimes',
  'usually',
  'together',
  'first',
  // How much, never what: "he was ill enough to stay at home".
  'enough',
]);

/**
 * The share of an idea's content words (question words aside) that the answer contains. `keyWords`: all the words
 * of the key, of which a word of the answer that stands for none may say one of the idea's by what defines it.
 */
export function ideaCoverage(
  givenWords: readonly string[],
  idea: readonly string[],
  questionStems: ReadonlySet<string>,
  knowledge = NO_WORD_KNOWLEDGE,
  keyWords: readonly string[] = idea,
  passageStems: ReadonlySet<string> = new Set(),
): number {
  // Negation is compared on its own (agreesOnNegationAndNumbers): "not" and "no" both say it.
  const content = contentWords(idea).filter((w) => w !== 'or' && !NEGATIONS.has(w));
  const beyondQuestion = content.filter((w) => !hasStem(questionStems, w, knowledge));
  const required = beyondQuestion.length > 0 ? beyondQuestion : content;
  if (required.length === 0) return 0;
  const given = contentWords(givenWords);
  const matches = (g: string, r: string) =>
    sameStemOrBase(g, r, knowledge) ||
    // The same word in another number or tense, a slip, a synonym, another part of speech ("childrens" for
    // "children"), or one level apart.
    sameWord(g, r, 'meaning', knowledge);
  // A word of the answer that is one of the idea's own words stands for that word only: "floor" in "on the 2nd
  // floor" is the key's "floor", not also its "ground" (WordNet has "floor" for "ground").
  const ownWord = new Map(given.map((g) => [g, required.find((w) => sameStemOrBase(g, w, knowledge))]));
  const stands = (g: string, r: string) => {
    const own = ownWord.get(g);
    return own === undefined ? matches(g, r) : own === r || sameStemOrBase(g, r, knowledge);
  };
  const direct = required.filter((r) => given.some((g) => stands(g, r)));
  const weight = (words: readonly string[]) =>
    words.reduce((sum, w) => sum + (LIGHT_VERBS.has(baseOf(w, knowledge)) ? LIGHT_WEIGHT : 1), 0);
  const coverage = (covered: readonly string[]) => {
    // "else" and "other" left out cost half a word; said, they count as any word.
    const missed = required.filter((r) => !covered.includes(r));
    const missedWeight = missed.reduce((sum, w) => sum + (MISSABLE.has(w) ? LIGHT_WEIGHT : weight([w])), 0);
    return weight(covered) / (weight(covered) + missedWeight);
  };
  // One word of a longer idea may be said by what defines it ("take off the skin" for "peel"), with a word of the
  // answer that stands for no other word of the key; looked up only where that word would cover the idea, as each
  // word looked up may cost a read of WordNet's files.
  const missing = required.filter((r) => !direct.includes(r) && coverage([...direct, r]) >= KEY_POINT_COVERAGE);
  if (required.length >= DEFINED_IN_IDEAS_OF && missing.length > 0) {
    const key = contentWords(keyWords);
    const free = given.filter((g) => !key.some((r) => matches(g, r)));
    const defined = missing.find((r) =>
      free.some(
        (g) =>
          definedBy(g, r, knowledge) ||
          // A word the passage has may be another thing it names ("water" for "ice"), as close-but-wrong answers do.
          (!hasStem(passageStems, g, knowledge) && definedByEachOther(g, r, knowledge)),
      ),
    );
    if (defined) return coverage([...direct, defined]);
  }
  return coverage(direct);
}

/**
 * The fewest words an idea (question words aside) has for one of them to be covered by what defines it: in a shorter
 * one that word is most of the answer ("bread and cheese" for "bread and milk", as cheese is made of milk).
 */
export const DEFINED_IN_IDEAS_OF = 3;

/**
 * Words a paraphrase leaves to "everything" or "all" ("they can reset everything" for "the email can reset the other
 * passwords"): left out, they cost half a word of a key point's coverage.
 */
const MISSABLE = new Set([
  'else',
  'other',
  'others',
  // Adverbs that stress what the idea says without changing it: "not buy things you have" says "what you already
  // have", "he can reset everything" "he can usually reset everything".
  'already',
  'usually',
  'always',
  'really',
  'just',
  'again',
  'also',
  'even',
]);

/**
 * Verbs that carry little of an idea's meaning, which a paraphrase often leaves out or says another way ("online
 * selling of the tea" for "he started selling the tea online"): they weigh half a word in a key point's coverage.
 */
const LIGHT_VERBS = new Set([
  'start',
  'begin',
  'make',
  'take',
  'get',
  'go',
  'come',
  'use',
  'put',
  'give',
  'want',
  'try',
  'need',
  // "keep the library open" says "open the library" for as long as needed.
  'keep',
  // Learners say "check" by how they do it: "she looks at / reads the bus number two times".
  'check',
]);
const LIGHT_WEIGHT = 0.5;

/** The answer holds the opposite of a word of the idea and not the word itself ("old leaves" for "young leaves"). */
function opposes(givenWords: readonly string[], idea: readonly string[], keyWords: readonly string[] = idea): boolean {
  // A word the key itself uses is no opposite of it ("small, like a book" beside "as big as a book"), nor is a word
  // that says when at the end of the answer, where it stands alone ("she was at swim training before": earlier, no
  // opposite of the key's "after swimming training").
  const last = givenWords.length - 1;
  const opposing = givenWords.filter(
    (g, i) => !keyWords.some((expected) => sameStem(g, expected)) && !(i === last && ADVERBS_AFTER.has(g)),
  );
  return idea.some(
    (expected) => !givenWords.some((g) => sameStem(g, expected)) && opposing.some((g) => areOpposites(g, expected)),
  );
}

/** A whole number as a place in a row ("6" → "6th"), and a place as its number ("6th" → "6"). */
const asPlace = (n: string) => (/^\d+$/.test(n) ? ordinalDigits(Number(n)) : n);
const asCount = (n: string) => n.replace(/^(\d+)(?:st|nd|rd|th)$/, '$1');
/** The set holds the number, or it as a place in a row, or the place as a number: "after lesson 6" is "the 6th lesson". */
const hasNumber = (set: ReadonlySet<string>, n: string) => set.has(n) || set.has(asPlace(n)) || set.has(asCount(n));

/** The answer and the idea agree on negation and on the numbers they state. */
export function agreesOnNegationAndNumbers(
  givenWords: readonly string[],
  idea: readonly string[],
  allowedNumbers: ReadonlySet<string>,
): boolean {
  const negated = (list: readonly string[]) => list.some((w) => NEGATIONS.has(w));
  if (negated(givenWords) !== negated(idea)) return false;
  // "bigger than a book" is not "as big as a book".
  if (givenWords.includes('than') !== idea.includes('than')) return false;
  const ideaNumbers = numbersIn(idea);
  const givenNumbers = numbersIn(givenWords);
  // A place in a row may be said by its number: "after lesson 6" is "after the 6th lesson".
  for (const n of ideaNumbers) if (!hasNumber(givenNumbers, n)) return false;
  for (const n of givenNumbers) if (!hasNumber(ideaNumbers, n) && !hasNumber(allowedNumbers, n)) return false;
  return true;
}

/** The units the list names right after a number ("7 minute"). */
const unitsAfterNumbers = (list: readonly string[]) =>
  list.filter((w, i) => UNIT_NAMES.has(w) && isExact(list[i - 1] ?? ''));

/**
 * The answer counts in the idea's units, or the key's where the idea names none ("6 or 7" beside "six or seven
 * hours"): "6 or 7 minutes" is not "six or seven hours".
 */
export function sameUnits(
  givenWords: readonly string[],
  idea: readonly string[],
  keyUnits: ReadonlySet<string> = new Set(),
): boolean {
  const own = new Set(idea.filter((w) => UNIT_NAMES.has(w)));
  const ideaUnits = own.size > 0 ? own : keyUnits;
  return ideaUnits.size === 0 || unitsAfterNumbers(givenWords).every((u) => ideaUnits.has(u));
}

/**
 * The share of one of the key's ideas the answer's words cover (ideaCoverage, with the key's words and the passage),
 * remembered per key for the answer just judged: the scorer's signals (judge-signals.ts) ask again for what the rules
 * worked out, and covering an idea is the costliest thing either does. A few dozen entries hold one answer's ideas
 * and its mended readings; more would only hold answers judged before, in every cached key.
 */
const MAX_REMEMBERED_COVERAGES = 64;
function coverageOf(givenWords: readonly string[], idea: readonly string[], context: Context): number {
  const id = `${givenWords.join('\u0001')}\u0000${idea.join('\u0001')}`;
  let coverage = context.coverages.get(id);
  if (coverage === undefined) {
    coverage = ideaCoverage(
      givenWords,
      idea,
      context.questionStems,
      context.knowledge,
      context.keyAnswerWords,
      context.passageStems,
    );
    if (context.coverages.size >= MAX_REMEMBERED_COVERAGES) context.coverages.clear();
    context.coverages.set(id, coverage);
  }
  return coverage;
}

function coversIdea(given: readonly AnswerToken[], context: Context): boolean {
  const givenWords = words(given);
  const covers = (idea: readonly string[]) =>
    (!givenWords.includes('or') || idea.includes('or')) &&
    sameUnits(givenWords, idea, context.keyUnits) &&
    !opposes(givenWords, idea, context.keyAnswerWords) &&
    coverageOf(givenWords, idea, context) >= KEY_POINT_COVERAGE;
  // A word of the answer that stands for a word of the idea covered ("his eyes water" for "made him cry") is no
  // extra of the student's own.
  const extrasFine = (ideas: readonly (readonly string[])[]) => {
    const ideaWords = contentWords(ideas.flat());
    const standsForKeyWord = (g: string) =>
      ideaWords.some((w) => sameWord(g, w, 'meaning', context.knowledge) || definedBy(g, w, context.knowledge));
    return extrasAllowed(
      givenWords.filter((w) => w !== 'or' && !NEGATIONS.has(w)),
      context,
      new Set(),
      standsForKeyWord,
    );
  };

  // An accepted answer that holds a shorter one ("draw it big and mark every angle you know" holds "big") adds a
  // detail to it: the answer must say something of the shorter one too, not only the detail ("mark every angle you
  // know"); a word of it is enough, as the longer answer's other words may say the rest another way.
  const coversCore = (idea: readonly string[]) => {
    const cores = context.references
      .map(words)
      .filter(
        (r) =>
          r.length < idea.length &&
          contentWords(r).some((w) => !hasStem(context.questionStems, w, context.knowledge)) &&
          idea.some((_, i) => r.every((w, j) => idea[i + j] === w)),
      );
    return (
      cores.length === 0 ||
      cores.some(
        (core) => ideaCoverage(givenWords, core, context.questionStems, context.knowledge, context.keyAnswerWords) > 0,
      )
    );
  };
  const ownNegations = withoutKeyNegations(givenWords, context);
  // The numbers the passage supports are asked for only about an answer's own numbers: without one, the passage
  // need not be read for them.
  const allowedNumbers = () => (givenWords.some(isExact) ? context.supportNumbers : NO_NUMBERS);
  const agrees = (ideas: readonly (readonly string[])[]) =>
    agreesOnNegationAndNumbers(givenWords, ideas.flat(), allowedNumbers()) ||
    agreesOnNegationAndNumbers(ownNegations, ideas.flat(), allowedNumbers());
  if (context.ideas.some((idea) => agrees([idea]) && covers(idea) && coversCore(idea) && extrasFine([idea])))
    return true;
  // Several key points: one alternative of each, together agreeing with the answer on negation and numbers.
  if (context.keyPoints.length === 0) return false;
  const chosen = context.keyPoints.map((alternatives) => alternatives.find(covers));
  return chosen.every((idea) => idea !== undefined) && agrees(chosen) && extrasFine(chosen);
}

/**
 * Judges a written answer against its key by the rules alone (the app's judge, judge-scored.ts, asks the learned
 * scorer about some of the answers these refuse). `form` for grammar questions (the exact words are tested: no typos,
 * no paraphrase), `meaning` for listening and reading questions (understanding is tested). The word knowledge
 * tells a slip ("flim") from another real word ("firm") and finds synonyms ("movie" for "film"); without it only
 * the strictest slips are forgiven and only the key's own words count.
 */
export function judgeByRules(
  given: string,
  key: OpenAnswerKey,
  mode: JudgeMode,
  knowledge: WordKnowledge = NO_WORD_KNOWLEDGE,
): JudgeVerdict {
  if (given.trim() === '') return { correct: false, reason: 'empty' };
  if (matchesAccepted([key.answer, ...key.accepted], given)) return { correct: true, reason: 'exact' };
  if (mode === 'meaning' && saysOtherHalfOfDay(given, [key.answer, ...key.accepted]))
    return { correct: false, reason: 'no-match' };
  if (mode === 'meaning' && saysOtherPeriod(given, [key.question, key.answer, ...key.accepted]))
    return { correct: false, reason: 'no-match' };
  if (mode === 'meaning' && saysOtherBound(given, [key.answer, ...key.accepted, ...(key.keyPoints ?? [])]))
    return { correct: false, reason: 'no-match' };
  if (mode === 'meaning' && namesOtherPerson(given, key)) return { correct: false, reason: 'no-match' };
  const context = contextOf(key, mode, knowledge);
  const tokens = normalizeAnswer(given, mode, knowledge.lexicon);
  if (tokens.length === 0) return { correct: false, reason: 'empty' };
  if (context.references.some((r) => matchesWholly(tokens, r, mode, context.knowledge)))
    return { correct: true, reason: 'normalized' };
  if (mode === 'form') return { correct: false, reason: 'no-match' };
  const affirmed = withNegatedOppositesAffirmed(tokens, context);
  if (affirmed !== undefined) return inOwnWords(judgeByRules(affirmed, key, mode, knowledge));
  if (foreignWordAfterNumber(tokens, context)) {
    // A unit the quantity readings know is no other language's: "0.5 AZN" for "fifty qapiks".
    const requantified = quantitySaidAsKeys(given, [key.answer, ...key.accepted], key.question);
    if (requantified === undefined) return { correct: false, reason: 'no-match' };
    return inOwnWords(judgeByRules(requantified, key, mode, knowledge));
  }
  if (shareOfAnotherThing(tokens, key.question, context)) return { correct: false, reason: 'no-match' };
  if (opposes(withoutPassageComparisons(words(tokens), context), context.keyAnswerWords))
    return { correct: false, reason: 'no-match' };
  if (saysWhatTheKeyAvoids(given, key, context)) return { correct: false, reason: 'no-match' };
  if (containsReference(tokens, context)) return { correct: true, reason: 'contains' };
  if (coversIdea(tokens, context)) return { correct: true, reason: 'key-points' };
  if (saysAcceptedReasonWithoutBecause(tokens, context)) return { correct: true, reason: 'normalized' };
  const mended = withRealWordSlipsMended(tokens, context);
  if (mended && (containsReference(mended, context) || coversIdea(mended, context)))
    return { correct: true, reason: 'key-points' };
  const named = namedOtherwise(tokens, context);
  if (named && (containsReference(named, context) || coversIdea(named, context)))
    return { correct: true, reason: 'key-points' };
  const undenied = withoutDeniedAlternatives(given, context, /\bwhy\b/i.test(key.question));
  if (undenied !== given && undenied.trim() !== '') return judgeByRules(undenied, key, mode, knowledge);
  const unhedged = given.replace(HEDGE, ' ').replace(/\s+/g, ' ').trim();
  if (unhedged !== given.trim() && unhedged !== '') return inOwnWords(judgeByRules(unhedged, key, mode, knowledge));
  // "her mum's sister" read "her aunt": a person said by a definition one step long.
  const definedPeople = withPeopleNamed(given);
  if (definedPeople !== undefined && definedPeople !== given)
    return inOwnWords(judgeByRules(definedPeople, key, mode, knowledge));
  const counted = withNumberWordSlipsMended(tokens, context);
  if (counted && (containsReference(counted, context) || coversIdea(counted, context)))
    return { correct: true, reason: 'key-points' };
  if (rightClauseBesideOwnDetail(given, key, context)) return { correct: true, reason: 'key-points' };
  const others = withCountedMoreAsOther(tokens, context);
  if (others && (containsReference(others, context) || coversIdea(others, context)))
    return { correct: true, reason: 'key-points' };
  // A clause judged alone is no whole answer: its bare amount is not completed with the unit the question asks for
  // ("10 kg, maybe 2" is no "2 weeks").
  const requantified = quantitySaidAsKeys(given, [key.answer, ...key.accepted], readingClauses ? '' : key.question);
  if (requantified !== undefined) return inOwnWords(judgeByRules(requantified, key, mode, knowledge));
  return { correct: false, reason: 'no-match' };
}

/** What the place tests of other-person.ts read: every text of the key, with names from the passage and the rationale. */
const placeKeyOf = (key: OpenAnswerKey) => ({
  question: key.question,
  texts: [key.answer, ...key.accepted, ...(key.keyPoints ?? [])],
  passage: `${key.passage ?? ''}\n${key.support ?? ''}`,
});

/**
 * Another member of a closed class than the key's in its place ("a free dinner" for "a free lunch"). Not a rule of
 * `judgeByRules`: the app's judge (judge-scored.ts) refuses such an answer whatever the rules or the scorer say, so the
 * scorer is trained on the rules' verdicts as they were (two wrong answers more among the answers it may decide moved
 * a set's cross-validated threshold and let in another wrong answer).
 */
export const namesOtherClassMember = (given: string, key: OpenAnswerKey) => namesAnotherMember(given, placeKeyOf(key));

/**
 * The opposite of the key's or the question's action, another way a thing changed hands than the key's, or a denial
 * that anyone did it ("she started eating fast food" for "she stopped eating fast food", "they sold their old clothes"
 * for "they exchanged the clothes", "nothing, nobody wrote them down"; other-action.ts). Like another class member,
 * refused by the app's judge whatever the rules or the scorer say, so the scorer is trained on the rules' verdicts as
 * they were.
 */
export function saysOtherAction(given: string, key: OpenAnswerKey): boolean {
  const placeKey = placeKeyOf(key);
  return saysOppositeAction(given, placeKey) || saysOtherHands(given, placeKey) || deniesKeyAction(given, placeKey);
}

/**
 * A real word one vowel from a key word, its consonants the same: "tee" for "tea", "bred" for "bread". Learners spell
 * a vowel's sound with the wrong letters; a second thing mostly differs by a consonant ("skis" and "ski", "bat" and
 * "bag"), seldom by a vowel alone ("pin" and "pen").
 */
const vowelSlip = (word: string, keyWord: string) =>
  word[0] === keyWord[0] &&
  word !== keyWord &&
  consonantFrame(word) === consonantFrame(keyWord) &&
  damerauLevenshtein(word, keyWord, 1) <= 1;

/**
 * A second thing beside the key in an answer that is a list of things (second-thing.ts): "ice cream and fruit juice"
 * for "fruit juice". A word is the key's only where the question or the key's own texts (answers, key points) say it,
 * in another form, by a plain synonym, or misspelt (the judge's slip test, or one vowel off: `vowelSlip`). Never
 * by the rationale, which names the passage's rival thing ("Sabina suggests ice cream, but ... fruit juice"), nor by a
 * wider synonym or a definition ("sugar" and "bread" are both slang for money; "skis" is one letter from "ski", yet
 * another thing). As namesOtherClassMember, not a rule of `judgeByRules`: the app's judge refuses such an answer
 * where the rules or the scorer accept it.
 */
export function namesSecondThingByWordKnowledge(given: string, key: OpenAnswerKey, knowledge: WordKnowledge): boolean {
  if (!LISTED.test(given)) return false;
  const context = contextOf(key, 'meaning', knowledge);
  const { ownKeyStems, ownKeyWords } = context;
  const keysWord = (word: string) =>
    isStopword(word) ||
    hasStem(ownKeyStems, word, context.knowledge) ||
    (!isNumberToken(word) &&
      context.knowledge.synonyms.of(word).some((s) => hasStem(ownKeyStems, s, context.knowledge))) ||
    ownKeyWords.some((k) => slipFor(word, k, context.knowledge) || vowelSlip(word, k));
  return namesSecondThingByKeysWords(
    given,
    { question: key.question, texts: placeKeyOf(key).texts, passage: key.passage },
    keysWord,
  );
}

/**
 * Another person in the key's person's place (other-person.ts). The rules refuse it, and the scorer (judge-scored.ts)
 * never accepts it back; it is no hard refusal, so the scorer still learns from such answers as before: leaving them
 * out of its training moved its cross-validated thresholds and let in other wrong answers.
 */
export const namesOtherPerson = (given: string, key: OpenAnswerKey) => namesAnotherPerson(given, placeKeyOf(key));

/**
 * An answer that contradicts its own question's frame where the key is silent on it (question-frame.ts: "heavy snow
 * in summer" asked what cuts the village off in winter). Like the class test, not a rule of `judgeByRules`: the app's
 * judge refuses it whatever the rules or the scorer say, and the scorer is trained on the rules' verdicts as they were
 * (as a rule, its refusals moved the scorer's cross-validated thresholds, and 23 more right answers were refused).
 */
export const contradictsOwnQuestion = (given: string, key: OpenAnswerKey) =>
  leavesQuestionFrame(given, placeKeyOf(key));

/**
 * The answer with "three more classes" read "three other classes", where a key counts others so ("three other
 * classes are making it"): a number of more things beside those the question is about are others. Only between a
 * number and a word that is no unit nor "than" ("two more hours" adds time, "3 more than" compares), and only for a
 * key that says "other" after a number and never "more". Undefined where nothing was read so.
 */
function withCountedMoreAsOther(tokens: readonly AnswerToken[], context: Context): AnswerToken[] | undefined {
  const list = words(tokens);
  if (!list.includes('more')) return undefined;
  const keyLists = context.references.map(words);
  const countsOthers = keyLists.some((r) => r.some((w, j) => w === 'other' && /^\d/.test(r[j - 1] ?? '')));
  if (!countsOthers || keyLists.some((r) => r.includes('more'))) return undefined;
  let read = false;
  const out = tokens.map((token, i) => {
    const next = list[i + 1] ?? '';
    if (list[i] !== 'more' || !/^\d+$/.test(list[i - 1] ?? '') || next === 'than' || UNIT_NAMES.has(next)) return token;
    if (contentWords([next]).length === 0) return token;
    read = true;
    return ['other'];
  });
  return read ? out : undefined;
}

/** The thing whose share a question asks for: "food" in "What part of the food we eat ...?". */
const SHARE_ASKED = /\b(?:part|percentage|share|fraction|proportion)\s+of\s+(?:all\s+)?(?:the\s+)?([a-z]+)/i;

/** Words between a share and the thing it is a share of: "a third of all the food". */
const BEFORE_A_SHARED_THING = new Set(['of', 'all', 'the', 'our', 'their', 'these', 'those']);

/**
 * The answer gives a share of another thing the question names than the one whose share it asks for: "one of every
 * three bees" or "a third of the bees" where the question asks what part of the food depends on bees.
 */
function shareOfAnotherThing(tokens: readonly AnswerToken[], question: string, context: Context): boolean {
  if (!tokens.some((t) => t[0] === 'percent')) return false;
  const list = words(tokens);
  const at = list.indexOf('percent');
  const asked = SHARE_ASKED.exec(question)?.[1]?.toLowerCase();
  if (!asked) return false;
  let j = at + 1;
  while (BEFORE_A_SHARED_THING.has(list[j] ?? '')) j++;
  const thing = list[j];
  if (!thing || contentWords([thing]).length === 0 || sameStemOrBase(thing, asked, context.knowledge)) return false;
  return hasStem(context.questionStems, thing, context.knowledge) && !context.keyAnswerWords.includes(thing);
}

/**
 * The verdict on an answer read another way (its hedges left out, a negated opposite said as the key's word): right,
 * it is right by the key's ideas, never by the key's very words, so that a model, where one is set, still judges it.
 */
const inOwnWords = (verdict: JudgeVerdict): JudgeVerdict =>
  verdict.correct ? { correct: true, reason: 'key-points' } : verdict;

/**
 * Words that say how sure the student is, not what the answer is: "I think Tuesday", "something about water, I
 * guess", "maybe four". Read without them once the answer is refused as written, so that they never stand for a
 * word of the key nor count as words of the student's own.
 */
const HEDGE =
  /\b(?:i\s+think|i\s+guess|i\s+suppose|i\s+believe|i(?:'m|\s+am)\s+not\s+sure|if\s+i\s+remember(?:\s+right(?:ly)?)?|maybe|perhaps|probably|something\s+about)\b[,]?/gi;

/**
 * The answer with a real word that is a slip of the key's number word put right, in an answer that has no number of
 * its own (one the key says too is not its own: "the first to lessons"): "to weeks", "tow books", "tree more
 * months", "for hours", "fore hours", "about tan" (never a word alone). The word must be one letter from the
 * number's word or sound like it, and stand where the key has its number: before the word the key has after it
 * ("weeks"), or last where the key's number is. Undefined where nothing was mended.
 */
/** The number words by the digits they say ("2": "two"; an ordinal says "2nd"). */
const NUMBER_WORDS_OF = new Map<string, string[]>();
for (const word of NUMBER_WORDS) {
  const digits = numbersToDigits([word])[0]?.[0] ?? '';
  NUMBER_WORDS_OF.set(digits, [...(NUMBER_WORDS_OF.get(digits) ?? []), word]);
}

function withNumberWordSlipsMended(tokens: readonly AnswerToken[], context: Context): AnswerToken[] | undefined {
  const list = words(tokens);
  // A lone word is no number written wrong: "for", "none". A number of the key the answer says is not its own:
  // "in the first to lessons" for "during the first two lessons".
  if (list.length < 2 || list.some((w) => /^\d/.test(w) && !context.keyNumbers.has(w))) return undefined;
  const places = context.references.flatMap((r) =>
    r.flatMap((t, j) => (/^\d+$/.test(t[0] ?? '') ? [{ number: t[0] ?? '', after: r[j + 1]?.[0] }] : [])),
  );
  if (places.length === 0) return undefined;
  let mended = false;
  const out = tokens.map((token, i) => {
    const word = list[i] ?? '';
    if (token.length !== 1 || word.length < 2 || isNumberToken(word)) return token;
    const next = list[i + 1];
    const place = places.find(
      ({ number, after }) =>
        (NUMBER_WORDS_OF.get(number) ?? []).some(
          (n) =>
            damerauLevenshtein(word, n, 1) <= 1 ||
            soundsTheSame(word, n) ||
            // A silent e after the slip: "fore hours", as "for hours".
            (/[^e]e$/.test(word) && damerauLevenshtein(word.slice(0, -1), n, 1) <= 1),
        ) &&
        (after === undefined
          ? next === undefined
          : next !== undefined && sameWord(next, after, 'meaning', context.knowledge)),
    );
    if (!place) return token;
    mended = true;
    return [place.number];
  });
  return mended ? out : undefined;
}

/**
 * Opposites whose negation does not say the other word: "not the last lesson" is not the first, "not before lunch"
 * not after it, "not in the morning" not in the evening; a row, a time or a direction has more than two.
 */
const NEGATION_SAYS_NOT_THE_OTHER = new Set([
  'first',
  'last',
  'before',
  'after',
  'north',
  'south',
  'east',
  'west',
  'morning',
  'evening',
  'day',
  'night',
  'summer',
  'winter',
  'start',
  'finish',
  'arrive',
  'leave',
  'buy',
  'sell',
  'win',
  'lose',
  'more',
  'less',
  'fewer',
  'most',
  'least',
  'always',
  'never',
  'front',
  'back',
  'top',
  'bottom',
  'increase',
  'decrease',
  'love',
  'hate',
  'like',
  'dislike',
]);

/** Words that say how much between a negation and the word it negates: "without much light", "not very far". */
const DEGREE_WORDS = new Set(['much', 'many', 'enough', 'quite', 'that']);

/**
 * The answer with each negated opposite of a key word said as that word ("not far from the station" for "near the
 * station", "he is not ill" for "he is healthy", "not close the library" for "keep it open", "without much light" for
 * "dark"), as text to judge again; undefined where there is none. Only the first content word after the negation,
 * only where the answer does not say the key's word itself, and never for the opposites of a row, a time or a
 * direction (NEGATION_SAYS_NOT_THE_OTHER).
 */
function withNegatedOppositesAffirmed(tokens: readonly AnswerToken[], context: Context): string | undefined {
  const list = words(tokens);
  const said = (k: string) => list.some((w) => sameStem(w, k));
  const replaced = new Map<number, string>();
  list.forEach((word, i) => {
    if (!NEGATIONS.has(word) && word !== 'without') return;
    const at = list.findIndex(
      (w, j) => j > i && j <= i + NEGATION_REACH && contentWords([w]).length > 0 && !DEGREE_WORDS.has(w),
    );
    const negated = list[at];
    if (at === -1 || negated === undefined || NEGATIONS.has(negated)) return;
    if (NEGATION_SAYS_NOT_THE_OTHER.has(baseOf(negated))) return;
    const meant = context.keyAnswerWords.find(
      (k) =>
        areOpposites(negated, k) &&
        !NEGATION_SAYS_NOT_THE_OTHER.has(baseOf(k)) &&
        !said(k) &&
        !hasStem(context.keyNegatedStems, k, context.knowledge),
    );
    if (meant === undefined) return;
    replaced.set(i, '');
    for (let j = i + 1; j < at; j++) replaced.set(j, '');
    replaced.set(at, meant);
  });
  if (replaced.size === 0) return undefined;
  return list
    .map((w, i) => replaced.get(i) ?? w)
    .filter((w) => w !== '')
    .join(' ');
}

/**
 * Where an answer's clauses part: a comma, a semicolon, a colon that is no clock time's ("9:45"), a dash, and the
 * words that start a clause of the student's own ("but", "so", "because", "since", "if"), which stay with the clause
 * they start.
 */
export const CLAUSE_BREAK =
  /\s*[,;]\s*|\s*(?<!\d):(?!\d)\s*|\s+[-\u2013\u2014]\s+|\s+(?=(?:but|so|because|since|if)\b)/i;
/** The most clauses an answer is read in: a longer one is tried whole only. */
const MAX_CLAUSES = 4;

/**
 * Whether one clause of the answer (or a run of them) is right on its own and the others only add a detail of the
 * student's own: "during the first two lessons, and nearly a third of them fall asleep", "about 6.5 hours, but
 * teenagers need 8 to 10", "in the lockers, they can't carry them around the museum". The other clauses may hold
 * numbers and negations of their own, but none may deny a word of the key, say its opposite or name another of the
 * key's kind of thing in its place (checked by `ownDetailOnly`).
 */
function rightClauseBesideOwnDetail(given: string, key: OpenAnswerKey, context: Context): boolean {
  const clauses = given
    .split(CLAUSE_BREAK)
    .map((c) => c.trim())
    .filter((c) => c !== '');
  if (readingClauses || clauses.length < 2 || clauses.length > MAX_CLAUSES) return false;
  const read = clauses.map((c) => words(normalizeAnswer(c, context.mode, context.knowledge.lexicon)));
  // Only a run that has a number of the key or half the words of one of its answers is judged: judging is the
  // costly part.
  const answers = [...context.references.map(words), ...context.ideas].map((r) =>
    contentWords(r).filter((w) => !hasStem(context.questionStems, w, context.knowledge)),
  );
  const hasKeyWord = read.map((clause) => {
    const stems = new Set(contentWords(clause).flatMap((w) => variantsOf(w, context.knowledge)));
    return (
      clause.some((w) => context.keyNumbers.has(w)) ||
      answers.some((r) => r.length > 0 && r.filter((w) => hasStem(stems, w, context.knowledge)).length * 2 >= r.length)
    );
  });
  // A run of clauses is judged whole, never parted again: each run is tried once.
  readingClauses = true;
  try {
    for (let length = clauses.length - 1; length >= 1; length--)
      for (let start = 0; start + length <= clauses.length; start++) {
        if (!hasKeyWord.slice(start, start + length).some(Boolean)) continue;
        const run = clauses.slice(start, start + length).join(', ');
        const rest = [...read.slice(0, start), ...read.slice(start + length)];
        if (ownDetailOnly(rest, context) && judgeByRules(run, key, context.mode, context.knowledge).correct)
          return true;
      }
    return false;
  } finally {
    readingClauses = false;
  }
}
let readingClauses = false;

/**
 * Words that open a clause giving another answer ("four hours, or maybe five", "Tuesday, no, Wednesday") or denying
 * one, which the rules for denied alternatives read.
 */
const ANOTHER_ANSWER = new Set(['or', 'no', 'not']);

/** Words after a number and its unit that make it no answer of the key's kind: "one manat less", "eight years ago". */
const NOT_AN_ANSWER_AFTER = new Set(['less', 'more', 'fewer', 'cheaper', 'earlier', 'later', 'ago']);

/**
 * Clauses beside a right one that say something of their own (two content words or more: a lone word beside the key
 * describes it, "a scarf, red"), offer no other answer ("four hours, or maybe five", "four hours, five hours"), and
 * deny nothing of what the question asks about or the key says ("the ice becomes less, but the seals are not in
 * danger"), nor say the opposite of a word of the key. Their other negations are the student's own ("in the lockers,
 * they can't carry them around the museum").
 */
function ownDetailOnly(read: readonly (readonly string[])[], context: Context): boolean {
  if (read.some((clause) => ANOTHER_ANSWER.has(clause[0] ?? ''))) return false;
  const list = read.flat();
  if (contentWords(list).length < OWN_DETAIL_WORDS || opposes(list, context.keyAnswerWords)) return false;
  const otherCount = list.some(
    (w, i) =>
      context.keyUnits.has(w) &&
      isExact(list[i - 1] ?? '') &&
      !context.keyNumbers.has(list[i - 1] ?? '') &&
      !NOT_AN_ANSWER_AFTER.has(list[i + 1] ?? ''),
  );
  if (otherCount) return false;
  const asked = new Set([
    ...context.questionStems,
    ...context.keyAnswerWords.flatMap((w) => variantsOf(w, context.knowledge)),
  ]);
  return read.every(
    (clause) =>
      !clause.some((w) => NEGATIONS.has(w)) ||
      // A purpose beside the reason ("so they don't get cold"), which denies nothing the question asks about.
      (saysWhatFor(clause) &&
        !contentWords(clause).some((w) => hasStem(context.questionStems, w, context.knowledge))) ||
      !contentWords(clause).some((w) => hasStem(asked, w, context.knowledge)),
  );
}

/** Subjects a clause of purpose names: "so they don't get cold". */
const PURPOSE_SUBJECTS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they']);

/**
 * Whether a clause says what something is for, its negation part of the purpose: "so they don't get cold", "so that
 * she does not forget", "not to get cold". Beside a right reason it denies nothing the key says; "so it is not cold"
 * says what follows, and is judged as before.
 */
function saysWhatFor(clause: readonly string[]): boolean {
  if (clause[0] === 'not' && clause[1] === 'to') return true;
  if (clause[0] !== 'so') return false;
  const k = clause[1] === 'that' ? 2 : 1;
  return PURPOSE_SUBJECTS.has(clause[k] ?? '') && PURPOSE_VERBS.has(clause[k + 1] ?? '') && clause[k + 2] === 'not';
}

/** The verbs a purpose is said with before "not": "so they do not", "so that he will not", "so she can not". */
const PURPOSE_VERBS = new Set(['do', 'does', 'did', 'will', 'would', 'can', 'could', 'should', 'may', 'might']);
const OWN_DETAIL_WORDS = 2;

/**
 * The answer with each real word that is a slip of one of the key's words put right ("hot tee", "les ice", "rise
 * cookers"): a word one letter off a key word that sounds the same, from the same first letter, that nothing of the
 * key, the question or
 * the passage supports, so it is no detail the student took from the text (a close-but-wrong answer picks its wrong
 * word there). Never for numbers, another form of the word or its opposite. Undefined where nothing was mended.
 */
function withRealWordSlipsMended(tokens: readonly AnswerToken[], context: Context): AnswerToken[] | undefined {
  let mended = false;
  const out = tokens.map((token) => {
    const word = token[0] ?? '';
    if (token.length !== 1 || word.length < 3 || isExact(word) || isNumberToken(word) || isStopword(word)) return token;
    if (isUnknownWord(word, context.knowledge.lexicon)) return token;
    const intended = context.keyAnswerWords.filter(
      (k) =>
        k.length >= 3 &&
        k[0] === word[0] &&
        !isExact(k) &&
        !isNumberToken(k) &&
        damerauLevenshtein(word, k, 1) === 1 &&
        soundsTheSame(word, k) &&
        !isOtherFormOfSameWord(word, k) &&
        !areOpposites(word, k),
    );
    // Whether the text supports the word is looked up last: it may try the passage's words for slips.
    if (intended.length !== 1 || supported(word, context)) return token;
    mended = true;
    return [intended[0] ?? word];
  });
  return mended ? out : undefined;
}

/**
 * The answer with a day or month said by the calendar, a colour by a thing of that colour, or a key's word by its
 * definition, put as the name (definition-match.ts): "the day after Monday" → "tuesday", "the same colour as snow" →
 * "white", "her mother's sister" → "her aunt". Undefined where none is said.
 */
function namedOtherwise(tokens: readonly AnswerToken[], context: Context): AnswerToken[] | undefined {
  const given = words(tokens);
  let key = definitionKeys.get(context);
  if (!key) {
    key = definitionKey(
      [...context.references.map(words), ...context.ideas, ...context.keyPoints.flat()],
      questionWords.get(context.knowledge) ?? (() => false),
      context.knowledge,
    );
    definitionKeys.set(context, key);
  }
  const named =
    calendarNamed(given) ??
    colourNamed(given, context.keyAnswerWords, context.knowledge) ??
    namedByDefinition(given, key, context.knowledge);
  return named?.map((w) => [w]);
}

/** The definitions of each key's words, read once per key (its context). */
const definitionKeys = new WeakMap<Context, DefinitionKey>();

/**
 * Whether a number in the answer is followed by a word that is no English word, no slip of a word of the key and
 * not the passage's ("6-7 saat"): the unit said in another language, which an answer in English is not marked on.
 */
function foreignWordAfterNumber(tokens: readonly AnswerToken[], context: Context): boolean {
  return tokens.some((token, i) => {
    const next = tokens[i + 1];
    const word = next?.[0];
    if (!isNumberToken(token[0] ?? '') || next?.length !== 1 || word === undefined || isNumberToken(word)) return false;
    if (isStopword(word) || !/^[a-z]{3,}$/.test(word) || !isUnknownWord(word, context.knowledge.lexicon)) return false;
    return (
      !context.keyAnswerWords.some((k) => sameWord(word, k, context.mode, context.knowledge)) &&
      !supported(word, context)
    );
  });
}

/** Spellings of one vowel sound: "tee" and "tea", "ant" and "aunt", "rode" and "road". */
const SAME_VOWEL_SOUND: Record<string, string> = { ea: 'ee', ie: 'ee', au: 'a', oa: 'o', ou: 'oo' };
const vowelSounds = (word: string) => (word.match(/[aeiou]+/g) ?? []).map((v) => SAME_VOWEL_SOUND[v] ?? v).join('-');

/**
 * Whether two words sound the same as a learner hears them: the same sound key ("les" and "less", "rise" and
 * "rice"), or the same consonants with vowels spelled for one sound ("tee" and "tea"); "hill" is no "hall", nor is
 * "firm" "film".
 */
function soundsTheSame(a: string, b: string): boolean {
  if (spellingKey(a) === spellingKey(b)) return true;
  return consonantFrame(a) === consonantFrame(b) && vowelSounds(a) === vowelSounds(b);
}

/** A wrong alternative denied beside the answer, set off by commas: "the teacher, not Nargiz, because ...". */
const DENIED_ALTERNATIVE = /,\s*not\s+([^,.;!?]+?)\s*(?=[,.;!?]|$)/gi;

/**
 * The answer without the wrong alternatives it denies ("the teacher, not Nargiz", "a knight, not the queen",
 * "behind the pool, not behind the school"): the rival answers a question of who, which or where invites, which
 * the student names to say they are not the answer. For a question of why, only denied names and numbers: there
 * a denied thing is part of the reason ("at swimming training, not at school" says something of its own). A denial of a word of the key is kept ("the teacher, not Mrs
 * Guliyeva", "Nargiz, not the teacher" deny the key), counting only the denied words the answer does not already
 * say before it ("behind" in "behind the pool, not behind the school" is the answer's own).
 */
function withoutDeniedAlternatives(given: string, context: Context, askingWhy: boolean): string {
  const wordsOf = (text: string) => contentWords(words(normalizeAnswer(text, context.mode, context.knowledge.lexicon)));
  return given.replace(DENIED_ALTERNATIVE, (whole, denied: string, at: number) => {
    const named = denied
      .replace(/^(?:the|a|an)\s+/i, '')
      .split(/\s+/)
      .every((w) => /^(?:\p{Lu}|\d)/u.test(w));
    if (askingWhy && !named) return whole;
    const said = wordsOf(given.slice(0, at));
    const deniedWords = wordsOf(denied).filter((d) => !said.some((w) => sameStemOrBase(d, w, context.knowledge)));
    const keyWord = deniedWords.some((d) =>
      context.keyAnswerWords.some(
        (k) => sameStemOrBase(d, k, context.knowledge) || sameWord(d, k, context.mode, context.knowledge),
      ),
    );
    return keyWord || deniedWords.length === 0 ? whole : '';
  });
}

const CLOCK_HOUR = String.raw`(?:\d{1,2}(?:[.:]\d\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const MORNING = new RegExp(String.raw`\b${CLOCK_HOUR}\s*a\.?\s?m\b|\bin the morning\b`, 'i');
const AFTERNOON = new RegExp(
  String.raw`\b${CLOCK_HOUR}\s*p\.?\s?m\b|\bin the (?:afternoon|evening)\b|\bat night\b`,
  'i',
);

/** The half of the day a text names for a time ("9 am", "in the evening"), when it names one only. */
function halfOfDay(text: string): 'morning' | 'afternoon' | undefined {
  const morning = MORNING.test(text);
  const afternoon = AFTERNOON.test(text);
  return morning === afternoon ? undefined : morning ? 'morning' : 'afternoon';
}

/**
 * An answer that puts a time in the other half of the day than the key ("9 pm" where the key says "9 am" or "in the
 * morning"). Normalising drops "am" and "pm" (a key's "11.30" is the same time as "11.30 pm"), so this is decided on
 * the texts as written: the key's half from its answer and accepted answers, when they name one only.
 */
function saysOtherHalfOfDay(given: string, keys: readonly string[]): boolean {
  const answer = halfOfDay(given);
  if (answer === undefined) return false;
  const halves = new Set(keys.map(halfOfDay).filter((h) => h !== undefined));
  return halves.size === 1 && !halves.has(answer);
}

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
/** A key's number said as a rate, right after it or its noun: "3 hours a week", "30 times per month". */
const RATE = new RegExp(
  String.raw`\b${NUMBER}(?:\s+[a-z]+)?\s+(?:a|an|per|every|each)\s+(day|night|week|month|year)\b`,
  'gi',
);
const PERIOD_WORD = /\b(day|night|week|month|year)s?\b|\b(dai|week|month|year|night)ly\b/gi;
const ANY_NUMBER = new RegExp(String.raw`\b${NUMBER}\b`, 'gi');

/** A period said as a rate ("a week", "per month"), which `saysOtherPeriod` looks for first. */
const RATE_PERIOD = /\b(?:a|an|per|every|each)\s+(?:day|night|week|month|year)\b/i;

/**
 * An answer that gives the key's number for another period than the question's or the key's ("six or seven hours a
 * week" where the question asks how many a day, "two books a month" for how many at a time): a number per week is
 * not the same figure as one per day. Only the key's own number with a period right after it or its noun, when
 * neither the question nor the key's answers name that period ("three hours a day, six days a week" stays: six is
 * another figure, and "a day" is the question's).
 */
function saysOtherPeriod(answer: string, texts: readonly string[]): boolean {
  if (!RATE_PERIOD.test(answer)) return false;
  const given = withDigits(answer);
  const keyTexts = texts.map(withDigits);
  const rates = [...given.matchAll(RATE)];
  if (rates.length === 0) return false;
  const keyNumbers = new Set(
    keyTexts.slice(1).flatMap((t) => [...t.matchAll(ANY_NUMBER)].map((m) => m[1]?.toLowerCase())),
  );
  const named = new Set(
    keyTexts.flatMap((t) =>
      [...t.matchAll(PERIOD_WORD)].map((m) => (m[1] ?? (m[2] === 'dai' ? 'day' : m[2]))?.toLowerCase()),
    ),
  );
  const own = rates.filter((m) => keyNumbers.has(m[1]?.toLowerCase()));
  return (
    own.length > 0 &&
    !rates.some((m) => named.has(m[2]?.toLowerCase())) &&
    own.some((m) => !named.has(m[2]?.toLowerCase()))
  );
}

/** A key that says what would happen if not: "otherwise the dolma will be tough", "or the bread goes stale". */
const OTHERWISE = /^\s*(?:otherwise|or\s+else|or)\s+(.+)$/i;
/** An answer that says what something is for: "so the dolma will be tough", "so that it stays fresh". */
const PURPOSE = /^\s*(?:so(?:\s+that)?|in\s+order\s+that)\s+(.+)$/i;

/**
 * An answer that gives what the key says would happen otherwise as the purpose: "so the dolma will be tough" where
 * the key says "otherwise the dolma will be tough". Without a negation of its own it says the opposite of the key.
 */
function saysWhatTheKeyAvoids(given: string, key: OpenAnswerKey, context: Context): boolean {
  const purpose = PURPOSE.exec(given)?.[1];
  if (purpose === undefined) return false;
  const avoided = [key.answer, ...key.accepted, ...(key.keyPoints ?? []).flatMap(keyPointAlternatives)].flatMap(
    (text) => OTHERWISE.exec(text)?.[1] ?? [],
  );
  if (avoided.length === 0) return false;
  const said = words(normalizeAnswer(purpose, context.mode, context.knowledge.lexicon));
  if (said.some((w) => NEGATIONS.has(w))) return false;
  return avoided.some(
    (text) =>
      ideaCoverage(
        said,
        words(normalizeAnswer(text, context.mode, context.knowledge.lexicon)),
        context.questionStems,
        context.knowledge,
      ) >= KEY_POINT_COVERAGE,
  );
}

/** A number's lower bound: "at least 30", "no less than 30", "minimum 30", "30 or more". */
const LOWER_BOUND =
  /\b(?:at\s+least|no\s+less\s+than|not\s+less\s+than|no\s+fewer\s+than|minimum)\s+(?:[a-z]+\s+)?\d|\d+\s+(?:[a-z]+\s+)?or\s+more\b/i;
/** A number's upper bound: "no more than 30", "at most 30", "maximum 30", "up to 30", "only 30", "30 or less". */
const UPPER_BOUND =
  /\b(?:at\s+most|no\s+more\s+than|not\s+more\s+than|no\s+longer\s+than|maximum|up\s+to|only)\s+(?:[a-z]+\s+)?\d|\d+\s+(?:[a-z]+\s+)?or\s+(?:less|fewer)\b/i;

/** A word that every bound has. */
const BOUND_WORD = /\b(?:least|less|fewer|more|most|longer|minimum|maximum|up|only)\b/i;

/**
 * An answer that bounds the key's number from the other side: "no more than thirty times" or "only thirty" where the
 * key says "at least thirty times", "at least two" where it says "no more than two". The number alone stays right
 * ("thirty times"); a bound the key does not set is the opposite of the one it does.
 */
function saysOtherBound(answer: string, keyTexts: readonly string[]): boolean {
  if (hedgedBelowLowerBound(answer, keyTexts) || otherNumberInKeysBound(answer, keyTexts)) return true;
  // Most answers name no bound: they are passed at once, before their number words are read.
  if (!BOUND_WORD.test(answer)) return false;
  const given = withDigits(answer);
  const upper = UPPER_BOUND.test(given);
  const lower = LOWER_BOUND.test(given);
  if (!upper && !lower) return false;
  const keys = keyTexts.map(withDigits);
  const keyLower = keys.some((t) => LOWER_BOUND.test(t));
  const keyUpper = keys.some((t) => UPPER_BOUND.test(t));
  return (upper && !lower && keyLower && !keyUpper) || (lower && !upper && keyUpper && !keyLower);
}

/** What partial credit (partial-credit.ts) and the scorer's signals (judge-signals.ts) read of a key. */
export function judgeContext(key: OpenAnswerKey, mode: JudgeMode, knowledge: WordKnowledge = NO_WORD_KNOWLEDGE) {
  const context = contextOf(key, mode, knowledge);
  return {
    ideas: context.ideas,
    references: context.references.map(words),
    keyPoints: context.keyPoints,
    questionStems: context.questionStems,
    get supportNumbers() {
      return context.supportNumbers;
    },
    get passageStems() {
      return context.passageStems;
    },
    keyAnswerWords: context.keyAnswerWords,
    /** The units the key counts in (sameUnits). */
    keyUnits: context.keyUnits,
    /** The word knowledge for this question (the question's own kinds of thing left out). */
    knowledge: context.knowledge,
    /** The share of an idea of the key the answer's words cover, as the rules work it out (remembered). */
    coverage: (givenWords: readonly string[], idea: readonly string[]) => coverageOf(givenWords, idea, context),
    /** A word the question, the key or the passage supports (as an extra beside the key would need). */
    supports: (word: string) => supported(word, context),
  };
}

/** The rules that refuse an answer whatever else it covers, by name (judge-signals.ts reads them as flags). */
export type HardRefusal = 'half-of-day' | 'period' | 'bound' | 'foreign-unit' | 'share' | 'opposite' | 'avoided';

/**
 * The hard refusal that fires for an answer in `meaning` mode, the same tests judgeByRules makes before it looks
 * for the key: another half of the day, another period, a bound from the other side, a unit in another language, a
 * share of another thing, an opposite of a key word, what the key says would happen otherwise.
 */
export function hardRefusal(
  given: string,
  key: OpenAnswerKey,
  knowledge: WordKnowledge = NO_WORD_KNOWLEDGE,
): HardRefusal | undefined {
  const keyTexts = [key.answer, ...key.accepted];
  if (saysOtherHalfOfDay(given, keyTexts)) return 'half-of-day';
  if (saysOtherPeriod(given, [key.question, ...keyTexts])) return 'period';
  if (saysOtherBound(given, [...keyTexts, ...(key.keyPoints ?? [])])) return 'bound';
  const context = contextOf(key, 'meaning', knowledge);
  const tokens = normalizeAnswer(given, 'meaning', knowledge.lexicon);
  if (foreignWordAfterNumber(tokens, context)) return 'foreign-unit';
  if (shareOfAnotherThing(tokens, key.question, context)) return 'share';
  if (opposes(withoutPassageComparisons(words(tokens), context), context.keyAnswerWords)) return 'opposite';
  if (saysWhatTheKeyAvoids(given, key, context)) return 'avoided';
  return undefined;
}
