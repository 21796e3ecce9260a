/** A small exam bank for the prediction's and the plan's tests: every question a B1 question at its prior. */
import type { BankGroup, ExamBank } from './exam-bank.ts';

const b1 = { mean: 0, variance: 0.04 };
const group = (id: string, mc: number, open: number): BankGroup => ({
  id,
  mc: Array.from({ length: mc }, () => b1),
  open: Array.from({ length: open }, () => b1),
});

export function makeBank(topics = 20): ExamBank {
  return {
    topics: Array.from({ length: topics }, (_, i) => group(`topic-${i}`, 30, 3)),
    listening: [group('listening-01', 4, 3), group('listening-02', 4, 3)],
    reading: [group('reading-01', 4, 4), group('reading-02', 5, 4)],
  };
}
