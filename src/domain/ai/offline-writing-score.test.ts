import { beforeAll, describe, expect, it } from 'vitest';
import { englishLexicon, textAnalyser } from '../../server/ai/language-tools.ts';
import { makeLocalized } from '../content/test-factories.ts';
import type { WritingPrompt, WritingRubric } from '../content/schema.ts';
import {
  criterionFractions,
  hardRules,
  MEASURABLE_CEILING,
  scoreWritingOffline,
  writingEstimateText,
  type WritingTools,
} from './offline-writing-score.ts';
import { writingSignals } from './writing-signals.ts';

let tools: WritingTools;
beforeAll(async () => {
  tools = { lexicon: englishLexicon(), analyse: await textAnalyser() };
});
const writingFeatures = (text: string, t: WritingPrompt) => writingSignals(text, t, tools);
const score = (text: string, t: WritingPrompt = task) => scoreWritingOffline(text, t, rubric, tools);

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
    const high = score(good);
    const low = score(weak);
    expect(high.criteria.map((c) => c.id)).toEqual(['task-achievement', 'organisation', 'vocabulary', 'grammar']);
    for (const [i, c] of high.criteria.entries()) expect(c.points).toBeGreaterThanOrEqual(low.criteria[i]?.points ?? 0);
    expect(high.total).toBeGreaterThanOrEqual(15);
    expect(low.total).toBeLessThanOrEqual(8);
    expect(high.maxScore).toBe(20);
  });

  it('gives 0 under 20 words (rubric level 0) and never the top level where counting cannot judge quality', () => {
    expect(score('Too short.').total).toBe(0);
    const fractions = criterionFractions(writingFeatures(good, task), 100);
    expect(fractions.vocabulary).toBeLessThanOrEqual(MEASURABLE_CEILING);
    expect(fractions.grammar).toBeLessThanOrEqual(MEASURABLE_CEILING);
  });

  it('says it is an estimate, in the student language', () => {
    const estimate = score(good);
    const text = writingEstimateText(estimate, rubric, 100, 'ru', true);
    expect(text).toMatch(/^Автоматическая оценка: \d+ из 20\./);
    expect(text).toContain('учитель может оценить иначе');
    expect(writingEstimateText(estimate, rubric, 100, 'en', false)).not.toContain("not a teacher's mark");
  });

  it('applies the rubric hard rules before any criterion: each adversarial kind gets at most 4 of 20', () => {
    const cases: [string, string][] = [
      [
        'not-english',
        'Mənim sevimli fəslim yazdır, çünki təbiət oyanır və hava isinir. Yazda ağaclar yaşıllaşır, hər yerdə gözəl çiçəklər açır və biz ailəmizlə parka gedirik.',
      ],
      [
        'not-english',
        'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris.',
      ],
      ['copied', `${task.instructions.en} ${task.instructions.en} My favourite season is spring.`],
      ['repeated', 'Spring is my favourite season because it is warm. '.repeat(12)],
      [
        'word-salad',
        'Moreover season happy because weather table nature however green river computer spring therefore blue window summer pencil. '.repeat(
          5,
        ),
      ],
      [
        'off-topic',
        'Football is the most popular sport in my country. Every weekend I play with my friends in the yard behind our building. We usually play for two hours, and after the game we drink cold water and talk about famous players. My favourite team is Qarabag, because they play fast and never give up.',
      ],
    ];
    for (const [flag, text] of cases) {
      const estimate = score(text);
      expect(estimate.rules.flags, text).toContain(flag);
      expect(estimate.total, text).toBeLessThanOrEqual(4);
    }
    expect(score(good).rules.flags).toEqual([]);
  });

  it('limits task achievement by length as the rubric levels do, and says so', () => {
    const signals = writingFeatures(good, task);
    expect(hardRules({ ...signals, words: 97 }, 100)).toEqual({
      flags: ['under-length'],
      caps: { 'task-achievement': 3 },
    });
    expect(hardRules({ ...signals, words: 60 }, 100).caps['task-achievement']).toBe(2);
    expect(hardRules({ ...signals, words: 30 }, 100).caps['task-achievement']).toBe(1);
    expect(hardRules({ ...signals, words: 19 }, 100).flags).toEqual(['too-short']);
    const short = score(good.split(' ').slice(0, 90).join(' '));
    expect(short.criteria[0]?.points).toBeLessThanOrEqual(3);
    expect(writingEstimateText(short, rubric, 100, 'en', true)).toContain('Words: 90 (at least 100 needed)');
  });

  it('finds a paragraph off the topic when it uses none of the subject words of a title that has several', () => {
    const caspian: WritingPrompt = {
      ...task,
      topic: makeLocalized({ en: 'Protecting the Caspian Sea' }),
      instructions: makeLocalized({
        en: 'Explain what problems the sea faces today and suggest what people and governments can do about pollution.',
      }),
    };
    const airPollution =
      'Air pollution is one of the most serious problems in Baku today. The main reason is the huge number of old cars, which produce a lot of smoke every morning. In addition, factories near the city do not clean the air they use. The government should build more metro lines and plant trees in every district, and people should walk or cycle instead of driving. If we all do something, the air will become clean again.';
    expect(score(airPollution, caspian).rules.flags).toContain('off-topic');
    expect(score(airPollution, caspian).total).toBeLessThanOrEqual(4);
    // A one-word title is no such evidence: spring is a season even where the word "season" is missing.
    const spring =
      'I love spring more than any other time of the year. In March the weather in Baku becomes warm and sunny, and the trees in our park turn green. My family celebrates Novruz, so we cook pakhlava and visit our relatives. I also enjoy walking by the sea with my friends after school, because the air is fresh and the days are long. That is why spring makes me happy.';
    expect(score(spring).rules.flags).not.toContain('off-topic');
  });

  it('counts the slips Azerbaijani and Russian speakers make: "we are go", "there is many", "I very like", "childs"', () => {
    const slipsOf = (text: string) => writingFeatures(text, task).slipsPerSentence;
    expect(slipsOf('We are go to the sea.')).toBe(1);
    expect(slipsOf('My mother is make a cake.')).toBe(1);
    expect(slipsOf('In the park there is many flowers.')).toBe(1);
    expect(slipsOf('I very like spring.')).toBe(1);
    expect(slipsOf('The childs play in the snow.')).toBe(1);
    // Correct English counts no slip.
    expect(slipsOf('We are going to the sea.')).toBe(0);
    expect(slipsOf('The cake is made by my mother.')).toBe(0);
    expect(slipsOf('There are many flowers, and I like them very much.')).toBe(0);
  });

  it('weighs how far the ideas are developed: short simple sentences score below joined, varied ones', () => {
    const simple =
      'My favourite season is winter. Winter is very good. It is cold. There is snow. Snow is white. I like snow. We play with snow. My friends play too. We go home. My mother makes tea. Tea is hot. I like tea. Winter is nice. I like New Year. New Year is in winter. We have a tree. The tree is green. I get presents. We eat cake. The cake is sweet. I sleep late. I am happy. My father is happy too. We watch films at home. My sister reads books. The house is warm. Winter is the best season. I love winter very much.';
    const simpleScore = score(simple);
    const goodScore = score(good);
    expect(simpleScore.rules.flags).toEqual([]);
    for (const id of ['task-achievement', 'organisation', 'grammar'])
      expect(simpleScore.criteria.find((c) => c.id === id)!.points).toBeLessThan(
        goodScore.criteria.find((c) => c.id === id)!.points,
      );
    expect(simpleScore.total).toBeLessThanOrEqual(10);
  });
});
