import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, matchesEtag, serializedOnce } from './compression.ts';

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

describe('JSON serialised once', () => {
  it('is the same bytes for the same value, and each encoding is made once and reads back as the JSON', () => {
    const chart = { period: 'week', points: Array.from({ length: 100 }, (_, i) => ({ at: i, attempts: i % 7 })) };
    const json = serializedOnce(chart);
    expect(serializedOnce(chart)).toBe(json);
    expect(Buffer.from(json.bytes).toString()).toBe(JSON.stringify(chart));
    expect(JSON.stringify({ chart: json })).toBe(JSON.stringify({ chart }));
    expect(json.encoded('gzip')).toBe(json.encoded('gzip'));
    expect(gunzipSync(json.encoded('gzip')).toString()).toBe(JSON.stringify(chart));
    expect(brotliDecompressSync(json.encoded('br')).toString()).toBe(JSON.stringify(chart));
    expect(serializedOnce({ ...chart })).not.toBe(json);
  });
});
