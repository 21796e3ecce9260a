/**
 * Rule: a question's id starts with its topic's or test's id and a hyphen (`articles-003`, `reading-01-q5`), so
 * ids stay unique as authors add files and an id alone says where the question lives.
 */
import type { ContentDraft } from './content.ts';
import { questionItems } from './content-items.ts';
import type { ContentProblem } from './content-problem.ts';

export function checkQuestionIds(content: ContentDraft): ContentProblem[] {
  return questionItems(content)
    .filter((item) => !item.question.id.startsWith(`${item.parent.id}-`))
    .map((item) => ({
      code: 'question-id-prefix',
      where: item.where,
      detail: `the id must start with "${item.parent.id}-"`,
    }));
}
