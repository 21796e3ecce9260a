import { describe, expect, it } from 'vitest';
import { timeZoneCookieValue, timeZoneFromCookie } from './time-zone-cookie.ts';

describe('the sign-up time zone cookie', () => {
  it('round-trips zones with slashes, underscores and plus signs', () => {
    for (const zone of ['Asia/Baku', 'America/Port_of_Spain', 'Etc/GMT+4', 'Pacific/Pago_Pago']) {
      expect(timeZoneFromCookie(`a=1; ${timeZoneCookieValue(zone)}; imtahan_lang=ru`)).toBe(zone);
    }
  });
  it('reads the canonical name', () => {
    expect(timeZoneFromCookie('imtahan_tz=europe%2Fmoscow')).toBe('Europe/Moscow');
  });
  it('absent, empty, unknown or malformed → undefined (the profile then starts in Asia/Baku)', () => {
    for (const header of [
      undefined,
      null,
      '',
      'imtahan_tz=',
      'imtahan_tz=Mars%2FBase',
      'imtahan_tz=%E0%A4%A',
      'x_imtahan_tz=Asia%2FBaku',
    ]) {
      expect(timeZoneFromCookie(header)).toBeUndefined();
    }
  });
});
