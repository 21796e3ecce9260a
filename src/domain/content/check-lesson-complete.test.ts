import { describe, expect, it } from 'vitest';
import { checkLessonComplete } from './check-lesson-complete.ts';
import { makeContent, makeTopic } from './test-factories.ts';

describe('checkLessonComplete (every topic has a formula, 6 examples and a 5-question quiz)', () => {
  it('accepts a whole lesson', () => {
    expect(checkLessonComplete(makeContent())).toEqual([]);
  });
  it('reports what a topic without a lesson lacks', () => {
    const content = makeContent({ topics: [makeTopic({ formula: ' ', examples: [], quiz: [] })] });
    expect(checkLessonComplete(content)).toEqual([
      {
        code: 'incomplete-lesson',
        where: 'grammar/topic',
        detail: 'the lesson needs a formula, 6 examples (has 0), a quiz of 5 questions (has 0)',
      },
    ]);
  });
});
