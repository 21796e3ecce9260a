/**
 * Rule: the correct answer of a multiple-choice question is one of its options: for grammar, the exact text of
 * an option; for listening and reading, the letter of an option that has text.
 */
import type { ContentDraft } from './content.ts';
import { questionItems } from './content-items.ts';
import type { ContentProblem } from './content-problem.ts';

export function checkAnswerInOptions(content: ContentDraft): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const item of questionItems(content)) {
    if (item.section === 'grammar') {
      const q = item.question;
      if (q.type === 'mc' && !q.options.includes(q.answer)) {
        problems.push({
          code: 'answer-not-in-options',
          where: item.where,
          detail: `answer "${q.answer}" is not one of the options`,
        });
      }
    } else {
      const q = item.question;
      // A spec-shaped letter map may lack letters, so the lookup can find nothing whatever the type says.
      const option: string | undefined = q.type === 'mc' ? q.options[q.answer] : undefined;
      if (q.type === 'mc' && (option === undefined || option.trim() === '')) {
        problems.push({
          code: 'answer-not-in-options',
          where: item.where,
          detail: `answer "${q.answer}" has no option`,
        });
      }
    }
  }
  return problems;
}
