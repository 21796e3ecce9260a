import { describe, expect, it } from 'vitest';
import { makeLocalized } from '../content/test-factories.ts';
import type { WritingPrompt, WritingRubric } from '../content/schema.ts';
import { writingPrompt } from './writing-prompt.ts';

const rubric: WritingRubric = {
  maxScore: 10,
  criteria: [
    {
      id: 'task-achievement',
      name: makeLocalized({ en: 'Task' }),
      maxPoints: 5,
      levels: [makeLocalized({ en: 'nothing' }), makeLocalized({ en: 'all' })],
    },
    {
      id: 'grammar',
      name: makeLocalized({ en: 'Grammar' }),
      maxPoints: 5,
      levels: [makeLocalized({ en: 'none' }), makeLocalized({ en: 'good' })],
    },
  ],
};
const task: WritingPrompt = {
  id: 'writing-01',
  topic: makeLocalized({ en: 'My favourite season' }),
  instructions: makeLocalized({ en: 'Write 100 words.' }),
  minWords: 100,
  hints: [makeLocalized(), makeLocalized()],
};

describe('the writing rubric prompt (DESIGN.md §4.10, AI-21)', () => {
  it('asks for JSON points per criterion of the rubric, comments in the student language', () => {
    const prompt = writingPrompt(rubric, task, 'Spring is nice.', 'az');
    expect(prompt.system).toContain('Reply with JSON only');
    expect(prompt.system).toContain('one short sentence in Azerbaijani');
    const content = prompt.messages[0]?.content ?? '';
    expect(content).toContain('"id": "task-achievement"');
    expect(content).toContain('"maxPoints": 5');
    expect(content).toContain('0: nothing');
    expect(content).toContain('"minWords": 100');
    expect(content).toContain('Spring is nice.');
  });
});
