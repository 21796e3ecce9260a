import { describe, expect, it } from 'vitest';
import { isTap } from './tap.ts';

describe('isTap (spec §2: under 300 ms and under 10 px, checklist PRAC-08)', () => {
  it('a quick, still press is a tap', () => {
    expect(isTap(150, 3)).toBe(true);
    expect(isTap(0, 0)).toBe(true);
  });
  it('a press of 300 ms or longer is not', () => {
    expect(isTap(299, 0)).toBe(true);
    expect(isTap(300, 0)).toBe(false);
    expect(isTap(400, 0)).toBe(false);
  });
  it('a move of 10 px or more is not', () => {
    expect(isTap(100, 9.9)).toBe(true);
    expect(isTap(100, 10)).toBe(false);
    expect(isTap(100, 15)).toBe(false);
  });
});
