import { describe, expect, it } from 'vitest';
import { sameStem } from './content-words.ts';
import { leadingVerb, replacesKeyVerb } from './key-verb.ts';

const split = (text: string) => text.toLowerCase().split(' ');
const swap = {
  question: split('what happened at leylas swap party'),
  key: ['she and her friends exchanged the clothes they no longer wore', 'they swapped clothes'].map(split),
};
const started = { question: split('when did rauf start his tea business'), key: [split('he started it in 1998')] };
const sameOrSynonym = (a: string, b: string) => sameStem(a, b) || (a === 'exchanged' && b === 'swapped');

describe("a verb of its own where the key says the question's verb", () => {
  it('reads the verb after the subject', () => {
    expect(leadingVerb(split('she and her friends exchanged the clothes'))).toBe('exchanged');
    expect(leadingVerb(split('because they will not sell it'))).toBe('sell');
    expect(leadingVerb(split('clothes were swapped'))).toBeUndefined();
  });

  it.each(['they sold their old clothes', 'they threw away their old clothes', 'she got a jacket'])(
    '"%s" is refused',
    (answer) => {
      expect(replacesKeyVerb(split(answer), swap.question, swap.key, sameOrSynonym)).toBe(true);
    },
  );

  it.each(['they swapped their old clothes with friends', 'they exchanged clothes', 'friends brought old clothes'])(
    '"%s" is kept',
    (answer) => {
      expect(replacesKeyVerb(split(answer), swap.question, swap.key, sameOrSynonym)).toBe(false);
    },
  );

  it('leaves a key whose idea is a number: "he opened it in 1998" for "he started it in 1998"', () => {
    expect(replacesKeyVerb(split('he opened it in 1998'), started.question, started.key, sameOrSynonym)).toBe(false);
  });
});
