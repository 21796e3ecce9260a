import { describe, expect, it } from 'vitest';
import { historyAttemptOf } from './history-row.ts';

describe('historyAttemptOf (a history page row read as the attempt shown)', () => {
  it('keeps every sent value under its name, the score as a whole percent of the counts', () => {
    expect(
      historyAttemptOf(['a1', 'grammar', 'present-simple', 'Present Simple', '2026-05-01T10:00:00.000Z', 7, 9, 4]),
    ).toEqual({
      attemptId: 'a1',
      kind: 'grammar',
      slug: 'present-simple',
      title: 'Present Simple',
      finishedAt: '2026-05-01T10:00:00.000Z',
      correct: 7,
      total: 9,
      scorePercent: 78,
      timeSpentMinutes: 4,
      hasReview: true,
    });
  });
  it('titles in three languages stay three', () => {
    const title = { az: 'Passiv', ru: 'Пассив', en: 'Passive' };
    expect(historyAttemptOf(['a2', 'reading', 'passive-voice', title, '2026-05-01T10:00:00.000Z', 0, 5, 0]).title).toBe(
      title,
    );
  });
  it('a lesson has no answer review; every other kind has one', () => {
    const row = (kind: 'lesson' | 'challenge' | 'mock_exam') =>
      historyAttemptOf(['a3', kind, 'x', 'x', '2026-05-01T10:00:00.000Z', 1, 1, 1]).hasReview;
    expect([row('lesson'), row('challenge'), row('mock_exam')]).toEqual([false, true, true]);
  });
  it('an attempt of no questions scores 0 %', () =>
    expect(historyAttemptOf(['a4', 'lesson', 'x', 'x', '2026-05-01T10:00:00.000Z', 0, 0, 0]).scorePercent).toBe(0));
});
