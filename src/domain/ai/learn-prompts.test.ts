import { describe, expect, it } from 'vitest';
import { makeTopic } from '../content/test-factories.ts';
import { lessonContext } from './ai-context.ts';
import { formulaPrompt, topicPrompt, wrongAnswerPrompt } from './learn-prompts.ts';

describe('the learn prompts (spec §7 learn)', () => {
  it('learn: formula under 80 words, topic at most 120, wrong answer 2 or 3 sentences (AI-09)', () => {
    const lesson = lessonContext(makeTopic(), 'az');
    expect(formulaPrompt(lesson, 'az').system).toContain('in Azerbaijani, in under 80 words');
    expect(topicPrompt(lesson, 'ru').system).toContain('in Russian, in at most 120 words');
    const wrong = wrongAnswerPrompt(
      { topic: 'T', formula: 'F', question: 'Q', options: ['a', 'b'], studentAnswer: 'a', correctAnswer: 'b' },
      'en',
    );
    expect(wrong.system).toContain('In 2 or 3 sentences in English');
  });
});
