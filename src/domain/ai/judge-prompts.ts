/**
 * Spec §7: judging an open answer asks for only CORRECT or INCORRECT; DESIGN.md §6: partial credit for the exam
 * estimate is a separate rubric call answering 0, 0.5 or 1.
 */
import type { Section } from './ai-context.ts';
import { asJson, AUDIENCE, type ModelPrompt } from './model-prompt.ts';

export interface JudgeContext {
  section: Section;
  question: string;
  modelAnswer: string;
  acceptedAnswers: readonly string[];
  keyPoints?: readonly string[];
  /** The rationale in English (it quotes the passage). */
  rationale: string;
  studentAnswer: string;
}

function standard(section: Section): string {
  return section === 'grammar'
    ? 'This is a grammar task: the exact grammatical form is being tested, so a different form, tense or word is wrong even if the meaning is close. Ignore only capital letters, spaces and final punctuation.'
    : `This is a ${section} comprehension task: accept an answer that gives the same information as the key in other words, and small spelling mistakes; reject answers that add wrong information, list several guesses or miss the key idea.`;
}

export function judgePrompt(context: JudgeContext): ModelPrompt {
  return {
    task: 'judge',
    system: [
      AUDIENCE,
      "You mark a student's written answer to an exam question.",
      standard(context.section),
      'Reply with exactly one word: CORRECT or INCORRECT. Nothing else.',
    ].join('\n'),
    messages: [{ role: 'user', content: asJson(context) }],
    maxOutputTokens: 5,
    temperature: 0,
  };
}

export function judgePartialPrompt(context: JudgeContext): ModelPrompt {
  return {
    task: 'judgePartial',
    system: [
      AUDIENCE,
      "You give partial credit to a student's written answer for an exam score estimate.",
      standard(context.section),
      'Rubric: 1 = fully correct; 0.5 = partly correct (part of the key idea, nothing wrong added); 0 = wrong or empty.',
      'Reply with exactly one of: 0, 0.5, 1. Nothing else.',
    ].join('\n'),
    messages: [{ role: 'user', content: asJson(context) }],
    maxOutputTokens: 5,
    temperature: 0,
  };
}
