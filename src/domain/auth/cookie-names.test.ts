import { describe, expect, it } from 'vitest';
import { cookieValue, sessionCookieName } from './cookie-names.ts';

describe('cookie names', () => {
  it("better-auth's session cookie carries our prefix, and __Secure- behind HTTPS", () => {
    expect(sessionCookieName(false)).toBe('imtahan.session_token');
    expect(sessionCookieName(true)).toBe('__Secure-imtahan.session_token');
  });

  it('reads the named cookie only, decoded; quotes stripped; an undecodable value is none', () => {
    expect(cookieValue('a=1; imtahan_tz=Etc%2FGMT%2B4; b=2', 'imtahan_tz')).toBe('Etc/GMT+4');
    expect(cookieValue('x_imtahan_tz=Asia%2FBaku', 'imtahan_tz')).toBeUndefined();
    expect(cookieValue('imtahan_lang="ru"', 'imtahan_lang')).toBe('ru');
    expect(cookieValue('imtahan_tz=%E0%A4%A', 'imtahan_tz')).toBeUndefined();
    expect(cookieValue(undefined, 'imtahan_tz')).toBeUndefined();
  });
});
