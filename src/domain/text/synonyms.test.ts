import { describe, expect, it } from 'vitest';
import { synonymsFromWordNet } from './synonyms.ts';

// Two index lines in WordNet's format: lemma, pos, synset count, pointer count, pointers, sense counts, offsets.
const adj = [
  '  1 This software and database is being provided',
  'close a 3 2 ! & 3 1 00000001 00000002 00000003',
  'near a 2 1 & 2 1 00000002 00000009',
  'final a 1 0 1 0 00000003',
  'finale_act a 1 0 1 0 00000001',
].join('\n');

describe('synonyms from WordNet', () => {
  it('pairs words that share a synset among their first two senses, single words only', () => {
    const synonyms = synonymsFromWordNet({ a: adj });
    expect(synonyms.of('near')).toEqual(['close']);
    expect(synonyms.of('Close')).toEqual(['near']);
    // "final" shares only the third sense of "close".
    expect(synonyms.of('final')).toEqual([]);
    expect(synonyms.of('unknown')).toEqual([]);
  });

  it('keeps only the words it is told to', () => {
    expect(synonymsFromWordNet({ a: adj }, (w) => w !== 'near').of('close')).toEqual([]);
  });
});
