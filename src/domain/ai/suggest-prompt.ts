/**
 * Suggest the next quiz from performance data, in 1–2 sentences in the interface language, naming the area as the
 * app's menus name it in that language (suggestion-target.ts reads the area back from the text).
 */
import type { Language } from '../language.ts';
import { asJson, AUDIENCE, languageName, type ModelPrompt } from './model-prompt.ts';
import { AREA_NAMES } from './offline-texts.ts';

/** One area of the student's performance, as the model sees it. */
export interface AreaSummary {
  area: 'grammar' | 'listening' | 'reading';
  /** The grammar topic's title in the student's language. */
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
      `Write 1 or 2 short sentences in ${languageName(language)}. Name the area as one of: ${Object.values(AREA_NAMES[language]).join(', ')} (for grammar, add the topic's title as given).`,
      'Be encouraging. Plain text, no lists.',
    ].join('\n'),
    messages: [{ role: 'user', content: `The student's results by area:\n${asJson(areas)}` }],
    maxOutputTokens: 120,
    temperature: 0.3,
  };
}
