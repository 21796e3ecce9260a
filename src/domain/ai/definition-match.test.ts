import { describe, expect, it } from 'vitest';
import { lexiconFromFrequencies } from '../text/english-lexicon.ts';
import { NO_SYNONYMS } from '../text/synonyms.ts';
import type { WordKnowledge } from '../text/word-knowledge.ts';
import { calendarNamed, colourNamed, definitionKey, namedByDefinition } from './definition-match.ts';
import { judgeByRules, type OpenAnswerKey } from './judge-open-answer.ts';

/** WordNet's definitions of the keys' nouns, as the server reads them (all senses, examples left out). */
const DEFINITIONS: Record<string, string[]> = {
  aunt: ['the sister of your father or mother', 'the wife of your uncle'],
  kitchen: ['a room equipped for preparing meals'],
  knight: ['a chessman shaped to resemble the head of a horse'],
  bus_driver: ['someone who drives a bus'],
  walnut: ['hard dark-brown wood of any of various walnut trees'],
  ribbon: ['an award for winning a championship or commemorating some other event'],
  snow: ['a layer of snowflakes (white crystals of frozen water) covering the ground'],
  blood: ['the fluid (red in vertebrates) that is pumped through the body by the heart'],
  coriander: ['parsley-like herb used as seasoning or garnish'],
  scarf: ['a garment worn around the head or neck or shoulders for warmth or decoration'],
};
const RELATED: Record<string, string[]> = {
  chessman: ['piece', 'knight', 'castle'],
  room: ['bedroom', 'kitchen'],
  tea: ['herb'],
  garment: ['dress'],
};
const DEFINING: Record<string, string[]> = {
  cook: ['prepare', 'a', 'hot', 'meal'],
  blue: ['color', 'or', 'pigment'],
};
const DERIVED: Record<string, string[]> = { drives: ['driver'] };

const knowledge: WordKnowledge = {
  lexicon: lexiconFromFrequencies(
    'her made it and mother mothers father fathers sister brother room where they cook sleep horse piece castle man who drives bus taxi hard wood green ribbon aunt kitchen knight driver'
      .split(' ')
      .map((word, i) => ({ word, count: 1000 - i })),
  ),
  synonyms: NO_SYNONYMS,
  definitions: (lemma) => DEFINITIONS[lemma] ?? [],
  related: (w) => RELATED[w] ?? [],
  defining: (w) => DEFINING[w] ?? [],
  derived: (w) => DERIVED[w] ?? [],
};
const named = (answer: string, key: string) =>
  namedByDefinition(
    answer.split(' '),
    definitionKey([key.split(' ')], () => false, knowledge),
    knowledge,
  )?.join(' ');

