import { describe, expect, it } from 'vitest';
import { decodeHistoryCursor, encodeHistoryCursor } from './history-cursor.ts';

describe('history cursor', () => {
  const cursor = { finishedAt: '2026-03-10T08:05:00.123Z', id: '0b9c1f0e-3c1d-4f57-9d62-6a1e8f2b7c44' };

  it('reads back what it wrote, in URL-safe characters', () => {
    const text = encodeHistoryCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeHistoryCursor(text)).toEqual(cursor);
  });

  it('refuses text it did not write: bad characters, no id, a time that is not an instant, extra parts', () => {
    expect(decodeHistoryCursor('not a cursor!')).toBeUndefined();
    expect(decodeHistoryCursor('')).toBeUndefined();
    const encode = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeHistoryCursor(encode('2026-03-10T08:05:00Z'))).toBeUndefined();
    expect(decodeHistoryCursor(encode('yesterday abc'))).toBeUndefined();
    expect(decodeHistoryCursor(encode('2026-03-10T08:05:00Z abc def'))).toBeUndefined();
    expect(decodeHistoryCursor(encode("2026-03-10T08:05:00Z a'b"))).toBeUndefined();
    expect(decodeHistoryCursor(encode('2026-13-45T08:05:00Z abc'))).toBeUndefined();
    expect(decodeHistoryCursor(encode('2026-03-10T08:05:00Z abc'))).toEqual({
      finishedAt: '2026-03-10T08:05:00Z',
      id: 'abc',
    });
  });
});
