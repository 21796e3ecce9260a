/**
 * A comparison turned round: "because Baku is colder than the mountain" for "it is much colder at the top of the
 * mountain than in Baku". Both sides are named, so the key's words are all covered; which side stands before
 * "than" is what the key says, and the answer says the other.
 */
import { contentWords, stem } from './content-words.ts';

interface Sides {
  /** Content words before "than": the side that has more of what is compared. */
  before: Set<string>;
  /** Content words after "than", to the end of its clause. */
  after: Set<string>;
}

function sidesOf(text: string): Sides | undefined {
  const list: string[] = text.toLowerCase().match(/[a-z0-9]+|[,;.]/g) ?? [];
  const at = list.indexOf('than');
  if (at < 0) return undefined;
  const clauseEnd = list.findIndex((w, i) => i > at && /^[,;.]$|^(?:and|but|so|because)$/.test(w));
  const stems = (words: readonly string[]) => new Set(contentWords(words.filter((w) => /[a-z0-9]/.test(w))).map(stem));
  return { before: stems(list.slice(0, at)), after: stems(list.slice(at + 1, clauseEnd < 0 ? undefined : clauseEnd)) };
}

/**
 * True where the answer puts before "than" a word a key text has only after it, or after "than" a word the key text
 * has only before it. `keyTexts` are the model answer, the accepted answers and each alternative of the key points.
 */
export function turnsComparisonRound(answer: string, keyTexts: readonly string[]): boolean {
  const given = sidesOf(answer);
  if (given === undefined) return false;
  return keyTexts.some((text) => {
    const key = sidesOf(text);
    if (key === undefined) return false;
    const only = (a: Set<string>, b: Set<string>) => [...a].filter((w) => !b.has(w));
    return (
      only(key.after, key.before).some((w) => given.before.has(w) && !given.after.has(w)) ||
      only(key.before, key.after).some((w) => given.after.has(w) && !given.before.has(w))
    );
  });
}
