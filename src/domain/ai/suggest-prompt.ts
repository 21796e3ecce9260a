/**
 * Suggest the next quiz from performance data, in 1–2 sentences in the interface language, naming the area as the
 * app's menus name it in that language (suggestion-target.ts reads the area back from the text).
 */
import type { Language } from '../language.ts';
import type { MasteryLevel } from '../mastery/mastery-level.ts';
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

/** One area of this week's plan (src/domain/plan/weekly-plan.ts), as the model sees it, most urgent first. */
export interface PlanFocus {
  area: 'grammar' | 'listening' | 'reading';
  /** The grammar topic's title in the student's language. */
  topic?: string;
  level: MasteryLevel;
  /** Exam points the student is expected to lose on it: what ranks it. */
  pointsAtStake: number;
}

export function suggestPrompt(
  areas: readonly AreaSummary[],
  language: Language,
  plan?: readonly PlanFocus[],
): ModelPrompt {
  const planned = plan !== undefined && plan.length > 0;
  return {
    task: 'suggest',
    system: [
      AUDIENCE,
      planned
        ? "Suggest which quiz the student should take next. This week's plan below ranks the areas by the exam points the student is expected to lose on them (from a mastery model of all their answers): suggest the plan's first area, using their results to say why."
        : 'Suggest which quiz the student should take next, from their results below: the weakest area, with recent mistakes counting more.',
      `Write 1 or 2 short sentences in ${languageName(language)}. Name the area as one of: ${Object.values(AREA_NAMES[language]).join(', ')} (for grammar, add the topic's title as given).`,
      'Be encouraging. Plain text, no lists.',
    ].join('\n'),
    messages: [
      {
        role: 'user',
        content: planned
          ? `This week's plan, first area first:\n${asJson(plan)}\n\nThe student's results by area:\n${asJson(areas)}`
          : `The student's results by area:\n${asJson(areas)}`,
      },
    ],
    maxOutputTokens: 120,
    temperature: 0.3,
  };
}
