import { describe, expect, it } from 'vitest';
import { formatDecimal, formatInteger, formatPercent } from './format-number.ts';

describe('formatInteger', () => {
  it('groups digits the way each language writes them', () => {
    expect(formatInteger(1505, 'az')).toBe('1.505');
    expect(formatInteger(1505, 'ru')).toBe('1\u00a0505');
    expect(formatInteger(1505, 'en')).toBe('1,505');
    expect(formatInteger(94, 'en')).toBe('94');
    expect(formatInteger(1234567, 'az')).toBe('1.234.567');
  });

  it('rounds to a whole number and keeps the sign', () => {
    expect(formatInteger(2.5, 'az')).toBe('3');
    expect(formatInteger(-1505, 'ru')).toBe('-1\u00a0505');
    expect(formatInteger(-0.2, 'en')).toBe('0');
  });
});

describe('formatDecimal (issue 14: az and ru write a decimal comma)', () => {
  it('the DİM estimate "18,9 / 100" in az and ru, "18.9 / 100" in en', () => {
    expect(formatDecimal(18.9, 'az')).toBe('18,9');
    expect(formatDecimal(18.9, 'ru')).toBe('18,9');
    expect(formatDecimal(18.9, 'en')).toBe('18.9');
  });

  it('drops trailing zeros: 19.0 is 19, 4.50 is 4,5', () => {
    expect(formatDecimal(19, 'az')).toBe('19');
    expect(formatDecimal(4.5, 'ru', 2)).toBe('4,5');
    expect(formatDecimal(0, 'en')).toBe('0');
  });

  it('rounds half away from zero on the decimal digits, as a reader would', () => {
    expect(formatDecimal(89.18918, 'az')).toBe('89,2');
    expect(formatDecimal(1.005, 'en', 2)).toBe('1.01');
    expect(formatDecimal(0.05, 'az')).toBe('0,1');
    expect(formatDecimal(99.96, 'ru')).toBe('100');
    expect(formatDecimal(-2.25, 'az')).toBe('-2,3');
    expect(formatDecimal(-0.04, 'az')).toBe('0');
  });

  it('groups the whole part', () => {
    expect(formatDecimal(12345.67, 'az')).toBe('12.345,7');
    expect(formatDecimal(12345.67, 'ru')).toBe('12\u00a0345,7');
    expect(formatDecimal(12345.67, 'en')).toBe('12,345.7');
  });
});

describe('formatPercent (issue 14: one percent style per language)', () => {
  it('az and en put the sign right after the number, ru after a narrow no-break space', () => {
    expect(formatPercent(73, 'az')).toBe('73%');
    expect(formatPercent(73, 'en')).toBe('73%');
    expect(formatPercent(73, 'ru')).toBe('73\u202f%');
  });

  it('rounds to whole percent by default', () => {
    expect(formatPercent(71.43, 'az')).toBe('71%');
    expect(formatPercent(85.7, 'ru')).toBe('86\u202f%');
  });

  it('with decimals keeps them all, with the language decimal sign: 73,0% not 73.0%', () => {
    expect(formatPercent(73, 'az', 1)).toBe('73,0%');
    expect(formatPercent(66.67, 'ru', 1)).toBe('66,7\u202f%');
    expect(formatPercent(0, 'en', 1)).toBe('0.0%');
  });
});
