import { describe, expect, it } from 'vitest';
import { judgePartialPrompt, judgePrompt, type JudgeContext } from './judge-prompts.ts';

const judge: JudgeContext = {
  section: 'reading',
  question: 'What catches the seals?',
  modelAnswer: 'fishing nets',
  acceptedAnswers: ['fishing nets', 'nets'],
  rationale: 'Paragraph 4.',
  studentAnswer: 'big nets',
};

describe('the judging prompts (spec §7, DESIGN.md §6)', () => {
  it('judging asks for only CORRECT or INCORRECT; partial credit for 0, 0.5 or 1 (AI-05, AI-07)', () => {
    const verdict = judgePrompt(judge);
    expect(verdict.system).toContain('Reply with exactly one word: CORRECT or INCORRECT');
    expect(verdict.system).toContain('reading comprehension');
    expect(verdict.maxOutputTokens).toBeLessThanOrEqual(5);
    expect(judgePrompt({ ...judge, section: 'grammar' }).system).toContain('exact grammatical form');
    expect(judgePartialPrompt(judge).system).toContain('Reply with exactly one of: 0, 0.5, 1');
  });
});
