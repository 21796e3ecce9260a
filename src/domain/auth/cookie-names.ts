/**
 * The app's cookies, declared once for the server and the web app, and how a value is read from a Cookie header.
 * better-auth names its session cookie from our prefix (`imtahan.session_token`, `__Secure-` before it behind
 * HTTPS); the others are the app's own and readable by the page: the session hint (a session may exist), the
 * interface language and the browser's time zone at sign-up.
 */
export const COOKIE_PREFIX = 'imtahan';
export const SESSION_HINT_COOKIE = 'imtahan_auth';
export const LANGUAGE_COOKIE = 'imtahan_lang';
export const TIME_ZONE_COOKIE = 'imtahan_tz';

/** better-auth's session cookie with our prefix. */
export function sessionCookieName(secureCookies: boolean): string {
  return `${secureCookies ? '__Secure-' : ''}${COOKIE_PREFIX}.session_token`;
}

/** The URI-decoded value of the named cookie; undefined when absent or not decodable. */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      let value = part.slice(separator + 1).trim();
      if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
      try {
        return decodeURIComponent(value);
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
