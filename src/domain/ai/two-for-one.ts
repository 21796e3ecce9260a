/**
 * Two things named where the question asks for one: "the violin and the tar" for "Which instrument did he learn?",
 * "water and electricity" for "What is the theme of the fair?". The key is one of them, so the rules that look for
 * the key would accept it; naming a second thing beside it is a guess between two. Only short lists of names ("A and
 * B", a comma and more after it): a clause after "and" ("white and it is thick") may be a true detail, and a key that
 * itself names two things ("bread and milk") asks for both.
 */
import { stem } from './content-words.ts';

/** A question for one thing: "Which instrument did …", "What game is …", "What is the theme …". */
const ONE_THING =
  /^\s*(?:(?:which|what)\s+([a-z]+)\s+(?:is|was|did|does|do|can|could|will|has)|what\s+(?:is|was)\s+the\s+([a-z]+))\b/i;

/** Words that make a clause of a side ("it is thick"), which is no longer a name in a list. */
const CLAUSE_WORDS = new Set(
  (
    'i you he she it we they its his her their there this that these those ' +
    'is are was were be been has have had do does did can could will would'
  ).split(' '),
);
const ARTICLES = new Set(['a', 'an', 'the', 'some']);
const MAX_SIDE = 4;

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[a-z0-9']+/g) ?? [];

/**
 * True where the answer, up to its first comma, is "A and B" with one side of words the key or the question says and
 * the other with a word neither says, for a question that asks for one thing of a kind and a key that names one.
 */
export function namesTwoForOne(answer: string, question: string, keyTexts: readonly string[]): boolean {
  const asked = ONE_THING.exec(question);
  const kind = asked?.[1] ?? asked?.[2];
  if (kind === undefined || kind.endsWith('s')) return false;
  if (keyTexts.some((t) => wordsOf(t).includes('and'))) return false;
  const list = wordsOf(answer.split(/[,;:(–-]/)[0] ?? '');
  const at = list.indexOf('and');
  if (at < 0 || list.lastIndexOf('and') !== at) return false;
  const sides = [list.slice(0, at), list.slice(at + 1)];
  if (sides.some((s) => s.length === 0 || s.length > MAX_SIDE || s.some((w) => CLAUSE_WORDS.has(w)))) return false;
  const said = new Set([question, ...keyTexts].flatMap(wordsOf).map(stem));
  const own = sides.map((s) => s.some((w) => !ARTICLES.has(w) && !said.has(stem(w))));
  return own[0] !== own[1];
}
