/**
 * The words of an answer that carry its meaning, reduced to a rough stem, for comparing ideas rather than exact
 * wording (key points, partial credit). Function words (articles, pronouns, auxiliaries, prepositions) are left
 * out; negation, "only"-type quantities and numbers stay, because they change the meaning.
 */
import { memoized } from './memo.ts';

const STOPWORDS = new Set(
  (
    'a an the is are am was were be been being do does did have has had i you he she it we they me him her us them ' +
    'my your his its our their mine yours hers ours theirs this that these those there here of to in on at for with by ' +
    'from into up down out off as and so because then than also just only very really too will would can could ' +
    'should must may might shall what which who whom whose when where why how if while about some any it oclock ' +
    'myself yourself himself herself itself ourselves themselves'
  ).split(' '),
);

/** Words that turn a statement into its opposite: an answer must agree with the key on them. */
export const NEGATIONS = new Set(['not', 'never', 'no']);

/**
 * Nouns made from adjectives and verbs with "-th" and the like, which no suffix rule finds: "strength" is what
 * "strong" names, "asleep" is "sleep".
 */
const DERIVED: Record<string, string> = {
  strength: 'strong',
  length: 'long',
  width: 'wide',
  depth: 'deep',
  height: 'high',
  warmth: 'warm',
  truth: 'true',
  growth: 'grow',
  death: 'die',
  dead: 'die',
  birth: 'born',
  birthday: 'born',
  asleep: 'sleep',
  alive: 'live',
  afraid: 'fear',
  success: 'succeed',
  successful: 'succeed',
  choice: 'choose',
  loss: 'lose',
  proof: 'prove',
  belief: 'believe',
  speech: 'speak',
  flight: 'fly',
  sale: 'sell',
};

const IRREGULAR: Record<string, string> = {
  bought: 'buy',
  brought: 'bring',
  caught: 'catch',
  taught: 'teach',
  thought: 'think',
  ate: 'eat',
  eaten: 'eat',
  went: 'go',
  gone: 'go',
  made: 'make',
  wrote: 'write',
  written: 'write',
  sold: 'sell',
  told: 'tell',
  said: 'say',
  took: 'take',
  taken: 'take',
  gave: 'give',
  given: 'give',
  got: 'get',
  found: 'find',
  left: 'leave',
  felt: 'feel',
  kept: 'keep',
  came: 'come',
  saw: 'see',
  seen: 'see',
  ran: 'run',
  built: 'build',
  won: 'win',
  lost: 'lose',
  met: 'meet',
  paid: 'pay',
  slept: 'sleep',
  spent: 'spend',
  stood: 'stand',
  began: 'begin',
  begun: 'begin',
  broke: 'break',
  broken: 'break',
  chose: 'choose',
  chosen: 'choose',
  drank: 'drink',
  drove: 'drive',
  flew: 'fly',
  forgot: 'forget',
  grew: 'grow',
  grown: 'grow',
  knew: 'know',
  known: 'know',
  learnt: 'learn',
  heard: 'hear',
  held: 'hold',
  sat: 'sit',
  became: 'become',
  children: 'child',
  men: 'man',
  women: 'woman',
  teeth: 'tooth',
  feet: 'foot',
  mice: 'mouse',
  better: 'good',
  best: 'good',
  worse: 'bad',
  worst: 'bad',
};

function undouble(stem: string): string {
  return /([bdgklmnprt])\1$/.test(stem) ? stem.slice(0, -1) : stem;
}

/** A rough stem: irregular forms to their base, then -ies/-ied → y, -ing, -ed, -es, -s and -ly stripped. */
export const stem: (word: string) => string = memoized(roughStem);

