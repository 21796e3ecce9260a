import { describe, expect, it } from 'vitest';
import { gateJudgement, MODEL_ACCEPT_OVERLAP } from './model-gate.ts';

const none = { correct: false, credit: 0 as const, overlap: 0 };

describe("checking a model's judgement against the offline evidence", () => {
  it("does not let a model's CORRECT lift an answer that shares nothing with the key", () => {
    expect(gateJudgement({ correct: true, credit: 1 }, none)).toEqual({
      correct: false,
      credit: 0,
      modelCounted: false,
    });
  });

  it("keeps the offline half credit when the model's CORRECT is refused", () => {
    const half = { correct: false, credit: 0.5 as const, overlap: MODEL_ACCEPT_OVERLAP - 0.1 };
    expect(gateJudgement({ correct: true, credit: 1 }, half)).toEqual({
      correct: false,
      credit: 0.5,
      modelCounted: false,
    });
  });

  it("takes the model's CORRECT where the answer shares half of a key idea, or the offline judge agrees", () => {
    expect(gateJudgement({ correct: true, credit: 1 }, { ...none, overlap: MODEL_ACCEPT_OVERLAP })).toEqual({
      correct: true,
      credit: 1,
      modelCounted: true,
    });
    expect(gateJudgement({ correct: true, credit: 1 }, { correct: true, credit: 1, overlap: 1 }).correct).toBe(true);
  });

  it("lets a model's INCORRECT stand, even against the offline judge", () => {
    expect(gateJudgement({ correct: false, credit: 0 }, { correct: true, credit: 1, overlap: 1 })).toEqual({
      correct: false,
      credit: 0,
      modelCounted: true,
    });
  });

  it("counts a model's half credit only with a quarter of a key idea in the answer", () => {
    expect(gateJudgement({ correct: false, credit: 0.5 }, { ...none, overlap: 0.3 }).credit).toBe(0.5);
    expect(gateJudgement({ correct: false, credit: 0.5 }, { ...none, overlap: 0.1 }).credit).toBe(0);
  });
});
