import { describe, expect, it } from 'vitest';
import { canonicalText, normalizeAnswer } from './normalize-answer.ts';

const form = (text: string) =>
  normalizeAnswer(text, 'form')
    .map((t) => t.join('|'))
    .join(' ');
const meaning = (text: string) => canonicalText(normalizeAnswer(text, 'meaning'));

describe('answer normalisation', () => {
  it('ignores case, spacing and punctuation', () => {
    expect(form('  Went. ')).toBe('went');
    expect(form('HAVE   been, GONE!')).toBe('have been gone');
  });

  it.each([
    ["don't", 'do not'],
    ['doesnt', 'does not'],
    ["can't", 'can not'],
    ['cannot', 'can not'],
    ["won't", 'will not'],
    ["I've", 'i have'],
    ["they're", 'they are'],
    ["'ll miss", 'will miss'],
    ["it's", 'it is|has'],
    ["he'd", 'he would|had'],
    ['it’s', 'it is|has'],
    ["let's", 'let us'],
  ])('expands %s', (text, expected) => {
    expect(form(text)).toBe(expected);
  });

  it("reads 's after a noun as the possessive, and keeps ill, were and its as words", () => {
    expect(form("grandmother's dolma")).toBe('grandmothers dolma');
    expect(form('he was ill')).toBe('he was ill');
    expect(form('they were')).toBe('they were');
  });

  it('reads numbers, decimal commas and hours alike', () => {
    expect(form('1,3 m')).toBe('1.3 m');
    expect(form('1,800 kg')).toBe('1800 kg');
    expect(form('9:00')).toBe('9');
    expect(form('40min')).toBe('40 min');
    expect(form('5th')).toBe('5th');
  });

  it('in meaning mode drops articles and reads units as one word', () => {
    expect(meaning('The 40 minutes')).toBe('40 minute');
    expect(meaning('about 1.3 meters')).toBe('about 1.3 metre');
    expect(meaning('about 1.3 m')).toBe('about 1.3 metre');
    expect(meaning('650 kilos')).toBe('650 kg');
    expect(meaning('ninety AZN')).toBe('90 manat');
    expect(meaning("at 9 o'clock")).toBe('at 9');
    expect(meaning('X-ray vehicles')).toBe('x ray vehicles');
  });

  it('keeps articles in form mode: they may be the answer', () => {
    expect(form('an')).toBe('an');
    expect(form('the best')).toBe('the best');
  });

  it('folds Azerbaijani letters', () => {
    expect(meaning('Bakı')).toBe('baki');
  });
});
