/**
 * An answer that contradicts its own question: it keeps the key's words but says another time, place, person or
 * period than the question frames it with, where the key says nothing of the kind ("heavy snow in summer" asked what
 * cuts the village off in winter, "a clean-up day once a year" asked what the club organises once a month, "they
 * finish at nine" asked when lessons start, "about five hours there and back" asked how long the journey to Sheki
 * takes). The key test of other-person.ts cannot see these: the key ("heavy
 * snow") names no member to compare with. Pure: it reads the answer, the key's texts and the question.
 */
import { areOpposites, contentWords, hasOpposite, sameStem } from './content-words.ts';
import { lazily, memoized } from './memo.ts';
import { withDigits } from './number-words.ts';
import {
  CLAUSE_END,
  clausesOf,
  CLOSED_CLASSES,
  membersAndPeopleIn,
  membersByWord,
  namedPeople,
  namesAnyMember,
  samePerson,
  wordsOf,
  type PersonKey,
  type PersonNamed,
} from './other-person.ts';

/**
 * Closed classes beside other-person.ts's that a question frames an answer with: days and months (held against the
 * key by the judge's period rules already, but a key rarely repeats the question's day), the side of a level ("above
 * sea level") and the places a thing is done ("in bed", "at school"). Places are few: most nouns of place name what
 * a question asks about, not where. "May" is left out of the months: it says "may" as often.
 */
const FRAME_CLASSES: Record<string, Record<string, string>> = {
  day: Object.fromEntries(
    'monday tuesday wednesday thursday friday saturday sunday'.split(' ').map((d) => [d, `${d} ${d}s`]),
  ),
  month: Object.fromEntries(
    'january february march april june july august september october november december'.split(' ').map((m) => [m, m]),
  ),
  level: { above: 'above', below: 'below' },
  place: { bed: 'bed', home: 'home', school: 'school', work: 'work' },
};

const MEMBER_OF = membersByWord({ ...CLOSED_CLASSES, ...FRAME_CLASSES });

const kindOf = (member: string) => member.slice(0, member.indexOf(':'));

const sameMember = (a: string, b: string) =>
  a === b || (kindOf(a) === 'person' && kindOf(b) === 'person' && samePerson(a.slice(7), b.slice(7)));

const sameWord = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && sameStem(a, b);

/**
 * Two members in the same role: the same preposition right before them ("in winter", "in summer"), or the same word
 * (in any form) as their nearest neighbour that names no member ("grandfather open", "father opened"). Question and
 * answer are worded apart, so a role is read more loosely than the key test's place.
 */
const sameRole = (a: PersonNamed, b: PersonNamed) => (a.lead !== undefined && a.lead === b.lead) || sameNeighbour(a, b);
const sameNeighbour = (a: PersonNamed, b: PersonNamed) => sameWord(a.before, b.before) || sameWord(a.after, b.after);

/** The clauses of a text, parted where `CLAUSE_END` parts its words; "12:30" and "2.5" stay whole. */
const clauseTextsOf = (text: string) => text.split(/[,;:.!?](?!\d)/).filter((c) => /[a-z0-9]/i.test(c));

/** Whether a clause says one of the key's content words or numbers. */
const namesKeyIn = (frame: QuestionFrame) => (clause: string) =>
  wordsOf(clause).some((w) => frame.keyContent.some((k) => sameStem(k, w))) ||
  (frame.keyNumbers.length > 0 && (withDigits(clause).match(/\d+/g) ?? []).some((n) => frame.keyNumbers.includes(n)));

/**
 * Another member of a class than the question names, in the same role, where the key names no member of that class:
 * "on Saturday" asked about Friday night, "below sea level" asked how high above it, "at school" asked about phones in
 * bed, "his father opened it" asked when the grandfather did. Read only in the clause that says the key's words (or
 * in an answer of one clause): "heavy snow, in summer the roads are open" asked about winter is the key and a true
 * detail beside it. Kept too: the question's member repeated beside another, a member in another role ("eleven
 * times, her brother counted" asked how often the writer fell).
 */
function otherMemberThanAsked(answer: string, frame: () => QuestionFrame): boolean {
  const { names, asked, keyKinds } = frame();
  if (asked.length === 0 || !namesAnyMember(answer, names, MEMBER_OF)) return false;
  const given = membersAndPeopleIn(answer, names, MEMBER_OF);
  const saysAsked = (kind: string) =>
    given.some((g) => kindOf(g.person) === kind && asked.some((q) => sameMember(g.person, q.person)));
  const clauses = clauseTextsOf(answer);
  // A clause that says nothing but members ("heavy snow, in summer") belongs to the clause it follows.
  const onlyMembers = (clause: string) =>
    contentWords(wordsOf(clause)).length <= membersAndPeopleIn(clause, names, MEMBER_OF).length;
  // Elsewhere only a member beside the question's own word counts: "1972, his father opened it" asked when the
  // grandfather opened it, not "on Thursday he studies" beside "on Friday night".
  const keysClause = (c: string) => clauses.length === 1 || namesKeyIn(frame())(c) || onlyMembers(c);
  return clauses.some((clause) => {
    const role = keysClause(clause) ? sameRole : sameNeighbour;
    return membersAndPeopleIn(clause, names, MEMBER_OF).some(
      (member) =>
        !keyKinds.has(kindOf(member.person)) &&
        !saysAsked(kindOf(member.person)) &&
        asked.some(
          (q) => kindOf(q.person) === kindOf(member.person) && !sameMember(q.person, member.person) && role(member, q),
        ),
    );
  });
}

