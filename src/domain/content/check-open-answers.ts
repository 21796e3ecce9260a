/** Rule: an open (written) question has at least one accepted answer, so it can be graded without the AI. */
import type { ContentDraft } from './content.ts';
import { questionItems } from './content-items.ts';
import type { ContentProblem } from './content-problem.ts';

export function checkOpenAnswers(content: ContentDraft): ContentProblem[] {
  return questionItems(content)
    .filter(({ question: q }) => q.type === 'open' && !q.accepted.some((a) => a.trim() !== ''))
    .map((item) => ({
      code: 'no-accepted-answers',
      where: item.where,
      detail: 'an open question needs accepted answers',
    }));
}
