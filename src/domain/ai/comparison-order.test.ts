import { describe, expect, it } from 'vitest';
import { turnsComparisonRound } from './comparison-order.ts';

const mountain = ['it is much colder at the top of the mountain than in Baku', 'because it is colder than in Baku'];
const kilogram = ['just over one kilogram', 'a little more than a kilogram'];

describe('a comparison turned round', () => {
  it.each([
    ['because Baku is colder than the mountain', mountain],
    ['Baku is colder than the top of the mountain', mountain],
  ])('"%s" is refused', (answer, key) => {
    expect(turnsComparisonRound(answer, key)).toBe(true);
  });

  it.each([
    ['it is colder on the mountain than in Baku', mountain],
    ['because it is colder up there than in Baku, even in May', mountain],
    ['it is colder at the top', mountain],
    // The clause after "than" ends at the comma: "just a little" is not the other side.
    ['it was more than a kilogram, just a little', kilogram],
  ])('"%s" is kept', (answer, key) => {
    expect(turnsComparisonRound(answer, key)).toBe(false);
  });
});
