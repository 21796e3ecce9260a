/**
 * The browser's time zone at sign-up: the web app keeps it in a cookie (as it keeps the interface language), and
 * the server's sign-up hook reads it to start the new profile in it. A cookie reaches both ways of signing up, the
 * form's request and the return from Google, which carries no header of the app's.
 */
import { cookieValue, TIME_ZONE_COOKIE } from '../auth/cookie-names.ts';
import { canonicalTimeZone } from '../practice/calendar-day.ts';

/** The cookie's `name=value` (value URI-encoded: 'Etc/GMT+4' has a '+'). */
export function timeZoneCookieValue(timeZone: string): string {
  return `${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}`;
}

/** The canonical zone in a Cookie header, or undefined when absent or not an IANA zone. */
export function timeZoneFromCookie(cookieHeader: string | null | undefined): string | undefined {
  const zone = cookieValue(cookieHeader, TIME_ZONE_COOKIE);
  return zone ? canonicalTimeZone(zone) : undefined;
}
