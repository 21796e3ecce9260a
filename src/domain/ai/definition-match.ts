/**
 * An answer that says a key's word by what defines it instead of naming it: "her mother's sister" for "aunt", "a
 * portable computer" for "laptop", "the day that comes after Monday" for "Tuesday". The phrase is put back as the
 * word it defines, and the judge then marks the answer so rewritten as any other (negations, numbers and the
 * student's other words are checked there, as strictly as before).
 *
 * A phrase stands for a key word when it has two or more content words, each of them a word of one of WordNet's
 * definitions of that key word (the same word, a synonym, another form of it, a word one level apart, or a word
 * whose own definition has it: "cook" is "prepare a hot meal"), with nothing else between them but function words.
 * Every word has to be in the definition, not only some: "the room where they sleep" shares "room" with a
 * kitchen's "a room equipped for preparing meals", and "sleep" is in no definition of it, so it stays a bedroom.
 * Days and months are said by their neighbours and their place in the year, which their definitions name only in
 * part, so they are worked out from the calendar.
 */
import { isStopword, NEGATIONS, sameStem } from './content-words.ts';
import { isNumberToken } from './number-words.ts';
import { CALENDAR_NAMES } from './normalize-answer.ts';
import type { WordKnowledge } from '../text/word-knowledge.ts';
import { pairMemory, type PairMemory } from './memo.ts';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];
/** Words a learner puts between "the day" and "after": "the day that comes after Monday". */
const CALENDAR_FILLERS = new Set([
  'that',
  'which',
  'comes',
  'come',
  'came',
  'is',
  'was',
  'will',
  'be',
  'right',
  'just',
]);
const NEXT = new Set(['after', 'following']);
const PREVIOUS = new Set(['before', 'preceding']);

/** 1–12 from "3rd", "third" or "3", else undefined. */
function ordinalOf(word: string): number | undefined {
  const n = ORDINAL_WORDS.indexOf(word) + 1 || Number(/^(\d{1,2})(?:st|nd|rd|th)?$/.exec(word)?.[1] ?? NaN);
  return Number.isInteger(n) && n >= 1 && n <= 12 ? n : undefined;
}

/**
 * The answer with a day or month said by its neighbour or by its place in the year put as its name: "the day
 * (that comes) after Monday" is Tuesday, "the month before April" March, "the third month (of the year)" March.
 * A day's place in the week is left alone, as weeks start on Sunday in some countries and on Monday in others.
 * Undefined where nothing is said so.
 */
export function calendarNamed(words: readonly string[]): string[] | undefined {
  for (let i = 0; i < words.length; i++) {
    const unit = words[i];
    if (unit === 'month') {
      const place = ordinalOf(words[i - 1] ?? '');
      if (place !== undefined && words[i - 1] !== undefined && !/^\d+$/.test(words[i - 1] ?? '')) {
        const end = words[i + 1] === 'of' && words[i + 2] === 'year' ? i + 2 : i;
        return [...words.slice(0, i - 1), MONTHS[place - 1] ?? '', ...words.slice(end + 1)];
      }
    }
    if (unit !== 'day' && unit !== 'month') continue;
    let j = i + 1;
    while (CALENDAR_FILLERS.has(words[j] ?? '')) j++;
    const direction = NEXT.has(words[j] ?? '') ? 1 : PREVIOUS.has(words[j] ?? '') ? -1 : 0;
    const names = unit === 'day' ? DAYS : MONTHS;
    const from = names.indexOf(words[j + 1] ?? '');
    if (direction === 0 || from === -1) continue;
    const named = names[(from + direction + names.length) % names.length] ?? '';
    return [...words.slice(0, i), named, ...words.slice(j + 2)];
  }
  return undefined;
}

const COLOURS = new Set([
  'white',
  'black',
  'red',
  'green',
  'blue',
  'yellow',
  'brown',
  'grey',
  'gray',
  'orange',
  'pink',
  'purple',
]);
const COLOUR_WORDS = new Set(['colour', 'color']);
const LIKENESS = new Set(['as', 'of', 'like']);

