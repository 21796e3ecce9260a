/**
 * The lesson prompts: a formula explanation under 80 words, a topic explanation of at most 120 words, and a
 * wrong-answer explanation of 2–3 sentences, in the interface language.
 */
import type { Language } from '../language.ts';
import type { LessonContext } from './ai-context.ts';
import { asJson, AUDIENCE, languageName, type ModelPrompt } from './model-prompt.ts';

function prompt(task: ModelPrompt['task'], instruction: string, data: unknown, maxOutputTokens: number): ModelPrompt {
  return {
    task,
    system: [
      AUDIENCE,
      instruction,
      'Keep English grammar terms and example sentences in English. Plain text, be clear and kind.',
    ].join('\n'),
    messages: [{ role: 'user', content: asJson(data) }],
    maxOutputTokens,
    temperature: 0.3,
  };
}

export function formulaPrompt(lesson: LessonContext, language: Language): ModelPrompt {
  return prompt(
    'formula',
    `Explain this grammar formula simply, in ${languageName(language)}, in under 80 words: what each part means and one short example.`,
    { topic: lesson.title, formula: lesson.formula, examples: lesson.examples },
    300,
  );
}

export function topicPrompt(lesson: LessonContext, language: Language): ModelPrompt {
  return prompt(
    'topic',
    `Explain this grammar topic in ${languageName(language)}, in at most 120 words: when we use it, how we form it, one or two examples.`,
    lesson,
    450,
  );
}

export interface WrongLessonAnswer {
  topic: string;
  formula: string;
  question: string;
  options: readonly string[];
  studentAnswer: string;
  correctAnswer: string;
}

export function wrongAnswerPrompt(answer: WrongLessonAnswer, language: Language): ModelPrompt {
  return prompt(
    'wrongAnswer',
    `The student chose a wrong answer in a lesson quiz. In 2 or 3 sentences in ${languageName(language)}, explain why their answer is wrong and why the correct answer is right.`,
    answer,
    250,
  );
}
