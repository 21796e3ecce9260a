import { describe, expect, it } from 'vitest';
import { americanSpelling, satelliteHeads, synonymsFromWordNet } from './synonyms.ts';

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

  it('links a satellite adjective with its head, both ways, but not two satellites of one head', () => {
    const index = [
      'small a 1 0 1 0 00000010',
      'tiny a 1 0 1 0 00000011',
      'little a 1 0 1 0 00000012',
      'red a 1 0 1 0 00000021',
      'green a 1 0 1 0 00000022',
      'chromatic a 1 0 1 0 00000020',
    ].join('\n');
    const data = [
      '  1 This software and database is being provided',
      '00000010 00 a 01 small 0 000 | limited in size',
      '00000011 00 s 01 tiny 0 001 & 00000010 a 0000 | very small',
      '00000012 00 s 01 little 0 001 & 00000010 a 0000 | small in size',
      '00000021 00 s 01 red 0 001 & 00000020 a 0000 | of the colour of blood',
      '00000022 00 s 01 green 0 001 & 00000020 a 0000 | of the colour of grass',
    ].join('\n');
    expect(satelliteHeads(data).get('00000011')).toBe('00000010');
    const synonyms = synonymsFromWordNet({ a: index }, () => true, 2, data);
    expect(synonyms.of('tiny')).toEqual(['small']);
    expect(synonyms.of('small')).toEqual(['tiny', 'little']);
    expect(synonyms.of('red')).toEqual(['chromatic']);
    expect(synonyms.of('red')).not.toContain('green');
  });

  it('reads a British spelling as the American one WordNet has', () => {
    expect(americanSpelling('colour')).toBe('color');
    expect(americanSpelling('favourite')).toBe('favorite');
    expect(americanSpelling('recognise')).toBe('recognize');
    expect(americanSpelling('organisation')).toBe('organization');
    expect(americanSpelling('centre')).toBe('center');
    expect(americanSpelling('travelled')).toBe('traveled');
    expect(americanSpelling('more')).toBe('more');
    const synonyms = synonymsFromWordNet({ n: 'color n 1 0 1 0 00000001\nhue n 1 0 1 0 00000001' });
    expect(synonyms.of('colour')).toEqual(['hue']);
  });
});
