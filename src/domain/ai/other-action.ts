/**
 * Another action than the key's, or a denial of it, where the rest of the key is kept: "she started eating fast food"
 * for "she stopped eating fast food", "they finish at nine" asked when the lessons start, "they sold them to the
 * children's hospital" for "they gave them to …", "nothing, nobody wrote them down", "everything except food" for
 * "food waste". The rules count the key's words an answer says, and these say nearly all of them. WordNet does not
 * part them from right answers in other words: among the answers the judge accepts, a verb of the student's own with no
 * WordNet link to the key's verb in its place is as often a learner's right verb ("she reads the bus number twice" for
 * "checks"), its antonyms join "come" and "go", and its hypernyms put "sell" and "swap" under one act. So three closed
 * lists: verbs that say the opposite of one another, the ways a thing changes hands, and the words that deny that
 * anyone did anything. Pure: it reads the answer, the key's texts and the question.
 */
import { isStopword, NEGATIONS, sameStem } from './content-words.ts';
import { memoized } from './memo.ts';
import { CLAUSE_END, clauseAt, namesByWord, withoutPossessive, wordsOf as wordsIn } from './other-person.ts';

export interface ActionKey {
  question: string;
  /** The model answer, the accepted answers and the key points. */
  texts: readonly string[];
}

/**
 * Pairs of actions each of which says that the other did not happen, with the forms a learner writes them in. "give"
 * and "sell": a thing given away was not sold. Left out: "come" and "go", "bring" and "take" (said for one another
 * by learners and by the keys), "lend" and "borrow" (a learner's "asked friends to borrow him money" means "lend"),
 * "open" and "close" and "leave" (adjectives and a direction as often: "closed on Thursday", "on the left"),
 * "remember" and "forget" (a purpose says the opposite of a problem: "so that they would remember the words" for
 * "because they forgot their lines").
 */
const OPPOSITE_ACTIONS: readonly (readonly [string, string])[] = [
  ['start starts started starting begin begins began begun beginning', 'stop stops stopped stopping'],
  ['start starts started starting begin begins began begun beginning', 'finish finishes finished finishing'],
  ['buy buys bought buying', 'sell sells sold selling'],
  ['give gives gave given giving donate donates donated donating', 'sell sells sold selling'],
  ['win wins won winning', 'lose loses lost losing'],
  ['born birth birthday birthdays', 'die dies died dying death dead'],
];

