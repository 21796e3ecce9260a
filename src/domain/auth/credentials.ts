/** The validation rules for sign-in, sign-up, reset and new passwords, shared by the forms and the server. */
import { z } from 'zod';
import { MAX_NAME_LENGTH, MIN_NAME_LENGTH } from '../profile/profile-schema.ts';

export const MIN_PASSWORD_LENGTH = 6;

/** Form issues are codes; the UI translates them. */
export type FieldIssue =
  'required' | 'invalidEmail' | 'passwordTooShort' | 'passwordsDontMatch' | 'nameTooShort' | 'nameTooLong';

const email = z.string().trim().min(1, 'required').pipe(z.email('invalidEmail'));
const password = z.string().min(1, 'required').min(MIN_PASSWORD_LENGTH, 'passwordTooShort');

export const signInSchema = z.object({ email, password });
export const resetRequestSchema = z.object({ email });
export const newPasswordSchema = z.object({ password });
/** Optional at sign-up: empty means "use the part of the email before the @", as for an account made without it. */
const firstName = z
  .string()
  .trim()
  .refine((name) => name.length === 0 || name.length >= MIN_NAME_LENGTH, 'nameTooShort')
  .refine((name) => name.length <= MAX_NAME_LENGTH, 'nameTooLong');

export const signUpSchema = z
  .object({
    firstName,
    email,
    password,
    confirmPassword: z.string().min(1, 'required'),
    grade: z.union([z.literal(9), z.literal(10), z.literal(11), z.null()]),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'passwordsDontMatch', path: ['confirmPassword'] });

/** First issue per field, as codes. */
export function fieldIssues(error: z.ZodError): Record<string, FieldIssue> {
  const issues: Record<string, FieldIssue> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    issues[field] ??= issue.message as FieldIssue;
  }
  return issues;
}
