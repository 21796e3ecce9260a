/**
 * What the open-answer judge knows of English words beyond the answer key: which strings are real words (so a
 * slip can be told from another word) and which words mean the same (so an answer in other words can count).
 */
import { EMPTY_LEXICON, type EnglishLexicon } from './english-lexicon.ts';
import { NO_SYNONYMS, type Synonyms } from './synonyms.ts';

export interface WordKnowledge {
  lexicon: EnglishLexicon;
  synonyms: Synonyms;
  /**
   * The base form of an irregular verb form or noun plural ("sang" → "sing", "rode" → "ride", "sheep" stays), from
   * WordNet's exception lists; undefined for a regular word, which the judge's own suffix rules reduce.
   */
  irregularBase?: (word: string) => string | undefined;
  /**
   * The words one level more general or more specific than a word in WordNet ("dinner" for "meal", "meal" for
   * "dinner"), worked out when first asked for; none without it.
   */
  related?: (word: string) => readonly string[];
  /**
   * The same word's forms in another part of speech in WordNet ("drive" for "driver", "use" for "user"), worked out
   * when first asked for; none without it.
   */
  derived?: (word: string) => readonly string[];
  /**
   * The words of WordNet's definition of a word's first sense ("thread": "cord", "twisted", "fibers"), worked out
   * when first asked for; none without it.
   */
  defining?: (word: string) => readonly string[];
  /**
   * WordNet's definitions of every sense of a noun or two-word name ("alarm_clock"), examples left out ("aunt": "the
   * sister of your father or mother", "the wife of your uncle"), worked out when first asked for; none without it.
   */
  definitions?: (lemma: string) => readonly string[];
  /**
   * The words that share a synset with a word in its first eight senses in WordNet, nouns and verbs ("call" for
   * "ring"), worked out when first asked for; none without it.
   */
  widerSynonyms?: (word: string) => readonly string[];
}

/** No word list and no synonyms: the judge stays with the key's own words and the strictest slips. */
export const NO_WORD_KNOWLEDGE: WordKnowledge = { lexicon: EMPTY_LEXICON, synonyms: NO_SYNONYMS };