describe('a key word said by its definition', () => {
  it("puts a phrase whose words are all in one of the word's definitions as the word", () => {
    expect(named('her mothers sister', 'her aunt')).toBe('her aunt');
    expect(named('her fathers sister', 'her aunt')).toBe('her aunt');
    expect(named('wife of her uncle', 'her aunt')).toBe('aunt');
  });

  it('wants every word of the phrase in the definition: a wrong thing of the same kind stays itself', () => {
    expect(named('room where they sleep', 'kitchen')).toBeUndefined();
    expect(named('her mothers brother', 'her aunt')).toBeUndefined();
    expect(named('castle piece', 'knight')).toBeUndefined();
  });

  it("wants the phrase's head to say the definition's head, what the thing is: her sister's mother is no aunt", () => {
    expect(named('her fathers mother', 'her aunt')).toBeUndefined();
    expect(named('her sisters mother', 'her aunt')).toBeUndefined();
  });

  it('wants another word to say what sets the thing apart: a man on the bus is no bus driver', () => {
    expect(named('man on bus', 'bus driver')).toBeUndefined();
  });

  it("takes no word of the head's kind for the head: seasoning tea is no coriander", () => {
    expect(named('seasoning tea', 'coriander')).toBeUndefined();
  });

  it('lets a word say a definition word by its own definition, and the first word by one a level apart', () => {
    expect(named('room where they cook', 'kitchen')).toBe('kitchen');
    expect(named('horse piece', 'knight')).toBe('knight');
  });

  it("counts a two-word name's own words in its definition, never the only word said", () => {
    expect(named('man who drives bus', 'bus driver')).toBe('bus driver');
    expect(named('man who drives taxi', 'bus driver')).toBeUndefined();
  });

  it('takes no definition that names the word itself, nor a phrase that names it', () => {
    expect(named('hard wood', 'walnut')).toBeUndefined();
    expect(named('green ribbon', 'red ribbon')).toBeUndefined();
  });

  it('wants a describing clause said whole: a word of it outside the definition says something else', () => {
    expect(named('room where they cook', 'kitchen')).toBe('kitchen');
    expect(named('room where they cook and sleep', 'kitchen')).toBeUndefined();
    expect(named('her mothers sister made it', 'her aunt')).toBe('her aunt made it');
  });

  it('takes no "or" of a definition for a word of it: a blue dress is no scarf', () => {
    expect(named('blue dress', 'blue scarf')).toBeUndefined();
    expect(named('garment for neck', 'blue scarf')).toBe('scarf');
  });

  it('never reads across a negation, a number or "or"', () => {
    expect(named('her mothers not sister', 'her aunt')).toBeUndefined();
    expect(named('her mothers or sister', 'her aunt')).toBeUndefined();
  });
});

describe('a colour said by a thing of that colour', () => {
  it("names the key's colour where the thing's definitions name it and no other", () => {
    expect(colourNamed(['same', 'colour', 'as', 'snow'], ['white'], knowledge)).toEqual(['white']);
    expect(colourNamed(['fur', 'is', 'colour', 'of', 'snow'], ['white', 'fur'], knowledge)).toEqual([
      'fur',
      'is',
      'white',
    ]);
    expect(colourNamed(['same', 'colour', 'as', 'blood'], ['white'], knowledge)).toBeUndefined();
    expect(colourNamed(['same', 'colour', 'as', 'snow'], ['black'], knowledge)).toBeUndefined();
  });
});

describe('a day or month said by the calendar', () => {
  it('names the day or month after or before another', () => {
    expect(calendarNamed(['day', 'that', 'comes', 'after', 'monday'])).toEqual(['tuesday']);
    expect(calendarNamed(['day', 'before', 'monday'])).toEqual(['sunday']);
    expect(calendarNamed(['month', 'after', 'february'])).toEqual(['march']);
    expect(calendarNamed(['month', 'that', 'comes', 'after', 'march'])).toEqual(['april']);
    expect(calendarNamed(['in', 'month', 'after', 'december'])).toEqual(['in', 'january']);
  });

  it('names a month by its place in the year, never a day by its place in the week', () => {
    expect(calendarNamed(['3rd', 'month', 'of', 'year'])).toEqual(['march']);
    expect(calendarNamed(['in', 'third', 'month'])).toEqual(['in', 'march']);
    expect(calendarNamed(['3rd', 'day', 'of', 'week'])).toBeUndefined();
    expect(calendarNamed(['3', 'months'])).toBeUndefined();
  });
});

describe('the judge with answers that define the key', () => {
  const key = (answer: string, question: string): OpenAnswerKey => ({ question, answer, accepted: [answer] });

  it('accepts the definition of the key word and refuses a wrong relative or a wrong day', () => {
    const aunt = key('her aunt', 'Who made the dress?');
    expect(judgeByRules("her mother's sister", aunt, 'meaning', knowledge).correct).toBe(true);
    expect(judgeByRules("her father's mother", aunt, 'meaning', knowledge).correct).toBe(false);
    expect(judgeByRules("not her mother's sister", aunt, 'meaning', knowledge).correct).toBe(false);
    const tuesday = key('Tuesday', 'On which day is she free?');
    expect(judgeByRules('the day that comes after Monday', tuesday, 'meaning', knowledge).correct).toBe(true);
    expect(judgeByRules('the day before Monday', tuesday, 'meaning', knowledge).correct).toBe(false);
  });
});
