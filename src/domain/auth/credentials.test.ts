import { describe, expect, it } from 'vitest';
import type { ZodError } from 'zod';
import { fieldIssues, resetRequestSchema, signInSchema, signUpSchema } from './credentials.ts';

function issuesOf(result: { success: boolean; error?: ZodError }) {
  return result.success || !result.error ? {} : fieldIssues(result.error);
}

describe('sign-in and sign-up rules (spec §5)', () => {
  it('email is required and must be valid', () => {
    expect(issuesOf(signInSchema.safeParse({ email: '', password: '123456' }))).toEqual({ email: 'required' });
    expect(issuesOf(signInSchema.safeParse({ email: 'abc@', password: '123456' }))).toEqual({ email: 'invalidEmail' });
  });
  it('password is required, minimum 6 characters', () => {
    expect(issuesOf(signInSchema.safeParse({ email: 'a@b.az', password: '' }))).toEqual({ password: 'required' });
    expect(issuesOf(signInSchema.safeParse({ email: 'a@b.az', password: '12345' }))).toEqual({
      password: 'passwordTooShort',
    });
    expect(signInSchema.safeParse({ email: 'a@b.az', password: '123456' }).success).toBe(true);
  });
  it('sign-up confirm password is required and must match', () => {
    const base = { firstName: '', email: 'a@b.az', password: 'abcdef', grade: null };
    expect(issuesOf(signUpSchema.safeParse({ ...base, confirmPassword: '' }))).toEqual({ confirmPassword: 'required' });
    expect(issuesOf(signUpSchema.safeParse({ ...base, confirmPassword: 'abcdeg' }))).toEqual({
      confirmPassword: 'passwordsDontMatch',
    });
    expect(signUpSchema.safeParse({ ...base, confirmPassword: 'abcdef' }).success).toBe(true);
  });
  it('sign-up first name is optional; when given it has 2–80 characters after trimming; the grade is 9–11 or none', () => {
    const base = { email: 'a@b.az', password: 'abcdef', confirmPassword: 'abcdef', grade: null };
    expect(signUpSchema.parse({ ...base, firstName: '  ' }).firstName).toBe('');
    expect(signUpSchema.parse({ ...base, firstName: ' Aysel ', grade: 10 })).toMatchObject({
      firstName: 'Aysel',
      grade: 10,
    });
    expect(issuesOf(signUpSchema.safeParse({ ...base, firstName: ' A ' }))).toEqual({ firstName: 'nameTooShort' });
    expect(issuesOf(signUpSchema.safeParse({ ...base, firstName: 'x'.repeat(81) }))).toEqual({
      firstName: 'nameTooLong',
    });
    expect(signUpSchema.safeParse({ ...base, firstName: '', grade: 12 }).success).toBe(false);
  });
  it('reset email is required and valid', () => {
    expect(issuesOf(resetRequestSchema.safeParse({ email: '' }))).toEqual({ email: 'required' });
    expect(issuesOf(resetRequestSchema.safeParse({ email: 'x' }))).toEqual({ email: 'invalidEmail' });
  });
});
