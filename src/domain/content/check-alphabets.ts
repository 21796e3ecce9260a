/**
 * Rule: Azerbaijani text is written in the Latin alphabet (no Cyrillic letters) and Russian text in Cyrillic
 * (at least one Cyrillic letter), which catches a translation pasted into the wrong language.
 */
import type { ContentDraft } from './content.ts';
import type { ContentProblem } from './content-problem.ts';
import { localizedFields } from './localized-fields.ts';

const CYRILLIC = /\p{Script=Cyrillic}/u;

export function checkAlphabets(content: ContentDraft): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { where, value } of localizedFields(content)) {
    if (typeof value.az === 'string' && CYRILLIC.test(value.az)) {
      problems.push({ code: 'cyrillic-in-az', where, detail: `the az text contains Cyrillic letters: "${value.az}"` });
    }
    // An empty ru text is reported once, by checkTranslations.
    if (typeof value.ru === 'string' && value.ru.trim() !== '' && !CYRILLIC.test(value.ru)) {
      problems.push({ code: 'no-cyrillic-in-ru', where, detail: `the ru text has no Cyrillic letters: "${value.ru}"` });
    }
  }
  return problems;
}