/** A count before a period, as digits (number-words.ts): "twelve months" is read "12 months", "a week" one week. */
const COUNT = String.raw`(?:\d+(?:[.,]\d+)?|a|an)`;
/** A period said as a rate: "once a month", "every month", "each week", "for every training session", "daily". */
const RATE_OF = new RegExp(
  String.raw`\b(?:once|twice|times|${COUNT})\s+(?:a|an|per|every|each)\s+(day|night|week|month|year)\b` +
    String.raw`|\b(?:every|each|per)\s+(?:[a-z]+\s+)?(day|night|week|month|year|session|lesson)s?\b` +
    String.raw`|\b(dai|week|month|year|night)ly\b`,
  'gi',
);
/** A period said as a span: "in twelve months", "during the whole week", "on day one", "in the first week". */
const SPAN_OF = new RegExp(
  String.raw`\b(?:in|for|during|over|within|on)\s+(?:the\s+)?(?:(?:whole|\d+(?:st|nd|rd|th)|first|last|past|next|same)\s+)?(${COUNT}\s+)?(day|week|month|year)s?\b`,
  'gi',
);
/** Any word of a period, looked for before the rates and spans are read. */
const PERIOD_WORD = /\b(?:day|night|week|month|year|session|lesson)s?\b|\b(?:dai|week|month|year|night)ly\b/i;
const DAYS_IN: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };

const ratesIn = (text: string) =>
  new Set([...withDigits(text).matchAll(RATE_OF)].map((m) => m[1] ?? m[2] ?? (m[3] === 'dai' ? 'day' : m[3]) ?? ''));

/** Each span a text names, in days (a month as thirty, so "twelve months" is "a year" within a few days). */
const spansIn = (text: string) =>
  [...withDigits(text).matchAll(SPAN_OF)].map((m) => {
    const count = (m[1] ?? '1').trim();
    return (/^an?$/.test(count) ? 1 : Number(count.replace(',', '.'))) * (DAYS_IN[m[2] ?? ''] ?? 0);
  });
const SAME_SPAN = 0.05;
const sameSpan = (a: number, b: number) => Math.abs(a - b) <= SAME_SPAN * Math.max(a, b);

/**
 * A rate for another period than the question's ("a clean-up day once a year" asked what is organised once a
 * month, "forty manats for every training session" asked what it costs each month), a rate where the question asks
 * for a total over a span ("650 kilograms of plastic every month" asked how many in twelve months), or another span
 * than the question's ("fifty times during the whole week" asked how many on day one). Not where the key says a rate
 * or a span itself: the key's period is the judge's period rules' to hold.
 */
function periodOtherThanAsked(answer: string, frame: () => QuestionFrame): boolean {
  if (!PERIOD_WORD.test(answer)) return false;
  const rates = ratesIn(answer);
  const spans = spansIn(answer);
  if (rates.size === 0 && spans.length === 0) return false;
  const { keyPeriod, askedRates, askedSpans } = frame();
  if (keyPeriod) return false;
  const otherRate = rates.size > 0 && ![...rates].some((r) => askedRates.has(r));
  const otherSpan = spans.length > 0 && !spans.some((s) => askedSpans.some((q) => sameSpan(s, q)));
  return (
    (otherRate && (askedRates.size > 0 || askedSpans.length > 0)) ||
    (otherSpan && askedSpans.length > 0 && askedRates.size === 0)
  );
}

/**
 * Opposites that compare or order rather than frame: "how long did the first broadcast last" is answered by "first
 * broadcast was ten minutes", "how long must the talk be" by "a short five-minute talk".
 */
const NOT_FRAMES = new Set([
  'first',
  'last',
  'long',
  'short',
  'more',
  'less',
  'fewer',
  'most',
  'least',
  'before',
  'after',
  'front',
  'back',
]);
/** Clauses for the opposites: "and" and "but" part them too ("at nine, and they finish at half past twelve"). */
const CLAUSE_OR_CONJUNCTION: ReadonlySet<string> = new Set([...CLAUSE_END, 'and', 'but']);

/**
 * The opposite of the question's word said of the key's own thing, in the clause that names it: "they finish at nine"
 * asked when lessons start, "fizzy drinks are sold every day" asked what students can no longer buy. Kept: the
 * opposite in a clause of its own ("half past four, it starts at two" asked when it finishes: a true extra detail),
 * and an answer that says the question's word as well.
 */
