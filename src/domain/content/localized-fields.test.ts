import { describe, expect, it } from 'vitest';
import { localizedFields } from './localized-fields.ts';
import { makeContent, makeGrammarMc, makeQuizItem, makeTopic } from './test-factories.ts';

describe('localizedFields', () => {
  it('lists lesson texts, rationales, writing prompts, the rubric and the tutor promo', () => {
    const wheres = localizedFields(makeContent()).map((f) => f.where);
    expect(wheres).toEqual(
      expect.arrayContaining([
        'grammar/topic/title',
        'grammar/topic/description',
        'grammar/topic/explanation',
        'grammar/topic/examples[5]',
        'grammar/topic/topic-001/rationale',
        'listening/listening-01/listening-01-q1/rationale',
        'reading/reading-01/reading-01-q8/rationale',
        'writing/writing-01/topic',
        'writing/writing-01/instructions',
        'writing/writing-01/hints[1]',
        'writing/rubric/content/name',
        'writing/rubric/content/levels[3]',
        'site/tutorPromo/tutor-1/title',
        'site/tutorPromo/tutor-1/topStat/label',
        'site/tutorPromo/tutor-1/context',
      ]),
    );
  });
  it('passes the value through', () => {
    const rationale = { en: 'e', az: 'a', ru: 'р' };
    const content = makeContent({ topics: [makeTopic({ questions: [makeGrammarMc({ rationale })] }, 0)] });
    expect(localizedFields(content).find((f) => f.where === 'grammar/topic/topic-001/rationale')?.value).toBe(
      rationale,
    );
  });
  it('lists the rationale of each lesson-quiz item', () => {
    const rationale = { en: 'e', az: 'a', ru: 'р' };
    const topic = makeTopic({ quiz: [makeQuizItem({ rationale })] }, 0);
    const field = localizedFields(makeContent({ topics: [topic] })).find(
      (f) => f.where === 'grammar/topic/quiz[0]/rationale',
    );
    expect(field?.value).toBe(rationale);
  });
  it('skips the tutor promo when site.json did not load', () => {
    expect(localizedFields(makeContent({ site: null })).some((f) => f.where.startsWith('site/'))).toBe(false);
  });
});
