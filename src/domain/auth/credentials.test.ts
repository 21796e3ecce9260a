import { describe, expect, it } from 'vitest';
import { checkNewPassword, checkResetRequest, checkSignIn, checkSignUp, type Checked } from './credentials.ts';

function issuesOf<T>(result: Checked<T>) {
  return result.ok ? {} : result.issues;
}

describe('sign-in and sign-up rules', () => {
  it('email is required and must be valid', () => {
    expect(issuesOf(checkSignIn({ email: '', password: '123456' }))).toEqual({ email: 'required' });
    expect(issuesOf(checkSignIn({ email: '   ', password: '123456' }))).toEqual({ email: 'required' });
    expect(issuesOf(checkSignIn({ email: 'abc@', password: '123456' }))).toEqual({ email: 'invalidEmail' });
    expect(issuesOf(checkSignIn({ email: '.a@b.az', password: '123456' }))).toEqual({ email: 'invalidEmail' });
    expect(issuesOf(checkSignIn({ email: 'a.@b.az', password: '123456' }))).toEqual({ email: 'invalidEmail' });
    expect(issuesOf(checkSignIn({ email: 'a@b.c', password: '123456' }))).toEqual({ email: 'invalidEmail' });
    expect(checkSignIn({ email: ' aysel.m+1@mail.az ', password: '123456' })).toEqual({
      ok: true,
      value: { email: 'aysel.m+1@mail.az', password: '123456' },
    });
  });
  it('password is required, minimum 6 characters', () => {
    expect(issuesOf(checkSignIn({ email: 'a@b.az', password: '' }))).toEqual({ password: 'required' });
    expect(issuesOf(checkSignIn({ email: 'a@b.az', password: '12345' }))).toEqual({ password: 'passwordTooShort' });
    expect(checkSignIn({ email: 'a@b.az', password: '123456' }).ok).toBe(true);
    expect(issuesOf(checkNewPassword({ password: '123' }))).toEqual({ password: 'passwordTooShort' });
    expect(checkNewPassword({ password: '123456' }).ok).toBe(true);
  });
  it('sign-up confirm password is required and must match', () => {
    const base = { firstName: '', email: 'a@b.az', password: 'abcdef', grade: null };
    expect(issuesOf(checkSignUp({ ...base, confirmPassword: '' }))).toEqual({ confirmPassword: 'required' });
    expect(issuesOf(checkSignUp({ ...base, confirmPassword: 'abcdeg' }))).toEqual({
      confirmPassword: 'passwordsDontMatch',
    });
    expect(checkSignUp({ ...base, confirmPassword: 'abcdef' }).ok).toBe(true);
  });
  it('sign-up first name is optional; when given it has 2–80 characters after trimming; the grade is 9–11 or none', () => {
    const base = { email: 'a@b.az', password: 'abcdef', confirmPassword: 'abcdef', grade: null };
    const blank = checkSignUp({ ...base, firstName: '  ' });
    expect(blank.ok && blank.value.firstName).toBe('');
    expect(checkSignUp({ ...base, firstName: ' Aysel ', grade: 10 })).toMatchObject({
      ok: true,
      value: { firstName: 'Aysel', grade: 10 },
    });
    expect(issuesOf(checkSignUp({ ...base, firstName: ' A ' }))).toEqual({ firstName: 'nameTooShort' });
    expect(issuesOf(checkSignUp({ ...base, firstName: 'x'.repeat(81) }))).toEqual({ firstName: 'nameTooLong' });
    expect(checkSignUp({ ...base, firstName: '', grade: 12 }).ok).toBe(false);
  });
  it('reset email is required and valid', () => {
    expect(issuesOf(checkResetRequest({ email: '' }))).toEqual({ email: 'required' });
    expect(issuesOf(checkResetRequest({ email: 'x' }))).toEqual({ email: 'invalidEmail' });
  });
});
