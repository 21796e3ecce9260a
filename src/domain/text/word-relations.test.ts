import { describe, expect, it } from 'vitest';
import {
  derivationLinks,
  definitionWords,
  definitionsFromWordNet,
  derivedWordsFromWordNet,
  glossWordsFromWordNet,
  relatedWordsFromWordNet,
  relationTargets,
  senseOffsets,
  synsetWords,
  widerSynonymsFromWordNet,
  type WordNetLines,
} from './word-relations.ts';

// A few lines in WordNet's own format, keyed by their (made-up) byte offsets.
const DATA: Record<string, Record<number, string>> = {
  n: {
    100: '00000100 13 n 02 meal 0 repast 0 003 @ 00000400 n 0000 ~ 00000200 n 0000 ~ 00000300 n 0000 | food eaten',
    200: '00000200 13 n 01 dinner 0 001 @ 00000100 n 0000 | the main meal',
    300: '00000300 13 n 01 breakfast 0 001 @ 00000100 n 0000 | the first meal',
    400: '00000400 13 n 01 nutriment 0 001 ~ 00000100 n 0000 | food',
    500: '00000500 15 n 01 area 0 001 ~ 00000600 n 0000 | a region',
    600: '00000600 15 n 01 center 0 001 @ 00000500 n 0000 | a middle region',
  },
  v: {},
};
const INDEX: Record<string, Record<string, string>> = {
  n: {
    meal: 'meal n 1 2 @ ~ 1 1 00000100',
    dinner: 'dinner n 1 1 @ 1 1 00000200',
    area: 'area n 1 1 ~ 1 1 00000500',
  },
  v: {},
};
const lines: WordNetLines = {
  indexLine: (pos, lemma) => INDEX[pos]?.[lemma],
  dataLine: (pos, offset) => DATA[pos]?.[offset],
};

describe('WordNet relations one level apart', () => {
  it('reads the offsets, pointers and words of WordNet lines', () => {
    expect(senseOffsets('check v 3 2 @ ~ 3 1 00000010 00000020 00000030', 2)).toEqual([10, 20]);
    expect(relationTargets(DATA.n?.[100] ?? '', 'n')).toEqual([400, 200, 300]);
    expect(synsetWords('00000700 00 a 02 big(a) 0 large 0 000 | big')).toEqual(['big', 'large']);
  });

  it('gives the more general and the more specific words of the first senses', () => {
    const related = relatedWordsFromWordNet(lines);
    expect(related('meal')).toEqual(['nutriment', 'dinner', 'breakfast']);
    expect(related('dinner')).toEqual(['meal', 'repast']);
    expect(related('soup')).toEqual([]);
  });

  it('keeps only the words worth knowing', () => {
    expect(relatedWordsFromWordNet(lines, (w) => w !== 'nutriment')('meal')).toEqual(['dinner', 'breakfast']);
  });

  it('gives no relations to places, people and times: another place is another answer', () => {
    expect(relatedWordsFromWordNet(lines)('area')).toEqual([]);
  });
});

describe('WordNet forms of a word in another part of speech', () => {
  // "driver" (noun, word 1) is linked to "drive" (verb, word 1) and "drive" back; "operator" has no link.
  const formIndex: Record<string, Record<string, string>> = {
    n: { driver: 'driver n 1 2 @ + 1 1 00000010' },
    v: { drive: 'drive v 1 2 @ + 1 1 00000020' },
  };
  const formData: Record<string, Record<number, string>> = {
    n: {
      10: '00000010 18 n 02 driver 0 operator 0 002 @ 00000030 n 0000 + 00000020 v 0101 | someone who drives',
      30: '00000030 18 n 01 person 0 000 | a human',
    },
    v: { 20: '00000020 38 v 01 drive 0 001 + 00000010 n 0101 01 + 01 00 | operate a vehicle' },
  };
  const forms: WordNetLines = {
    indexLine: (pos, lemma) => formIndex[pos]?.[lemma],
    dataLine: (pos, offset) => formData[pos]?.[offset],
  };

  it('reads the derivational links of a data line, word to word', () => {
    expect(derivationLinks(forms.dataLine('n', 10) ?? '')).toEqual([{ pos: 'v', offset: 20, from: 1, to: 1 }]);
  });

  it('gives the linked words of the word itself, not of the other words of its synset', () => {
    const derived = derivedWordsFromWordNet(forms);
    expect(derived('driver')).toEqual(['drive']);
    expect(derived('drive')).toEqual(['driver']);
    expect(derived('operator')).toEqual([]);
    expect(derivedWordsFromWordNet(forms, (w) => w !== 'drive')('driver')).toEqual([]);
  });
});

