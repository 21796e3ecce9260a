/** Typed API errors: every failure leaves the server as `{ error: { code, message } }` with a 4xx/5xx status. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ApiErrorBody, ErrorCode } from '../../domain/errors.ts';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function errorBody(code: ErrorCode, message: string): ApiErrorBody {
  return { error: { code, message } };
}

export function sendError(c: Context, error: HttpError): Response {
  return c.json(errorBody(error.code, error.message), error.status);
}

/**
 * Parses a JSON body with a schema; anything else is a 400 VALIDATION_FAILED naming the fields, or the code
 * `codeOf` gives the refusal (a field with an error of its own).
 */
export async function parseJsonBody<T extends z.ZodType>(
  c: Context,
  schema: T,
  codeOf?: (issues: z.core.$ZodIssue[]) => ErrorCode | undefined,
): Promise<z.infer<T>> {
  let body: unknown;
  try {
    const text: unknown = c.get('bodyText');
    body = typeof text === 'string' ? JSON.parse(text) : await c.req.json();
  } catch {
    throw new HttpError(400, 'VALIDATION_FAILED', 'The request body must be JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
    throw new HttpError(400, codeOf?.(parsed.error.issues) ?? 'VALIDATION_FAILED', fields);
  }
  return parsed.data;
}

/** Maps better-auth's error codes to ours (spec §8 messages are chosen by code in the UI). */
export function mapAuthErrorCode(status: number, code: string | undefined): ErrorCode {
  switch (code) {
    case 'USER_NOT_FOUND':
      return 'USER_NOT_FOUND';
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_PASSWORD':
      return 'WRONG_PASSWORD';
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return 'EMAIL_EXISTS';
    case 'PASSWORD_TOO_SHORT':
    case 'PASSWORD_TOO_LONG':
      return 'WEAK_PASSWORD';
    case 'INVALID_EMAIL':
      return 'INVALID_EMAIL';
    case 'INVALID_TOKEN':
      return 'INVALID_RESET_TOKEN';
    case 'RECENT_LOGIN_REQUIRED':
    case 'SESSION_EXPIRED':
      return 'RECENT_LOGIN_REQUIRED';
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      return 'PASSWORD_CHANGE_FAILED';
  }
  if (status === 429) return 'RATE_LIMITED';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN_ORIGIN';
  if (status === 404) return 'NOT_FOUND';
  if (status >= 500) return 'INTERNAL';
  return 'VALIDATION_FAILED';
}
