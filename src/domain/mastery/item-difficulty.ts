/**
 * How hard a question is, on the same logit scale as students' abilities (a Rasch model: a student of ability θ
 * answers a question of difficulty b correctly with probability 1 / (1 + e^-(θ - b))).
 *
 * The content's CEFR level is the prior: A2 at -1, B1 at 0, B2 at +1 logit, each with a standard deviation of 0.7,
 * so a mislabelled question can move a full level once students have answered it. Every answer by any student then
 * moves the estimate by one step of a Gaussian (Glicko-style) filter against that student's ability at the time:
 * a question that able students miss gets harder, one that weak students get right gets easier, and the variance
 * shrinks as answers accumulate, so a question answered 300 times barely moves.
 */
import type { Difficulty as CefrLevel } from '../content/schema.ts';

export interface ItemDifficulty {
  /** Difficulty in logits. */
  mean: number;
  variance: number;
  /** Answers it has been estimated from. */
  n: number;
}

export const CEFR_PRIOR: Record<CefrLevel, number> = { A2: -1, B1: 0, B2: 1 };
export const ITEM_PRIOR_SD = 0.7;

export function priorDifficulty(level: CefrLevel): ItemDifficulty {
  return { mean: CEFR_PRIOR[level], variance: ITEM_PRIOR_SD ** 2, n: 0 };
}

/** An ability estimate: posterior mean and variance in logits. */
export interface Ability {
  mean: number;
  variance: number;
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * The probability of a right answer (or the expected share of an open task's points), averaged over the
 * uncertainty of both estimates (the probit approximation of a logistic-normal integral).
 */
export function chanceOfRight(ability: Ability, item: Pick<ItemDifficulty, 'mean' | 'variance'>): number {
  return logistic((ability.mean - item.mean) / Math.sqrt(1 + (Math.PI * (ability.variance + item.variance)) / 8));
}

/** The item after one answer worth `score` (1 right, 0 wrong, ½ half an open task) by a student of `ability`. */
export function updateItemDifficulty(item: ItemDifficulty, ability: Ability, score: number): ItemDifficulty {
  const p = chanceOfRight(ability, item);
  const variance = 1 / (1 / item.variance + p * (1 - p));
  return { mean: item.mean - variance * (score - p), variance, n: item.n + 1 };
}
