import { describe, expect, it } from 'vitest';
import { priorDifficulty } from './item-difficulty.ts';
import { levelOf, masteryMap, topicMastery } from './mastery-level.ts';
import { abilityFromHistory, emptyAbility, type MasteryAnswer } from './student-ability.ts';

const t0 = Date.UTC(2026, 8, 1);
const b1 = () => priorDifficulty('B1');
const answers = (topicId: string, scores: number[]): MasteryAnswer[] =>
  scores.map((score, i) => ({ questionId: `${topicId}-${i}`, topicId, score, answeredAt: t0 + i * 60_000 }));

describe('mastery levels', () => {
  it('thresholds: no answers, then below 60%, 60–75%, 75–90%, 90% and over', () => {
    expect(levelOf(0, 0.99)).toBe('not_started');
    expect(levelOf(3, 0.59)).toBe('practising');
    expect(levelOf(3, 0.6)).toBe('familiar');
    expect(levelOf(3, 0.75)).toBe('proficient');
    expect(levelOf(3, 0.9)).toBe('mastered');
  });

  it('a topic without answers is not started, whatever the student does elsewhere', () => {
    const state = abilityFromHistory(answers('articles', Array(50).fill(1)), b1);
    expect(topicMastery(state, 'pronouns', t0).level).toBe('not_started');
  });

  it('three right answers are not mastery: the cautious estimate must be both high and sure', () => {
    const state = abilityFromHistory(answers('articles', [1, 1, 1]), b1);
    const m = topicMastery(state, 'articles', t0);
    expect(['practising', 'familiar']).toContain(m.level);
    expect(m.chanceB1).toBeGreaterThan(m.cautiousChanceB1);
  });

  it('levels rise with a growing run of right answers, up to mastered', () => {
    const levels = [5, 15, 40, 80].map(
      (n) => topicMastery(abilityFromHistory(answers('articles', Array(n).fill(1)), b1), 'articles', t0).level,
    );
    expect(levels.at(-1)).toBe('mastered');
    const order = ['not_started', 'practising', 'familiar', 'proficient', 'mastered'];
    for (let i = 1; i < levels.length; i++)
      expect(order.indexOf(levels[i]!)).toBeGreaterThanOrEqual(order.indexOf(levels[i - 1]!));
  });

  it('mostly wrong answers stay practising; the numbers behind the level are given', () => {
    const m = topicMastery(abilityFromHistory(answers('listening', [0, 0, 1, 0, 0.5, 0]), b1), 'listening', t0);
    expect(m).toMatchObject({ level: 'practising', answers: 6 });
    expect(m.shareRight).toBeCloseTo(1.5 / 6);
  });

  it('the map lists every topic asked for, in order', () => {
    expect(masteryMap(emptyAbility(), ['articles', 'listening', 'reading'], t0).map((m) => m.level)).toEqual([
      'not_started',
      'not_started',
      'not_started',
    ]);
  });
});
