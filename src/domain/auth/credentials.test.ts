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
    const base = { email: 'a@b.az', password: 'abcdef' };
    expect(issuesOf(signUpSchema.safeParse({ ...base, confirmPassword: '' }))).toEqual({ confirmPassword: 'required' });
    expect(issuesOf(signUpSchema.safeParse({ ...base, confirmPassword: 'abcdeg' }))).toEqual({
      confirmPassword: 'passwordsDontMatch',
    });
    expect(signUpSchema.safeParse({ ...base, confirmPassword: 'abcdef' }).success).toBe(true);
  });
  it('reset email is required and valid', () => {
    expect(issuesOf(resetRequestSchema.safeParse({ email: '' }))).toEqual({ email: 'required' });
    expect(issuesOf(resetRequestSchema.safeParse({ email: 'x' }))).toEqual({ email: 'invalidEmail' });
  });
});
