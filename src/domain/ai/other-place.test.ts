import { describe, expect, it } from 'vitest';
import { saysOtherPlace } from './other-place.ts';

const clinic = [
  'Where is the animal clinic?',
  ['near the metro station', 'the metro station', 'next to the metro'],
] as const;
const bags = ['Where should visitors leave their bags?', ['in the lockers', 'in the lockers on the left']] as const;

describe('another place relative to the key than every key text says', () => {
  it.each([
    ['inside the metro station', ...clinic],
    ['in the lockers on the right', ...bags],
  ])('"%s" is refused', (answer, question, key) => {
    expect(saysOtherPlace(answer, question, key)).toBe(true);
  });

  it.each([
    ['next to the metro', ...clinic],
    ['close to the metro station', ...clinic],
    ['the metro station', ...clinic],
    ['on the left, in the lockers', ...bags],
    // A relation that does not exclude the key's.
    ['in small cupboards near the entrance, the lockers', ...bags],
    // "left" as a verb is no side.
    ['she left them in the lockers', ...bags],
  ])('"%s" is kept', (answer, question, key) => {
    expect(saysOtherPlace(answer, question, key)).toBe(false);
  });
});
