/**
 * Rule: the writing rubric adds up. Its maxScore is the sum of the criteria's maxPoints, and each criterion
 * describes every score from 0 to maxPoints, so it has maxPoints + 1 levels.
 */
import type { ContentDraft } from './content.ts';
import type { ContentProblem } from './content-problem.ts';

export function checkWritingRubric(content: ContentDraft): ContentProblem[] {
  const { rubric } = content.writing;
  const problems: ContentProblem[] = [];
  const sum = rubric.criteria.reduce((total, c) => total + c.maxPoints, 0);
  if (rubric.criteria.length > 0 && sum !== rubric.maxScore) {
    problems.push({
      code: 'rubric-max-score',
      where: 'writing/rubric',
      detail: `maxScore is ${rubric.maxScore} but the criteria's maxPoints add up to ${sum}`,
    });
  }
  for (const criterion of rubric.criteria) {
    if (criterion.levels.length !== criterion.maxPoints + 1) {
      problems.push({
        code: 'rubric-levels',
        where: `writing/rubric/${criterion.id}`,
        detail: `${criterion.levels.length} levels for maxPoints ${criterion.maxPoints}, ${criterion.maxPoints + 1} needed (0 to ${criterion.maxPoints})`,
      });
    }
  }
  return problems;
}
