import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify (spec §2 slug, checklist PRAC-12, PRAC-13)', () => {
  it('lower-cases, drops punctuation and turns spaces into hyphens', () => {
    expect(slugify('Present Perfect (have/has)')).toBe('present-perfect-havehas');
  });
  it('keeps digits and hyphens', () => {
    expect(slugify('listening-01')).toBe('listening-01');
    expect(slugify('Modals: ability & permission 2')).toBe('modals-ability--permission-2');
  });
  it('keeps Azerbaijani and Cyrillic letters', () => {
    expect(slugify('Keçmiş zaman')).toBe('keçmiş-zaman');
    expect(slugify('Şəkilçilər')).toBe('şəkilçilər');
    expect(slugify('Простое настоящее время')).toBe('простое-настоящее-время');
  });
  it('lower-cases the dotted capital İ to a plain i', () => {
    expect(slugify('İndiki sadə zaman')).toBe('indiki-sadə-zaman');
  });
  it('gives the same slug for composed and decomposed letters', () => {
    expect(slugify('s\u0327')).toBe(slugify('ş'));
  });
  it('turns each space into a hyphen, as written', () => {
    expect(slugify('a  b')).toBe('a--b');
  });
  it('removes underscores and other symbols', () => {
    expect(slugify('mock_exam')).toBe('mockexam');
    expect(slugify('  ')).toBe('--');
  });
});
