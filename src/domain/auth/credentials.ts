/** Spec §5 rules for sign-in, sign-up, reset and new passwords, shared by the forms and the server. */
import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 6;

/** Form issues are codes; the UI translates them. */
export type FieldIssue = 'required' | 'invalidEmail' | 'passwordTooShort' | 'passwordsDontMatch';

const email = z.string().trim().min(1, 'required').pipe(z.email('invalidEmail'));
const password = z.string().min(1, 'required').min(MIN_PASSWORD_LENGTH, 'passwordTooShort');

export const signInSchema = z.object({ email, password });
export const resetRequestSchema = z.object({ email });
export const newPasswordSchema = z.object({ password });
export const signUpSchema = z
  .object({ email, password, confirmPassword: z.string().min(1, 'required') })
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
