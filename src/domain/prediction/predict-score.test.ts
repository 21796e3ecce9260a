import { describe, expect, it } from 'vitest';
import { abilityFromHistory, emptyAbility, type MasteryAnswer } from '../mastery/student-ability.ts';
import { predictScore } from './predict-score.ts';
import { makeBank } from './test-bank.ts';

const now = Date.UTC(2026, 10, 25);
const item = () => ({ mean: 0, variance: 0.04 });
const bank = makeBank();

/** A student who has answered `n` questions of every area with the share `right` right. */
function student(n: number, right: number) {
  const answers: MasteryAnswer[] = [];
  for (const area of ['listening', 'reading', ...bank.topics.map((t) => t.id)])
    for (let i = 0; i < n; i++)
      answers.push({ questionId: `${area}-${i}`, topicId: area, score: i < n * right ? 1 : 0, answeredAt: now - 1000 });
  return abilityFromHistory(answers, item);
}

describe('predictScore', () => {
  it('a student answering three in four right is expected near 75 of 100, inside the 80% interval', () => {
    const p = predictScore(student(40, 0.75), bank, { model: 'classic', now });
    expect(p.expected).toBeGreaterThan(65);
    expect(p.expected).toBeLessThan(80);
    expect(p.low).toBeLessThan(p.expected);
    expect(p.high).toBeGreaterThan(p.expected);
    expect(p.missingSections).toEqual([]);
  });

  it('scores stay on the 0–100 scale and the interval on DİM points (multiples of 100/37)', () => {
    const p = predictScore(student(40, 0.95), bank, { model: 'classic', now });
    expect(p.high).toBeLessThanOrEqual(100);
    expect(p.low).toBeGreaterThanOrEqual(0);
    expect(Math.abs((p.high * 37) / 100 - Math.round((p.high * 37) / 100))).toBeLessThan(0.01);
  });

  it('a new student: the population average, a wide interval, and every section named as lacking evidence', () => {
    const p = predictScore(emptyAbility(), bank, { model: 'classic', now });
    expect(p.expected).toBeGreaterThan(35);
    expect(p.expected).toBeLessThan(65);
    expect(p.high - p.low).toBeGreaterThan(35);
    expect(p.missingSections).toEqual(['Listening', 'Grammar', 'Reading']);
  });

  it('more evidence narrows the interval', () => {
    const few = predictScore(student(2, 0.5), bank, { model: 'classic', now });
    const many = predictScore(student(60, 0.5), bank, { model: 'classic', now });
    expect(many.high - many.low).toBeLessThan(few.high - few.low);
  });

  it('the chance of a target falls as the target rises, and is null without a target', () => {
    const s = student(30, 0.7);
    const chance = (target: number) => predictScore(s, bank, { model: 'classic', now, target }).chanceOfTarget!;
    expect(chance(0)).toBeCloseTo(1);
    expect(chance(50)).toBeGreaterThan(chance(70));
    expect(chance(70)).toBeGreaterThan(chance(90));
    expect(predictScore(s, bank, { model: 'classic', now }).chanceOfTarget).toBeNull();
  });

  it('a section the student never practised is named, and predicted from the rest', () => {
    const answers: MasteryAnswer[] = bank.topics.flatMap((t) =>
      Array.from({ length: 10 }, (_, i) => ({ questionId: `${t.id}-${i}`, topicId: t.id, score: 1, answeredAt: now })),
    );
    const p = predictScore(abilityFromHistory(answers, item), bank, { model: 'classic', now });
    expect(p.missingSections).toEqual(['Listening', 'Reading']);
    const listening = p.sections.find((s) => s.section === 'Listening')!;
    expect(listening.expected / listening.max).toBeGreaterThan(0.6);
  });

  it('the new model: 25 closed tasks and the paragraph; past paragraphs set the writing part', () => {
    const s = student(40, 0.75);
    const without = predictScore(s, bank, { model: 'new', now });
    expect(without.missingSections).toEqual(['Writing']);
    const strong = predictScore(s, bank, { model: 'new', now, writingShares: [0.9, 0.95] });
    const weak = predictScore(s, bank, { model: 'new', now, writingShares: [0.2] });
    expect(strong.missingSections).toEqual([]);
    expect(strong.expected - weak.expected).toBeGreaterThan(15);
    expect(strong.sections.find((x) => x.section === 'Writing')).toMatchObject({ max: 10 });
  });

  it('depends on its inputs only: the same state gives the same prediction', () => {
    const s = student(10, 0.6);
    expect(predictScore(s, bank, { model: 'classic', now })).toEqual(predictScore(s, bank, { model: 'classic', now }));
  });
});
