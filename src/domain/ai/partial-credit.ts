/**
 * Partial credit for an open answer in the exam estimate (DİM gives an open task 0, ½ or 1). Offline rule: a correct
 * answer earns 1; an answer that covers at least half of the ideas of a key point or an accepted answer, without
 * contradicting it (negation, numbers), earns ½ ("ice" for "less ice"); anything else 0. Grammar answers (`form` mode)
 * are right or wrong.
 */
import {
  agreesOnNegationAndNumbers,
  ideaCoverage,
  judgeContext,
  type JudgeMode,
  type OpenAnswerKey,
} from './judge-open-answer.ts';
import { judgeOpenAnswer } from './judge-scored.ts';
import { NO_WORD_KNOWLEDGE, type WordKnowledge } from '../text/word-knowledge.ts';
import { normalizeAnswer } from './normalize-answer.ts';

export type Credit = 0 | 0.5 | 1;
export const CREDITS: readonly Credit[] = [0, 0.5, 1];
export const PARTIAL_COVERAGE = 0.5;

/**
 * The best share of a key idea's content words (a key point, the model answer or an accepted answer) that the
 * answer covers, counting only ideas it agrees with on negation and numbers. 0 for grammar answers.
 */
export function keyOverlap(
  given: string,
  key: OpenAnswerKey,
  mode: JudgeMode,
  knowledge: WordKnowledge = NO_WORD_KNOWLEDGE,
): number {
  if (mode === 'form') return 0;
  const context = judgeContext(key, mode, knowledge);
  const givenWords = normalizeAnswer(given, mode, knowledge.lexicon).map((t) => t[0] ?? '');
  if (givenWords.length === 0) return 0;
  return Math.max(
    0,
    ...[...context.ideas, ...context.references]
      .filter((idea) => agreesOnNegationAndNumbers(givenWords, idea, context.supportNumbers))
      .map((idea) => ideaCoverage(givenWords, idea, context.questionStems, knowledge)),
  );
}

export function partialCredit(
  given: string,
  key: OpenAnswerKey,
  mode: JudgeMode,
  knowledge: WordKnowledge = NO_WORD_KNOWLEDGE,
): Credit {
  if (judgeOpenAnswer(given, key, mode, knowledge).correct) return 1;
  return keyOverlap(given, key, mode, knowledge) >= PARTIAL_COVERAGE ? 0.5 : 0;
}
