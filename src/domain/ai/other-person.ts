/**
 * Another person in the key's person's place: "she filmed her mother" for "she filmed her grandmother", "his
 * mother's dolma" for "his grandmother's dolma", "Kamala ate it" for "the writer ate half of it". People are a
 * closed class, so a short list of kin and role words (and the names a passage gives to one of them: "my friend
 * Kamala") tells one person from another where WordNet's first senses do not ("mother" and "grandmother" share
 * no nearer kind than "relative"). The same place test holds other closed classes apart: "a free dinner" for "a
 * free lunch". Pure: it reads the answer, the key's texts, the question and the passage.
 */
import { isStopword } from './content-words.ts';
import { memoized } from './memo.ts';

/**
 * Each person a key names, by the words a student may say them with. Kin first (the keys' people are mostly
 * family), then the roles the texts give to people who do something (teacher, coach, doctor, nurse, neighbour,
 * friend, classmate, the writer), then the reflexives, which name the subject herself ("she filmed herself").
 * Words that name nobody in particular ("people", "person", "someone", "family", "villagers") are left out: a key
 * that says "old people" is said as well by "the grandmothers and grandfathers".
 */
const PERSON_WORDS: Record<string, string> = {
  mother: 'mother mothers mum mums mom moms mummy mommy mama',
  father: 'father fathers dad dads daddy papa',
  grandmother: 'grandmother grandmothers granny grannie grandma grandmas gran nan nana granma',
  grandfather: 'grandfather grandfathers grandpa grandpas granddad grandad gramps',
  grandparent: 'grandparent grandparents',
  parent: 'parent parents',
  aunt: 'aunt aunts auntie aunty',
  uncle: 'uncle uncles',
  brother: 'brother brothers',
  sister: 'sister sisters',
  sibling: 'sibling siblings',
  cousin: 'cousin cousins',
  son: 'son sons',
  daughter: 'daughter daughters',
  child: 'child children kid kids',
  grandson: 'grandson grandsons',
  granddaughter: 'granddaughter granddaughters',
  grandchild: 'grandchild grandchildren',
  wife: 'wife wives',
  husband: 'husband husbands',
  teacher: 'teacher teachers',
  friend: 'friend friends',
  neighbour: 'neighbour neighbours neighbor neighbors',
  classmate: 'classmate classmates',
  coach: 'coach coaches trainer trainers',
  doctor: 'doctor doctors dentist dentists',
  nurse: 'nurse nurses',
  writer: 'writer writers author narrator',
  self: 'herself himself myself themselves',
};

/**
 * Each word of each space-separated list, to its list's name with `prefix` before it: { mum: 'mum mother' } gives
 * mother → mum.
 */
export const namesByWord = (lists: Readonly<Record<string, string>>, prefix = ''): Map<string, string> =>
  new Map(Object.entries(lists).flatMap(([name, said]) => said.split(' ').map((w) => [w, prefix + name] as const)));

/** Each word of closed classes with its member, as "class:member" so that two classes never share a member. */
export const membersByWord = (classes: Readonly<Record<string, Readonly<Record<string, string>>>>) =>
  new Map(Object.entries(classes).flatMap(([kind, members]) => [...namesByWord(members, `${kind}:`)]));

const PERSON_OF = namesByWord(PERSON_WORDS);

/** A person said by a word for both of two: "parents" names the mother too, "grandparents" the grandmother. */
const EITHER_OF: Record<string, readonly string[]> = {
  parent: ['mother', 'father'],
  grandparent: ['grandmother', 'grandfather'],
  sibling: ['brother', 'sister'],
  child: ['son', 'daughter'],
  grandchild: ['grandson', 'granddaughter'],
};

/**
 * A person said by a definition one step long: "her mum's sister" is her aunt, "his father's father" (or "the
 * father of his dad") his grandfather. Longer chains ("her mother's brother's son") are not read: no answer in the
 * dev sets says one, and each step read is a step that can be read wrongly.
 */
