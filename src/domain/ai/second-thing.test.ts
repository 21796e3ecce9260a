import { describe, expect, it } from 'vitest';
import { namesSecondThingByKeysWords, type SecondThingKey } from './second-thing.ts';

/** The key's words, as the judge would tell them: these only, function words aside. */
const supportedBy =
  (...words: string[]) =>
  (word: string) =>
    words.includes(word) || ['a', 'an', 'the', 'some', 'and', 'of', 'for', 'with', 'from'].includes(word);

const juice: SecondThingKey = {
  question: 'What do Sabina and Tural decide to have to celebrate?',
  texts: ['fruit juice', 'juice', 'some fruit juice'],
  passage: "Tural: Let's celebrate with an ice cream! Sabina: How about some fruit juice instead?",
};
const juiceWords = supportedBy('fruit', 'juice', 'sabina', 'tural', 'decide', 'have', 'celebrate');

const club: SecondThingKey = {
  question: "What did Tofig's daughter start at the tea house?",
  texts: ['a book club', 'book club'],
};
const clubWords = supportedBy('book', 'club', 'tofig', 'daughter', 'start', 'tea', 'house');

const shop: SecondThingKey = {
  question: 'What did Mrs Aliyeva need from the shop?',
  texts: ['bread and milk', 'milk and bread', 'bread', 'milk'],
};
const shopWords = supportedBy('bread', 'milk', 'mrs', 'aliyeva', 'need', 'shop');

const dress: SecondThingKey = { question: "Who made Aytan's blue dress?", texts: ['her aunt'] };
const dressWords = supportedBy('aunt', 'made', 'aytan', 'blue', 'dress');

const product: SecondThingKey = {
  question: 'Name ONE product, apart from trains, that used fuzzy logic.',
  texts: ['washing machines', 'cameras', 'rice cookers'],
};
const productWords = supportedBy('washing', 'machines', 'cameras', 'rice', 'cookers', 'product', 'trains', 'fuzzy');

