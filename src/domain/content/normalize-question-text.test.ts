import { describe, expect, it } from 'vitest';
import { normalizeQuestionText } from './normalize-question-text.ts';

describe('normalizeQuestionText (duplicate questions are found on normalised text)', () => {
  it('ignores case, spacing and punctuation', () => {
    expect(normalizeQuestionText('  She ___ to  school, every day! ')).toBe('she _ to school every day');
    expect(normalizeQuestionText('she ___ to school every day')).toBe(
      normalizeQuestionText('She ___ to school, every day.'),
    );
  });
  it('treats blanks of any length, and dots used as a blank, as one blank', () => {
    expect(normalizeQuestionText('I ___ tea.')).toBe(normalizeQuestionText('I ______ tea'));
    expect(normalizeQuestionText('I … tea.')).toBe(normalizeQuestionText('I ___ tea'));
    expect(normalizeQuestionText('I .... tea.')).toBe(normalizeQuestionText('I ___ tea'));
  });
  it('ignores apostrophes and quote styles', () => {
    expect(normalizeQuestionText('He doesn’t like “tea”.')).toBe(normalizeQuestionText("He doesn't like 'tea'"));
  });
  it('keeps numbered candidates and non-Latin letters apart', () => {
    expect(normalizeQuestionText('Choose.\n1. have\n2. get')).toBe('choose 1 have 2 get');
    expect(normalizeQuestionText('Bakı və Gəncə')).toBe('bakı və gəncə');
    expect(normalizeQuestionText('I have a cat.')).not.toBe(normalizeQuestionText('I have a hat.'));
  });
});