/**
 * The answer with a colour said by a thing of that colour put as the colour: "the same colour as snow" is white
 * where a definition of snow names white ("a layer of snowflakes (white crystals of frozen water)"). Only a colour
 * of the key's (`keyWords`), and only when the thing's definitions name that colour and no other.
 */
export function colourNamed(
  words: readonly string[],
  keyWords: readonly string[],
  knowledge: WordKnowledge,
): string[] | undefined {
  const definitions = knowledge.definitions;
  const colours = keyWords.filter((w) => COLOURS.has(w));
  if (!definitions || colours.length === 0) return undefined;
  for (let i = 0; i < words.length; i++) {
    if (!COLOUR_WORDS.has(words[i] ?? '') || !LIKENESS.has(words[i + 1] ?? '')) continue;
    const thing = words[i + 2] ?? '';
    const named = new Set(
      definitions(thing).flatMap((d) =>
        d
          .toLowerCase()
          .split(/[^a-z]+/)
          .filter((w) => COLOURS.has(w)),
      ),
    );
    const colour = colours.find((c) => named.has(c));
    if (colour === undefined || named.size !== 1) continue;
    const start = words[i - 1] === 'same' ? i - 1 : i;
    return [...words.slice(0, start), colour, ...words.slice(i + 3)];
  }
  return undefined;
}

/** Words that say nothing of what a thing is, beside its definition: "the same colour", "the one that comes". */
const DEFINITION_FILLERS = new Set(['come', 'comes', 'came', 'same', 'kind', 'sort', 'type', 'thing', 'one', 'called']);
/** Words a definition says a person with: "someone who drives a bus" is "the man who drives the bus". */
const PERSON_WORDS = new Set(['person', 'someone', 'somebody', 'man', 'woman', 'people', 'individual', 'one']);

/** Words of a definition that stand for anything, and so say nothing of what the defined word is. */
const VAGUE_WORDS = new Set(['something', 'anything', 'thing', 'things', 'usually', 'especially', 'various', 'etc']);
/** Words that join a definition's parts ("the head or neck"): they say nothing of the thing, and every "or" is one. */
const JOINING_WORDS = new Set(['or', 'and', 'nor', 'either']);

/** The content words of a definition: "the sister of your father or mother" has sister, father, mother. */
function definitionContent(definition: string): string[] {
  return definition
    .replace(/\([^()]*\)/g, ' ')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(isDefiningWord);
}

/** A word of a definition that says something of the thing: no function word, no "or" joining two of its parts. */
function isDefiningWord(word: string): boolean {
  return word.length > 1 && !isStopword(word) && !VAGUE_WORDS.has(word) && !JOINING_WORDS.has(word);
}

/** How many of a word's own definition words may say a word of another definition: "cook" is "prepare a hot meal". */
const OWN_DEFINITION_WORDS = 3;

/**
 * Whether a word of the answer says a word of a definition: the same word, a synonym, another form of it, or, for
 * what sets the thing apart, a word whose own definition starts with it ("cook": "prepare a hot meal"). What the
 * thing is (the definition's head) may also be said by a word one level apart from it ("piece" for "chessman"), as
 * WordNet lists the head's relations, not the answer word's (those would have its own kind: "tea" is an herb, and
 * no coriander). A kind of the head that is no word of the definition still leaves the others to say what sets the
 * thing apart ("the castle piece" says "chessman" twice and "horse" never).
 */
function says(word: string, defining: string, head: boolean, knowledge: WordKnowledge): boolean {
  if (sameStem(word, defining)) return true;
  if (PERSON_WORDS.has(word) && PERSON_WORDS.has(defining)) return true;
  const near = (list: readonly string[] | undefined) => (list ?? []).some((w) => sameStem(w, defining));
  if (near(knowledge.synonyms.of(word)) || near(knowledge.derived?.(word))) return true;
  // Only the head's relations are asked: the answer word's own would have its kind ("tea": "herb").
  if (head) return (knowledge.related?.(defining) ?? []).some((w) => sameStem(w, word));
  return near(knowledge.defining?.(word).filter(isDefiningWord).slice(0, OWN_DEFINITION_WORDS));
}