const ONE_STEP: Record<string, Record<string, string>> = {
  mother: { mother: 'grandmother', father: 'grandfather', parent: 'grandparent', sister: 'aunt', brother: 'uncle' },
  father: { mother: 'grandmother', father: 'grandfather', parent: 'grandparent', sister: 'aunt', brother: 'uncle' },
  parent: { mother: 'grandmother', father: 'grandfather', parent: 'grandparent', sister: 'aunt', brother: 'uncle' },
  aunt: { son: 'cousin', daughter: 'cousin', child: 'cousin' },
  uncle: { son: 'cousin', daughter: 'cousin', child: 'cousin' },
  son: { son: 'grandson', daughter: 'granddaughter', child: 'grandchild' },
  daughter: { son: 'grandson', daughter: 'granddaughter', child: 'grandchild' },
};

/** Words between "the father of" and the person he is the father of. */
const OWNERS = new Set(['his', 'her', 'their', 'my', 'your', 'our', 'the']);

const ROLE_WORDS = [...PERSON_OF.keys()].sort((a, b) => b.length - a.length).join('|');
/** "my friend Kamala", "our history teacher, Mr Huseynov", "the writer's grandfather, Ramiz". */
const ROLE_THEN_NAME = new RegExp(
  String.raw`\b(?:my|his|her|our|their|the)\s+(?:[a-z]+(?:'s)?\s+)?(${ROLE_WORDS}),?\s+(?:(?:Mr|Mrs|Ms|Miss)\.?\s+)?([A-Z][a-z]+)`,
  'gi',
);
/** "Ramiz, the writer's grandfather", "Nihad, his cousin". */
const NAME_THEN_ROLE = new RegExp(
  String.raw`\b([A-Z][a-z]+),\s+(?:my|his|her|our|their|the)\s+(?:[a-z]+'s\s+)?(?:[a-z]+\s+)?(${ROLE_WORDS})\b`,
  'g',
);
/** "Uncle Vagif", "Granny Sara". */
const TITLE_THEN_NAME = /\b(Uncle|Aunt|Auntie|Grandma|Grandpa|Granny)\s+([A-Z][a-z]+)/g;

/**
 * The people a text gives a name to, with who they are: names only as the passage introduces them beside a kin or
 * role word, since a capital letter alone does not tell a person ("Kamala") from a town ("Sheki").
 */
export const namedPeople = memoized((text: string): ReadonlyMap<string, string> => {
  const named = new Map<string, string>();
  const add = (name: string | undefined, role: string | undefined) => {
    const person = PERSON_OF.get((role ?? '').toLowerCase());
    // A capital after a role word starts a sentence as often as a name in lists of people: "Her friend. She".
    if (name && person && !isStopword(name.toLowerCase())) named.set(name.toLowerCase(), person);
  };
  // The role regex is case-blind for its first words, so its name is checked for a capital here.
  for (const m of text.matchAll(ROLE_THEN_NAME)) if (/^[A-Z]/.test(m[2] ?? '')) add(m[2], m[1]);
  for (const m of text.matchAll(NAME_THEN_ROLE)) add(m[1], m[2]);
  for (const m of text.matchAll(TITLE_THEN_NAME)) add(m[2], m[1]);
  return named;
}, 2_000);

/** One person a text names, with the nearest words around it that name no one (its place in the sentence). */
export interface PersonNamed {
  person: string;
  before: string | undefined;
  after: string | undefined;
  /** The word right before it when that is a preposition of time or place ("in summer", "on Friday", "at school"). */
  lead: string | undefined;
}