function oppositeOfAsked(answer: string, frame: () => QuestionFrame): boolean {
  // Most answers have no word with an opposite: they are passed before the question and the key are read.
  if (!wordsOf(answer).some((w) => !NOT_FRAMES.has(w) && hasOpposite(w))) return false;
  const { askedWords, keyWords, keyContent } = frame();
  const clauses = clausesOf(wordsOf(answer), CLAUSE_OR_CONJUNCTION);
  const all = clauses.flat();
  const namesKeys = (clause: readonly string[]) => clause.some((w) => keyContent.some((k) => sameStem(k, w)));
  const opposesAsked = (w: string) =>
    !NOT_FRAMES.has(w) &&
    !keyWords.some((k) => sameStem(k, w) || areOpposites(k, w)) &&
    askedWords.some((q) => areOpposites(q, w) && !all.some((a) => sameStem(a, q)));
  return clauses.some((clause) => namesKeys(clause) && clause.some(opposesAsked));
}

/** A journey one way: "the journey to Gabala", "the bus ride from Baku to Sheki", "to get to school". */
const ONE_WAY = /\b(?:journey|trip|drive|flight|ride|walk|get|go)\s+(?:from\s+[a-z]+\s+)?to\b/i;
/** A journey both ways: "there and back", "to go there and come back", "a round trip". */
const BOTH_WAYS =
  /\bthere and back\b|\b(?:go|going|come|coming)\s+back\b|\bboth ways\b|\bround trip\b|\breturn (?:journey|trip)\b/i;
const BACK = /\bback\b|\breturn|\bboth ways\b|\bround trip\b/i;
/** A length of time: the answer's time is read with the both-ways words of its own clause. */
const TIME_UNIT = /\b(?:hours?|minutes?|mins?|days?|weeks?)\b/i;

/**
 * A time for the journey both ways asked how long the journey to a place takes ("about five hours there and back
 * together" for the bus journey to Sheki): the one-way journey is half of it. Only where the both-ways words share the
 * clause of a time, or the answer says no time: "about five hours, the same to come back" gives the way back beside
 * the key. Not where the key speaks of the way back.
 */
function bothWaysForOneWay(answer: string, frame: () => QuestionFrame): boolean {
  if (!BOTH_WAYS.test(answer) || !frame().oneWayOnly) return false;
  const clauses = clauseTextsOf(answer);
  const timed = clauses.filter((c) => TIME_UNIT.test(c));
  return (timed.length === 0 ? clauses : timed).some((c) => BOTH_WAYS.test(c));
}

/** What the tests read of a key, read once for all its answers. */
interface QuestionFrame {
  /** The people the passage, the key and the question give names to. */
  names: ReadonlyMap<string, string>;
  /** The members of classes and the people the question names, each in its place. */
  asked: readonly PersonNamed[];
  /** The classes the key names a member of ("person", "season"). */
  keyKinds: ReadonlySet<string>;
  askedWords: readonly string[];
  keyWords: readonly string[];
  keyContent: readonly string[];
  /** The numbers the key says, as digits: a key that is a number ("1972") has no content words. */
  keyNumbers: readonly string[];
  askedRates: ReadonlySet<string>;
  askedSpans: readonly number[];
  /** Whether the key says a rate or a span itself. */
  keyPeriod: boolean;
  /** Whether the question asks about a journey one way and the key never speaks of the way back. */
  oneWayOnly: boolean;
}

/** A character no text has, between the parts of a key read as one string. */
const PART = '\u0000';

const frameOf = memoized((joined: string): QuestionFrame => {
  const [question = '', passage = '', ...texts] = joined.split(PART);
  const names = namedPeople(`${passage}\n${texts.join('\n')}\n${question}`);
  const keyWords = texts.flatMap(wordsOf);
  return {
    names,
    asked: membersAndPeopleIn(question, names, MEMBER_OF),
    keyKinds: new Set(texts.flatMap((t) => membersAndPeopleIn(t, names, MEMBER_OF).map((k) => kindOf(k.person)))),
    askedWords: wordsOf(question).filter((w) => !NOT_FRAMES.has(w)),
    keyWords,
    keyContent: contentWords(keyWords),
    keyNumbers: texts.flatMap((t) => withDigits(t).match(/\d+/g) ?? []),
    askedRates: ratesIn(question),
    askedSpans: spansIn(question),
    keyPeriod: texts.some((t) => ratesIn(t).size > 0 || spansIn(t).length > 0),
    oneWayOnly: ONE_WAY.test(question) && !texts.some((t) => BACK.test(t)),
  };
}, 2_000);

/** Whether the answer contradicts its question's frame, where the key does not speak to it (the overview above). */
export function leavesQuestionFrame(answer: string, key: PersonKey): boolean {
  const frame = lazily(() => frameOf([key.question, key.passage ?? '', ...key.texts].join(PART)));
  return (
    otherMemberThanAsked(answer, frame) ||
    periodOtherThanAsked(answer, frame) ||
    oppositeOfAsked(answer, frame) ||
    bothWaysForOneWay(answer, frame)
  );
}
