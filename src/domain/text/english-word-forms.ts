/**
 * Which strings are English word forms, for the content check of answer options. A form is a word when a common
 * word of the SUBTLEX frequency list, a WordNet lemma, an irregular form (irregular-forms.ts) or a regular
 * inflection of a WordNet lemma (-s, -ed, -ing, -er, -est) — and not a regular ending put on an irregular word
 * ("buyed", "childs", "gooder"), which the frequency list holds too because film subtitles quote learners and
 * children. The server reads the list and WordNet's index files and passes them in.
 */
import { IRREGULAR_COMPARISONS, IRREGULAR_PLURALS, IRREGULAR_VERBS } from './irregular-forms.ts';

export interface EnglishWordForms {
  /** Whether the lower-case word (letters only) is an English word form. */
  isWord(word: string): boolean;
  /** The standard form when the word is a regular ending on an irregular word ("buyed" → "bought"). */
  standardFor(word: string): string | undefined;
  /** A simple past that is not also a past participle ("went", "saw"; not "bought", "read"). */
  isPastOnly(word: string): boolean;
  /** The verb forms the word can be ("read": base, past, participle; "goes": third; "table": none). */
  verbForms(word: string): ReadonlySet<VerbForm>;
  /** Whether the word is a WordNet noun or adjective too ("win", "open"), so it may follow "is" as one. */
  isNounOrAdjective(word: string): boolean;
  /** The degree of an adjective or adverb form: "warmer", "better" comparative; "tallest", "worst" superlative. */
  degreeOf(word: string): 'comparative' | 'superlative' | undefined;
}

export type VerbForm = 'base' | 'third' | 'past' | 'participle' | 'ing' | 'finite';

/** Forms of be, have and do that rules about verbs need and the regular rules cannot make. */
const AUXILIARY_FORMS: Readonly<Record<string, readonly VerbForm[]>> = {
  am: ['finite'],
  is: ['finite', 'third'],
  are: ['finite'],
  was: ['past'],
  were: ['past'],
  has: ['third'],
  does: ['third'],
  being: ['ing'],
  having: ['ing'],
  doing: ['ing'],
};

export interface WordFormSources {
  /** SUBTLEX entries, most frequent first. */
  frequencies: readonly { word: string; count: number }[];
  /** WordNet lemmas by part of speech (single words, lower case). */
  lemmas: { noun: ReadonlySet<string>; verb: ReadonlySet<string>; adj: ReadonlySet<string>; adv: ReadonlySet<string> };
}

/**
 * The common words of the frequency list taken as words without further proof. Beyond this rank the list holds
 * many slips ("catched" is near 27,000), so rarer words must be a lemma or a regular inflection of one.
 */
export const COMMON_WORDS = 20_000;

/** Forms that are words only in dialect or children's speech; the frequency list has them among its common words. */
const NOT_STANDARD = ['hisself', 'theirselves', 'theirself', 'ourself', 'ain', 'gonna', 'wanna', 'gotta'];

/** Regular forms of a verb that is irregular in another sense: lie (tell lies) → lied, lying. */
const REGULAR_HOMOGRAPHS = new Set(['lied', 'winded', 'shined', 'mans', 'manned']);

const VOWELS = /[aeiou]/;

