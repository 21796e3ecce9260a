/**
 * Rule: a multiple-choice question has exactly five options, A) to E), as in DİM's exam.
 * Our schema already demands it of our own files; spec-shaped data can have fewer, or empty letters.
 */
import type { ContentDraft } from './content.ts';
import { questionItems } from './content-items.ts';
import type { ContentProblem } from './content-problem.ts';

export const MC_OPTION_COUNT = 5;

export function checkOptionCount(content: ContentDraft): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const item of questionItems(content)) {
    const q = item.question;
    if (q.type !== 'mc') continue;
    const options: string[] = Array.isArray(q.options) ? q.options : Object.values(q.options);
    const count = options.filter((o) => o.trim() !== '').length;
    if (count !== MC_OPTION_COUNT || options.length !== MC_OPTION_COUNT) {
      problems.push({
        code: 'option-count',
        where: item.where,
        detail: `${count} option(s) with text, exactly ${MC_OPTION_COUNT} needed`,
      });
    }
  }
  return problems;
}
