import { describe, expect, it } from 'vitest';
import { priorDifficulty } from './item-difficulty.ts';
import {
  abilityAfterAnswer,
  abilityAfterAnswers,
  abilityFromHistory,
  emptyAbility,
  GENERAL_PRIOR,
  generalAbility,
  HALF_LIFE_DAYS,
  topicAbility,
  type MasteryAnswer,
} from './student-ability.ts';

const DAY = 86_400_000;
const t0 = Date.UTC(2026, 8, 1);
const b1 = priorDifficulty('B1');
const itemOf = () => b1;
const answers = (topicId: string, scores: number[], start = t0): MasteryAnswer[] =>
  scores.map((score, i) => ({ questionId: `${topicId}-${i}`, topicId, score, answeredAt: start + i * 60_000 }));

describe('student ability', () => {
  it('no answers: every topic is the population prior widened by how topics differ', () => {
    const a = topicAbility(emptyAbility(), 'articles', t0);
    expect(a.mean).toBe(GENERAL_PRIOR.mean);
    expect(a.variance).toBeCloseTo(GENERAL_PRIOR.variance + 0.36);
  });

  it('right answers raise the topic, wrong ones lower it, and each answer makes the estimate surer', () => {
    const right = abilityFromHistory(answers('articles', [1, 1, 1, 1, 1]), itemOf);
    const wrong = abilityFromHistory(answers('articles', [0, 0, 0, 0, 0]), itemOf);
    expect(topicAbility(right, 'articles', t0).mean).toBeGreaterThan(1);
    expect(topicAbility(wrong, 'articles', t0).mean).toBeLessThan(-1);
    expect(topicAbility(right, 'articles', t0).variance).toBeLessThan(
      topicAbility(emptyAbility(), 'articles', t0).variance,
    );
  });

  it('a right answer on a hard question says more than one on an easy question', () => {
    const hard = abilityFromHistory(answers('articles', [1]), () => priorDifficulty('B2'));
    const easy = abilityFromHistory(answers('articles', [1]), () => priorDifficulty('A2'));
    expect(topicAbility(hard, 'articles', t0).mean).toBeGreaterThan(topicAbility(easy, 'articles', t0).mean);
  });

  it('an untouched topic is predicted from the others (through the general ability), less surely', () => {
    const state = abilityFromHistory(
      [...answers('articles', Array(30).fill(1)), ...answers('pronouns', Array(30).fill(1))],
      itemOf,
    );
    const untouched = topicAbility(state, 'passive-voice', t0);
    expect(untouched.mean).toBeGreaterThan(0.8);
    expect(untouched.mean).toBeLessThan(topicAbility(state, 'articles', t0).mean);
    expect(untouched.variance).toBeGreaterThan(topicAbility(state, 'articles', t0).variance);
    expect(generalAbility(state, t0).mean).toBeGreaterThan(0.8);
  });

  it('a topic much weaker than the rest is seen as weaker, not averaged away', () => {
    const state = abilityFromHistory(
      [...answers('articles', Array(40).fill(1)), ...answers('pronouns', Array(40).fill(0))],
      itemOf,
    );
    expect(topicAbility(state, 'articles', t0).mean - topicAbility(state, 'pronouns', t0).mean).toBeGreaterThan(1.5);
  });

  it('the fold gives the same state as one-answer updates in turn', () => {
    const history = [...answers('articles', [1, 0, 1]), ...answers('listening', [0.5, 1], t0 + DAY)];
    let state = emptyAbility();
    for (const a of history) state = abilityAfterAnswer(state, a, b1);
    const folded = abilityFromHistory(history, itemOf);
    for (const id of ['articles', 'listening']) {
      expect(topicAbility(folded, id, t0 + DAY).mean).toBeCloseTo(topicAbility(state, id, t0 + DAY).mean, 4);
      expect(folded.topics[id]!.n).toBe(state.topics[id]!.n);
    }
  });

  it('the general ability is what a topic without answers would be, less the spread between topics', () => {
    const state = abilityFromHistory(answers('articles', [1, 1, 0, 1]), itemOf);
    const g = generalAbility(state, t0);
    const untouched = topicAbility(state, 'pronouns', t0);
    expect(untouched.mean).toBeCloseTo(g.mean);
    expect(untouched.variance).toBeCloseTo(g.variance + 0.36);
  });

  it('the one-answer update leaves its input unchanged', () => {
    const state = abilityFromHistory(answers('articles', [1]), itemOf);
    const copy = structuredClone(state);
    abilityAfterAnswer(state, answers('articles', [0])[0]!, b1);
    expect(state).toEqual(copy);
  });

  it('evidence fades: after one half-life without practice the topic is half as sure of its own answers', () => {
    const state = abilityFromHistory(answers('articles', Array(20).fill(1)), itemOf);
    const last = state.topics.articles!.lastAt;
    const now = topicAbility(state, 'articles', last);
    const later = topicAbility(state, 'articles', last + HALF_LIFE_DAYS * DAY);
    expect(later.variance).toBeGreaterThan(now.variance);
    // With one topic the rest of the prior is the population's (1 + τ²), so what is left is the faded message.
    const prior = 1 / (GENERAL_PRIOR.variance + 0.36);
    expect(1 / later.variance - prior).toBeCloseTo((1 / now.variance - prior) / 2, 6);
  });

  it('keeps per-topic state small: five numbers a topic however long the history', () => {
    const state = abilityFromHistory(answers('articles', Array(10_000).fill(1)), itemOf);
    expect(Object.keys(state.topics.articles!)).toHaveLength(5);
    expect(state.topics.articles!.n).toBe(10_000);
  });
});

describe('abilityAfterAnswers', () => {
  // Equal up to the fading of other topics within a day, which a pass refreshes once a day (under 0.4%).
  it('is abilityAfterAnswer answer by answer, and tells each answer the ability before it', () => {
    const item = { mean: 0, variance: 0.2 };
    const day = 86_400_000;
    const answers: MasteryAnswer[] = [
      { questionId: 'q1', topicId: 'a', score: 1, answeredAt: 0 },
      { questionId: 'q2', topicId: 'b', score: 0, answeredAt: 2 * day },
      { questionId: 'q3', topicId: 'a', score: 0.5, answeredAt: 3 * day },
    ];
    let oneByOne = emptyAbility();
    const abilities: number[] = [];
    for (const a of answers) {
      abilities.push(topicAbility(oneByOne, a.topicId, a.answeredAt).mean);
      oneByOne = abilityAfterAnswer(oneByOne, a, item);
    }
    const seen: number[] = [];
    const batched = abilityAfterAnswers(
      emptyAbility(),
      answers,
      () => item,
      (_a, ability) => seen.push(ability.mean),
    );
    for (const id of ['a', 'b']) {
      expect(batched.topics[id]?.n).toBe(oneByOne.topics[id]?.n);
      expect(batched.topics[id]?.weightedMean).toBeCloseTo(oneByOne.topics[id]?.weightedMean ?? NaN, 2);
      expect(batched.topics[id]?.precision).toBeCloseTo(oneByOne.topics[id]?.precision ?? NaN, 2);
    }
    seen.forEach((m, i) => expect(m).toBeCloseTo(abilities[i] ?? NaN, 2));
  });
});
