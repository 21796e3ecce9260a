import { describe, expect, it } from 'vitest';
import { foldForSearch } from './fold-for-search.ts';
import { searchStem } from './search-stem.ts';

const stem = (word: string) => searchStem(foldForSearch(word));

describe('search stems', () => {
  it('brings Russian case, number and verb forms together', () => {
    expect(stem('залога')).toBe(stem('залог'));
    expect(stem('условные')).toBe(stem('условное'));
    expect(stem('страдательный')).toBe(stem('страдательного'));
    expect(stem('образуется')).toBe(stem('образует'));
  });

  it('brings Azerbaijani plural, case and possessive forms together, on English terms too', () => {
    expect(stem('zamanların')).toBe('zaman');
    expect(stem('cümlələri')).toBe(stem('cümlə'));
    expect(stem('passivi')).toBe('passiv');
    expect(stem('gerundun')).toBe('gerund');
    expect(stem('modallar')).toBe(stem('modals'));
  });

  it('leaves short words and numbers alone', () => {
    expect(stem('one')).toBe('one');
    expect(stem('has')).toBe('has');
    expect(stem('2020')).toBe('2020');
  });
});