export function wordsOf(text: string): string[] {
  const lower = text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\bgrand (mother|father|ma|pa|parents?)\b/g, 'grand$1');
  return lower.match(/[a-z]+(?:'s|s'|')?|[,;:.!?]/g) ?? [];
}

/** A mark that ends a clause: a person's place is read within its own clause. */
export const CLAUSE_END: ReadonlySet<string> = new Set([',', ';', ':', '.', '!', '?']);

/** The clause of a list of words (`wordsOf`) that holds its i-th word, between the marks around it. */
export function clauseAt(list: readonly string[], i: number, ends: ReadonlySet<string> = CLAUSE_END): string[] {
  const start = list.slice(0, i).findLastIndex((w) => ends.has(w)) + 1;
  const end = list.slice(i).findIndex((w) => ends.has(w));
  return list.slice(start, end < 0 ? list.length : i + end);
}

/** The clauses of a list of words, each without the word that ends it; a list with no ending word is one clause. */
export function clausesOf(list: readonly string[], ends: ReadonlySet<string> = CLAUSE_END): string[][] {
  const clauses: string[][] = [[]];
  for (const w of list) {
    if (ends.has(w)) clauses.push([]);
    else clauses[clauses.length - 1]?.push(w);
  }
  return clauses.filter((c) => c.length > 0);
}

/** A word without its "'s" or its "'": "aunt's" is "aunt", "didn'" (of "didn't") is "didn". */
export const withoutPossessive = (word: string) => word.replace(/'s$|'$/, '');

/** Where a text names a person: its words from `from` to `to`, and whether they define the person in one step. */
interface PersonSpan {
  person: string;
  from: number;
  to: number;
  defined: boolean;
}

/** "or" and "and" between two owners of one relative: "her mum's or dad's sister". */
const EITHER_OWNER = new Set(['or', 'and']);

function personSpans(list: readonly string[], personAt: (i: number) => string | undefined): PersonSpan[] {
  const owns = (i: number) => list[i] !== withoutPossessive(list[i] ?? '');
  const spans: PersonSpan[] = [];
  for (let i = 0; i < list.length; i++) {
    const person = personAt(i);
    if (!person) continue;
    // "her mum's sister"
    const next = personAt(i + 1);
    const owned = owns(i) && next ? ONE_STEP[person]?.[next] : undefined;
    // "her mum's or dad's sister", where both say the same person
    const other = EITHER_OWNER.has(list[i + 1] ?? '') && owns(i + 2) ? personAt(i + 2) : undefined;
    const relative = other ? personAt(i + 3) : undefined;
    const either = other && relative ? ONE_STEP[person]?.[relative] : undefined;
    const eitherSame = either && other && relative && ONE_STEP[other]?.[relative] === either ? either : undefined;
    // "the father of his dad"
    const ownerOf = list[i + 1] === 'of' && OWNERS.has(list[i + 2] ?? '') ? personAt(i + 3) : undefined;
    const ofOwner = ownerOf ? ONE_STEP[ownerOf]?.[person] : undefined;
    if (owned) spans.push({ person: owned, from: i, to: i + 1, defined: true });
    else if (eitherSame) spans.push({ person: eitherSame, from: i, to: i + 3, defined: true });
    else if (ofOwner) spans.push({ person: ofOwner, from: i, to: i + 3, defined: true });
    else spans.push({ person, from: i, to: i, defined: false });
    i = spans[spans.length - 1]?.to ?? i;
  }
  return spans;
}

const personWordAt = (plain: readonly string[], names: ReadonlyMap<string, string>) => (i: number) => {
  const w = plain[i] ?? '';
  return PERSON_OF.get(w) ?? names.get(w);
};

/** Prepositions that give a member its role in a clause: "in winter" and "in summer" say when, alike. */
const LEADS = new Set(['in', 'on', 'at', 'during']);

/** Each member a text names, with the nearest words around it in its clause that are no member of any class. */
function placed(
  plain: readonly string[],
  spans: readonly PersonSpan[],
  isMember: (w: string) => boolean,
): PersonNamed[] {
  const namesNoOne = (w: string | undefined) => w !== undefined && !CLAUSE_END.has(w) && !isStopword(w) && !isMember(w);
  const clauseStart = (i: number) => plain.slice(0, i).findLastIndex((w) => CLAUSE_END.has(w)) + 1;
  const clauseEnd = (i: number) => {
    const end = plain.slice(i).findIndex((w) => CLAUSE_END.has(w));
    return end < 0 ? plain.length : i + end;
  };
  return spans.map(({ person, from, to }) => ({
    person,
    before: plain.slice(clauseStart(from), from).findLast(namesNoOne),
    after: plain.slice(to + 1, clauseEnd(to + 1)).find(namesNoOne),
    lead: LEADS.has(plain[from - 1] ?? '') ? plain[from - 1] : undefined,
  }));
}

/** The people a text names, a one-step definition read as the person it defines. */
function peopleIn(text: string, names: ReadonlyMap<string, string>): PersonNamed[] {
  const list = wordsOf(text);
  const plain = list.map(withoutPossessive);
  return placed(plain, personSpans(list, personWordAt(plain, names)), (w) => PERSON_OF.has(w) || names.has(w));
}

/** The same person, or one said by a word for both ("parents" for the mother). */
export const samePerson = (a: string, b: string) =>
  a === b || (EITHER_OF[a]?.includes(b) ?? false) || (EITHER_OF[b]?.includes(a) ?? false);

/** Two people in the same place: the same word names no one right before them, or right after. */
const samePlace = (a: PersonNamed, b: PersonNamed) =>
  (a.before !== undefined && a.before === b.before) ||
  (a.after !== undefined && a.after === b.after) ||
  (a.before === undefined && a.after === undefined && b.before === undefined && b.after === undefined);

export interface PersonKey {
  question: string;
  /** The model answer, the accepted answers and the key points. */
  texts: readonly string[];
  passage?: string;
}

/**
 * Whether the answer names another person in the place of the person the key names, and not the key's person:
 * "she filmed her mother" for "she filmed her grandmother". Kept: the key's person in other words ("granny",
 * "her mum's sister" for "her aunt"), a second person beside the key's ("her aunt made it, with her mother's
 * help": the key's person is named, so the other is a detail), the question's own people ("from his dad"
 * asked what the writer borrowed from his dad), and a person named elsewhere than the key's ("an old alarm clock,
 * so loud the neighbours hate it").
 */
export function namesAnotherPerson(answer: string, key: PersonKey): boolean {
  // Most answers name nobody: they are passed before the key and the passage are read.
  const answerWords = wordsOf(answer).map(withoutPossessive);
  const names = namedPeople(`${key.passage ?? ''}\n${key.texts.join('\n')}\n${key.question}`);
  if (!answerWords.some((w) => PERSON_OF.has(w) || names.has(w))) return false;
  const keyPeople = key.texts.flatMap((t) => peopleIn(t, names));
  if (keyPeople.length === 0) return false;
  const given = peopleIn(answer, names);
  if (given.some((g) => keyPeople.some((k) => samePerson(g.person, k.person)))) return false;
  const asked = peopleIn(key.question, names);
  const others = given.filter((g) => !asked.some((q) => samePerson(g.person, q.person)));
  return others.some((g) => keyPeople.some((k) => samePlace(g, k)));
}

/** Articles left out before a person said by "the father of his dad": "his grandfather", not "the his grandfather". */
const ARTICLES = new Set(['the', 'a']);

/**
 * The answer with each person it defines in one step said by the word for them: "her mum's sister made it" reads
 * "her aunt made it", "the father of his dad" "his grandfather". Undefined where it defines no one so.
 */
export function withPeopleNamed(answer: string): string | undefined {
  // Most answers define no one: they are passed before their words are read.
  if (!/'|’|\bof\b/.test(answer)) return undefined;
  const list = wordsOf(answer);
  const spans = personSpans(list, personWordAt(list.map(withoutPossessive), new Map())).filter((s) => s.defined);
  if (spans.length === 0) return undefined;
  const out: string[] = [];
  let at = 0;
  for (const { person, from, to } of spans) {
    out.push(...list.slice(at, from));
    if (list[from + 1] === 'of') {
      if (ARTICLES.has(out[out.length - 1] ?? '')) out.pop();
      out.push(list[from + 2] ?? '');
    }
    out.push(person);
    at = to + 1;
  }
  out.push(...list.slice(at));
  return out.join(' ').replace(/ ([,;:.!?])/g, '$1');
}

/**
 * Closed classes beside people, whose members a student never says for one another: a meal, a season, a colour, a
 * direction, a material, a school subject. Each member by the words that say it: "dinner" and "supper" are one
 * evening meal ("lunch" is another); iron, steel, gold and silver are metal, so "an iron hook" says "a metal hook".
 * Left out: words that say something else as often ("fall", "left", "right", "back", "first"), and the days, months
 * and halves of the day, which the judge holds strict already (saysOtherPeriod, saysOtherHalfOfDay).
 */
export const CLOSED_CLASSES: Record<string, Record<string, string>> = {
  meal: { breakfast: 'breakfast breakfasts', lunch: 'lunch lunches', dinner: 'dinner dinners supper suppers' },
  season: { spring: 'spring', summer: 'summer summers', autumn: 'autumn autumns', winter: 'winter winters' },
  colour: {
    red: 'red',
    blue: 'blue',
    green: 'green',
    yellow: 'yellow',
    black: 'black',
    white: 'white',
    brown: 'brown',
    grey: 'grey gray',
    pink: 'pink',
    purple: 'purple',
    orange: 'orange',
  },
  direction: {
    north: 'north northern',
    south: 'south southern',
    east: 'east eastern',
    west: 'west western',
    upstairs: 'upstairs',
    downstairs: 'downstairs',
  },
  material: {
    wood: 'wood wooden',
    metal: 'metal iron steel gold golden silver',
    plastic: 'plastic',
    glass: 'glass',
    paper: 'paper',
    stone: 'stone',
    cotton: 'cotton',
    wool: 'wool woollen woolen',
    leather: 'leather',
  },
  subject: {
    maths: 'maths math mathematics',
    history: 'history',
    geography: 'geography',
    biology: 'biology',
    chemistry: 'chemistry',
    physics: 'physics',
    literature: 'literature',
  },
};

const MEMBER_OF = membersByWord(CLOSED_CLASSES);

const classOf = (member: string) => member.slice(0, member.indexOf(':'));

/** The members of closed classes a text names, each in its place. */
function membersIn(text: string): PersonNamed[] {
  const plain = wordsOf(text).map(withoutPossessive);
  const spans = plain.flatMap((w, i) => {
    const member = MEMBER_OF.get(w);
    return member ? [{ person: member, from: i, to: i, defined: false }] : [];
  });
  return placed(plain, spans, (w) => MEMBER_OF.has(w));
}

/**
 * Whether the answer names another member of a closed class in the place of the member the key names, and not the
 * key's member of that class: "a free dinner" for "a free lunch". Kept as for people: a member the question names, a
 * second member beside the key's (its truth is the passage's call), one elsewhere than the key's.
 */
export function namesAnotherMember(answer: string, key: PersonKey): boolean {
  // Most answers name no member: they are passed before the key is read.
  if (!wordsOf(answer).some((w) => MEMBER_OF.has(withoutPossessive(w)))) return false;
  const keyMembers = key.texts.flatMap(membersIn);
  if (keyMembers.length === 0) return false;
  const given = membersIn(answer);
  const asked = membersIn(key.question);
  const saysKeys = (kind: string) =>
    given.some((g) => classOf(g.person) === kind && keyMembers.some((k) => k.person === g.person));
  return given.some(
    (g) =>
      !saysKeys(classOf(g.person)) &&
      !asked.some((q) => q.person === g.person) &&
      keyMembers.some((k) => classOf(k.person) === classOf(g.person) && samePlace(g, k)),
  );
}

/**
 * The people and the members of closed classes a text names, each in its place: a person as "person:mother", a
 * member as `memberOf` says it ("season:winter"). For tests that read more classes than `CLOSED_CLASSES`.
 */
export function membersAndPeopleIn(
  text: string,
  names: ReadonlyMap<string, string>,
  memberOf: ReadonlyMap<string, string>,
): PersonNamed[] {
  const plain = wordsOf(text).map(withoutPossessive);
  const spans = plain.flatMap((w, i) => {
    const member = memberOf.get(w);
    return member ? [{ person: member, from: i, to: i, defined: false }] : [];
  });
  const isMember = (w: string) => memberOf.has(w) || PERSON_OF.has(w) || names.has(w);
  const people = peopleIn(text, names).map((p) => ({ ...p, person: `person:${p.person}` }));
  return [...placed(plain, spans, isMember), ...people];
}

/** Whether a text has a word that names a person or a member of `memberOf`: most answers have none. */
export const namesAnyMember = (
  text: string,
  names: ReadonlyMap<string, string>,
  memberOf: ReadonlyMap<string, string>,
) =>
  wordsOf(text).some((w) => {
    const plain = withoutPossessive(w);
    return memberOf.has(plain) || PERSON_OF.has(plain) || names.has(plain);
  });