/** Each form with the action it says, and each action with the forms of its opposites. */
const ACTION_OF = new Map<string, string>();
const OPPOSED_FORMS = new Map<string, Set<string>>();
for (const pair of OPPOSITE_ACTIONS) {
  const [a, b] = pair.map((forms) => forms.split(' '));
  if (!a || !b) continue;
  for (const [one, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const action = one[0] ?? '';
    for (const form of one) ACTION_OF.set(form, action);
    const opposed = OPPOSED_FORMS.get(action) ?? new Set<string>();
    for (const form of other) opposed.add(form);
    OPPOSED_FORMS.set(action, opposed);
  }
}

/** A text's words as other-person.ts reads them, "'s" taken off ("Hajibeyov's birthday"), read once for all tests here. */
const wordsOf = memoized((text: string): readonly string[] => wordsIn(text).map(withoutPossessive), 2_000);

/** Whether a negation stands within three words before the i-th: "did not start", "didn't sell". */
const negatedAt = (list: readonly string[], i: number) =>
  list.slice(Math.max(0, i - 3), i).some((b) => NEGATIONS.has(b) || b === 't');

/** The actions a text says, each only where no negation stands right before it ("did not start" says no start). */
function actionsSaid(list: readonly string[]): Set<string> {
  const said = new Set<string>();
  list.forEach((w, i) => {
    const action = ACTION_OF.get(w);
    if (action && !negatedAt(list, i)) said.add(action);
  });
  return said;
}

/**
 * Whether the answer says the opposite of an action the key or the question says, and not that action itself:
 * "she started eating fast food" for "she stopped eating fast food", "they finish at nine" asked "What time do the
 * lessons start?", "because Hajibeyov died on that date" for "because it is Hajibeyov's birthday". An answer that
 * says both ("it starts at nine and finishes at eleven") is left to the rules; so is a key that denies its own action
 * ("they did not sell them"), which an answer may say by the opposite.
 */
export function saysOppositeAction(answer: string, key: ActionKey): boolean {
  // Most answers say none of these actions: they are passed before the key is read.
  const given = wordsOf(answer);
  if (!given.some((w) => ACTION_OF.has(w))) return false;
  // An answer that negates may say the key by the opposite's negation beside its own opposite: "she started eating
  // healthier, no more fast food" for "she stopped eating fast food".
  if (given.some((w) => NEGATIONS.has(w) || w === 't')) return false;
  const answerActions = actionsSaid(given);
  const keyActions = new Set([key.question, ...key.texts].flatMap((t) => [...actionsSaid(wordsOf(t))]));
  const keyWords = key.texts.flatMap((t) => wordsOf(t).filter((w) => !isStopword(w) && !ACTION_OF.has(w)));
  // The opposite in a clause of the answer that says the key's thing: "they finish at nine" asked when the lessons
  // start, but not "half past four, it starts at two" asked when they finish (a detail beside the key).
  const inKeysClause = (i: number) => clauseAt(given, i).some((w) => keyWords.some((k) => sameStem(w, k)));
  return [...keyActions].some(
    (action) =>
      !answerActions.has(action) &&
      // A key that says both ("a shop that sells furniture" asked who gave the boxes) opposes neither.
      ![...keyActions].some((other) => OPPOSED_FORMS.get(action)?.has(other)) &&
      given.some((w, i) => OPPOSED_FORMS.get(action)?.has(w) && inKeysClause(i)),
  );
}

/**
 * The ways a thing changes hands, each by the forms a learner writes it in: one says that none of the others happened
 * to the same thing ("they sold their old clothes" for "they swapped the clothes"). Lending and borrowing are one
 * way ("asked friends to borrow him money" is a learner's "lend"). Left out: "make", "pay", "get", "take" and "keep",
 * which say other things as often ("it makes a big difference", "they didn't pay for it").
 */
const HANDS: Record<string, string> = {
  give: 'give gives gave given giving donate donates donated donating',
  sell: 'sell sells sold selling',
  buy: 'buy buys bought buying',
  swap: 'swap swaps swapped swapping exchange exchanges exchanged exchanging trade trades traded trading',
  throw: 'throw throws threw thrown throwing',
  lend: 'lend lends lent lending borrow borrows borrowed borrowing',
  steal: 'steal steals stole stolen stealing',
};
const HAND_OF = namesByWord(HANDS);

/** The ways a text says a thing changed hands, not negated; giving to each other is swapping. */
function handsSaid(list: readonly string[]): Set<string> {
  const said = new Set<string>();
  list.forEach((w, i) => {
    const way = HAND_OF.get(w);
    if (!way || negatedAt(list, i)) return;
    const clause = clauseAt(list, i);
    const reciprocal = clause.some((c, j) => c === 'each' && clause[j + 1] === 'other');
    said.add(way === 'give' && reciprocal ? 'swap' : way);
  });
  return said;
}

/**
 * Whether the answer says another way a thing changed hands than the key's, and not the key's: "they sold their old
 * clothes" or "they threw away their clothes" for "She and her friends exchanged the clothes they no longer wore",
 * "they bought sweets for a children's hospital" for "They gave it to a children's hospital". Only the key's texts are
 * read for the key's way, not the question, whose words name things as often ("the book swap"). Kept: the key's way
 * named beside another, or denied ("they gave them away and sold the rest"), the question's way ("furniture shop was
 * give them" asked who gave the boxes, where the key's "a shop that sells furniture" names another), and giving to
 * each other for swapping.
 */
export function saysOtherHands(answer: string, key: ActionKey): boolean {
  // Most answers say no such way: they are passed before the key is read.
  const given = wordsOf(answer);
  if (!given.some((w) => HAND_OF.has(w))) return false;
  const keyWays = new Set(key.texts.flatMap((t) => [...handsSaid(wordsOf(t))]));
  if (keyWays.size === 0) return false;
  // The key's way named in any form, denied too ("so you don't buy food you already have and throw food away"): the
  // answer speaks of the key's act, and another way beside it is a detail.
  if (given.some((w) => keyWays.has(HAND_OF.get(w) ?? ''))) return false;
  const asked = handsSaid(wordsOf(key.question));
  return [...handsSaid(given)].some((way) => !asked.has(way));
}

/** Words that say no one did it, nothing was done, or nowhere. */
const DENIALS = new Set(['nothing', 'nobody', 'noone', 'none', 'nowhere']);
/** "no one" is read as one word. */
const withNoOne = (list: readonly string[]) =>
  list.flatMap((w, i) =>
    w === 'one' && list[i - 1] === 'no' ? [] : w === 'no' && list[i + 1] === 'one' ? ['noone'] : [w],
  );

/** Words between a denial and the verb it is the subject of: "nobody can reset", "nobody has written". */
const AUXILIARIES = new Set([
  'can',
  'could',
  'will',
  'would',
  'should',
  'must',
  'may',
  'might',
  'is',
  'are',
  'was',
  'were',
  'has',
  'have',
  'had',
  'did',
  'does',
  'do',
  'ever',
  'really',
]);

/** Words after a denial that make it say "only": "nothing but bread", "nobody else". */
const ONLY_AFTER_DENIAL = new Set(['but', 'else', 'except', 'besides', 'apart', 'other']);

/** Words that open a clause giving a reason or a result beside the answer: "because nobody wrote them down". */
const REASONS = new Set(['because', 'since', 'as', 'so']);
const CLAUSE_OR_REASON: ReadonlySet<string> = new Set([...CLAUSE_END, ...REASONS]);

/**
 * Whether the denial at the i-th word gives background beside the key's action, not the answer: the answer says the key
 * words of the denial's clause again, un-negated, outside it ("nobody wrote them down, so she filmed her grandmother
 * and wrote them down"), or the denial stands in a clause opened by "because", "since", "as" or "so" beside a word of
 * the key ("she filmed her grandmother, because nobody wrote them down before"), where the key gives no reason itself.
 * Not "she did nothing, her grandmother wrote them down" (the denial's clause says no key word to say again), nor
 * "because nobody can reset anything from your email" for a key that is a reason.
 */
function denialIsBackground(given: readonly string[], i: number, key: ActionKey): boolean {
  let start = given.slice(0, i).findLastIndex((w) => CLAUSE_END.has(w)) + 1;
  const after = given.slice(i).findIndex((w) => CLAUSE_END.has(w));
  const end = after < 0 ? given.length : i + after;
  const reason = given.slice(start, i).findLastIndex((w) => REASONS.has(w));
  if (reason >= 0) start += reason;
  const questionWords = wordsOf(key.question);
  const keyWords = key.texts.flatMap((t) =>
    wordsOf(t).filter(
      (w) => !isStopword(w) && !NEGATIONS.has(w) && !CLAUSE_END.has(w) && !questionWords.some((q) => sameStem(q, w)),
    ),
  );
  const isKeys = (w: string) => keyWords.some((k) => sameStem(w, k));
  const denied = given.slice(start, end).filter(isKeys);
  const outside = given.filter(
    (w, j) =>
      (j < start || j >= end) &&
      isKeys(w) &&
      !negatedAt(given, j) &&
      !clauseAt(given, j, CLAUSE_OR_REASON).some((c) => DENIALS.has(c) || NEGATIONS.has(c) || c === 't'),
  );
  if (denied.length > 0 && denied.every((d) => outside.some((o) => sameStem(o, d)))) return true;
  const keyIsReason = /^\s*why\b/i.test(key.question) || key.texts.some((t) => /\b(?:because|since|so|as)\b/i.test(t));
  return reason >= 0 && !keyIsReason && outside.length > 0;
}

/**
 * Whether the answer denies the action the key says, where neither the key nor the question denies anything:
 * "nothing, nobody wrote them down" and "she did nothing" for "She filmed her grandmother and wrote the patterns
 * down", "because nobody can reset anything from your email" for "because whoever controls your email can reset
 * everything else", "everything except food" for "food waste". Kept: a denial of something else beside the key ("more
 * than 200 houses, but nobody was killed", "the water costs nothing"), a denial that gives background beside the key's
 * action ("she filmed her grandmother, because nobody wrote them down before"), and every denial where the key or the
 * question has one ("Which item did nobody come to take?").
 */
export function deniesKeyAction(answer: string, key: ActionKey): boolean {
  // Most answers deny nothing: they are passed before the key is read.
  if (!/\b(?:nothing|nobody|no[ -]?one|none|nowhere|except)\b/i.test(answer)) return false;
  const keyLists = [key.question, ...key.texts].map((t) => withNoOne(wordsOf(t)));
  if (keyLists.some((list) => list.some((w) => DENIALS.has(w) || w === 'except'))) return false;
  // "none" is a right answer where the key counts nothing.
  if (key.texts.some((t) => /\b(?:0|zero)\b/i.test(t))) return false;
  const given = withNoOne(wordsOf(answer));
  const keyWords = key.texts.flatMap((t) => wordsOf(t).filter((w) => !isStopword(w) && !NEGATIONS.has(w)));
  const saysKeyWord = (w: string) => keyWords.some((k) => sameStem(w, k));
  const first = given.findIndex((w) => !CLAUSE_END.has(w));
  // "nothing but bread", "nobody else, only her aunt", "none except the blue one": a denial that says "only".
  const saysOnly = (i: number) => ONLY_AFTER_DENIAL.has(given[i + 1] ?? '');
  return given.some((w, i) => {
    if (DENIALS.has(w) && (saysOnly(i) || denialIsBackground(given, i, key))) return false;
    // The answer's first word, or "did nothing": nothing was done, where the question asks what was.
    if (DENIALS.has(w) && (i === first || (w === 'nothing' && ['did', 'does', 'do'].includes(given[i - 1] ?? ''))))
      return true;
    // A denial that is the subject of the key's own verb: "nobody can reset".
    if (DENIALS.has(w)) {
      const verb = given.slice(i + 1).find((next) => !AUXILIARIES.has(next));
      return verb !== undefined && saysKeyWord(verb);
    }
    // "everything except food": the key's thing is the one left out.
    return w === 'except' && !DENIALS.has(given[i - 1] ?? '') && given.slice(i + 1, i + 3).some(saysKeyWord);
  });
}
