/**
 * The one place that turns a content question (with its key) into what the browser may see before answering
 * (keys never reach the browser before the answer is submitted): the key (`answer`), the accepted answers, the key
 * points and the rationale are left out by building the public shape field by field, never by deleting from a copy.
 */
import type { PublicQuestion, Section } from '../api/practice-schema.ts';
import type { GrammarQuestion, PassageQuestion } from '../content/schema.ts';
import type { DrawnQuestion } from './draw.ts';

export type ContentQuestion = GrammarQuestion | PassageQuestion;

/** Where a question sits in a session. */
export interface Placement {
  number: number;
  section: Section;
  passageId?: string;
  topicId?: string;
}

export function toPublicQuestion(question: ContentQuestion, placement: Placement): PublicQuestion {
  const out: PublicQuestion = {
    id: question.id,
    number: placement.number,
    section: placement.section,
    type: question.type,
    question: question.question,
  };
  if (question.type === 'mc')
    out.options = Array.isArray(question.options) ? [...question.options] : { ...question.options };
  if (placement.passageId !== undefined) out.passageId = placement.passageId;
  if (placement.topicId !== undefined) out.topicId = placement.topicId;
  return out;
}

/** Where a drawn question sits in its attempt. */
export function placementOf(drawn: DrawnQuestion): Placement {
  return { number: drawn.number, section: drawn.section, passageId: drawn.passageId, topicId: drawn.topicId };
}

/** The drawn questions as the browser sees them, in order; a question the content no longer has is left out. */
export function publicQuestions(
  drawn: readonly DrawnQuestion[],
  questionOf: (questionId: string) => ContentQuestion | undefined,
): PublicQuestion[] {
  return drawn.flatMap((placed) => {
    const question = questionOf(placed.questionId);
    return question ? [toPublicQuestion(question, placementOf(placed))] : [];
  });
}
