/**
 * Rule: Azerbaijani and Russian text quotes with « », as both languages print them (and as the rest of the
 * curriculum does), not with the typewriter's straight quote. English text keeps its own quotation marks.
 */
import type { ContentDraft } from './content.ts';
import type { ContentProblem } from './content-problem.ts';
import { localizedFields } from './localized-fields.ts';

export function checkQuotationMarks(content: ContentDraft): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { where, value } of localizedFields(content)) {
    for (const language of ['az', 'ru'] as const) {
      const text = value[language];
      if (typeof text === 'string' && text.includes('"')) {
        problems.push({
          code: 'straight-quotes',
          where,
          detail: `the ${language} text quotes with straight quotes instead of « »: ${text}`,
        });
      }
    }
  }
  return problems;
}
