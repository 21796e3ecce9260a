/**
 * The offline judge of a written answer: the rules (judge-open-answer.ts), then the learned scorer (judge-scorer.ts)
 * for the answers the rules refuse only for want of a rule: no hard refusal fired (another half of the day, period or
 * bound, a unit in another language, an opposite), the answer is English, covers at least half of a key idea while
 * agreeing with it on negation, numbers and units and offering no "or" it has not, contradicts neither the idea it
 * covers best nor the model answer on negation or numbers, and says no other relation than the model answer does.
 * An answer that names another person in the key's person's place is never accepted back, though the scorer learns
 * from such answers (judge-open-answer.ts namesOtherPerson). An answer that names another member of a closed class in
 * the key's member's place ("a free dinner" for "a free lunch"), contradicts its own question where the key is silent
 * ("heavy snow in summer" asked what cuts the village off in winter), says the opposite of the key's action or
 * denies it ("she started eating fast food" for "she stopped eating fast food"), or names a second thing beside the
 * key in a list ("ice cream and fruit juice" for "fruit juice"), is refused whatever the rules say; a second thing in
 * a list also whatever the scorer says.
 * The scorer never refuses what the rules accept: measured, that cost right answers for every wrong one it caught.
 * Weights: `npm run train:judge`.
 */
import {
  contradictsOwnQuestion,
  judgeByRules,
  namesOtherClassMember,
  namesOtherPerson,
  namesSecondThingByWordKnowledge,
  saysOtherAction,
  type JudgeMode,
  type JudgeVerdict,
  type OpenAnswerKey,
} from './judge-open-answer.ts';
import { judgeSignals, signalVector, type GateSignals } from './judge-signals.ts';
import { scoreOf, type ScorerModel } from './judge-scorer.ts';
import trained from './judge-scorer-weights.json';
import { NO_WORD_KNOWLEDGE, type WordKnowledge } from '../text/word-knowledge.ts';

/**
 * The share of a key idea the answer must cover, agreeing with it, for the scorer to be asked: half. Cross-validated
 * by set on the eleven dev sets, half let in more right answers than more than half (0.55) and no more wrong ones;
 * 0.4 let in one wrong answer more.
 */
export const SCORER_MIN_COVERAGE = 0.5;
/** The share of the answer's words (as written) that must be English words for the scorer to be asked. */
export const SCORER_MIN_ENGLISH = 2 / 3;

export const SCORER: ScorerModel = trained;

/** Whether the scorer may call an answer the rules refused right; the costlier signals are asked for last. */
export function scorerMayDecide(s: GateSignals): boolean {
  return (
    s.ruleCorrect === 0 &&
    s.englishShare >= SCORER_MIN_ENGLISH &&
    s.modelNegationDisagrees === 0 &&
    s.relationDiffers === 0 &&
    s.coverAgreeing >= SCORER_MIN_COVERAGE &&
    s.negationDisagrees === 0 &&
    s.numbersDisagree === 0 &&
    s.hardRefusal === 0
  );
}

/**
 * Whether an accepted answer, by the rules or by the scorer, names a second thing beside the key in a list ("ice cream
 * and fruit juice" for "fruit juice", "methane and carbon dioxide" for "methane"): refused whatever the rules or the
 * scorer say. An answer word for word the key's is never refused, and without word knowledge (no synonyms to tell the
 * key's words by) none is.
 */
export const secondThingRefused = (
  given: string,
  key: OpenAnswerKey,
  verdict: JudgeVerdict,
  knowledge: WordKnowledge,
) =>
  verdict.correct &&
  verdict.reason !== 'exact' &&
  knowledge.lexicon.size > 0 &&
  namesSecondThingByWordKnowledge(given, key, knowledge);

/** The scorer's acceptance of an answer the rules refused for want of a rule. */
export const SCORED: JudgeVerdict = { correct: true, reason: 'scored' };

/**
 * Judges a written answer against its key (`form`: grammar, the exact form is tested; `meaning`: listening and
 * reading, understanding is tested). Without word knowledge the rules decide alone: the scorer learned its weights
 * on signals read with it.
 */
export function judgeOpenAnswer(
  given: string,
  key: OpenAnswerKey,
  mode: JudgeMode,
  knowledge: WordKnowledge = NO_WORD_KNOWLEDGE,
  model: ScorerModel = SCORER,
): JudgeVerdict {
  const verdict = judgeByRules(given, key, mode, knowledge);
  if (
    mode === 'meaning' &&
    (namesOtherClassMember(given, key) ||
      contradictsOwnQuestion(given, key) ||
      saysOtherAction(given, key) ||
      secondThingRefused(given, key, verdict, knowledge))
  )
    return { correct: false, reason: 'no-match' };
  if (verdict.reason !== 'no-match' || mode !== 'meaning' || knowledge.lexicon.size === 0) return verdict;
  if (namesOtherPerson(given, key)) return verdict;
  const signals = judgeSignals(given, key, verdict, knowledge, scorerMayDecide);
  // Written so that a score that is not a number (a broken weights file) never accepts.
  if (!signals || !(scoreOf(model, signalVector(signals)) >= model.threshold)) return verdict;
  return secondThingRefused(given, key, SCORED, knowledge) ? verdict : SCORED;
}
