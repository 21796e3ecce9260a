import { describe, expect, it } from 'vitest';
import { checkWritingRubric } from './check-writing-rubric.ts';
import { makeContent, makeWritingFile } from './test-factories.ts';

describe('checkWritingRubric (maxScore = sum of maxPoints; maxPoints + 1 levels per criterion)', () => {
  it('accepts a rubric that adds up', () => {
    expect(checkWritingRubric(makeContent())).toEqual([]);
  });
  it('reports a maxScore that is not the sum', () => {
    const writing = makeWritingFile();
    const content = makeContent({ writing: { ...writing, rubric: { ...writing.rubric, maxScore: 6 } } });
    expect(checkWritingRubric(content)).toEqual([
      {
        code: 'rubric-max-score',
        where: 'writing/rubric',
        detail: "maxScore is 6 but the criteria's maxPoints add up to 5",
      },
    ]);
  });
  it('reports a criterion with a level too few', () => {
    const writing = makeWritingFile();
    const [first, second] = writing.rubric.criteria;
    const shortened = { ...first!, levels: first!.levels.slice(1) };
    const content = makeContent({
      writing: { ...writing, rubric: { ...writing.rubric, criteria: [shortened, second!] } },
    });
    expect(checkWritingRubric(content)).toEqual([
      { code: 'rubric-levels', where: 'writing/rubric/content', detail: '3 levels for maxPoints 3, 4 needed (0 to 3)' },
    ]);
  });
});