describe('a second thing beside the key in a list', () => {
  it('refuses the key with a second thing of the passage or of the student’s own', () => {
    expect(namesSecondThingByKeysWords('ice cream and fruit juice', juice, juiceWords)).toBe(true);
    expect(namesSecondThingByKeysWords('ice cream and juice', juice, juiceWords)).toBe(true);
    expect(namesSecondThingByKeysWords('washing machines and computers', product, productWords)).toBe(true);
    expect(
      namesSecondThingByKeysWords(
        'programming and medicine',
        { question: 'What does Rauf want to study?', texts: ['programming'] },
        supportedBy('programming', 'rauf', 'study'),
      ),
    ).toBe(true);
  });

  it('refuses another thing of the key’s kind: the key’s word with another word beside it', () => {
    expect(namesSecondThingByKeysWords('a book club and a chess club', club, clubWords)).toBe(true);
    const gloves: SecondThingKey = { question: 'What is she saving for?', texts: ['her own ski gloves'] };
    expect(
      namesSecondThingByKeysWords(
        'ski gloves and new ski boots',
        gloves,
        supportedBy('ski', 'gloves', 'own', 'saving'),
      ),
    ).toBe(true);
  });

  it('refuses a list key answered with more than its things', () => {
    expect(namesSecondThingByKeysWords('bread, milk and some cake', shop, shopWords)).toBe(true);
    expect(namesSecondThingByKeysWords('bread and milk and some eggs for breakfast', shop, shopWords)).toBe(true);
    expect(namesSecondThingByKeysWords('bread and milk and also tea and lemons', shop, shopWords)).toBe(true);
  });

  it('refuses a second person beside the key’s, the question’s verb after them', () => {
    expect(namesSecondThingByKeysWords('her aunt and her grandmother made it together', dress, dressWords)).toBe(true);
  });

  it('keeps a list key answered in full, in any order', () => {
    expect(namesSecondThingByKeysWords('milk and bread', shop, shopWords)).toBe(false);
    expect(namesSecondThingByKeysWords('some bread, and milk', shop, shopWords)).toBe(false);
  });

  it('keeps a key whose own words hold "and"', () => {
    const chips: SecondThingKey = { question: 'What did they eat on the beach?', texts: ['fish and chips'] };
    expect(namesSecondThingByKeysWords('fish and chips', chips, supportedBy('fish', 'chips', 'eat', 'beach'))).toBe(
      false,
    );
  });

  it('keeps a true second detail the passage names beside the key', () => {
    const present: SecondThingKey = {
      question: 'What present did Nigar buy for Leyla?',
      texts: ['a blue scarf', 'a scarf'],
      passage: 'On the way Nigar bought a blue scarf and a birthday card for her cousin.',
    };
    const presentWords = supportedBy('blue', 'scarf', 'present', 'nigar', 'buy', 'leyla');
    expect(namesSecondThingByKeysWords('a blue scarf and a birthday card', present, presentWords)).toBe(false);
    expect(namesSecondThingByKeysWords('a blue scarf and a birthday cake', present, presentWords)).toBe(true);
    const fur: SecondThingKey = {
      question: "What colour is a newborn pup's fur?",
      texts: ['white'],
      passage: 'A newborn pup has thick white fur.',
    };
    expect(
      namesSecondThingByKeysWords('white and thick', fur, supportedBy('white', 'colour', 'newborn', 'pup', 'fur')),
    ).toBe(false);
  });

  it('reads the passage’s list within one phrase: "with", "a pair of", not a phrase of another thing', () => {
    const lunch: SecondThingKey = {
      question: 'What did they eat for lunch?',
      texts: ['dolma'],
      passage: 'For lunch they ate dolma with fresh bread. In the evening they had soup.',
    };
    const lunchWords = supportedBy('dolma', 'eat', 'lunch');
    expect(namesSecondThingByKeysWords('dolma and bread', lunch, lunchWords)).toBe(false);
    expect(namesSecondThingByKeysWords('dolma and soup', lunch, lunchWords)).toBe(true);
    const gloves: SecondThingKey = {
      question: 'What did she buy?',
      texts: ['a warm scarf'],
      passage: 'She bought a warm scarf and a pair of gloves.',
    };
    expect(namesSecondThingByKeysWords('a scarf and gloves', gloves, supportedBy('warm', 'scarf', 'buy'))).toBe(false);
    const yellow: SecondThingKey = {
      question: 'What did weavers use to get the colour yellow?',
      texts: ['onion skins'],
      passage: 'Weavers got red from the root of a plant called madder, and yellow from onion skins.',
    };
    const yellowWords = supportedBy('onion', 'skins', 'weavers', 'use', 'get', 'colour', 'yellow');
    expect(namesSecondThingByKeysWords('onion skins and madder root', yellow, yellowWords)).toBe(true);
  });

  it('keeps a second item said in the key’s words, or what the question sets aside', () => {
    const water: SecondThingKey = { question: 'What is the project about?', texts: ['keeping water', 'saving water'] };
    expect(
      namesSecondThingByKeysWords(
        'saving and keeping water',
        water,
        supportedBy('keeping', 'saving', 'water', 'project'),
      ),
    ).toBe(false);
    expect(
      namesSecondThingByKeysWords(
        'cameras and washing machines, and also the Sendai metro trains',
        product,
        productWords,
      ),
    ).toBe(false);
    expect(
      namesSecondThingByKeysWords(
        'bottles of water and oranges',
        { question: 'What did people give the runners?', texts: ['water and oranges'] },
        supportedBy('water', 'oranges', 'people', 'give', 'runners'),
      ),
    ).toBe(false);
  });

  it('keeps answers that are more than a list of things: clauses, order, descriptions, amounts', () => {
    const town: SecondThingKey = { question: 'Which town did they visit?', texts: ['Sheki'] };
    expect(namesSecondThingByKeysWords('Sheki and its palace', town, supportedBy('sheki', 'town', 'visit'))).toBe(
      false,
    );
    const towns: SecondThingKey = { question: 'Which town did they visit first?', texts: ['Sheki'] };
    expect(
      namesSecondThingByKeysWords('Sheki and then Gabala', towns, supportedBy('sheki', 'town', 'visit', 'first')),
    ).toBe(false);
    expect(
      namesSecondThingByKeysWords(
        "It's white and very thick.",
        { question: 'What colour is the fur?', texts: ['white'] },
        supportedBy('white', 'colour', 'fur'),
      ),
    ).toBe(false);
    expect(namesSecondThingByKeysWords('fruit juice, and Tural paid for it', juice, juiceWords)).toBe(false);
    expect(namesSecondThingByKeysWords('something for breakfast: bread and milk', shop, shopWords)).toBe(false);
    expect(
      namesSecondThingByKeysWords(
        'making apps and programming',
        { question: 'What does Rauf want to study?', texts: ['programming'] },
        supportedBy('programming', 'rauf', 'study'),
      ),
    ).toBe(false);
    // "being tough" is a way of being, said as the key's "being strong" is: a clause, no thing of the key's kind.
    expect(
      namesSecondThingByKeysWords(
        'being tough and powerful',
        { question: "What does the ram's horn shape mean?", texts: ['strength', 'being strong'] },
        supportedBy('strength', 'being', 'strong', 'powerful', 'ram', 'horn', 'shape', 'mean'),
      ),
    ).toBe(false);
    const days: SecondThingKey = { question: 'On which days is training?', texts: ['Tuesdays and Thursdays'] };
    expect(
      namesSecondThingByKeysWords(
        'twice a week, Tuesday and Thursday',
        days,
        supportedBy('tuesday', 'thursday', 'tuesdays', 'thursdays', 'days', 'training'),
      ),
    ).toBe(false);
  });

  it('keeps answers to questions that ask no thing, and keys that are clauses', () => {
    const long: SecondThingKey = { question: 'How long does the journey take?', texts: ['about four hours'] };
    expect(
      namesSecondThingByKeysWords('four hours and a break', long, supportedBy('four', 'hours', 'journey', 'take')),
    ).toBe(false);
    const rule: SecondThingKey = { question: 'What was her cooking rule?', texts: ["Good food doesn't like hurry."] };
    expect(
      namesSecondThingByKeysWords('good food and love', rule, supportedBy('good', 'food', 'hurry', 'cooking', 'rule')),
    ).toBe(false);
  });
});
