import { describe, expect, it } from 'vitest';
import { makeLocalized } from '../content/test-factories.ts';
import { findBySlug, type SlugNamed } from './match-topic.ts';

const perfect: SlugNamed = {
  id: 'present-perfect',
  key: 'present_perfect',
  title: makeLocalized({ en: 'Present Perfect (have/has)', az: 'İndiki bitmiş zaman', ru: 'Настоящее совершённое' }),
  name: 'Present Perfect Tense',
};
const simple: SlugNamed = {
  id: 'present-simple',
  key: 'present_simple',
  title: makeLocalized({ en: 'Present Simple', az: 'İndiki sadə zaman', ru: 'Простое настоящее время' }),
};
const listening: SlugNamed = { id: 'listening-01', key: 'listening-01', title: 'A school trip' };
const items = [perfect, simple, listening];

describe('findBySlug (spec §2 topic matching, checklist PRAC-14)', () => {
  it.each([
    ['its id', 'present-perfect'],
    ['its key', 'present_perfect'],
    ['its slugified English title', 'present-perfect-havehas'],
    ['its slugified Azerbaijani title', 'indiki-bitmiş-zaman'],
    ['its slugified Russian title', 'настоящее-совершённое'],
    ['its slugified topic name', 'present-perfect-tense'],
    ['a hand-typed capitalised slug', 'Present-Perfect'],
  ])('finds a topic by %s', (_label, slug) => {
    expect(findBySlug(items, slug)).toBe(perfect);
  });
  it('finds listening and reading tests by id and by title', () => {
    expect(findBySlug(items, 'listening-01')).toBe(listening);
    expect(findBySlug(items, 'a-school-trip')).toBe(listening);
  });
  it('an id wins over another item whose title slugifies to the same text', () => {
    const clash: SlugNamed = { id: 'other', key: 'other', title: 'Present simple' };
    expect(findBySlug([clash, simple], 'present-simple')).toBe(simple);
  });
  it('an unknown or empty slug matches nothing (PRAC-15)', () => {
    expect(findBySlug(items, 'zzz')).toBeUndefined();
    expect(findBySlug(items, '')).toBeUndefined();
    expect(findBySlug(items, '   ')).toBeUndefined();
  });
});