/** Words that end one phrase and start another: a definition is said within one ("or" offers two answers). */
const CLAUSE_BREAKS = new Set(['or', 'because', 'so', 'since', 'but', 'then']);

/** Fewest content words of the answer a definition is said with. */
export const DEFINITION_WORDS = 2;

/** One definition of one of the key's words, read once per key. */
interface Definition {
  /** The defined word's own words: one, or two for a name such as "alarm clock". */
  own: readonly string[];
  content: readonly string[];
  head: readonly string[];
}

/** The definitions of a key's words, ready to be matched with the answers to it. */
export interface DefinitionKey {
  definitions: readonly Definition[];
}

/**
 * The definitions of the key's words and two-word names ("alarm clock"), read once per key. `keyTexts` are the
 * key's answers and key points as words; `isQuestionWord` tells the question's own words, which name the kind of
 * thing asked for and are no key word to define.
 */
export function definitionKey(
  keyTexts: readonly (readonly string[])[],
  isQuestionWord: (word: string) => boolean,
  knowledge: WordKnowledge,
): DefinitionKey {
  const definitionsOf = knowledge.definitions;
  if (!definitionsOf) return { definitions: [] };
  const definable = (w: string) =>
    w.length >= 3 && !isStopword(w) && !isNumberToken(w) && !CALENDAR_NAMES.has(w) && !isQuestionWord(w);
  const lemmas = new Set<string>();
  for (const text of keyTexts)
    text.forEach((w, i) => {
      const next = text[i + 1];
      if (next !== undefined && definable(w) && definable(next)) lemmas.add(`${w}_${next}`);
      if (definable(w)) lemmas.add(w);
    });
  const definitions: Definition[] = [];
  for (const lemma of lemmas)
    for (const definition of definitionsOf(lemma)) {
      const content = definitionContent(definition);
      // A definition that names the word itself ("hard dark-brown wood of ... walnut trees") defines it only with
      // that word said; a two-word name's words may be ("someone who drives a bus" for "bus driver").
      const own = lemma.split('_');
      if (content.length < DEFINITION_WORDS || (own.length === 1 && content.includes(lemma))) continue;
      definitions.push({ own, content, head: definitionHead(definition) });
    }
  return { definitions };
}

/**
 * The answer with a phrase that defines one of the key's words put as that word ("her mother's sister" → "her
 * aunt"), or undefined where no phrase does.
 */
export function namedByDefinition(
  words: readonly string[],
  key: DefinitionKey,
  knowledge: WordKnowledge,
): string[] | undefined {
  const content = words.filter((w) => !isStopword(w) && !DEFINITION_FILLERS.has(w));
  if (content.length < DEFINITION_WORDS) return undefined;
  // Whether the answer says a head word, asked once per head word: the key's definitions share many.
  const headsSaid = new Map<string, boolean>();
  const headSaid = (d: string) => {
    let said = headsSaid.get(d);
    if (said === undefined) headsSaid.set(d, (said = content.some((w) => saysRemembered(w, d, true, knowledge))));
    return said;
  };
  for (const definition of key.definitions) {
    // Most definitions share no head word with the answer: those are passed over before any phrase is looked for.
    if (!definition.head.some(headSaid)) continue;
    const phrase = definingPhrase(words, definition, knowledge);
    if (phrase && !clauseGoesOn(words, phrase))
      return [...words.slice(0, phrase.start), ...definition.own, ...words.slice(phrase.end + 1)];
  }
  return undefined;
}

/** Words that open a clause describing the noun before them: "the man who drives the bus". */
const RELATIVES = new Set(['who', 'whose', 'which', 'that', 'where']);

/**
 * Whether a phrase that describes its head by a clause ("the room where they cook") stops before that clause does:
 * the clause is the definition, so a word of it left outside ("... cook and sleep", "... keep books and bikes")
 * would say something the definition does not. The clause ends with the answer or a word that joins another clause.
 */
function clauseGoesOn(words: readonly string[], { start, end }: { start: number; end: number }): boolean {
  if (!words.slice(start, end + 1).some((w) => RELATIVES.has(w))) return false;
  for (const w of words.slice(end + 1)) {
    if (CLAUSE_BREAKS.has(w)) return false;
    if (!isStopword(w) && !DEFINITION_FILLERS.has(w)) return true;
  }
  return false;
}

