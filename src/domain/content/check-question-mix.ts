/**
 * Rule: a listening or reading test has enough questions of each kind to build both exam models:
 * listening 3 MC + 3 open (classic) or 4 MC (new), so at least 4 MC and 3 open; reading 4 MC + 4 open.
 */
import type { ContentDraft } from './content.ts';
import { listeningWhere, readingWhere } from './content-items.ts';
import type { ContentProblem } from './content-problem.ts';
import type { PassageQuestion } from './schema.ts';

export const MIN_LISTENING_QUESTIONS = { mc: 4, open: 3 } as const;
export const MIN_READING_QUESTIONS = { mc: 4, open: 4 } as const;

function checkMix(
  where: string,
  questions: readonly PassageQuestion[],
  minimum: { readonly mc: number; readonly open: number },
): ContentProblem[] {
  const mc = questions.filter((q) => q.type === 'mc').length;
  const open = questions.filter((q) => q.type === 'open').length;
  if (mc >= minimum.mc && open >= minimum.open) return [];
  return [
    {
      code: 'question-mix',
      where,
      detail: `${mc} multiple-choice and ${open} open question(s), at least ${minimum.mc} and ${minimum.open} needed`,
    },
  ];
}

export function checkQuestionMix(content: ContentDraft): ContentProblem[] {
  return [
    ...content.listening.flatMap((t) => checkMix(listeningWhere(t), t.questions, MIN_LISTENING_QUESTIONS)),
    ...content.reading.flatMap((t) => checkMix(readingWhere(t), t.questions, MIN_READING_QUESTIONS)),
  ];
}
