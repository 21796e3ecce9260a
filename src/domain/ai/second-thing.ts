/**
 * A second thing named beside the key, in an answer that is only a list of things: "ice cream and fruit juice" for
 * "fruit juice", "a book club and a chess club" for "a book club", "bread, milk and some cake" for "bread and milk".
 * The rules accept the key wherever the answer holds it, and a word or two of the student's own beside it; in a list
 * those words are another answer to the question, mostly the passage's rival thing, so the list is a guess.
 * Kept: an answer that is more than a list (a clause, "cook on low heat and don't hurry"), a second item said by the
 * key's or the question's words ("saving and keeping water", "gloves and a free lunch" asked apart from gloves), a
 * list in order ("Sheki and then Gabala"), an item of the one before ("Sheki and its palace"), and a second thing the
 * passage names beside the key's ("a blue scarf and a card" where the passage says she bought both). Pure: the caller tells which words the key supports.
 */
import { isStopword, stem } from './content-words.ts';

export interface SecondThingKey {
  question: string;
  /** The model answer first, then the accepted answers and the key points. */
  texts: readonly string[];
  passage?: string;
}

/** Words before a thing that say nothing of which thing it is. */
const DETERMINERS = new Set(
  'a an the some any both his her their its my our your one another more other others'.split(' '),
);

/** Words that make an item a clause or a comparison, no longer a thing in a list. */
const CLAUSE_WORDS = new Set(
  (
    'i you he she it we they there this that these those is are was were be been being am has have had do does did ' +
    'can could will would should must may might when because so if who which what where how why than as then not no ' +
    'never nothing nobody none something anything everything'
  ).split(' '),
);

/** Words that start a phrase telling where, when or how: an item that opens with one names no thing. */
const PREPOSITIONS = new Set(
  'from to in on at for with by of into onto after before until about during between like without under over near'.split(
    ' ',
  ),
);

/** Words that join two things in a passage's list. */
const PASSAGE_LIST_WORDS = new Set(['and', ',', 'or', 'with', 'plus']);
const SENTENCE_ENDS = new Set(['.', ';', ':', '!', '?']);

/** An answer with a word that joins things in a list: the only answers this test reads. */
export const LISTED = /&|\band\b|\bplus\b|\bas well as\b/i;

/** Words that join things in a list. */
const LIST_JOINERS = /\s*(?:,|&|\bas well as\b|\bplus\b|\band\b)\s*/;

/** A thing in a list is a short noun phrase ("some eggs for breakfast"); a longer item says more than a thing. */
const MAX_ITEM_WORDS = 4;

/** What a question asks for is a thing (or a person) only after these: not how long, when, where or why. */
const ASKS_FOR_A_THING = /^(?:what|which|who|whom|name)$/;
const QUESTION_WORDS = /\b(?:what|which|who|whom|name|how|when|where|why|whose)\b/i;

