import { describe, expect, it } from 'vitest';
import type { MasteryLevel, TopicMastery } from '../mastery/mastery-level.ts';
import { weeklyPlan, type PlanInput } from './weekly-plan.ts';

const now = Date.UTC(2026, 10, 25);
const WEEK = 7 * 86_400_000;

function topic(topicId: string, answers: number, chanceB1: number, level: MasteryLevel = 'practising'): TopicMastery {
  return {
    topicId,
    level: answers === 0 ? 'not_started' : level,
    answers,
    shareRight: chanceB1,
    ability: { mean: 0, variance: 1 },
    chanceB1,
    cautiousChanceB1: chanceB1 - 0.1,
  };
}
const points = new Map([
  ['articles', 0.5],
  ['pronouns', 0.5],
  ['passive-voice', 0.5],
  ['tenses', 0.5],
  ['listening', 9],
  ['reading', 12],
]);
const input = (over: Partial<PlanInput> = {}): PlanInput => ({
  now,
  mastery: [
    topic('articles', 20, 0.9, 'proficient'),
    topic('pronouns', 20, 0.3),
    topic('passive-voice', 0, 0.6),
    topic('tenses', 10, 0.5),
    topic('listening', 6, 0.95, 'mastered'),
    topic('reading', 8, 0.7, 'familiar'),
  ],
  pointsPerMock: points,
  dueReviews: 12,
  ...over,
});

describe('weeklyPlan', () => {
  it('no answers at all: the first step is the diagnostic', () => {
    expect(weeklyPlan(input({ mastery: [topic('articles', 0, 0.5), topic('listening', 0, 0.5)] }))).toEqual({
      kind: 'diagnostic',
    });
  });

  it('ranks topics by exam points at stake: points a mock takes times the chance of missing', () => {
    const plan = weeklyPlan(input());
    if (plan.kind !== 'plan') throw new Error('expected a plan');
    // reading 12 × 0.3 = 3.6; listening 9 × 0.05 = 0.45; pronouns 0.5 × 0.7 = 0.35; tenses 0.25; passive 0.2
    expect(plan.topics.map((t) => t.topicId)).toEqual(['reading', 'listening', 'pronouns', 'tenses']);
    expect(plan.topics[0]!.pointsAtStake).toBeCloseTo(3.6);
  });

  it('an untouched topic can be planned: it is weighed by its estimate from the other topics', () => {
    const plan = weeklyPlan(input({ mastery: [topic('articles', 30, 0.9), topic('passive-voice', 0, 0.4)] }));
    if (plan.kind !== 'plan') throw new Error('expected a plan');
    expect(plan.topics[0]).toMatchObject({ topicId: 'passive-voice', level: 'not_started' });
  });

  it('goal without date or target: ten questions a day, and every due review', () => {
    expect(weeklyPlan(input())).toMatchObject({ weeksLeft: null, goal: { questions: 70, reviews: 12 } });
  });

  it('short of the target: two more questions a day per 5 points short', () => {
    expect(weeklyPlan(input({ target: 80, predicted: 68 }))).toMatchObject({ goal: { questions: (10 + 6) * 7 } });
    expect(weeklyPlan(input({ target: 60, predicted: 68 }))).toMatchObject({ goal: { questions: 70 } });
  });

  it('in the last eight weeks half as much again, never over thirty a day', () => {
    expect(weeklyPlan(input({ examDate: now + 3 * WEEK + 1 }))).toMatchObject({
      weeksLeft: 3,
      goal: { questions: 15 * 7 },
    });
    expect(weeklyPlan(input({ examDate: now + 20 * WEEK }))).toMatchObject({ weeksLeft: 20, goal: { questions: 70 } });
    expect(weeklyPlan(input({ examDate: now + WEEK, target: 100, predicted: 40 }))).toMatchObject({
      goal: { questions: 30 * 7 },
    });
  });
});
