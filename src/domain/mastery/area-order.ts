/**
 * The mastery areas in the order students meet them: grammar topics in lesson order (A2 → B2), then listening, then
 * reading. A topic has no level of its own in the content, so its level is read from its questions: the mean of
 * their CEFR priors (A2 −1, B1 0, B2 +1); topics of the same mean keep the content's order.
 */
import type { Difficulty } from '../content/schema.ts';
import { CEFR_PRIOR } from './item-difficulty.ts';
import { LISTENING_AREA, READING_AREA } from './student-ability.ts';

export interface OrderedArea {
  area: string;
  section: 'Grammar' | 'Listening' | 'Reading';
}

export function topicLevel(questions: readonly { difficulty: Difficulty }[]): number {
  if (questions.length === 0) return 0;
  return questions.reduce((sum, q) => sum + CEFR_PRIOR[q.difficulty], 0) / questions.length;
}

export function areaOrder(
  topics: readonly { id: string; questions: readonly { difficulty: Difficulty }[] }[],
): OrderedArea[] {
  const grammar = topics
    .map((t, i) => ({ id: t.id, level: topicLevel(t.questions), i }))
    .sort((a, b) => a.level - b.level || a.i - b.i)
    .map((t): OrderedArea => ({ area: t.id, section: 'Grammar' }));
  return [...grammar, { area: LISTENING_AREA, section: 'Listening' }, { area: READING_AREA, section: 'Reading' }];
}