/** Words around a person in a list that echo the question: "her aunt and her grandmother made it together". */
const ALONG = new Set(['together', 'both', 'it', 'them', 'him', 'her']);

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/ı/g, 'i')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'")
    .match(/[a-z0-9']+/g) ?? [];

/** "and also tea": words that add an item at its start; inside one ("the company also recycled") they tell a clause. */
const ADDING = new Set(['also', 'too']);

/** A contraction with a verb or a negation: "it's", "don't", "they're". */
const CONTRACTED_VERB = /n't$|'re$|'ll$|'ve$|'m$|'d$/;

/** Amounts, times and how often: "twice a week, Tuesday and Thursday" says when, and names no second thing. */
const AMOUNT_WORDS = new Set(
  'once twice times time week weeks day days month months year years hour hours minute minutes'.split(' '),
);

/**
 * The words of an item that say which thing it is, determiners left out, "'s" taken off ("it's" is "it", a clause;
 * "Poland's" is "poland").
 */
const thingWords = (item: string) =>
  wordsOf(item)
    .map((w) => (CONTRACTED_VERB.test(w) ? 'not' : w.replace(/'s$/, '')))
    .filter((w, i) => !DETERMINERS.has(w) && !(i === 0 && ADDING.has(w)));

/**
 * A noun phrase: a few words, none a clause word, an amount or a time, not opened by a preposition. `doing` tells
 * whether an "-ing" word with a word after it does something ("making apps") rather than name a kind ("washing
 * machines").
 */
function isThing(words: readonly string[], doing: (word: string) => boolean = () => false): boolean {
  const first = words[0];
  if (first === undefined || words.length > MAX_ITEM_WORDS) return false;
  const wordOfAClause = (w: string, i: number) =>
    CLAUSE_WORDS.has(w) ||
    AMOUNT_WORDS.has(w) ||
    ADDING.has(w) ||
    /^\d/.test(w) ||
    // "the company recycled the plastic": a past form between two words is a verb.
    (i > 0 && i < words.length - 1 && w.endsWith('ed'));
  if (PREPOSITIONS.has(first) || words.some(wordOfAClause)) return false;
  return !(first.endsWith('ing') && words.length > 1 && !PREPOSITIONS.has(words[1] ?? '') && doing(first));
}

/**
 * The last item without the question's verb and what goes with it after a list of people: "her grandmother made it
 * together" is "her grandmother" where the question asks who made it.
 */
function withoutQuestionEcho(item: readonly string[], questionStems: ReadonlySet<string>): readonly string[] {
  const at = item.findIndex((w) => questionStems.has(stem(w)));
  if (at <= 0) return item;
  const rest = item.slice(at + 1);
  return rest.every((w) => ALONG.has(w) || questionStems.has(stem(w)) || DETERMINERS.has(w)) ? item.slice(0, at) : item;
}

/**
 * Whether the passage names an item's head beside a key word: joined to it in a list of its own ("she bought a blue
 * scarf and a birthday card", "dolma with bread", "a scarf and a pair of gloves"), at most four words between them
 * in one phrase, or right before the key's last word ("thick white fur" for "white and thick"; "heavy ski boots"
 * names no "ski gloves").
 */
function passageSaysBeside(
  passage: readonly string[],
  item: readonly string[],
  keyTexts: readonly (readonly string[])[],
) {
  const headStem = stem(headOf(item));
  const itemStems = new Set(item.map(stem));
  const keyStems = new Set(
    keyTexts
      .flat()
      .filter((w) => !isStopword(w))
      .map(stem),
  );
  const lastStems = new Set(keyTexts.map((t) => stem(t[t.length - 1] ?? '')));
  for (let i = 0; i < passage.length; i++) {
    if (stem(passage[i] ?? '') !== headStem) continue;
    if (lastStems.has(stem(passage[i + 1] ?? ''))) return true;
    // The item as the passage says it: its head with its own words before it ("a birthday card").
    let from = i;
    while (from > 0 && itemStems.has(stem(passage[from - 1] ?? ''))) from--;
    for (const [start, step] of [
      [from - 1, -1],
      [i + 1, 1],
    ] as const) {
      let listed = false;
      for (let j = start, n = 0; j >= 0 && j < passage.length && n <= 4; j += step, n++) {
        const w = passage[j] ?? '';
        // Another phrase starts: "red from the root of madder, and yellow from onion skins".
        if (SENTENCE_ENDS.has(w) || (PREPOSITIONS.has(w) && !PASSAGE_LIST_WORDS.has(w) && w !== 'of')) break;
        if (listed && !isStopword(w) && keyStems.has(stem(w))) return true;
        if (PASSAGE_LIST_WORDS.has(w)) listed = true;
      }
    }
  }
  return false;
}

/** The word that says which thing an item is: its last before a preposition ("eggs" in "eggs for breakfast"). */
function headOf(item: readonly string[]): string {
  const at = item.findIndex((w) => PREPOSITIONS.has(w));
  return (at > 0 ? item[at - 1] : item[item.length - 1]) ?? '';
}

/**
 * An item that names another thing of the key's kind: the key's word with a word of its own in the place of the word
 * a key text has before it ("a chess club" for "a book club", "the last two lessons" for "the first two lessons") or
 * after it ("new ski boots" for "ski gloves"). "bottles of water" names water, "strawberry plants" strawberries: the
 * key's word stands where no key text has a word beside it.
 */
function namesAnotherOfTheKeys(
  item: readonly string[],
  keyTexts: readonly (readonly string[])[],
  supportedByKey: (word: string) => boolean,
): boolean {
  const said = (w: string | undefined): w is string => w !== undefined && !isStopword(w);
  const keyNeighbour = (word: string, step: number) =>
    keyTexts.some((text) => {
      const at = text.findIndex((w) => stem(w) === stem(word));
      return at >= 0 && said(text[at + step]);
    });
  for (let i = 0; i + 1 < item.length; i++) {
    const [first, second] = [item[i] ?? '', item[i + 1] ?? ''];
    if (!said(first) || !said(second)) continue;
    const [ownFirst, ownSecond] = [!supportedByKey(first), !supportedByKey(second)];
    if (ownFirst && !ownSecond && keyNeighbour(second, -1)) return true;
    if (!ownFirst && ownSecond && keyNeighbour(first, 1)) return true;
  }
  return false;
}

/** What a question sets aside: "Name ONE product, apart from trains, …" (an item with trains repeats the question). */
const SET_ASIDE = /\b(?:apart from|except(?: for)?|besides|other than|as well as)\s+((?:[a-z']+\s*){1,3})/gi;

/** A question about what someone does ("What did Aysel do so that …", "What are teachers doing to …"): no thing. */
const ASKS_WHAT_IS_DONE =
  /\b(?:do|does|did|doing|done)\b\s*(?:\?|$|so\b|to\b|with\b|after\b|before\b|when\b|while\b|first\b|next\b|then\b|about\b|for\b|in\b|at\b|on\b)/i;

/**
 * Whether the answer is a list of things, one of them the key's (every word of it supported by the key or the
 * question) and another with a word of the student's own (`supportedByKey` false), where the question asks what,
 * which or who and the model answer is itself a thing, not a clause.
 */
export function namesSecondThingByKeysWords(
  answer: string,
  key: SecondThingKey,
  supportedByKey: (word: string) => boolean,
): boolean {
  // Most answers hold no list: they are passed before anything else is read.
  if (!LISTED.test(answer)) return false;
  const asked = QUESTION_WORDS.exec(key.question)?.[0]?.toLowerCase() ?? '';
  if (!ASKS_FOR_A_THING.test(asked) || ASKS_WHAT_IS_DONE.test(key.question)) return false;
  const model = (key.texts[0] ?? '').replace(/[.!?]+\s*$/, '');
  if (!model.split(LIST_JOINERS).every((item) => isThing(thingWords(item)))) return false;
  if (/\bthen\b|\bor\b|[:()–—]| - /i.test(answer)) return false;
  const setAside = new Set(
    [...key.question.matchAll(SET_ASIDE)].flatMap((m) =>
      thingWords(m[1] ?? '')
        .filter((w) => !isStopword(w))
        .map(stem),
    ),
  );
  // The question's words, what it sets aside left out: "the Sendai metro trains" is no echo of "apart from trains".
  const questionStems = new Set(
    wordsOf(key.question)
      .map(stem)
      .filter((w) => !setAside.has(w)),
  );
  const pieces = answer
    .replace(/[.!?]+\s*$/, '')
    .split(LIST_JOINERS)
    .filter((piece) => thingWords(piece).length > 0);
  const items = pieces.map(thingWords);
  // "Sheki and its palace": an item that is the thing before it's own says more of that thing.
  const ownedByTheOneBefore = (i: number) => /^\s*(?:its|their)\b/i.test(pieces[i] ?? '');
  const last = items.length - 1;
  items[last] = [...withoutQuestionEcho(items[last] ?? [], questionStems)];
  if (items.length < 2 || !items.every((item) => isThing(item, (w) => !supportedByKey(w)))) return false;
  const ownWords = items.map((item) => item.filter((w) => !supportedByKey(w)));
  if (!ownWords.some((own) => own.length === 0)) return false;
  const keyTexts = key.texts.map(thingWords);
  const added = items.filter(
    (item, i) =>
      (ownWords[i] ?? []).length > 0 &&
      !ownedByTheOneBefore(i) &&
      !item.some((w) => setAside.has(stem(w))) &&
      // "the game with dice and checkers": an item after a preposition's object may be that object's pair.
      !(items[i - 1] ?? []).slice(1).some((w) => PREPOSITIONS.has(w)) &&
      (ownWords[i]?.length === item.filter((w) => !isStopword(w)).length ||
        namesAnotherOfTheKeys(item, keyTexts, supportedByKey)),
  );
  if (added.length === 0) return false;
  const passage = (key.passage ?? '').toLowerCase().match(/[a-z0-9']+|[,.;:!?]/g) ?? [];
  return !added.some((item) => passageSaysBeside(passage, item, keyTexts));
}
