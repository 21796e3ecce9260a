/**
 * The offline judge's own evidence about an answer, as numbers a learned scorer can weigh (judge-scorer.ts): how much
 * of the key it covers and by what kind of word knowledge, what it says beside the key, what the rules decided and
 * which hard refusal fired. Every signal comes from the judge's own functions; nothing names a question or an answer.
 */
import { contentWords, NEGATIONS } from './content-words.ts';
import {
  agreesOnNegationAndNumbers,
  CLAUSE_BREAK,
  hardRefusal,
  hasStem,
  ideaCoverage,
  sameStemOrBase,
  sameWord,
  sameUnits,
  judgeContext,
  type JudgeVerdict,
  type OpenAnswerKey,
} from './judge-open-answer.ts';
import { normalizeAnswer } from './normalize-answer.ts';
import { isNumberToken } from './number-words.ts';
import { lazily } from './memo.ts';
import { EMPTY_LEXICON } from '../text/english-lexicon.ts';
import { NO_SYNONYMS } from '../text/synonyms.ts';
import type { WordKnowledge } from '../text/word-knowledge.ts';

/** The signals by name, in the order the scorer's weights are stored. */
export const SIGNAL_NAMES = [
  'ruleCorrect',
  'ruleContains',
  'ruleKeyPoints',
  // The best share of a key idea covered: by the same word or stem, then allowing slips, synonyms, wider knowledge.
  'coverStem',
  'coverSlip',
  'coverSynonym',
  'coverFull',
  // The best share among the ideas the answer agrees with on negation, numbers and units, and offers no "or" the idea
  // has not (as the rules' own covering of an idea asks): what the model gate reads.
  'coverAgreeing',
  // The answer against the idea it covers best: it negates what that idea does not, or names other numbers.
  'negationDisagrees',
  // The answer and the model answer disagree on negation, "nothing" and "none" counted ("nothing, they paid for
  // their own lunch" for "a free lunch"), whichever shorter accepted answer the rest covers.
  'modelNegationDisagrees',
  'numbersDisagree',
  // A word that places or orders one thing against another in the answer or the key but not in both ("the month
  // that comes after March" for "March", "in front of the pool" for "behind the pool").
  'relationDiffers',
  'hardRefusal',
  'refusedOpposite',
  'refusedNumber',
  // What the answer says beside the key.
  'unsupportedShare',
  'unsupportedWords',
  'questionShare',
  'passageShare',
  'lengthRatio',
  'contentWordsLog',
  'englishShare',
  // Of the words of the best-covered idea the answer does not say, the share it has a word of its own in place of (a
  // word that says no word of the key or the question); 0 where it misses none, or says a part of the key only
  // ("lemons" for "tea and lemons"). Weighed beside the count of its own words, it tells words in the key's place
  // ("ski boots" for "her own ski gloves") from words beside it.
  'ownForMissed',
] as const;
export type SignalName = (typeof SIGNAL_NAMES)[number];
export type JudgeSignals = Record<SignalName, number>;

/** The word knowledge cut down to one kind of matching, made once per knowledge. */
interface Levels {
  stem: WordKnowledge;
  slip: WordKnowledge;
  synonym: WordKnowledge;
}
const levelsOf = new WeakMap<WordKnowledge, Levels>();

function levels(knowledge: WordKnowledge): Levels {
  let made = levelsOf.get(knowledge);
  if (!made) {
    const base = {
      ...(knowledge.irregularBase ? { irregularBase: knowledge.irregularBase } : {}),
    };
    made = {
      stem: { lexicon: EMPTY_LEXICON, synonyms: NO_SYNONYMS, ...base },
      slip: { lexicon: knowledge.lexicon, synonyms: NO_SYNONYMS, ...base },
      synonym: {
        lexicon: knowledge.lexicon,
        synonyms: knowledge.synonyms,
        ...base,
        ...(knowledge.derived ? { derived: knowledge.derived } : {}),
      },
    };
    levelsOf.set(knowledge, made);
  }
  return made;
}

