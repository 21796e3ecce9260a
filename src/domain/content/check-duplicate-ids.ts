/**
 * Rule: ids are unique. Topics, tests, writing prompts and every question share one namespace (they name
 * activities and answers in URLs and in the database); topic keys, rubric criteria and tutors each have their own.
 */
import type { ContentDraft } from './content.ts';
import { questionItems } from './content-items.ts';
import type { ContentProblem } from './content-problem.ts';

interface Named {
  id: string;
  where: string;
}

function duplicates(kind: string, items: Named[]): ContentProblem[] {
  const first = new Map<string, string>();
  const problems: ContentProblem[] = [];
  for (const { id, where } of items) {
    const seen = first.get(id);
    if (seen === undefined) first.set(id, where);
    else problems.push({ code: 'duplicate-id', where, detail: `${kind} "${id}" is also used by ${seen}` });
  }
  return problems;
}

export function checkDuplicateIds(content: ContentDraft): ContentProblem[] {
  const activities: Named[] = [
    ...content.topics.map((t) => ({ id: t.id, where: `grammar/${t.id}` })),
    ...content.listening.map((t) => ({ id: t.id, where: `listening/${t.id}` })),
    ...content.reading.map((t) => ({ id: t.id, where: `reading/${t.id}` })),
    ...content.writing.prompts.map((p) => ({ id: p.id, where: `writing/${p.id}` })),
    ...questionItems(content).map((item) => ({ id: item.question.id, where: item.where })),
  ];
  return [
    ...duplicates('id', activities),
    ...duplicates(
      'topic key',
      content.topics.map((t) => ({ id: t.key, where: `grammar/${t.id}` })),
    ),
    ...duplicates(
      'criterion id',
      content.writing.rubric.criteria.map((c) => ({ id: c.id, where: `writing/rubric/${c.id}` })),
    ),
    ...duplicates(
      'tutor id',
      (content.site?.tutorPromo.tutors ?? []).map((t) => ({ id: t.id, where: `site/tutorPromo/${t.id}` })),
    ),
  ];
}