/** `says` remembered, by word knowledge: of a head word, and of another word of a definition. */
const remembered = new WeakMap<WordKnowledge, { head: PairMemory; other: PairMemory }>();
const MAX_REMEMBERED_PAIRS = 30_000;

/** `says`, remembered by word knowledge and pair: the answers to one key meet the same definition words. */
function saysRemembered(word: string, defining: string, head: boolean, knowledge: WordKnowledge): boolean {
  let tables = remembered.get(knowledge);
  if (!tables) {
    tables = { head: pairMemory(MAX_REMEMBERED_PAIRS), other: pairMemory(MAX_REMEMBERED_PAIRS) };
    remembered.set(knowledge, tables);
  }
  const table = head ? tables.head : tables.other;
  return table.get(word, defining) ?? table.set(word, defining, says(word, defining, head, knowledge));
}

/** Words after a noun that start what sets it apart: "the room where they cook", "the wife of her uncle". */
const HEAD_FOLLOWERS = new Set([
  'of',
  'who',
  'that',
  'which',
  'where',
  'whose',
  'with',
  'for',
  'in',
  'on',
  'at',
  'from',
]);

/** The words of a definition before its first function word: what the thing is ("portable computer", "sister"). */
function definitionHead(definition: string): string[] {
  const all = definition
    .replace(/\([^()]*\)/g, ' ')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 1);
  const first = all.findIndex((w) => !isStopword(w));
  const after = all.findIndex((w, i) => i > first && isStopword(w));
  return first === -1 ? [] : all.slice(first, after === -1 ? undefined : after);
}

/**
 * The first run of the answer whose content words all say words of the definition, with function words only between
 * them, where the run's own head (its last word, or a word followed by "of", "who", "where"...) says what the
 * definition's head says ("sister" in "the sister of your father or mother": "her mother's sister" is an aunt, "her
 * sister's mother" and "her father's mother" are not), and another word says what sets it apart (not only the
 * defined name's own word: "a man on the bus" is no "someone who drives a bus"). Never across a negation, a number,
 * a day or month, a word that joins clauses or offers another answer (CLAUSE_BREAKS), or the word defined: an answer
 * that names it does not define it ("a green ribbon" is no "award for winning a championship").
 */
function definingPhrase(
  words: readonly string[],
  { own, content, head }: Definition,
  knowledge: WordKnowledge,
): { start: number; end: number } | undefined {
  const required = content.filter((d) => own.includes(d));
  let said = new Map<number, string[]>();
  const close = (): { start: number; end: number } | undefined => {
    const at = [...said.keys()];
    const start = at[0];
    const end = at[at.length - 1];
    if (start === undefined || end === undefined || at.length < DEFINITION_WORDS) return undefined;
    const all = new Set([...said.values()].flat());
    if (!required.every((d) => all.has(d))) return undefined;
    const heads = at.filter(
      (i) => (said.get(i) ?? []).some((d) => head.includes(d)) && (i === end || HEAD_FOLLOWERS.has(words[i + 1] ?? '')),
    );
    const setApart = (h: number) =>
      at.some((i) => i !== h && (said.get(i) ?? []).some((d) => !own.includes(d) && !(said.get(h) ?? []).includes(d)));
    return heads.some(setApart) ? { start, end } : undefined;
  };
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    const breaks =
      CLAUSE_BREAKS.has(w) ||
      NEGATIONS.has(w) ||
      isNumberToken(w) ||
      CALENDAR_NAMES.has(w) ||
      (own.length === 1 && sameStem(w, own[0] ?? ''));
    if (!breaks && (isStopword(w) || DEFINITION_FILLERS.has(w))) continue;
    const matched = breaks ? [] : content.filter((d) => saysRemembered(w, d, head.includes(d), knowledge));
    if (matched.length === 0) {
      const found = close();
      if (found) return found;
      said = new Map();
      continue;
    }
    said.set(i, matched);
  }
  return close();
}
