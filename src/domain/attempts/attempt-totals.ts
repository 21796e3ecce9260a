/**
 * The totals an attempt records when it finishes, for every kind of attempt: how many of its questions were
 * answered right, the score in percent (a new-model mock exam counts its paragraph in it), the DİM 100-point
 * estimate of a classic mock exam (open tasks with their partial credit), and the time from start to finish.
 */
import type { ExamModel } from '../api/practice-schema.ts';
import { dimEstimate, type OpenPoints } from '../practice/dim-estimate.ts';
import { newModelPercent, type WritingPart } from '../practice/new-model-score.ts';
import { exactPercent } from '../practice/score-band.ts';

export interface GradeOfQuestion {
  questionId: string;
  /** null while a mock-exam draft is not graded. */
  correct: boolean | null;
  points?: number | null;
}

export interface TotalsInput {
  /** The attempt's questions that the content still has, in order, with their type. */
  questions: readonly { questionId: string; type: 'mc' | 'open' }[];
  /** How many questions the attempt was drawn with. */
  total: number;
  model: ExamModel | null;
  /** The stored answers, and the grades the finish gave the drafts among them (these win). */
  answers: readonly GradeOfQuestion[];
  grades?: readonly GradeOfQuestion[];
  /** The new model's paragraph, scored. */
  writing?: WritingPart;
  startedAt: string;
  now: Date;
}

export interface AttemptTotals {
  correct: number;
  total: number;
  /** Percent with two decimals. */
  score: number;
  dimEstimate: number | null;
  timeSpentSeconds: number;
}

/** The exact percent of an attempt: the new model's paragraph counts in it (new-model-score.ts). */
export function attemptPercent(
  model: ExamModel | null,
  correct: number,
  total: number,
  writing: WritingPart | undefined,
): number {
  return model === 'new' ? newModelPercent(correct, total, writing) : exactPercent(correct, total);
}

export function attemptTotals(input: TotalsInput): AttemptTotals {
  const graded = new Map<string, GradeOfQuestion>();
  for (const a of [...input.answers, ...(input.grades ?? [])]) if (a.correct !== null) graded.set(a.questionId, a);
  const right = (q: { questionId: string }) => graded.get(q.questionId)?.correct === true;
  const correct = input.questions.filter(right).length;
  const estimate =
    input.model === 'classic'
      ? dimEstimate(
          input.questions.filter((q) => q.type === 'mc' && right(q)).length,
          input.questions
            .filter((q) => q.type === 'open')
            .map((q) => (graded.get(q.questionId)?.points ?? 0) as OpenPoints),
        )
      : null;
  return {
    correct,
    total: input.total,
    score: Math.round(attemptPercent(input.model, correct, input.total, input.writing) * 100) / 100,
    dimEstimate: estimate,
    timeSpentSeconds: Math.max(0, Math.round((input.now.getTime() - Date.parse(input.startedAt)) / 1000)),
  };
}
