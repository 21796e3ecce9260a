/**
 * Spec §7 practice: suggest the next quiz from performance data, in 1–2 sentences in the interface language,
 * naming grammar, listening or reading in English.
 */
import type { Language } from '../language.ts';
import { asJson, AUDIENCE, languageName, type ModelPrompt } from './model-prompt.ts';

/** One area of the student's performance, as the model sees it. */
export interface AreaSummary {
  area: 'grammar' | 'listening' | 'reading';
  /** The grammar topic's English title. */
  topic?: string;
  correct: number;
  incorrect: number;
  /** Days since the last mistake, when known. */
  daysSinceLastMistake?: number;
}

export function suggestPrompt(areas: readonly AreaSummary[], language: Language): ModelPrompt {
  return {
    task: 'suggest',
    system: [
      AUDIENCE,
      'Suggest which quiz the student should take next, from their results below: the weakest area, with recent mistakes counting more.',
      `Write 1 or 2 short sentences in ${languageName(language)}. Name the area in English as one of: grammar, listening, reading (for grammar, add the topic's English title).`,
      'Be encouraging. Plain text, no lists.',
    ].join('\n'),
    messages: [{ role: 'user', content: `The student's results by area:\n${asJson(areas)}` }],
    maxOutputTokens: 120,
    temperature: 0.3,
  };
}
