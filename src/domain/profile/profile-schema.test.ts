import { describe, expect, it } from 'vitest';
import {
  checkProfileForm,
  defaultName,
  examDateInPast,
  formatAverageScore,
  isCalendarDay,
  profileUpdateErrorCode,
  profileUpdateSchema,
} from './profile-schema.ts';

describe('profile update rules (spec §5)', () => {
  it('name is required, at least 2 characters after trimming', () => {
    expect(profileUpdateSchema.safeParse({ name: '  a ' }).success).toBe(false);
    expect(profileUpdateSchema.parse({ name: ' Al ' })).toEqual({ name: 'Al' });
  });
  it('grade is 9, 10, 11 or empty', () => {
    expect(profileUpdateSchema.parse({ grade: 10 })).toEqual({ grade: 10 });
    expect(profileUpdateSchema.parse({ grade: null })).toEqual({ grade: null });
    expect(profileUpdateSchema.safeParse({ grade: 12 }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ grade: 'x' }).success).toBe(false);
  });
  it('goal is optional free text up to 500 characters', () => {
    expect(profileUpdateSchema.parse({ goal: '' })).toEqual({ goal: '' });
    expect(profileUpdateSchema.safeParse({ goal: 'x'.repeat(501) }).success).toBe(false);
  });
  it('language must be en, ru or az', () => {
    expect(profileUpdateSchema.safeParse({ language: 'de' }).success).toBe(false);
    expect(profileUpdateSchema.parse({ language: 'ru' })).toEqual({ language: 'ru' });
  });
  it('timeZone must be an IANA zone, stored under its canonical name', () => {
    expect(profileUpdateSchema.parse({ timeZone: 'Pacific/Kiritimati' })).toEqual({ timeZone: 'Pacific/Kiritimati' });
    expect(profileUpdateSchema.parse({ timeZone: 'europe/moscow' })).toEqual({ timeZone: 'Europe/Moscow' });
    for (const zone of ['Mars/Base', '', 'Asia/Baku; DROP TABLE', 4]) {
      const parsed = profileUpdateSchema.safeParse({ timeZone: zone });
      expect(parsed.success).toBe(false);
    }
    expect(profileUpdateSchema.safeParse({ timeZone: 'Mars/Base' }).error?.issues[0]?.message).toBe('timeZoneUnknown');
  });
  it('targetScore is a whole number from 0 to 100, or null to clear it', () => {
    expect(profileUpdateSchema.parse({ targetScore: 0 })).toEqual({ targetScore: 0 });
    expect(profileUpdateSchema.parse({ targetScore: 100 })).toEqual({ targetScore: 100 });
    expect(profileUpdateSchema.parse({ targetScore: null })).toEqual({ targetScore: null });
    for (const bad of [-1, 101, 72.5, '80', Number.NaN]) {
      const parsed = profileUpdateSchema.safeParse({ targetScore: bad });
      expect(parsed.success).toBe(false);
      expect(profileUpdateErrorCode(parsed.error?.issues ?? [])).toBe('TARGET_SCORE_OUT_OF_RANGE');
    }
    expect(profileUpdateErrorCode(profileUpdateSchema.safeParse({ grade: 12 }).error?.issues ?? [])).toBeUndefined();
  });
  it('examDate is a real day written yyyy-mm-dd, or null; before today is in the past', () => {
    expect(profileUpdateSchema.parse({ examDate: '2027-06-15' })).toEqual({ examDate: '2027-06-15' });
    expect(profileUpdateSchema.parse({ examDate: null })).toEqual({ examDate: null });
    for (const bad of ['2027-02-30', '15.06.2027', '2027-6-15', '', 20270615]) {
      expect(profileUpdateSchema.safeParse({ examDate: bad }).success).toBe(false);
    }
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(examDateInPast('2026-11-27', '2026-11-28')).toBe(true);
    expect(examDateInPast('2026-11-28', '2026-11-28')).toBe(false);
    expect(examDateInPast(null, '2026-11-28')).toBe(false);
  });
  it('refuses unknown fields such as counters or a role', () => {
    expect(profileUpdateSchema.safeParse({ streak: 100 }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ role: 'admin' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({}).success).toBe(false);
  });
});

describe('defaults (spec §3)', () => {
  it('name: display name, otherwise the email before the @', () => {
    expect(defaultName('Ali V', 'x@y.az')).toBe('Ali V');
    expect(defaultName(null, 'ali.v@x.az')).toBe('ali.v');
    expect(defaultName('', 'ali.v@x.az')).toBe('ali.v');
  });
  it('average score shows as a percent with one decimal', () => {
    expect(formatAverageScore(0.67, 'en')).toBe('67.0%');
    expect(formatAverageScore(0, 'en')).toBe('0.0%');
    expect(formatAverageScore(0.67, 'az')).toBe('67,0%');
    expect(formatAverageScore(0.6667, 'ru')).toBe('66,7\u202f%');
  });
});

describe('the profile form check (no zod, same rules as the schema)', () => {
  it('agrees with profileUpdateSchema on name and goal', () => {
    const cases = [
      { name: ' Al ', goal: '' },
      { name: ' a ', goal: '' },
      { name: 'x'.repeat(81), goal: '' },
      { name: 'Aysel', goal: 'y'.repeat(501) },
      { name: 'Aysel', goal: `  ${'y'.repeat(500)}  ` },
    ];
    for (const input of cases) {
      const form = checkProfileForm({ ...input, grade: null });
      const schema = profileUpdateSchema.safeParse({ ...input, grade: null });
      expect(form.ok).toBe(schema.success);
      if (form.ok && schema.success) expect(form.value).toEqual(schema.data);
      if (!form.ok && !schema.success)
        expect(form.issues).toEqual(Object.fromEntries(schema.error.issues.map((i) => [i.path[0], i.message])));
    }
  });
});
