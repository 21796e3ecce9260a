/**
 * Rule: every text written in three languages has all three, none of them empty, and the az and ru texts are not
 * the English text pasted in (an Azerbaijani rationale that is the English one word for word is a missing one; the
 * alphabet rule cannot see it, since both are Latin script).
 */
import type { ContentDraft } from './content.ts';
import type { ContentProblem } from './content-problem.ts';
import { localizedFields } from './localized-fields.ts';

const LANGUAGES = ['en', 'az', 'ru'] as const;

export function checkTranslations(content: ContentDraft): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { where, value } of localizedFields(content)) {
    // Spec-shaped data can lack a language altogether; our own files are typed, but checked the same way.
    const missing = LANGUAGES.filter((language) => {
      const text: unknown = value[language];
      return typeof text !== 'string' || text.trim() === '';
    });
    if (missing.length > 0) {
      const list = missing.length === 1 ? `the ${missing[0]} text is` : `the ${missing.join(', ')} texts are`;
      problems.push({ code: 'missing-translation', where, detail: `${list} missing or empty` });
      continue;
    }
    const copies = (['az', 'ru'] as const).filter((language) => value[language].trim() === value.en.trim());
    if (copies.length > 0) {
      problems.push({
        code: 'missing-translation',
        where,
        detail: `the ${copies.join(', ')} text${copies.length === 1 ? ' is' : 's are'} a copy of the en text`,
      });
    }
  }
  return problems;
}
