/**
 * This week's plan towards the exam: which topics to work on and how much to do.
 *
 * Topics: each mastery area (grammar topics, listening, reading) is ranked by the exam points it is expected to
 * lose: the points a mock takes from it (exam-bank.ts pointsPerMock) times the chance of missing a typical B1
 * question of it (1 - chanceB1 at the mastery estimate; an untouched topic's comes from the student's other topics).
 * So a weak topic that feeds many exam points comes first, and a weak topic the exam rarely asks waits. Listening
 * (9 raw points of 37) and reading (12) weigh most, so they lead until they are strong.
 *
 * Goal: ten questions a day; two more a day for every 5 points the prediction falls short of the target; half as
 * much again in the last eight weeks before the exam; at most thirty a day. Reviews: every card due now.
 * A student with no answers at all gets one step: the diagnostic, which gives the first estimates.
 */
import type { TopicMastery, MasteryLevel } from '../mastery/mastery-level.ts';

export const TOPICS_PER_WEEK = 4;
export const QUESTIONS_PER_DAY = { base: 10, perFivePointsShort: 2, finalWeeksFactor: 1.5, max: 30 } as const;
export const FINAL_WEEKS = 8;
const WEEK_MS = 7 * 86_400_000;

export interface PlanInput {
  now: number;
  /** The exam's date (epoch ms), when the student has set one. */
  examDate?: number | null;
  /** The target score (0–100), when set. */
  target?: number | null;
  /** The predicted score's expectation, on the same scale as the target. */
  predicted?: number | null;
  /** Every mastery area (masteryMap over all topics, listening and reading). */
  mastery: readonly TopicMastery[];
  /** Points a mock takes from each area (pointsPerMock). */
  pointsPerMock: ReadonlyMap<string, number>;
  dueReviews: number;
}

export interface PlannedTopic {
  topicId: string;
  level: MasteryLevel;
  /** Expected exam points lost on the topic: what ranks it. */
  pointsAtStake: number;
}

export type WeeklyPlan =
  | { kind: 'diagnostic' }
  | {
      kind: 'plan';
      /** Whole weeks to the exam (0 in its last week or after it), or null without a date. */
      weeksLeft: number | null;
      topics: PlannedTopic[];
      goal: { questions: number; reviews: number };
    };

export function weeklyPlan(input: PlanInput): WeeklyPlan {
  if (input.mastery.every((m) => m.answers === 0)) return { kind: 'diagnostic' };

  const topics = input.mastery
    .map((m) => ({
      topicId: m.topicId,
      level: m.level,
      pointsAtStake: (input.pointsPerMock.get(m.topicId) ?? 0) * (1 - m.chanceB1),
    }))
    .filter((t) => t.pointsAtStake > 0)
    .sort((a, b) => b.pointsAtStake - a.pointsAtStake || (a.topicId < b.topicId ? -1 : 1))
    .slice(0, TOPICS_PER_WEEK);

  const weeksLeft =
    input.examDate === undefined || input.examDate === null
      ? null
      : Math.max(0, Math.floor((input.examDate - input.now) / WEEK_MS));
  const q = QUESTIONS_PER_DAY;
  const short =
    input.target !== undefined && input.target !== null && input.predicted !== undefined && input.predicted !== null
      ? Math.max(0, input.target - input.predicted)
      : 0;
  let perDay = q.base + q.perFivePointsShort * Math.ceil(short / 5);
  if (weeksLeft !== null && weeksLeft < FINAL_WEEKS) perDay *= q.finalWeeksFactor;
  perDay = Math.min(q.max, Math.round(perDay));

  return { kind: 'plan', weeksLeft, topics, goal: { questions: perDay * 7, reviews: input.dueReviews } };
}