/** The lemmas a regularly inflected form may come from, with the part of speech that ending belongs to. */
function regularSources(word: string): { lemma: string; pos: 'noun' | 'verb' | 'adj' }[] {
  const out: { lemma: string; pos: 'noun' | 'verb' | 'adj' }[] = [];
  const add = (lemma: string, ...pos: ('noun' | 'verb' | 'adj')[]): void => {
    if (lemma.length >= 2 && VOWELS.test(lemma.replace(/y$/, 'i'))) for (const p of pos) out.push({ lemma, pos: p });
  };
  const doubled = (stem: string): string | undefined =>
    stem.length >= 3 && stem.at(-1) === stem.at(-2) ? stem.slice(0, -1) : undefined;
  const ending = (suffix: string): string | undefined =>
    word.endsWith(suffix) ? word.slice(0, -suffix.length) : undefined;

  const s = ending('s');
  if (s !== undefined && !s.endsWith('s')) add(s, 'noun', 'verb');
  const es = ending('es');
  if (es !== undefined && /(s|x|z|ch|sh|o)$/.test(es)) add(es, 'noun', 'verb');
  const ies = ending('ies');
  if (ies !== undefined) add(`${ies}y`, 'noun', 'verb');
  for (const [suffix, pos] of [
    ['ed', 'verb'],
    ['ing', 'verb'],
    ['er', 'adj'],
    ['est', 'adj'],
  ] as const) {
    const stem = ending(suffix);
    if (stem === undefined) continue;
    add(stem, pos);
    add(`${stem}e`, pos);
    const single = doubled(stem);
    if (single !== undefined) add(single, pos);
    if (stem.endsWith('i') && suffix !== 'ing') add(`${stem.slice(0, -1)}y`, pos);
    if (suffix === 'ing' && stem.endsWith('y')) add(`${stem.slice(0, -1)}ie`, pos);
  }
  return out;
}

/** The regular forms one would wrongly build from an irregular base: buy → buyed, buys is fine. */
function overregularized(): Map<string, { standard: string; base: string }> {
  const wrong = new Map<string, { standard: string; base: string }>();
  let base = '';
  const put = (forms: readonly string[], standard: string, real: ReadonlySet<string>): void => {
    for (const form of forms) if (!real.has(form) && !wrong.has(form)) wrong.set(form, { standard, base });
  };
  for (const verb of IRREGULAR_VERBS) {
    const b = verb.base;
    base = b;
    const real = new Set([...verb.past, ...verb.participle]);
    const stem = b.endsWith('e') ? b.slice(0, -1) : b;
    const consonantY = /[^aeiou]y$/.test(b) ? `${b.slice(0, -1)}i` : undefined;
    put(
      [`${stem}ed`, ...(consonantY ? [`${consonantY}ed`] : []), `${b}${b.at(-1) ?? ''}ed`],
      verb.past.join('/'),
      real,
    );
    // A past used as the base of a new past: "wented", "boughted".
    put(
      verb.past.map((p) => `${p}ed`),
      verb.past.join('/'),
      real,
    );
  }
  for (const noun of IRREGULAR_PLURALS) {
    base = noun.singular;
    const real = new Set(noun.plural);
    put([`${noun.singular}s`, `${noun.singular}es`, ...noun.plural.map((p) => `${p}s`)], noun.plural[0] ?? '', real);
  }
  for (const adjective of IRREGULAR_COMPARISONS) {
    const real = new Set(adjective.forms);
    const b = adjective.base;
    base = b;
    put(
      [`${b}er`, `${b}est`, `${b}${b.at(-1) ?? ''}er`, `${b}${b.at(-1) ?? ''}est`, 'worser', 'bestest'],
      adjective.forms.join('/'),
      real,
    );
  }
  return wrong;
}

