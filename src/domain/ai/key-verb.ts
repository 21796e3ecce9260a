/**
 * An answer that puts a verb of its own where the key's verb stands, when the key's verb echoes the question: "they
 * sold their old clothes" for "they swapped the clothes they no longer wore", asked "What happened at Leyla's swap
 * party?". The question's words are not asked of an answer, so the key's idea shrinks to "clothes" and any sentence
 * about clothes would cover it; the verb is what the question asks about, said with the question's own word.
 */

import { contentWords, isStopword, sameStem } from './content-words.ts';

const SUBJECTS = new Set(['i', 'you', 'he', 'she', 'we', 'they']);
/** Words between the subject and its verb: auxiliaries, adverbs of frequency, a negation. */
const BEFORE_VERB = new Set(
  (
    'will would can could must should did does do has have had is are was were am be been not never also always ' +
    'just only then first all both'
  ).split(' '),
);

/** The verb after a sentence's subject pronoun ("she and her friends exchanged" → "exchanged"), if it opens so. */
export function leadingVerb(words: readonly string[]): string | undefined {
  let i = words[0] === 'because' || words[0] === 'so' ? 1 : 0;
  if (!SUBJECTS.has(words[i] ?? '')) return undefined;
  i++;
  // "she and her friends", "he and his sister"
  if (words[i] === 'and' && SUBJECTS.has(words[i + 1] ?? '')) i += 2;
  else if (words[i] === 'and') i += 3;
  while (BEFORE_VERB.has(words[i] ?? '')) i++;
  return words[i];
}

/**
 * True where a key text's verb is said by a word of the question, and the answer's own verb is neither that verb
 * (or a word `same` takes for it) nor any word of a key text. `answerWords` are the answer's words as the judge
 * reads them (slips mended); `same(given, expected)` is the judge's word comparison.
 */
export function replacesKeyVerb(
  answerWords: readonly string[],
  questionWords: readonly string[],
  keyTexts: readonly (readonly string[])[],
  same: (given: string, expected: string) => boolean,
): boolean {
  const verb = leadingVerb(answerWords);
  if (verb === undefined) return false;
  if (isStopword(verb)) return false;
  // The question's own word, not a synonym of it: "swapped" for "swap party".
  const echoes = (w: string) => questionWords.some((q) => sameStem(q, w));
  // Only a key text whose words, the question's aside, shrink to its verb and one word that is no number: there the
  // verb is the idea ("they swapped clothes"); in "he started it in 1998" the number is.
  const keyVerbs = keyTexts.flatMap((text) => {
    const v = leadingVerb(text);
    if (v === undefined || isStopword(v) || !echoes(v)) return [];
    const rest = contentWords(text).filter((w) => !echoes(w));
    return rest.length === 1 && !/^\d/.test(rest[0] ?? '') ? [v] : [];
  });
  if (keyVerbs.length === 0) return false;
  return !keyVerbs.some((v) => same(verb, v)) && !keyTexts.some((t) => t.some((w) => same(verb, w)));
}
