import { describe, expect, it } from 'vitest';
import { isNumberToken, numbersToDigits, ordinalDigits } from './number-words.ts';

const digits = (text: string) =>
  numbersToDigits(text.split(' '))
    .map((t) => t.join('|'))
    .join(' ');

describe('number words become digits (DESIGN.md §6: numbers as words vs digits)', () => {
  it.each([
    ['forty minutes', '40 minutes'],
    ['fourty minutes', '40 minutes'],
    ['fiveteen', '15'],
    ['fivety manats', '50 manats'],
    ['eightteen', '18'],
    ['twenty three', '23'],
    ['two hundred and forty students', '240 students'],
    ['two hundred forty', '240'],
    ['a hundred', '100'],
    ['two thousand and nine', '2009'],
    ['one point three metres', '1.3 metres'],
    ['six and a half hours', '6.5 hours'],
    ['eighteen seventeen', '1817'],
    ['in twenty fourteen', 'in 2014'],
    ['the fifth of november', 'the 5th|fifth of november'],
    ['twenty first', '21st'],
    ['room fourteen on the second floor', 'room 14 on the 2nd|second floor'],
    ['one of his knights', '1 of his knights'],
    ['there is less ice', 'there is less ice'],
  ])('%s → %s', (text, expected) => {
    expect(digits(text)).toBe(expected);
  });

  it('leaves two separate numbers apart', () => {
    expect(digits('four five')).toBe('4 5');
    expect(digits('thirty forty')).toBe('30 40');
    expect(digits('twenty thirty')).toBe('2030'); // a year, read in pairs
  });

  it('knows number tokens and ordinal suffixes', () => {
    expect(isNumberToken('billion')).toBe(true);
    expect(isNumberToken('12')).toBe(true);
    expect(isNumberToken('there')).toBe(false);
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinalDigits)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
  });
});
