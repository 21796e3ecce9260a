/**
 * Whether a tutor reply gives away the key of a question the student is answering right now (an unfinished mock
 * exam, diagnostic or daily challenge). The model is told to give hints only then, but a prompt is a request, not a
 * guarantee, so its reply is read before the student sees it.
 *
 * The check leans towards caution: a reply wrongly held back costs the student a model reply during an exam (they
 * get the offline hint instead), while a key let through costs the exam its meaning. Short keys ("a", "has") are
 * everywhere in English, so they count only in the question's own words: the key right after the words before the
 * gap, or right before the words after it ("She ___ to school" → "she goes", "goes to school"); a key of several words,
 * a long word or a number counts wherever it appears.
 */

export interface ActiveItem {
  /** The question as shown, with its gap (`___`, `…`) when it has one. */
  stem: string;
  /** Texts that are the answer: the key option, or an open question's answer and accepted answers. */
  keys: readonly string[];
  /** The key's letter for lettered options (listening and reading). */
  keyLetter?: string;
}

const GAP = /_{2,}|…|\.{3}|\(\s*\)/;

/** Lower case, curly quotes straightened, punctuation dropped, single spaces: how texts are compared here. */
export function leakText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim();
}

const words = (text: string) => leakText(text).split(' ').filter(Boolean);

function containsPhrase(haystack: string, phrase: string): boolean {
  return phrase !== '' && ` ${haystack} `.includes(` ${phrase} `);
}

/** A key long or particular enough that saying it at all says the answer: several words, a long word, a number. */
function isDistinctive(key: string): boolean {
  return words(key).length >= 2 || key.trim().length >= 8 || /\d/.test(key);
}

/** The key in the question's own words: the (up to) two words before the gap and the key, or the key and the two after. */
function filledPhrases(stem: string, key: string): string[] {
  const gap = GAP.exec(stem);
  if (!gap) return [];
  const before = words(stem.slice(0, gap.index)).slice(-2);
  const after = words(stem.slice(gap.index + gap[0].length)).slice(0, 2);
  const keyText = leakText(key);
  const phrases: string[] = [];
  if (before.length > 0) phrases.push([...before, keyText].join(' '));
  if (after.length > 0) phrases.push([keyText, ...after].join(' '));
  // With nothing around the gap, the key alone is all there is to find.
  if (phrases.length === 0) phrases.push(keyText);
  return phrases;
}

/**
 * "The answer is B", "option (c)", "B is correct": naming the key's letter as the answer. The letter counts as a
 * capital or in brackets, so the article in "the answer is a verb" is not read as option A.
 */
function namesLetter(reply: string, letter: string): boolean {
  const upper = letter.toUpperCase();
  const lower = letter.toLowerCase();
  const asLetter = `(?:${upper}\\b|\\(${lower}\\)|\\(${upper}\\))`;
  const answerWord = '(?:[Aa]nswer|[Oo]ption|[Cc]hoice|[Vv]ariant|[Cc]avab|[Оо]твет|[Вв]ариант)';
  const rightWord = '(?:is|are)\\s+(?:the\\s+)?(?:correct|right)\\b';
  return (
    new RegExp(`${answerWord}[^.!?\\n]{0,20}?(?:^|[\\s(])${asLetter}`, 'u').test(reply) ||
    new RegExp(`(?:^|[\\s(])${asLetter}\\)?\\s+${rightWord}`, 'u').test(reply)
  );
}

export function revealsKey(reply: string, items: readonly ActiveItem[]): boolean {
  const text = leakText(reply);
  return items.some(
    (item) =>
      (item.keyLetter !== undefined && namesLetter(reply, item.keyLetter)) ||
      item.keys.some(
        (key) =>
          leakText(key) !== '' &&
          ((isDistinctive(key) && containsPhrase(text, leakText(key))) ||
            filledPhrases(item.stem, key).some((phrase) => containsPhrase(text, phrase))),
      ),
  );
}
