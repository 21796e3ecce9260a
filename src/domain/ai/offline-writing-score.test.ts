import { describe, expect, it } from 'vitest';
import { makeLocalized } from '../content/test-factories.ts';
import type { WritingPrompt, WritingRubric } from '../content/schema.ts';
import {
  criterionFractions,
  MEASURABLE_CEILING,
  scoreWritingOffline,
  writingEstimateText,
  writingFeatures,
} from './offline-writing-score.ts';

const levels = Array.from({ length: 6 }, () => makeLocalized());
const rubric: WritingRubric = {
  maxScore: 20,
  criteria: ['task-achievement', 'organisation', 'vocabulary', 'grammar'].map((id) => ({
    id,
    name: makeLocalized({ en: id }),
    maxPoints: 5,
    levels,
  })),
};
const task: WritingPrompt = {
  id: 'writing-01',
  topic: makeLocalized({ en: 'My favourite season' }),
  instructions: makeLocalized({
    en: 'Say which season it is, describe the weather and nature, and explain why you like it.',
  }),
  minWords: 100,
  hints: [makeLocalized({ en: 'What is the weather like?' }), makeLocalized({ en: 'What do you do in this season?' })],
};
const good =
  'My favourite season is spring because nature wakes up after the long, cold winter. In March the weather in Baku becomes warmer and the days get longer. The trees in our park turn green, and colourful flowers appear everywhere. I especially love the smell of fresh grass after the rain. Spring is also the time of Novruz, my favourite holiday, when families cook delicious pakhlava together. However, summer is too hot for me, and winter is often windy and grey. In addition, autumn makes me a little sad because the leaves fall. That is why spring is the most beautiful season for me.';
const weak =
  'i like summer. summer is hot. i like summer. i go to sea in summer and i swim. summer is good and i like it very much and my friends like summer too and we play football';

describe('the offline writing estimate (DESIGN.md §4.10, AI-21)', () => {
  it('measures the paragraph', () => {
    const f = writingFeatures(good, task);
    expect(f.words).toBeGreaterThanOrEqual(100);
    expect(f.sentences).toBe(8);
    expect(f.richLinks).toBeGreaterThanOrEqual(4);
    expect(f.capitalised).toBe(1);
    expect(f.endsWithPunctuation).toBe(true);
    expect(f.lowercaseI).toBe(0);
    const w = writingFeatures(weak, task);
    expect(w.lowercaseI).toBe(5);
    expect(w.capitalised).toBe(0);
    expect(w.variety).toBeLessThan(f.variety);
  });

  it('scores a good paragraph well above a weak one, per criterion', () => {
    const high = scoreWritingOffline(good, task, rubric);
    const low = scoreWritingOffline(weak, task, rubric);
    expect(high.criteria.map((c) => c.id)).toEqual(['task-achievement', 'organisation', 'vocabulary', 'grammar']);
    for (const [i, c] of high.criteria.entries()) expect(c.points).toBeGreaterThanOrEqual(low.criteria[i]?.points ?? 0);
    expect(high.total).toBeGreaterThanOrEqual(15);
    expect(low.total).toBeLessThanOrEqual(8);
    expect(high.maxScore).toBe(20);
  });

  it('gives 0 under 20 words (rubric level 0) and never the top level where counting cannot judge quality', () => {
    expect(scoreWritingOffline('Too short.', task, rubric).total).toBe(0);
    const fractions = criterionFractions(writingFeatures(good, task), 100);
    expect(fractions.vocabulary).toBeLessThanOrEqual(MEASURABLE_CEILING);
    expect(fractions.grammar).toBeLessThanOrEqual(MEASURABLE_CEILING);
  });

  it('says it is an estimate, in the student language', () => {
    const estimate = scoreWritingOffline(good, task, rubric);
    const text = writingEstimateText(estimate, rubric, 100, 'ru', true);
    expect(text).toMatch(/^Примерная оценка: \d+ из 20\./);
    expect(text).toContain('учитель может оценить иначе');
    expect(writingEstimateText(estimate, rubric, 100, 'en', false)).not.toContain('offline estimate');
  });
});