const negated = (list: readonly string[]) => list.some((w) => NEGATIONS.has(w));
const DENYING = new Set([...NEGATIONS, 'nothing', 'none', 'nobody', 'nowhere', 'neither', 'nor', 'instead', 'without']);

/**
 * The answer's words with the negations of the clauses that say nothing of the key text left out, or undefined
 * where it has fewer than two clauses: "about two hours, after that homework does not help" agrees with "about two
 * hours" on negation, as the rules read a clause of the student's own beside the key. A negated clause that touches
 * the key's words is about the key and keeps its negation ("bread, but it is not fresh" for "fresh bread").
 */
export function ownClausesUndenied(
  clauses: readonly (readonly string[])[],
  coverage: (clause: readonly string[]) => number,
): string[] | undefined {
  if (clauses.length < 2) return undefined;
  return clauses.flatMap((c) => (coverage(c) > 0 ? c : c.filter((w) => !NEGATIONS.has(w) && w !== 'without')));
}

/**
 * The answer and a key text as the gate compares their negation: "without" read as "not" on both sides ("not lose
 * any seeds" for "without losing a single seed"), and where the question itself denies ("How long did he not tell
 * them?") and the key text does not, the answer's negation of the question's own words left out, as the rules let
 * an answer repeat a negation the question makes ("he didn't tell them for two days" for "two days"). A negation of
 * anything else stays the answer's: "because he was not ill" asked "Why didn't he go to school?" denies the key.
 */
export function readForNegation(
  given: readonly string[],
  keyText: readonly string[],
  questionDenies: boolean,
  isQuestionWord: (word: string) => boolean = () => false,
): [readonly string[], readonly string[]] {
  const withoutAsNot = (list: readonly string[]) => list.map((w) => (w === 'without' ? 'not' : w));
  const key = withoutAsNot(keyText);
  const own = withoutAsNot(given);
  if (!questionDenies || negated(key)) return [own, key];
  // The negation and the question's word it denies: "not tell", "never went to".
  const repeatsQuestion = (i: number) => own.slice(i + 1, i + 3).some(isQuestionWord);
  return [own.filter((w, i) => !(NEGATIONS.has(w) && repeatsQuestion(i))), key];
}
const RELATIONS = new Set(
  'after before behind front instead except without than opposite besides until since between'.split(' '),
);
const relations = (list: readonly string[]) => new Set(list.filter((w) => RELATIONS.has(w)));
const denies = (list: readonly string[]) => list.some((w) => DENYING.has(w));

/** The signals that say whether the scorer may decide an answer at all (judge-scored.ts scorerMayDecide). */
export type GateSignals = Pick<
  JudgeSignals,
  | 'ruleCorrect'
  | 'englishShare'
  | 'modelNegationDisagrees'
  | 'relationDiffers'
  | 'coverAgreeing'
  | 'negationDisagrees'
  | 'numbersDisagree'
  | 'hardRefusal'
>;

/**
 * The signals of `given` against its key, in `meaning` mode, with the rules' verdict on it. `knowledge` is the full
 * word knowledge the judge was given. With `mayDecide`, the gate's signals are read first, each when `mayDecide`
 * first asks for it, and the rest only where it lets the answer through (undefined otherwise): most answers the
 * rules refuse are let go after a cheap signal or two.
 */
