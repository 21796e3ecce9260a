/**
 * The score of a new-model mock exam (25 closed tasks and a paragraph): each closed task is worth 1 point and the
 * paragraph's rubric score (0–20) is scaled to NEW_MODEL_WRITING_POINTS, so a student who writes nothing cannot score
 * above 25 of 35 (71%) and the paragraph weighs as much as ten closed tasks. DİM has not published how it converts
 * the new model's parts; docs/decisions/007-honest-marking.md records why we chose this rule.
 */
import { exactPercent } from './score-band.ts';

export const NEW_MODEL_WRITING_POINTS = 10;

export interface WritingPart {
  score: number;
  maxScore: number;
}

/** The exam's points: closed tasks right plus the paragraph's scaled points. */
export function newModelPoints(closedCorrect: number, writing: WritingPart | undefined): number {
  const writingPoints =
    writing && writing.maxScore > 0 ? (writing.score / writing.maxScore) * NEW_MODEL_WRITING_POINTS : 0;
  return closedCorrect + writingPoints;
}

/** The exact percent of a new-model exam, the paragraph included. */
export function newModelPercent(closedCorrect: number, closedTotal: number, writing: WritingPart | undefined): number {
  return exactPercent(newModelPoints(closedCorrect, writing), closedTotal + NEW_MODEL_WRITING_POINTS);
}
