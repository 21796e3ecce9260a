/**
 * What the writing estimate needs from an English NLP library: the text's sentences, each a list of tokens with
 * their lemma and universal part-of-speech tag (NOUN, VERB, AUX, DET, ADP, PRON, PUNCT, X, ...). The server
 * provides it from wink-nlp and its English model (src/server/ai/language-tools.ts); the rules here stay pure.
 */

export interface AnalysedToken {
  /** The token as written. */
  text: string;
  lemma: string;
  pos: string;
}

export type TextAnalyser = (text: string) => AnalysedToken[][];
