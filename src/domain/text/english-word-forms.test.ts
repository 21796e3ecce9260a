import { describe, expect, it } from 'vitest';
import { englishWordForms } from './english-word-forms.ts';

/** A tiny stand-in for SUBTLEX and WordNet: enough words for each rule. */
const forms = englishWordForms({
  frequencies: ['the', 'buyed', 'teached', 'hisself', 'film'].map((word, i) => ({ word, count: 1000 - i })),
  lemmas: {
    noun: new Set(['seed', 'film', 'win', 'people', 'nation']),
    verb: new Set(['buy', 'teach', 'walk', 'stop', 'found', 'bore', 'study', 'win', 'see']),
    adj: new Set(['big', 'happy', 'open']),
    adv: new Set(['fast']),
  },
});

describe('englishWordForms (which strings are English word forms)', () => {
  it('knows lemmas, irregular forms and regular inflections of lemmas', () => {
    for (const word of ['film', 'bought', 'children', 'walked', 'stopping', 'studies', 'bigger', 'happiest', 'seed']) {
      expect(forms.isWord(word), word).toBe(true);
    }
  });
  it('rejects a regular ending on an irregular word, even when the frequency list has it', () => {
    expect(forms.isWord('buyed')).toBe(false);
    expect(forms.standardFor('buyed')).toBe('bought');
    expect(forms.isWord('teached')).toBe(false);
    expect(forms.standardFor('childs')).toBe('children');
    expect(forms.standardFor('gooder')).toBe('better/best');
  });
  it('keeps real words that only look overregularised: founded (found), bored (bore), seed, peoples', () => {
    for (const word of ['founded', 'bored', 'seed', 'peoples']) expect(forms.isWord(word), word).toBe(true);
  });
  it('rejects dialect forms and strings that are no form of any lemma', () => {
    expect(forms.isWord('hisself')).toBe(false);
    expect(forms.isWord('knivs')).toBe(false);
  });
  it('tells the verb forms a word can be', () => {
    expect([...forms.verbForms('went')]).toEqual(['past']);
    expect(forms.verbForms('gone').has('participle')).toBe(true);
    expect(forms.verbForms('walked')).toEqual(new Set(['past', 'participle']));
    expect(forms.verbForms('goes')).toEqual(new Set(['third']));
    expect(forms.verbForms('being')).toEqual(new Set(['ing']));
    expect(forms.verbForms('film').size).toBe(0);
    // Words that are also names of Object.prototype's members: no inherited entry is read as verb forms.
    expect(forms.verbForms('constructor').size).toBe(0);
    expect(forms.verbForms('toString').size).toBe(0);
    expect(forms.isPastOnly('saw')).toBe(true);
    expect(forms.isPastOnly('bought')).toBe(false);
    expect(forms.isNounOrAdjective('win')).toBe(true);
  });
  it('tells comparatives and superlatives, regular and irregular', () => {
    expect(forms.degreeOf('bigger')).toBe('comparative');
    expect(forms.degreeOf('happiest')).toBe('superlative');
    expect(forms.degreeOf('worse')).toBe('comparative');
    expect(forms.degreeOf('best')).toBe('superlative');
    expect(forms.degreeOf('more')).toBeUndefined();
    expect(forms.degreeOf('film')).toBeUndefined();
  });
});