export function judgeSignals(
  given: string,
  key: OpenAnswerKey,
  verdict: JudgeVerdict,
  knowledge: WordKnowledge,
): JudgeSignals;
export function judgeSignals(
  given: string,
  key: OpenAnswerKey,
  verdict: JudgeVerdict,
  knowledge: WordKnowledge,
  mayDecide: (gate: GateSignals) => boolean,
): JudgeSignals | undefined;
export function judgeSignals(
  given: string,
  key: OpenAnswerKey,
  verdict: JudgeVerdict,
  knowledge: WordKnowledge,
  mayDecide?: (gate: GateSignals) => boolean,
): JudgeSignals | undefined {
  const context = judgeContext(key, 'meaning', knowledge);
  const givenWords = normalizeAnswer(given, 'meaning', knowledge.lexicon).map((t) => t[0] ?? '');
  const ideas = [...context.ideas, ...context.references].filter((idea) => idea.length > 0);
  // With the judge's own word knowledge, the coverage the rules worked out; with less, worked out here.
  const coverOf = (idea: readonly string[], words: WordKnowledge) =>
    words === context.knowledge
      ? context.coverage(givenWords, idea)
      : ideaCoverage(givenWords, idea, context.questionStems, words, context.keyAnswerWords);
  const full = lazily(() => ideas.map((idea) => ({ idea, cover: coverOf(idea, context.knowledge) })));
  const questionDenies = lazily(() =>
    normalizeAnswer(key.question, 'meaning', knowledge.lexicon).some((t) => NEGATIONS.has(t[0] ?? '')),
  );
  const isQuestionWord = (word: string) => hasStem(context.questionStems, word, context.knowledge);
  // The answer's clauses, where it has several and none opens by denying ("nothing, they paid for their own lunch",
  // "no, three"): a negation in a clause of its own beside the one that says the key is the student's own detail
  // ("about two hours, after that homework does not help").
  const clauses = lazily(() => {
    const parts = given
      .split(CLAUSE_BREAK)
      .map((c) => c.trim())
      .filter((c) => c !== '');
    if (parts.length < 2) return [];
    const read = parts.map((c) => normalizeAnswer(c, 'meaning', knowledge.lexicon).map((t) => t[0] ?? ''));
    return read.some((c) => DENYING.has(c[0] ?? '') || c[0] === 'or') ? [] : read;
  });
  // The question and the clauses are read only where the whole answer disagrees with the key text on negation:
  // where it agrees, neither could change that, and reading them is the costly part.
  const against = (keyText: readonly string[]) => {
    const plain = readForNegation(givenWords, keyText, false);
    if (negated(plain[0]) === negated(plain[1]) && denies(plain[0]) === denies(plain[1])) return plain;
    const whole = readForNegation(givenWords, keyText, questionDenies(), isQuestionWord);
    if (negated(whole[0]) === negated(whole[1]) && denies(whole[0]) === denies(whole[1])) return whole;
    const undenied = ownClausesUndenied(clauses(), (c) => context.coverage(c, keyText));
    return undenied ? readForNegation(undenied, keyText, questionDenies(), isQuestionWord) : whole;
  };
  const refusal = lazily(() => hardRefusal(given, key, knowledge));
  const top = lazily(() =>
    full().reduce<{ idea: readonly string[]; cover: number } | undefined>(
      (a, b) => (a === undefined || b.cover > a.cover ? b : a),
      undefined,
    ),
  );
  const gate: GateSignals = {
    ruleCorrect: verdict.correct ? 1 : 0,
    get englishShare() {
      // Read from the answer as written: normalizing drops letters English has not ("14-cü otaqda", "в 1911 году").
      // Marks belong to their word: "İstanbul" lower-cased is "i̇stanbul", with a combining dot after the "i".
      const lettered = given.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? [];
      const known = lettered.filter((w) => knowledge.lexicon.rank(w) !== undefined);
      return lettered.length === 0 ? 1 : known.length / lettered.length;
    },
    get modelNegationDisagrees() {
      // The key's texts as the judge read them: the model answer first, then the accepted answers.
      const [own, model] = against(context.references[0] ?? []);
      return denies(own) !== denies(model) ? 1 : 0;
    },
    get relationDiffers() {
      const own = relations(givenWords);
      const keys = context.references.map(relations);
      return keys.some((k) => k.size === own.size && [...own].every((w) => k.has(w))) ? 0 : 1;
    },
    get coverAgreeing() {
      // Only the ideas the answer agrees with are covered here: most answers the rules refuse stop at this signal.
      const agreeing = ideas.filter(
        (idea) =>
          (!givenWords.includes('or') || idea.includes('or')) &&
          sameUnits(givenWords, idea, context.keyUnits) &&
          agreesOnNegationAndNumbers(...against(idea), context.supportNumbers),
      );
      return Math.max(0, ...agreeing.map((idea) => coverOf(idea, context.knowledge)));
    },
    get negationDisagrees() {
      const best = top();
      if (!best || best.cover === 0) return 0;
      const [own, idea] = against(best.idea);
      return negated(own) !== negated(idea) ? 1 : 0;
    },
    get numbersDisagree() {
      const best = top();
      return best && best.cover > 0 && !agreesOnNegationAndNumbers(...against(best.idea), context.supportNumbers)
        ? 1
        : 0;
    },
    get hardRefusal() {
      return refusal() === undefined ? 0 : 1;
    },
  };
  if (mayDecide && !mayDecide(gate)) return undefined;

  const content = contentWords(givenWords).filter((w) => w !== 'or');
  const cut = levels(knowledge);
  // Several key points are covered together: the least covered point counts, by its best alternative.
  const best = (words: WordKnowledge) => {
    const single = Math.max(0, ...ideas.map((idea) => coverOf(idea, words)));
    if (context.keyPoints.length === 0) return single;
    const points = Math.min(...context.keyPoints.map((alts) => Math.max(0, ...alts.map((a) => coverOf(a, words)))));
    return Math.max(single, points);
  };
  const unsupported = content.filter((w) => !isNumberToken(w) && !context.supports(w));
  const fromQuestion = content.filter((w) => hasStem(context.questionStems, w, context.knowledge));
  const inPassage = content.filter((w) => hasStem(context.passageStems, w, context.knowledge));
  const saysKeyOrQuestion = (w: string) =>
    hasStem(context.questionStems, w, context.knowledge) ||
    context.keyAnswerWords.some(
      (k) => sameStemOrBase(w, k, context.knowledge) || sameWord(w, k, 'meaning', context.knowledge),
    );
  const required = contentWords(top()?.idea ?? []).filter(
    (w) => w !== 'or' && !NEGATIONS.has(w) && !hasStem(context.questionStems, w, context.knowledge),
  );
  const missed = required.filter(
    (r) =>
      !content.some((g) => sameStemOrBase(g, r, context.knowledge) || sameWord(g, r, 'meaning', context.knowledge)),
  ).length;
  const own = content.filter((w) => !isNumberToken(w) && !saysKeyOrQuestion(w)).length;
  const shortest = Math.min(...ideas.map((idea) => contentWords(idea).length).filter((n) => n > 0), 10);
  const share = (part: readonly unknown[]) => (content.length === 0 ? 0 : part.length / content.length);
  return {
    ruleCorrect: gate.ruleCorrect,
    ruleContains:
      verdict.reason === 'contains' || verdict.reason === 'exact' || verdict.reason === 'normalized' ? 1 : 0,
    ruleKeyPoints: verdict.reason === 'key-points' ? 1 : 0,
    coverStem: best(cut.stem),
    coverSlip: best(cut.slip),
    coverSynonym: best(cut.synonym),
    coverFull: best(context.knowledge),
    coverAgreeing: gate.coverAgreeing,
    negationDisagrees: gate.negationDisagrees,
    modelNegationDisagrees: gate.modelNegationDisagrees,
    numbersDisagree: gate.numbersDisagree,
    relationDiffers: gate.relationDiffers,
    hardRefusal: gate.hardRefusal,
    refusedOpposite: refusal() === 'opposite' || refusal() === 'avoided' ? 1 : 0,
    refusedNumber: refusal() === 'bound' || refusal() === 'period' || refusal() === 'half-of-day' ? 1 : 0,
    unsupportedShare: share(unsupported),
    unsupportedWords: Math.min(unsupported.length, 5),
    questionShare: share(fromQuestion),
    passageShare: share(inPassage),
    lengthRatio: Math.min(content.length / shortest, 4),
    contentWordsLog: Math.log1p(content.length),
    englishShare: gate.englishShare,
    ownForMissed: missed === 0 ? 0 : Math.min(own, missed) / missed,
  };
}

/** The signals as a vector in SIGNAL_NAMES' order. */
export const signalVector = (signals: JudgeSignals): number[] => SIGNAL_NAMES.map((name) => signals[name]);
