import { describe, expect, it } from 'vitest';
import { foldForSearch } from './fold-for-search.ts';

describe('foldForSearch', () => {
  it('ignores the Azerbaijani dotted/dotless i and ə', () => {
    expect(foldForSearch('İNGİLİS')).toBe('ingilis');
    expect(foldForSearch('qız')).toBe(foldForSearch('QIZ'));
    expect(foldForSearch('məchul')).toBe('mechul');
  });
  it('treats ё as е in Russian', () => {
    expect(foldForSearch('Ещё')).toBe('еще');
  });
  it('ignores accents and extra spaces', () => {
    expect(foldForSearch('  Café   Time ')).toBe('cafe time');
  });
});
