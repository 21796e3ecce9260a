import { describe, expect, it } from 'vitest';
import type { AnswerContext } from './ai-context.ts';
import { explainPrompt } from './explain-prompt.ts';

const answer: AnswerContext = {
  section: 'grammar',
  topic: 'Passive Voice',
  formula: 'S + be + V3',
  question: 'The Center ___ by Zaha Hadid.',
  options: ['designed', 'was designed'],
  correctAnswer: 'was designed',
  studentAnswer: 'designed',
  studentWasCorrect: false,
  rationale: 'Hərəkət binaya yönəlib.',
};
describe('the explanation prompt (spec §7 practice)', () => {
  it('explanation: under 70 words in the interface language, carrying the answer, the key and correctness (AI-04)', () => {
    const prompt = explainPrompt(answer, 'az');
    expect(prompt.task).toBe('explain');
    expect(prompt.system).toContain('in Azerbaijani, in under 70 words');
    const content = prompt.messages[0]?.content ?? '';
    expect(content).toContain('"studentAnswer": "designed"');
    expect(content).toContain('"correctAnswer": "was designed"');
    expect(content).toContain('"studentWasCorrect": false');
    expect(explainPrompt(answer, 'en').system).toContain('in English');
  });
});
