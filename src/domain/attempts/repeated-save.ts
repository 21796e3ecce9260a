/**
 * What a save of an answer means given what the attempt already stores, the same rule for every kind of attempt.
 * The browser names each save with an answerId and retries a failed one under the same id, so a save may be a
 * retry, the same answer given again, another answer to a question that is already answered, or a new answer:
 * - 'id-reused': the answerId is stored for another question or attempt (409 ANSWER_ID_REUSED);
 * - 'stored': a retry of a stored answer (same answerId), or the same answer again, which gets the stored verdict;
 * - 'locked': another answer to a question answered already (409 ANSWER_LOCKED);
 * - 'finished': the attempt no longer takes answers (409 ATTEMPT_FINISHING or SESSION_FINISHED);
 * - 'new': nothing stands in the way of saving it.
 */
import { sameText } from '../practice/compare-answer.ts';

/** The fields of a stored answer the rule reads. */
export interface EarlierAnswer {
  id: string;
  attemptId: string;
  questionId: string;
  answer: string;
}

export interface SaveToCheck<A extends EarlierAnswer> {
  attemptId: string;
  answerId: string;
  questionId: string;
  /** The answer as it would be stored (a grammar choice as its option's text). */
  answer: string;
  /** The stored answer under this answerId (of any attempt) and the stored answer to this question of the attempt. */
  earlier: readonly A[];
  /** Whether the attempt still takes answers; 'open' when it was not read. */
  attempt: 'open' | 'closed';
  /**
   * 'lock': an answer is graded when given and cannot change. 'draft': it may change until the finish (mock exams),
   * so only a retry of the same save counts as a repeat.
   */
  answers: 'lock' | 'draft';
  /**
   * What a closed attempt still answers with its stored verdict: 'same-id' only retries (lesson quiz, diagnostic,
   * daily challenge: any other save is refused as finished), 'same-answer' also the same answer again and says
   * 'locked' to another answer of an answered question (practice: an answered question stays answered, the attempt
   * being finished matters to unanswered ones).
   */
  afterClose: 'same-id' | 'same-answer';
}

export type RepeatVerdict<A extends EarlierAnswer> =
  { kind: 'stored'; answer: A } | { kind: 'locked' | 'id-reused' | 'finished' | 'new' };

export function repeatedSave<A extends EarlierAnswer>(save: SaveToCheck<A>): RepeatVerdict<A> {
  const byId = save.earlier.find((a) => a.id === save.answerId);
  if (byId && (byId.attemptId !== save.attemptId || byId.questionId !== save.questionId)) return { kind: 'id-reused' };
  if (byId) return { kind: 'stored', answer: byId };
  if (save.answers === 'draft') return { kind: 'new' };
  const closed = save.attempt === 'closed';
  if (closed && save.afterClose === 'same-id') return { kind: 'finished' };
  const answered = save.earlier.find((a) => a.attemptId === save.attemptId && a.questionId === save.questionId);
  if (answered)
    return sameText(answered.answer, save.answer) ? { kind: 'stored', answer: answered } : { kind: 'locked' };
  return closed ? { kind: 'finished' } : { kind: 'new' };
}
