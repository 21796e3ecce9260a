import { describe, expect, it } from 'vitest';
import { EMPTY_LEXICON, lexiconFromFrequencies } from '../text/english-lexicon.ts';
import { checkSentence } from './sentence-check.ts';

const lexicon = lexiconFromFrequencies(
  'i you he she it we they go went gone buy bought an apple a school to and yesterday must can should did does have has been the book students number of are is growing family very large meeting forgotten about swim know knew agree more better happened accident since for years three lived here my was swims this there know if will rain stay in seen him known'
    .split(' ')
    .map((word, i) => ({ word, count: 1000 - i })),
);
const codes = (sentence: string) =>
  checkSentence(sentence, lexicon).map((i) => `${i.code}:${i.found}${i.fix ? `>${i.fix}` : ''}`);

describe("the offline tutor's sentence check", () => {
  it('finds a regular ending on an irregular verb and a/an before the wrong sound', () => {
    expect(codes('Yesterday I goed to school and buyed a apple.')).toEqual([
      'regularised-irregular:goed>went',
      'regularised-irregular:buyed>bought',
      'article-sound:a apple>an apple',
    ]);
  });

  it('finds the wrong form after a modal or an auxiliary, and a past form after have', () => {
    expect(codes('You must to go')).toEqual(['modal-form:must to>must']);
    expect(codes('She can swims')).toEqual(['modal-form:can swims>can swim']);
    expect(codes('They should went')).toEqual(['modal-form:should went>should go']);
    expect(codes('Did you went there')).toEqual(['auxiliary-form:Did you went>go']);
    expect(codes('I have went')).toEqual(['participle-after-have:have went>have gone']);
  });

  it('finds more better, he don’t, was happened, am agree, since three years, will after if', () => {
    expect(codes('This is more better')).toEqual(['double-comparative:more better']);
    expect(codes("He don't know")).toEqual(["third-person-dont:He don't>he doesn't"]);
    expect(codes('The accident was happened')).toEqual(['intransitive-passive:was happened>happened']);
    expect(codes('I am agree')).toEqual(['be-agree:am agree>agree']);
    expect(codes('I have lived here since three years')).toEqual(['since-period:since three years>for three years']);
    expect(codes('If it will rain, we stay')).toEqual(['will-in-if-clause:will']);
    expect(codes('I have seen him yesterday')).toEqual(['perfect-with-finished-time:have seen … yesterday']);
    expect(codes('I have known him for three years')).toEqual([]);
  });

  it('flags a word the lexicon does not know, but not a name, and nothing without a lexicon', () => {
    expect(codes('I know the studnets')).toEqual(['unknown-word:studnets']);
    expect(codes('I know Murad')).toEqual([]);
    expect(checkSentence('I know the studnets', EMPTY_LEXICON)).toEqual([]);
  });

  it('finds nothing in sentences it cannot fault', () => {
    for (const sentence of [
      'He must have forgotten about the meeting.',
      'The number of students is growing.',
      'I bought an apple yesterday.',
      'She has been to the school.',
    ])
      expect(codes(sentence), sentence).toEqual([]);
  });
});
