import { describe, expect, it } from 'vitest';
import { formatInteger } from './format-integer.ts';

describe('formatInteger', () => {
  it('groups digits the way each language writes them', () => {
    expect(formatInteger(1505, 'az')).toBe('1.505');
    expect(formatInteger(1505, 'ru')).toBe('1\u00a0505');
    expect(formatInteger(1505, 'en')).toBe('1,505');
    expect(formatInteger(94, 'en')).toBe('94');
    expect(formatInteger(1234567, 'az')).toBe('1.234.567');
  });
});
