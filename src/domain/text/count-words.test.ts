import { describe, expect, it } from 'vitest';
import { countWords } from './count-words.ts';

describe('countWords', () => {
  it('counts runs of non-space characters that hold a letter or digit', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords('It is about 1.3 metres long.')).toBe(6);
    expect(countWords("A well-known place — don't miss it!")).toBe(6);
    expect(countWords('Мне нравится лето.')).toBe(3);
    expect(countWords('Mən  yayı\nsevirəm')).toBe(3);
  });
});
