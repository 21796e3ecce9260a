import { describe, expect, it } from 'vitest';
import { chooseEncoding, matchesEtag } from './compression.ts';

describe('content encoding choice', () => {
  it('brotli first, then gzip; none when the client takes neither', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
  });

  it('q=0 refuses an encoding; * stands for gzip', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(chooseEncoding('BR;Q=0.5')).toBe('br');
    expect(chooseEncoding('*')).toBe('gzip');
  });
});

describe('If-None-Match', () => {
  it('matches the tag in a list, in its weak form, or *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});
