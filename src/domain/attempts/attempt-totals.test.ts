import { describe, expect, it } from 'vitest';
import { attemptPercent, attemptTotals, type TotalsInput } from './attempt-totals.ts';

const mc = (n: number) => ({ questionId: `q${n}`, type: 'mc' as const });
const open = (n: number) => ({ questionId: `o${n}`, type: 'open' as const });
const start = '2026-03-10T10:00:00.000Z';

const input = (over: Partial<TotalsInput>): TotalsInput => ({
  questions: [mc(1), mc(2), mc(3), mc(4)],
  total: 4,
  model: null,
  answers: [],
  startedAt: start,
  now: new Date('2026-03-10T10:05:30.000Z'),
  ...over,
});

describe('attempt totals, for every kind of attempt', () => {
  it('counts the right answers of the drawn questions; score in percent with two decimals; time from start', () => {
    const totals = attemptTotals(
      input({
        answers: [
          { questionId: 'q1', correct: true },
          { questionId: 'q2', correct: false },
          { questionId: 'q3', correct: true },
        ],
        total: 3,
        questions: [mc(1), mc(2), mc(3)],
      }),
    );
    expect(totals).toEqual({ correct: 2, total: 3, score: 66.67, dimEstimate: null, timeSpentSeconds: 330 });
  });

  it('an answer to a question the content no longer has does not count; the drawn total stays', () => {
    const totals = attemptTotals(input({ questions: [mc(1)], answers: [{ questionId: 'q9', correct: true }] }));
    expect(totals).toMatchObject({ correct: 0, total: 4, score: 0 });
  });

  it("the finish's grades of drafts win over the ungraded drafts", () => {
    const totals = attemptTotals(
      input({
        answers: [
          { questionId: 'q1', correct: null },
          { questionId: 'q2', correct: true },
        ],
        grades: [{ questionId: 'q1', correct: true }],
      }),
    );
    expect(totals.correct).toBe(2);
  });

  it('a classic mock exam: the DİM estimate counts closed tasks once and open tasks twice with their credit', () => {
    const totals = attemptTotals(
      input({
        model: 'classic',
        questions: [mc(1), mc(2), open(1), open(2)],
        answers: [
          { questionId: 'q1', correct: true },
          { questionId: 'o1', correct: true, points: 1 },
          { questionId: 'o2', correct: false, points: 0.5 },
        ],
      }),
    );
    // (1 + 2 × 1.5) × 100 / 37
    expect(totals.dimEstimate).toBe(10.8);
    expect(totals.correct).toBe(2);
  });

  it('a new-model mock exam counts its paragraph in the score', () => {
    const writing = { score: 20, maxScore: 20 };
    expect(attemptTotals(input({ model: 'new', writing })).score).toBe(71.43);
    expect(attemptPercent('new', 0, 4, writing)).toBeCloseTo(71.43, 2);
    expect(attemptPercent(null, 1, 4, writing)).toBe(25);
  });

  it('a clock behind the start never gives a negative time', () => {
    expect(attemptTotals(input({ now: new Date('2026-03-10T09:59:00.000Z') })).timeSpentSeconds).toBe(0);
  });
});
