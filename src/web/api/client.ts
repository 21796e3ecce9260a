/** The one API client: JSON over fetch with the session cookie; failures become ApiError with a typed code. */
import type { ErrorCode } from '../../domain/errors.ts';

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
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Baku';
  } catch {
    return 'Asia/Baku';
  }
}

export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        // The student's day (streaks, daily challenge) follows their time zone (DESIGN.md §4.6).
        'x-time-zone': browserTimeZone(),
      },
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
