import { describe, expect, it } from 'vitest';
import { lexiconFromFrequencies } from '../text/english-lexicon.ts';
import {
  damerauLevenshtein,
  isOtherFormOfSameWord,
  isSlipFor,
  isSmallTypo,
  consonantFrame,
  isRareBeside,
  RARE_RANK,
  spellingKey,
} from './typo-distance.ts';

describe('damerauLevenshtein', () => {
  it.each([
    ['water', 'water', 0],
    ['watter', 'water', 1],
    ['scraf', 'scarf', 1],
    ['metrs', 'metre', 1],
    ['colour', 'color', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('%s → %s is %i', (a, b, d) => {
    expect(damerauLevenshtein(a, b)).toBe(d);
  });

  it('stops early past the limit', () => {
    expect(damerauLevenshtein('abcdef', 'uvwxyz', 1)).toBe(2);
  });
});

describe('small typos (DESIGN.md §6: small typos are forgiven)', () => {
  it.each([
    ['fishnig', 'fishing'],
    ['strenght', 'strength'],
    ['retreival', 'retrieval'],
    ['clok', 'clock'],
    ['night', 'knight'],
    ['metrs', 'metre'],
  ])('%s for %s is a typo', (given, expected) => {
    expect(isSmallTypo(given, expected)).toBe(true);
  });

  it.each([
    ['went', 'want', 'short words are never corrected'],
    ['has', 'have', 'short words are never corrected'],
    ['loves', 'loved', 'another form of the same word'],
    ['walker', 'walked', 'another form of the same word'],
    ['taller', 'tallest', 'two letters apart'],
    ['million', 'billion', 'numbers are never corrected'],
    ['fifteen', 'fifty', 'numbers are never corrected'],
    ['1871', '1817', 'digits are never corrected'],
  ])('%s for %s is not (%s)', (given, expected) => {
    expect(isSmallTypo(given, expected)).toBe(false);
  });

  it('knows forms of one word', () => {
    expect(isOtherFormOfSameWord('walks', 'walked')).toBe(true);
    expect(isOtherFormOfSameWord('loves', 'loved')).toBe(true);
    expect(isOtherFormOfSameWord('metres', 'meters')).toBe(false);
    // "-es" and "-s" make the same form: "houres" is "hours" misspelt.
    expect(isOtherFormOfSameWord('houres', 'hours')).toBe(false);
    expect(isOtherFormOfSameWord('grown', 'grow')).toBe(true);
    // A lone n, d or r ends a form only after e or w: "Hermann" is a name, not a form of "Herman".
    expect(isOtherFormOfSameWord('herman', 'hermann')).toBe(false);
  });
});

describe('slips a learner makes, against an English word list', () => {
  // A small word list in frequency order stands in for the real one: what matters is which words are English.
  const words = (
    'the to for by there their two four buy road rode film firm hall hill glass plastic polluted recommend ' +
    'beautiful environment walks walked'
  ).split(' ');
  const lexicon = lexiconFromFrequencies(words.map((word, i) => ({ word, count: 1000 - i })));

  it('forgives a word that is no English word, as written or as it sounds', () => {
    const slips: [string, string][] = [
      ['flim', 'film'],
      ['plastik', 'plastic'],
      ['glas', 'glass'],
      ['poluted', 'polluted'],
      ['rekomend', 'recommend'],
      ['beautifull', 'beautiful'],
      ['enviroment', 'environment'],
    ];
    for (const [given, expected] of slips)
      expect(isSlipFor(given, expected, lexicon), `${given} for ${expected}`).toBe(true);
  });

  it('forgives a real word that sounds the same, but never another number', () => {
    expect(isSlipFor('rode', 'road', lexicon)).toBe(true);
    expect(isSlipFor('there', 'their', lexicon)).toBe(true);
    expect(isSlipFor('by', 'buy', lexicon)).toBe(true);
    expect(isSlipFor('for', 'four', lexicon)).toBe(false);
    expect(isSlipFor('to', 'two', lexicon)).toBe(false);
  });

  it('never takes another real word or another form of the word for a slip', () => {
    expect(isSlipFor('hill', 'hall', lexicon)).toBe(false);
    expect(isSlipFor('firm', 'film', lexicon)).toBe(false);
    expect(isSlipFor('walks', 'walked', lexicon)).toBe(false);
  });

  it('takes a word far down the list for a slip of a common one ("fud" for "food"), not of a rare one', () => {
    const ranked = lexiconFromFrequencies([
      ...Array.from({ length: RARE_RANK + 10 }, (_, i) => ({ word: `w${i}`, count: RARE_RANK + 20 - i })),
      { word: 'fud', count: 1 },
    ]);
    const withFood = lexiconFromFrequencies([
      { word: 'food', count: 1_000_000 },
      ...Array.from({ length: RARE_RANK + 10 }, (_, i) => ({ word: `w${i}`, count: RARE_RANK + 20 - i })),
      { word: 'fud', count: 1 },
    ]);
    expect(isSlipFor('fud', 'food', withFood)).toBe(true);
    // Without "food" among the common words, a rare word is a word.
    expect(isSlipFor('fud', 'food', ranked)).toBe(false);
  });

  it('takes a real word ten times further down the list than a common one, one letter off, for a slip of it', () => {
    // Ranks: "tea" 100th, "tee" 9,000th, "ant" 6,000th, "aunt" 1,000th, "grandmaster" 9,000th.
    const filler = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => ({ word: `w${from + i}`, count: 1e6 - from - i }));
    const ranked = lexiconFromFrequencies([
      ...filler(0, 100),
      { word: 'tea', count: 1e6 - 100 },
      { word: 'grandfather', count: 1e6 - 101 },
      ...filler(102, 1000),
      { word: 'aunt', count: 1e6 - 1000 },
      ...filler(1001, 6000),
      { word: 'ant', count: 1e6 - 6000 },
      ...filler(6001, 9000),
      { word: 'tee', count: 1e6 - 9000 },
      { word: 'grandmaster', count: 1e6 - 9001 },
    ]);
    expect(isRareBeside('tee', 'tea', ranked)).toBe(true);
    expect(isSlipFor('tee', 'tea', ranked)).toBe(true);
    // Not rare enough, and not when two letters are off.
    expect(isSlipFor('ant', 'aunt', ranked)).toBe(false);
    expect(isSlipFor('grandmaster', 'grandfather', ranked)).toBe(false);
    // A three-letter word may have one more letter in a real word far rarer than it ("bead" for "bed").
    const beds = lexiconFromFrequencies([
      ...filler(0, 100),
      { word: 'bed', count: 1e6 - 100 },
      ...filler(101, 9000),
      { word: 'bead', count: 1e6 - 9000 },
    ]);
    expect(isSlipFor('bead', 'bed', beds)).toBe(true);
    expect(
      isSlipFor(
        'bead',
        'bed',
        lexiconFromFrequencies([
          { word: 'bead', count: 9 },
          { word: 'bed', count: 10 },
        ]),
      ),
    ).toBe(false);
  });

  it('allows one changed letter in a three-letter word, never the first', () => {
    expect(isSlipFor('mai', 'may', lexicon)).toBe(true);
    expect(isSlipFor('bay', 'may', lexicon)).toBe(false);
    expect(isSlipFor('maiy', 'may', lexicon)).toBe(false);
  });

  it('forgives a long word cut short where Azerbaijani or Russian ends it ("psycholog")', () => {
    expect(isSlipFor('psycholog', 'psychologist', lexicon)).toBe(true);
    expect(isSlipFor('psych', 'psychologist', lexicon)).toBe(false);
  });

  it('forgives vowels heard differently when the consonants are those of the word, from its first letter', () => {
    expect(consonantFrame('mounths')).toBe(consonantFrame('months'));
    // A w between vowels is part of the vowel ("howers" is heard as "hours").
    expect(consonantFrame('howers')).toBe(consonantFrame('hours'));
    expect(consonantFrame('hovers')).not.toBe(consonantFrame('hours'));
    // From the same first sound: "keyk" is "cake" heard.
    expect(isSlipFor('keyk', 'cake', lexicon)).toBe(true);
    expect(isSlipFor('mounths', 'months', lexicon)).toBe(true);
    expect(isSlipFor('wiks', 'weeks', lexicon)).toBe(true);
    expect(isSlipFor('chempionship', 'championship', lexicon)).toBe(true);
    // Another real word is never a slip, whatever its vowels; nor a word that starts differently.
    expect(isSlipFor('hill', 'hall', lexicon)).toBe(false);
    expect(isSlipFor('eers', 'years', lexicon)).toBe(false);
    // One consonant says too little: "ai" is no "you".
    expect(isSlipFor('yii', 'you', lexicon)).toBe(false);
  });

  it('reads a word by its sound: doubled letters, c/k, ph/f, w/v, th/t, y/i, a silent final e', () => {
    expect(spellingKey('recommend')).toBe(spellingKey('rekomend'));
    expect(spellingKey('photo')).toBe(spellingKey('foto'));
    expect(spellingKey('glass')).toBe(spellingKey('glas'));
    expect(spellingKey('city')).toBe(spellingKey('siti'));
  });
});
