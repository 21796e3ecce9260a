/** The one API client: JSON over fetch with the session cookie; failures become ApiError with a typed code. */
import type { ErrorCode } from '../../domain/errors.ts';
import { DEFAULT_TIME_ZONE } from '../../domain/practice/calendar-day.ts';
import { timeZoneCookieValue } from '../../domain/profile/time-zone-cookie.ts';

export type ClientErrorCode = ErrorCode | 'NETWORK';

export class ApiError extends Error {
  constructor(
    readonly code: ClientErrorCode,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

let timeZoneKept = false;

/**
 * Keeps the browser's zone in the cookie the server reads when it creates a profile at sign-up (by form or by
 * Google), once per page load; afterwards the profile's stored zone is the one used. Written only before a request to
 * the auth routes that writes (sign-up and the start of Google's sign-in are POSTs there), not before the reads every
 * page makes as it loads nor a signed-in page's own POSTs (the dashboard's advice right after its first paint): the
 * first Intl.DateTimeFormat loads the browser's time-zone data, tens of milliseconds of main thread on a phone.
 */
function keepTimeZone(): void {
  if (timeZoneKept || typeof document === 'undefined') return;
  timeZoneKept = true;
  document.cookie = `${timeZoneCookieValue(browserTimeZone())}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
}

export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const method = init.method ?? 'GET';
  if (method !== 'GET' && path.startsWith('/api/auth/')) keepTimeZone();
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError('NETWORK', 0, 'Network request failed');
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const error = (data as { error?: { code?: ErrorCode; message?: string } } | null)?.error;
    const fallback: ClientErrorCode =
      response.status === 429 ? 'RATE_LIMITED' : response.status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED';
    throw new ApiError(error?.code ?? fallback, response.status, error?.message ?? response.statusText);
  }
  return data as T;
}

export function errorCodeOf(error: unknown): ClientErrorCode {
  return error instanceof ApiError ? error.code : 'INTERNAL';
}
