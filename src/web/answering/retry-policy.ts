/**
 * When a failed save is tried again, and which failures are final. One policy for the answer queue and for the
 * closing calls (finish a challenge, complete the diagnostic, save a lesson quiz's result): exponential backoff from
 * one second, capped at thirty, with "equal jitter" (half the delay fixed, half random) so a class whose phones
 * lost the network together does not come back in one burst.
 */
import { ApiError } from '../api/client.ts';

export const FIRST_DELAY_MS = 1000;
export const MAX_DELAY_MS = 30_000;
/** After this many failed tries in a row an answer is shown as failed (it is still retried in the background). */
export const FAILED_AFTER_TRIES = 3;

/** The wait after the `failures`-th failure in a row (1 = the first); `random` in [0, 1). */
export function retryDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** A thrown value as the API client's error; anything else (a fetch TypeError) is a network failure. */
export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError('INTERNAL', 0, String(error));
}

/**
 * A 4xx other than 408 (timeout) and 429 (rate limited) will not change on a retry: the server has the answer
 * already, or the attempt is locked or finished, or the student is signed out.
 */
export function isFinal(error: ApiError): boolean {
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

/** Waits `ms`, or less if the browser comes back online meanwhile. */
export function pauseUnlessOnline(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = window.setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/**
 * Calls `call` until it succeeds; a final failure ends it with `{ failed }`. Never throws. `onRetry` hears about each
 * failure that will be retried (the lesson quiz shows it).
 */
export async function retryUntilDone<T>(
  call: () => Promise<T>,
  onRetry: () => void = () => undefined,
): Promise<{ ok: true; value: T } | { ok: false; error: ApiError }> {
  for (let failures = 1; ; failures++) {
    try {
      return { ok: true, value: await call() };
    } catch (error) {
      const apiError = asApiError(error);
      if (isFinal(apiError)) return { ok: false, error: apiError };
      onRetry();
      await pauseUnlessOnline(retryDelay(failures));
    }
  }
}
