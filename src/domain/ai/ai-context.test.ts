import { describe, expect, it } from 'vitest';
import { makeGrammarMc, makeTopic } from '../content/test-factories.ts';
import type { PassageMcQuestion } from '../content/schema.ts';
import { answerContext, correctAnswerText, lessonContext, optionLines, studentContext } from './ai-context.ts';

const passageMc: PassageMcQuestion = {
  id: 'reading-01-q2',
  type: 'mc',
  difficulty: 'A2',
  question: 'Why do the seals go north?',
  options: { A: 'to find fish', B: 'to escape', C: 'to have their babies on the ice', D: 'deeper water', E: 'cold' },
  answer: 'C',
  rationale: { en: 'Paragraph 3.', az: '3-cü abzas.', ru: '3-й абзац.' },
};

describe('the context the model sees (STYLE.md 10)', () => {
  it('has the first name only, the language and whether a test is in progress', () => {
    expect(studentContext({ profileName: 'Aysel Məmmədova', language: 'az', examInProgress: true })).toEqual({
      firstName: 'Aysel',
      language: 'az',
      examInProgress: true,
    });
    expect(studentContext({ profileName: 'p1', language: 'en', examInProgress: false })).toEqual({
      language: 'en',
      examInProgress: false,
    });
  });

  it('describes a grammar answer: question, options, key, answer, correctness, rationale and the rule', () => {
    const topic = makeTopic();
    const context = answerContext({ section: 'grammar', question: makeGrammarMc(), topic }, 'go', false, 'ru');
    expect(context).toEqual({
      section: 'grammar',
      topic: 'Present Simple',
      formula: 'Subject + V1(s/es)',
      question: 'She ___ to school every day.',
      options: ['go', 'goes', 'going', 'gone', 'is go'],
      correctAnswer: 'goes',
      studentAnswer: 'go',
      studentWasCorrect: false,
      rationale: 'Короткое объяснение.',
    });
    expect(JSON.stringify(context)).not.toContain('topic-001');
  });

  it('shows passage options with their letters', () => {
    expect(correctAnswerText(passageMc)).toBe('C) to have their babies on the ice');
    expect(optionLines(passageMc)?.[0]).toBe('A) to find fish');
  });

  it('describes a lesson in the student language with English examples', () => {
    const lesson = lessonContext(makeTopic(), 'az', 2);
    expect(lesson).toEqual({
      title: 'Present Simple',
      formula: 'Subject + V1(s/es)',
      description: 'Qısa izah.',
      explanation: 'Qısa izah.',
      examples: ['Example 1.', 'Example 2.'],
    });
  });
});
