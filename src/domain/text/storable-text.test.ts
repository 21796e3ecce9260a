import { describe, expect, it } from 'vitest';
import { isStorableText, unstorableTextPath } from './storable-text.ts';

describe('isStorableText', () => {
  it('accepts ordinary text in every script the app uses, and emoji (a surrogate pair)', () => {
    expect(isStorableText('Səbinə öyrənir: çox şey, ğ, ı, ü')).toBe(true);
    expect(isStorableText('Привет, ты готов?')).toBe(true);
    expect(isStorableText('well done 👍')).toBe(true);
    expect(isStorableText('')).toBe(true);
  });

  it('refuses U+0000, which PostgreSQL cannot store', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\u0000')).toBe(false);
  });

  it('refuses a lone surrogate, high or low, anywhere', () => {
    expect(isStorableText('\uD83D')).toBe(false);
    expect(isStorableText('x\uD83Dy')).toBe(false);
    expect(isStorableText('\uDC4D')).toBe(false);
    expect(isStorableText('ok \uDC4D\uD83D')).toBe(false);
    expect(isStorableText('\uD83D\uDC4D\uDC4D')).toBe(false);
  });
});

describe('unstorableTextPath', () => {
  it('is undefined when every string is storable', () => {
    expect(unstorableTextPath({ a: ['x', 1, null, true, { b: 'y' }] })).toBeUndefined();
    expect(unstorableTextPath(42)).toBeUndefined();
  });

  it('names the path of the first bad value or key', () => {
    expect(unstorableTextPath({ messages: [{ text: 'ok' }, { text: 'a\u0000' }] })).toBe('messages.1.text');
    expect(unstorableTextPath({ ok: 'x', ['k\uD800']: 'v' })).toBe('k\uD800');
    expect(unstorableTextPath('\uDFFF')).toBe('');
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(unstorableTextPath(deep)?.split('.')).toHaveLength(200_000);
  });
});
