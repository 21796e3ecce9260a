import { describe, expect, it } from 'vitest';
import { readExamGoal } from './exam-goal.ts';

const today = '2026-11-28';

describe('readExamGoal', () => {
  it('leaves both unset when both are empty', () => {
    expect(readExamGoal('', ' ', today)).toEqual({ ok: true, targetScore: null, examDate: null });
  });
  it('reads a whole target from 0 to 100 and a day from today on', () => {
    expect(readExamGoal('75', '2027-06-10', today)).toEqual({ ok: true, targetScore: 75, examDate: '2027-06-10' });
    expect(readExamGoal('0', today, today)).toEqual({ ok: true, targetScore: 0, examDate: today });
    expect(readExamGoal('100', '', today)).toEqual({ ok: true, targetScore: 100, examDate: null });
  });
  it('refuses a target outside 0–100 or not whole', () => {
    for (const text of ['101', '-1', '70.5', 'abc', '1e2'])
      expect(readExamGoal(text, '', today)).toEqual({
        ok: false,
        errors: { targetScore: 'TARGET_SCORE_OUT_OF_RANGE' },
      });
  });
  it('refuses a day before today, and a day that does not exist', () => {
    expect(readExamGoal('', '2026-11-27', today)).toEqual({ ok: false, errors: { examDate: 'EXAM_DATE_IN_PAST' } });
    expect(readExamGoal('', '2027-02-30', today)).toEqual({ ok: false, errors: { examDate: 'EXAM_DATE_INVALID' } });
  });
  it('names both problems at once', () => {
    expect(readExamGoal('120', '2020-01-01', today)).toEqual({
      ok: false,
      errors: { targetScore: 'TARGET_SCORE_OUT_OF_RANGE', examDate: 'EXAM_DATE_IN_PAST' },
    });
  });
});