describe('WordNet definitions', () => {
  const glossIndex: Record<string, Record<string, string>> = {
    n: {
      thread: 'thread n 1 1 @ 1 1 00000010',
      sun: 'sun n 1 1 @ 1 1 00000020',
      baku: 'baku n 1 1 @ 1 1 00000040',
    },
    v: { close: 'close v 1 2 @ ! 1 1 00000050', awake: 'awake v 1 1 @ 1 1 00000070' },
  };
  const glossData: Record<string, Record<number, string>> = {
    n: {
      10: '00000010 06 n 01 thread 0 001 @ 00000090 n 0000 | a fine cord of twisted fibers; "thread a needle"',
      20: '00000020 17 n 01 sun 0 001 @i 00000030 n 0000 | the star that is the source of light',
      30: '00000030 17 n 01 star 0 000 | a celestial body',
      90: '00000090 06 n 01 cord 0 000 | a line made of twisted fibers',
      40: '00000040 15 n 01 Baku 0 000 | the capital (and largest city) of Azerbaijan',
    },
    v: {
      50: '00000050 35 v 01 close 0 002 @ 00000060 v 0000 ! 00000080 v 0101 | move so that an opening is obstructed',
      60: '00000060 38 v 01 move 0 000 | change position',
      70: '00000070 29 v 01 awake 0 000 | stop sleeping',
      80: '00000080 35 v 01 open 0 000 | cause to open',
    },
  };
  const glosses: WordNetLines = {
    indexLine: (pos, lemma) => glossIndex[pos]?.[lemma],
    dataLine: (pos, offset) => glossData[pos]?.[offset],
  };

  it('reads the head of a definition: no examples, nothing it denies, nothing after its first preposition', () => {
    expect(definitionWords(glossData.n?.[10] ?? '')).toEqual(['a', 'fine', 'cord']);
    expect(
      definitionWords('00000100 19 n 01 snow 0 000 | precipitation falling from clouds in the form of ice'),
    ).toEqual(['precipitation', 'falling']);
    expect(definitionWords('00000070 29 v 01 awake 0 000 | stop sleeping')).toEqual([]);
    expect(definitionWords('00000090 00 a 01 awake 0 000 | not in a state of sleep')).toEqual([]);
  });

  it('gives the words defining a word, but its kind, its opposite, and the definitions of places', () => {
    const defining = glossWordsFromWordNet(glosses);
    // "cord" is the kind of thread: a more general word, which relations one level apart limit.
    expect(defining('thread')).toEqual(['a', 'fine']);
    expect(defining('sun')).not.toContain('star');
    expect(defining('close')).toEqual(['so', 'that', 'an', 'is', 'obstructed']);
    expect(defining('baku')).toEqual([]);
    expect(defining('awake')).toEqual([]);
    expect(glossWordsFromWordNet(glosses, (w) => w !== 'fine')('thread')).toEqual(['a']);
  });
});

describe("WordNet's definitions of a noun", () => {
  const definitionLines: WordNetLines = {
    indexLine: (pos, lemma) =>
      pos === 'n'
        ? { aunt: 'aunt n 1 1 @ 1 1 00000100', alarm_clock: 'alarm_clock n 1 1 @ 1 1 00000200' }[lemma]
        : undefined,
    dataLine: (pos, offset) =>
      pos === 'n'
        ? {
            100: '00000100 18 n 02 aunt 0 auntie 0 000 | the sister of your father or mother; the wife of your uncle; "she visited her aunt"',
            200: '00000200 06 n 01 alarm_clock 0 000 | a clock that wakes a sleeper at some preset time',
          }[offset]
        : undefined,
  };

  it('gives each definition of every sense apart, without its examples, for a word or a two-word name', () => {
    const definitions = definitionsFromWordNet(definitionLines);
    expect(definitions('aunt')).toEqual(['the sister of your father or mother', 'the wife of your uncle']);
    expect(definitions('alarm_clock')).toEqual(['a clock that wakes a sleeper at some preset time']);
    expect(definitions('uncle')).toEqual([]);
  });
});

describe('WordNet synonyms from the first senses of a word, later ones too', () => {
  const verbs: WordNetLines = {
    indexLine: (pos, lemma) =>
      pos === 'v'
        ? { ring: 'ring v 3 1 @ 3 1 00000010 00000020 00000030', call: 'call v 1 1 @ 1 1 00000030' }[lemma]
        : undefined,
    dataLine: (pos, offset) =>
      pos === 'v'
        ? {
            10: '00000010 39 v 01 ring 0 000 | sound loudly',
            20: '00000020 32 v 02 ring 0 knell 0 000 | make a ringing sound',
            30: '00000030 32 v 03 call 0 telephone 0 call_up 0 000 | get in touch by telephone',
          }[offset]
        : undefined,
  };

  it('gives the words of every synset among the first senses, single common words only', () => {
    expect(widerSynonymsFromWordNet(verbs)('ring')).toEqual(['knell', 'call', 'telephone']);
    expect(widerSynonymsFromWordNet(verbs, (w) => w !== 'knell')('ring')).toEqual(['call', 'telephone']);
    expect(widerSynonymsFromWordNet(verbs, undefined, 2)('ring')).toEqual(['knell']);
  });
});