export function englishWordForms(sources: WordFormSources, common = COMMON_WORDS): EnglishWordForms {
  const frequent = new Set<string>();
  for (const entry of sources.frequencies.slice(0, common)) frequent.add(entry.word.toLowerCase());
  const irregular = new Set<string>();
  const pastOnly = new Set<string>();
  const irregularBases = new Set(IRREGULAR_VERBS.map((v) => v.base));
  const irregularPasts = new Set(IRREGULAR_VERBS.flatMap((v) => v.past));
  const irregularParticiples = new Set(IRREGULAR_VERBS.flatMap((v) => v.participle));
  for (const verb of IRREGULAR_VERBS) {
    for (const form of [verb.base, ...verb.past, ...verb.participle]) irregular.add(form);
    for (const past of verb.past) if (!verb.participle.includes(past)) pastOnly.add(past);
  }
  for (const noun of IRREGULAR_PLURALS) for (const form of [noun.singular, ...noun.plural]) irregular.add(form);
  for (const adjective of IRREGULAR_COMPARISONS) for (const form of adjective.forms) irregular.add(form);
  const notStandard = new Set(NOT_STANDARD);
  const { lemmas } = sources;
  const isLemma = (w: string): boolean =>
    lemmas.noun.has(w) || lemmas.verb.has(w) || lemmas.adj.has(w) || lemmas.adv.has(w);
  // A wrong-looking form that is a word of its own stays a word: "seed" (not see + -ed), "founded" (found a
  // school), "bored" (bore), "peoples" (nations). Only forms whose one source is the irregular word are wrong.
  const wrong = new Map<string, string>();
  for (const [form, { standard, base }] of overregularized()) {
    if (REGULAR_HOMOGRAPHS.has(form) || isLemma(form)) continue;
    if (regularSources(form).some(({ lemma, pos }) => lemma !== base && lemmas[pos].has(lemma))) continue;
    wrong.set(form, standard);
  }

  return {
    isWord(word) {
      const w = word.toLowerCase();
      if (wrong.has(w) || notStandard.has(w)) return false;
      if (frequent.has(w) || irregular.has(w) || isLemma(w)) return true;
      return regularSources(w).some(({ lemma, pos }) => lemmas[pos].has(lemma) && !wrong.has(lemma));
    },
    standardFor: (word) => wrong.get(word.toLowerCase()),
    isPastOnly: (word) => pastOnly.has(word.toLowerCase()),
    verbForms(word) {
      const w = word.toLowerCase();
      // Own keys only: an option word such as "constructor" must not reach Object.prototype.
      const forms = new Set<VerbForm>(Object.hasOwn(AUXILIARY_FORMS, w) ? AUXILIARY_FORMS[w] : []);
      if (wrong.has(w)) return forms;
      if (lemmas.verb.has(w) || irregularBases.has(w)) forms.add('base');
      if (pastOnly.has(w) || irregularPasts.has(w)) forms.add('past');
      if (irregularParticiples.has(w)) forms.add('participle');
      for (const { lemma } of regularSources(w)) {
        if (!lemmas.verb.has(lemma) || irregularBases.has(lemma)) continue;
        if (w.endsWith('ing')) forms.add('ing');
        else if (w.endsWith('ed')) {
          forms.add('past');
          forms.add('participle');
        } else if (w.endsWith('s')) forms.add('third');
      }
      // Irregular verbs take -s and -ing regularly: goes, going, buys, buying.
      for (const { lemma } of regularSources(w)) {
        if (!irregularBases.has(lemma)) continue;
        if (w.endsWith('ing')) forms.add('ing');
        else if (w.endsWith('s')) forms.add('third');
      }
      return forms;
    },
    isNounOrAdjective: (word) => lemmas.noun.has(word.toLowerCase()) || lemmas.adj.has(word.toLowerCase()),
    degreeOf(word) {
      const w = word.toLowerCase();
      for (const adjective of IRREGULAR_COMPARISONS) {
        const at = adjective.forms.indexOf(w);
        // forms: the comparative(s) first, then the superlative(s); "more" and "most" are left to the caller.
        if (at !== -1 && w !== 'more' && w !== 'most' && w !== 'less' && w !== 'least') {
          return /st$/.test(w) ? 'superlative' : 'comparative';
        }
      }
      if (wrong.has(w) || lemmas.adj.has(w) || lemmas.adv.has(w)) return undefined;
      const ending = w.endsWith('est') ? 'superlative' : w.endsWith('er') ? 'comparative' : undefined;
      if (!ending) return undefined;
      const fromAdjective = regularSources(w).some(({ lemma, pos }) => pos === 'adj' && lemmas.adj.has(lemma));
      return fromAdjective ? ending : undefined;
    },
  };
}
