/** Explain a test answer in the interface language (az or ru; en when the interface is en), under 70 words. */
import type { Language } from '../language.ts';
import type { AnswerContext } from './ai-context.ts';
import { asJson, AUDIENCE, languageName, type ModelPrompt } from './model-prompt.ts';

export function explainPrompt(context: AnswerContext, language: Language): ModelPrompt {
  return {
    task: 'explain',
    system: [
      AUDIENCE,
      `Explain the answer to one exam question. Write in ${languageName(language)}, in under 70 words, as plain text.`,
      'Say whether the student was right, why the correct answer is right and, if the student was wrong, why their answer does not fit.',
      'Keep English words and example sentences in English. Use only the facts given; be kind and encouraging.',
    ].join('\n'),
    messages: [{ role: 'user', content: `The question and the student's answer:\n${asJson(context)}` }],
    maxOutputTokens: 250,
    temperature: 0.3,
  };
}