function roughStem(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (/^\d/.test(word)) return word;
  if (word.length > 4 && /(ies|ied)$/.test(word)) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith('ing')) return undouble(word.slice(0, -3));
  if (word.length > 4 && word.endsWith('ed')) return undouble(word.slice(0, -2));
  if (word.length > 5 && word.endsWith('ly')) return word.slice(0, -2);
  if (word.length > 3 && /(ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The stems a word may have: its stem, and for a verb form that may have lost a silent "e" ("making", "danced"),
 * the stem of the form with it ("make", "dance"), so "making" and "make" share a stem without "car" meeting "care".
 */
export const stemVariants: (word: string) => readonly string[] = memoized(variantsOfStem);

function variantsOfStem(word: string): readonly string[] {
  const first = stem(word);
  const derived = DERIVED[word];
  if (derived) return [first, stem(derived)];
  if (IRREGULAR[word] || /^\d/.test(word)) return [first];
  const variants = new Set([first]);
  if (word.length > 5 && word.endsWith('ing')) variants.add(stem(`${word.slice(0, -3)}e`));
  else if (word.length > 4 && word.endsWith('ed')) variants.add(stem(word.slice(0, -1)));
  // A verb that ends in "ll" keeps it: "calling" and "called" are "call", "telling" "tell" ("travelled" is "travel").
  const doubled = /^(.{2,}ll)(?:ing|ed)$/.exec(word)?.[1];
  if (doubled) variants.add(doubled);
  for (const base of derivationBases(word)) variants.add(stem(base));
  // Plurals the rough stem misses: "buses" (bus), "skis" (ski), "menus" (menu).
  if (word.length > 4 && /[^s]ses$/.test(word)) variants.add(word.slice(0, -2));
  if (word.length > 3 && /[iu]s$/.test(word)) variants.add(word.slice(0, -1));
  return [...variants];
}

/**
 * Suffixes that make a noun or an adjective of another word, with the endings the base may have had: "tasty" is
 * "taste", "collection" "collect", "preparation" "prepare", "happiness" "happy", "useful" "use".
 */
const DERIVATIONS: readonly (readonly [suffix: string, endings: readonly string[]])[] = [
  ['ation', ['', 'e', 'ate']],
  ['ion', ['', 'e']],
  ['ment', ['']],
  ['ance', ['', 'e']],
  ['ence', ['', 'e']],
  ['al', ['', 'e']],
  ['ness', ['']],
  ['ful', ['', 'e']],
  ['y', ['', 'e']],
];
/** The shortest base a suffix may leave: "body" is not "bod", "many" not "man". */
const MIN_BASE = 4;

function derivationBases(word: string): string[] {
  for (const [suffix, endings] of DERIVATIONS) {
    if (!word.endsWith(suffix)) continue;
    const base = word.slice(0, -suffix.length).replace(/i$/, 'y');
    if (base.length < MIN_BASE) return [];
    return endings.map((ending) => `${base}${ending}`);
  }
  return [];
}

/** Whether two words share a stem, silent "e" allowed for. */
export function sameStem(a: string, b: string): boolean {
  const stemsOfB = stemVariants(b);
  // A loop, not a callback: the judge compares most pairs of words by their stems first, and a callback allocates.
  for (const s of stemVariants(a)) if (stemsOfB.includes(s)) return true;
  return false;
}

/**
 * Common opposites: an answer that puts one where the key has the other says the opposite ("the old leaves" for
 * "the young leaves"), however much else it shares with the key.
 */
const OPPOSITES: readonly (readonly [string, string])[] = [
  ['young', 'old'],
  ['new', 'old'],
  ['big', 'small'],
  ['large', 'small'],
  ['hot', 'cold'],
  ['warm', 'cold'],
  ['early', 'late'],
  ['before', 'after'],
  ['first', 'last'],
  ['long', 'short'],
  ['tall', 'short'],
  ['high', 'low'],
  ['fast', 'slow'],
  ['easy', 'difficult'],
  ['easy', 'hard'],
  ['same', 'different'],
  ['good', 'bad'],
  ['right', 'wrong'],
  ['true', 'false'],
  ['full', 'empty'],
  ['open', 'closed'],
  ['light', 'dark'],
  ['light', 'heavy'],
  ['cheap', 'expensive'],
  ['rich', 'poor'],
  ['happy', 'sad'],
  ['win', 'lose'],
  ['start', 'finish'],
  ['buy', 'sell'],
  ['always', 'never'],
  ['inside', 'outside'],
  ['north', 'south'],
  ['east', 'west'],
  ['morning', 'evening'],
  ['day', 'night'],
  ['summer', 'winter'],
  ['increase', 'decrease'],
  ['more', 'less'],
  ['more', 'fewer'],
  ['most', 'least'],
  ['love', 'hate'],
  ['like', 'dislike'],
  ['remember', 'forget'],
  ['agree', 'disagree'],
  ['safe', 'dangerous'],
  ['healthy', 'unhealthy'],
  ['quiet', 'loud'],
  ['clean', 'dirty'],
  ['wet', 'dry'],
  ['near', 'far'],
  ['arrive', 'leave'],
  ['accept', 'refuse'],
  ['pass', 'fail'],
  ['front', 'back'],
  ['healthy', 'ill'],
  ['healthy', 'sick'],
  ['soft', 'hard'],
  ['top', 'bottom'],
  ['together', 'apart'],
];
const opposites = new Map<string, Set<string>>();
for (const [a, b] of OPPOSITES) {
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    const stemOfX = stem(x);
    if (!opposites.has(stemOfX)) opposites.set(stemOfX, new Set());
    opposites.get(stemOfX)?.add(stem(y));
  }
}

/** Whether two words are opposites ("young" and "old", "bought" and "sold"), in any simple form. */
export function areOpposites(a: string, b: string): boolean {
  const stemsOfB = stemVariants(b);
  return stemVariants(a).some((s) => stemsOfB.some((t) => opposites.get(s)?.has(t) ?? false));
}

/** Whether a word has an opposite in the list above, in any simple form: most words have none. */
export const hasOpposite = (word: string) => stemVariants(word).some((s) => opposites.has(s));

/** Function words of five or more letters, which a misspelling ("becaus", "wich") is taken for. */
export const LONG_STOPWORDS: readonly string[] = [...STOPWORDS].filter((w) => w.length >= 5);

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/** The content words of a list of words, in order. */
export function contentWords(words: readonly string[]): string[] {
  return words.filter((w) => w !== '' && !STOPWORDS.has(w));
}
