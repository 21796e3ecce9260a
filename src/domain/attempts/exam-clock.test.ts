import { describe, expect, it } from 'vitest';
import { EXAM_GRACE_MS, EXAM_WINDOW_MS, examDeadline, examRunning, timeIsUp } from './exam-clock.ts';

const start = new Date('2026-05-01T09:00:00.000Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe('exam clock', () => {
  it('the deadline is the start plus the minutes allowed', () => {
    expect(examDeadline(start, 60).toISOString()).toBe('2026-05-01T10:00:00.000Z');
  });

  it('a save within the grace after the deadline is still taken; later it is refused', () => {
    const deadline = examDeadline(start, 60).toISOString();
    expect(timeIsUp(deadline, at(60 * 60_000))).toBe(false);
    expect(timeIsUp(deadline, at(60 * 60_000 + EXAM_GRACE_MS))).toBe(false);
    expect(timeIsUp(deadline, at(60 * 60_000 + EXAM_GRACE_MS + 1))).toBe(true);
  });

  it('an exam without the clock is never out of time', () => {
    expect(timeIsUp(null, at(10 * EXAM_WINDOW_MS))).toBe(false);
  });

  it('a timed exam runs until its time is up; an untimed one until it is left open for the window', () => {
    const timed = { deadlineAt: examDeadline(start, 60).toISOString(), startedAt: start.toISOString() };
    expect(examRunning(timed, at(59 * 60_000))).toBe(true);
    expect(examRunning(timed, at(61 * 60_000))).toBe(false);
    const untimed = { deadlineAt: null, startedAt: start.toISOString() };
    expect(examRunning(untimed, at(EXAM_WINDOW_MS - 1))).toBe(true);
    expect(examRunning(untimed, at(EXAM_WINDOW_MS))).toBe(false);
  });
});
