/**
 * A model's verdict counts only with evidence the offline judge can see. A model that calls everything correct,
 * or that obeys an instruction hidden in a student's answer, must not lift a mark: it may turn the offline
 * "incorrect" into "correct" only where the answer shares at least half of the key's content words (or of a key
 * point's), agreeing with it on negation and numbers; and its half credit counts only where a quarter does.
 * A model's "incorrect" stands: it reads meaning the rules cannot, and refusing a mark lifts no one's score.
 */
import type { Credit } from './partial-credit.ts';
import type { Judgement } from './model-reply.ts';

/** The share of the key's content words an answer must share for a model's CORRECT to count. */
export const MODEL_ACCEPT_OVERLAP = 0.5;
/** The share for a model's half credit to count. */
export const MODEL_HALF_CREDIT_OVERLAP = 0.25;

export interface OfflineEvidence {
  correct: boolean;
  credit: Credit;
  /** The best share of a key idea's content words the answer covers (0..1), 0 where it contradicts it. */
  overlap: number;
}

export interface GatedJudgement extends Judgement {
  /** Whether the model's judgement was taken; false when the offline judgement stands instead. */
  modelCounted: boolean;
}

export function gateJudgement(model: Judgement, offline: OfflineEvidence): GatedJudgement {
  if (model.correct) {
    if (offline.correct || offline.overlap >= MODEL_ACCEPT_OVERLAP)
      return { correct: true, credit: 1, modelCounted: true };
    return { correct: offline.correct, credit: offline.credit, modelCounted: false };
  }
  const credit: Credit = model.credit === 0.5 && offline.overlap >= MODEL_HALF_CREDIT_OVERLAP ? 0.5 : 0;
  return { correct: false, credit, modelCounted: true };
}
