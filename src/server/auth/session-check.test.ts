import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifiedToken } from './session-check.ts';

const secret = 'test-secret-0123456789';
/** The value better-auth writes: `token.base64(HMAC-SHA256(secret, token))` (before URL encoding). */
const signed = (token: string, key = secret) => `${token}.${createHmac('sha256', key).update(token).digest('base64')}`;

describe('the session cookie check', () => {
  it('reads the token of a cookie signed with the secret', () => {
    expect(verifiedToken(signed('abcDEF123'), secret)).toBe('abcDEF123');
  });
  it('refuses a cookie signed with another secret, a changed token, or no signature', () => {
    expect(verifiedToken(signed('abcDEF123', 'another-secret'), secret)).toBeUndefined();
    expect(verifiedToken(signed('abcDEF123').replace('abc', 'abd'), secret)).toBeUndefined();
    expect(verifiedToken('abcDEF123', secret)).toBeUndefined();
    expect(verifiedToken('.signature', secret)).toBeUndefined();
    expect(verifiedToken('abcDEF123.', secret)).toBeUndefined();
  });
});
