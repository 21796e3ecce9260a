import { describe, expect, it } from 'vitest';
import { firstNameOf } from './first-name.ts';

describe("the student's first name, the only personal detail the AI sees (DESIGN.md §6)", () => {
  it.each([
    ['Aysel Məmmədova', 'Aysel'],
    ['  Ömər  ', 'Ömər'],
    ['Анна Петрова', 'Анна'],
    ["O'Neil Smith", "O'Neil"],
  ])('%s → %s', (name, first) => {
    expect(firstNameOf(name)).toBe(first);
  });

  it.each([['p1'], ['aysel.m90'], ['user@example.az'], [''], [null], [undefined]])(
    'leaves out %s, which is no name',
    (name) => {
      expect(firstNameOf(name)).toBeUndefined();
    },
  );
});
