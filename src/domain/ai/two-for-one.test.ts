import { describe, expect, it } from 'vitest';
import { namesTwoForOne } from './two-for-one.ts';

const instrument = ['Which instrument did Hajibeyov learn to play at the seminary?', ['the violin', 'violin']] as const;
const theme = ["What is the theme of this year's science fair?", ['water', 'the water']] as const;
const fur = ["What colour is a newborn pup's fur?", ['white', 'white fur', 'thick white fur']] as const;
const bought = ['What did she buy at the shop?', ['bread and milk']] as const;

describe('two things named where the question asks for one', () => {
  it.each([
    ['the violin and the tar', ...instrument],
    ['the piano and the violin, mostly the piano', ...instrument],
    ['water and electricity', ...theme],
  ])('"%s" is refused', (answer, question, key) => {
    expect(namesTwoForOne(answer, question, key)).toBe(true);
  });

  it.each([
    ['the violin', ...instrument],
    ['the violin, and he learned to read music', ...instrument],
    ['white and thick', ...fur],
    ['it is white and it is thick', ...fur],
    ['round like the sun and it is yellow', 'What shape is gogal?', ['round']],
    // A key that names two asks for both; the question asks for no one kind.
    ['bread and milk', ...bought],
    ['milk and cheese', ...bought],
  ])('"%s" is kept', (answer, question, key) => {
    expect(namesTwoForOne(answer, question, key)).toBe(false);
  });
});
