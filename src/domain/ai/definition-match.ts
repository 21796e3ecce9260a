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

/** Words that say nothing of what a thing is, beside its definition: "the same colour", "the one that comes". */
const DEFINITION_FILLERS = new Set(['come', 'comes', 'came', 'same', 'kind', 'sort', 'type', 'thing', 'one', 'called']);
/** Words a definition says a person with: "someone who drives a bus" is "the man who drives the bus". */
const PERSON_WORDS = new Set(['person', 'someone', 'somebody', 'man', 'woman', 'people', 'individual', 'one']);

/** Words of a definition that stand for anything, and so say nothing of what the defined word is. */
const VAGUE_WORDS = new Set(['something', 'anything', 'thing', 'things', 'usually', 'especially', 'various', 'etc']);

/** The content words of a definition: "the sister of your father or mother" has sister, father, mother. */
function definitionContent(definition: string): string[] {
  return definition
    .replace(/\([^()]*\)/g, ' ')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 1 && !isStopword(w) && !VAGUE_WORDS.has(w));
}

/**
 * Whether a word of the answer says a word of a definition: the same word, a synonym, another form of it, or a word
 * whose own definition has it ("cook": "prepare a hot meal"). The definition's first word, what the thing is, may
 * also be said by a word one level apart ("piece" for "chessman"); its other words, what sets the thing apart from
 * others of its kind, may not ("bedroom" is no "room equipped for preparing meals").
 */
function says(word: string, defining: string, first: boolean, knowledge: WordKnowledge): boolean {
  if (sameStem(word, defining)) return true;
  if (PERSON_WORDS.has(word) && PERSON_WORDS.has(defining)) return true;
  const near = (list: readonly string[] | undefined) => (list ?? []).some((w) => sameStem(w, defining));
  if (near(knowledge.synonyms.of(word)) || near(knowledge.derived?.(word))) return true;
  if (
    first &&
    (near(knowledge.related?.(word)) || (knowledge.related?.(defining) ?? []).some((w) => sameStem(w, word)))
  )
    return true;
  return near(knowledge.defining?.(word).filter((w) => !isStopword(w)));
}

/** Words that end one phrase and start another: a definition is said within one ("or" offers two answers). */
const CLAUSE_BREAKS = new Set(['or', 'because', 'so', 'since', 'but', 'then']);

/** Fewest content words of the answer a definition is said with. */
export const DEFINITION_WORDS = 2;

/**
 * The answer with a phrase that defines one of the key's words put as that word ("her mother's sister" → "her
 * aunt"), or undefined where no phrase does. `keyTexts` are the key's answers and key points as words;
 * `isQuestionWord` tells the question's own words, which name the kind of thing asked for and are no key word to
 * define.
 */
export function namedByDefinition(
  words: readonly string[],
  keyTexts: readonly (readonly string[])[],
  isQuestionWord: (word: string) => boolean,
  knowledge: WordKnowledge,
): string[] | undefined {
  const definitions = knowledge.definitions;
  if (!definitions) return undefined;
  const definable = (w: string) =>
    w.length >= 3 && !isStopword(w) && !isNumberToken(w) && !CALENDAR_NAMES.has(w) && !isQuestionWord(w);
  const lemmas = new Set<string>();
  for (const text of keyTexts)
    text.forEach((w, i) => {
      const next = text[i + 1];
      if (next !== undefined && definable(w) && definable(next)) lemmas.add(`${w}_${next}`);
      if (definable(w)) lemmas.add(w);
    });
  for (const lemma of lemmas)
    for (const definition of definitions(lemma)) {
      const content = definitionContent(definition);
      // A definition that names the word itself ("hard dark-brown wood of ... walnut trees") defines it only with
      // that word said; a two-word name's words may be ("someone who drives a bus" for "bus driver").
      const own = lemma.split('_');
      if (content.length < DEFINITION_WORDS || (own.length === 1 && content.includes(lemma))) continue;
      const phrase = definingPhrase(words, content, own, knowledge);
      if (phrase) return [...words.slice(0, phrase.start), ...own, ...words.slice(phrase.end + 1)];
    }
  return undefined;
}

/**
 * The first run of the answer whose content words all say words of the definition, two or more of them and its
 * first word among them (what the thing is: "sister" in "the sister of your father or mother", so "her father's
 * mother" is no aunt), with function words only between them; never across a negation, a number, a day or month, or
 * a word that joins clauses or offers another answer (CLAUSE_BREAKS), or across the word defined: an answer that names
 * it does not define it ("a green ribbon" is no "award for winning a championship"). A word of a two-word name in its own definition ("bus" in "someone who drives a bus")
 * is no word of the definition said.
 */
function definingPhrase(
  words: readonly string[],
  content: readonly string[],
  own: readonly string[],
  knowledge: WordKnowledge,
): { start: number; end: number } | undefined {
  const first = content[0] ?? '';
  const required = content.filter((d) => own.includes(d));
  let start = -1;
  let end = -1;
  let said = new Set<string>();
  let saying = 0;
  const close = () =>
    saying >= DEFINITION_WORDS &&
    said.size >= DEFINITION_WORDS &&
    said.has(first) &&
    required.every((d) => said.has(d)) &&
    [...said].some((d) => !own.includes(d))
      ? { start, end }
      : undefined;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    const breaks =
      CLAUSE_BREAKS.has(w) ||
      NEGATIONS.has(w) ||
      isNumberToken(w) ||
      CALENDAR_NAMES.has(w) ||
      (own.length === 1 && sameStem(w, own[0] ?? ''));
    if (!breaks && (isStopword(w) || DEFINITION_FILLERS.has(w))) continue;
    const matched = breaks ? [] : content.filter((d) => says(w, d, d === first, knowledge));
    if (matched.length === 0) {
      const found = close();
      if (found) return found;
      start = -1;
      said = new Set();
      saying = 0;
      continue;
    }
    if (start === -1) start = i;
    end = i;
    saying += 1;
    for (const d of matched) said.add(d);
  }
  return close();
}
