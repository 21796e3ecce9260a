import { describe, expect, it } from 'vitest';
import { defaultName, formatAverageScore, profileUpdateSchema } from './profile-schema.ts';

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
