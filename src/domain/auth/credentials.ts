/**
 * The validation rules for sign-in, sign-up, reset and new passwords, shared by the forms and the server. Plain
 * functions rather than zod schemas: the sign-in, sign-up, reset and profile pages load with a phone's first visit,
 * and the schema library alone would be about 24 KB of their JavaScript (gzip).
 */
import { MAX_NAME_LENGTH, MIN_NAME_LENGTH, GRADES, type Grade } from '../profile/profile-rules.ts';

export const MIN_PASSWORD_LENGTH = 6;

/** Form issues are codes; the UI translates them. */
export type FieldIssue =
  'required' | 'invalidEmail' | 'passwordTooShort' | 'passwordsDontMatch' | 'nameTooShort' | 'nameTooLong';

/** The outcome of a form's check: the cleaned values, or the first issue of each field that has one. */
export type Checked<T> = { ok: true; value: T } | { ok: false; issues: Record<string, FieldIssue> };

/** The address rule zod's z.email() applies (the one the forms used before): no dots at either end of the name. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

function emailIssue(email: string): FieldIssue | undefined {
  if (email.length === 0) return 'required';
  return EMAIL_PATTERN.test(email) ? undefined : 'invalidEmail';
}

function passwordIssue(password: string): FieldIssue | undefined {
  if (password.length === 0) return 'required';
  return password.length < MIN_PASSWORD_LENGTH ? 'passwordTooShort' : undefined;
}

/** Optional at sign-up: empty means "use the part of the email before the @", as for an account made without it. */
function firstNameIssue(name: string): FieldIssue | undefined {
  if (name.length > 0 && name.length < MIN_NAME_LENGTH) return 'nameTooShort';
  return name.length > MAX_NAME_LENGTH ? 'nameTooLong' : undefined;
}

function checked<T>(value: T, found: Record<string, FieldIssue | undefined>): Checked<T> {
  const issues: Record<string, FieldIssue> = {};
  for (const [field, issue] of Object.entries(found)) if (issue) issues[field] = issue;
  return Object.keys(issues).length ? { ok: false, issues } : { ok: true, value };
}

export function checkSignIn(input: { email: string; password: string }): Checked<{ email: string; password: string }> {
  const email = input.email.trim();
  return checked(
    { email, password: input.password },
    { email: emailIssue(email), password: passwordIssue(input.password) },
  );
}

export function checkResetRequest(input: { email: string }): Checked<{ email: string }> {
  const email = input.email.trim();
  return checked({ email }, { email: emailIssue(email) });
}

export function checkNewPassword(input: { password: string }): Checked<{ password: string }> {
  return checked({ password: input.password }, { password: passwordIssue(input.password) });
}

export interface SignUp {
  firstName: string;
  email: string;
  password: string;
  confirmPassword: string;
  grade: Grade | null;
}

export function checkSignUp(input: {
  firstName: string;
  email: string;
  password: string;
  confirmPassword: string;
  grade: number | null;
}): Checked<SignUp> {
  const firstName = input.firstName.trim();
  const email = input.email.trim();
  const grade = input.grade === null || (GRADES as readonly number[]).includes(input.grade) ? input.grade : undefined;
  const confirmIssue: FieldIssue | undefined =
    input.confirmPassword.length === 0
      ? 'required'
      : input.password !== input.confirmPassword
        ? 'passwordsDontMatch'
        : undefined;
  return checked(
    {
      firstName,
      email,
      password: input.password,
      confirmPassword: input.confirmPassword,
      grade: (grade ?? null) as Grade | null,
    },
    {
      firstName: firstNameIssue(firstName),
      email: emailIssue(email),
      password: passwordIssue(input.password),
      confirmPassword: confirmIssue,
      // The form offers only 9–11 or none; anything else is a broken form, reported on the field.
      grade: grade === undefined ? 'required' : undefined,
    },
  );
}
