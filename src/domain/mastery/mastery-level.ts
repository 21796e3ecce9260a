/**
 * A topic's mastery level, from the student's ability estimate on it (student-ability.ts).
 *
 * The level is read from the chance of answering a typical B1 question (difficulty 0) right, taken at a cautious
 * ability (the estimate minus one standard deviation), so a lucky streak of three answers does not make a topic
 * "mastered": the estimate must be both high and sure.
 *   not started  no answers on the topic
 *   practising   cautious chance below 60%
 *   familiar     60% to 75%
 *   proficient   75% to 90%
 *   mastered     90% or more (a cautious ability of about 2.2 logits)
 * On B1 questions: 3 right in a row is practising, 5 familiar, 10 proficient, about 50 mastered; a steady 90% right
 * stays proficient, since its cautious estimate sits below 90%.
 */
import type { Ability } from './item-difficulty.ts';
import { topicAbilities, type StudentAbility } from './student-ability.ts';

export const MASTERY_LEVELS = ['not_started', 'practising', 'familiar', 'proficient', 'mastered'] as const;
export type MasteryLevel = (typeof MASTERY_LEVELS)[number];

export const LEVEL_THRESHOLDS = { familiar: 0.6, proficient: 0.75, mastered: 0.9 } as const;
/** The difficulty of a typical B1 question, the reference the level is read at. */
export const REFERENCE_DIFFICULTY = 0;

export interface TopicMastery {
  topicId: string;
  level: MasteryLevel;
  answers: number;
  /** Share of points earned over all answers (0 when none). */
  shareRight: number;
  ability: Ability;
  /** Chance of a B1 question right at the estimate, and at the cautious estimate the level is read from. */
  chanceB1: number;
  cautiousChanceB1: number;
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

export function levelOf(answers: number, cautiousChance: number): MasteryLevel {
  if (answers === 0) return 'not_started';
  if (cautiousChance >= LEVEL_THRESHOLDS.mastered) return 'mastered';
  if (cautiousChance >= LEVEL_THRESHOLDS.proficient) return 'proficient';
  if (cautiousChance >= LEVEL_THRESHOLDS.familiar) return 'familiar';
  return 'practising';
}

function masteryOf(state: StudentAbility, topicId: string, ability: Ability): TopicMastery {
  const evidence = state.topics[topicId];
  const sd = Math.sqrt(ability.variance);
  const cautiousChanceB1 = logistic(ability.mean - sd - REFERENCE_DIFFICULTY);
  const answers = evidence?.n ?? 0;
  return {
    topicId,
    level: levelOf(answers, cautiousChanceB1),
    answers,
    shareRight: evidence && evidence.n > 0 ? evidence.points / evidence.n : 0,
    ability,
    chanceB1: logistic(ability.mean - REFERENCE_DIFFICULTY),
    cautiousChanceB1,
  };
}

/** The mastery map: every topic asked for, in the order given, touched or not. */
export function masteryMap(state: StudentAbility, topicIds: readonly string[], now: number): TopicMastery[] {
  const abilities = topicAbilities(state, topicIds, now);
  return topicIds.map((id, i) => masteryOf(state, id, abilities[i] as Ability));
}

export function topicMastery(state: StudentAbility, topicId: string, now: number): TopicMastery {
  return masteryMap(state, [topicId], now)[0] as TopicMastery;
}
