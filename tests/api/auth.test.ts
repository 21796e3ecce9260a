/**
 * Accounts against the real server and database: sign-up with the profile defaults, sign-in and sign-out, password
 * reset through a real SMTP server, change password, and what the auth endpoints show and allow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, type ErrorBody } from '../support/http-client.ts';
import { linkIn, startSmtpServer } from '../support/smtp-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
let server: TestServer;
let smtp: Smtp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: smtp.url, AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const client = () => new TestClient(server.url.replace('127.0.0.1', '127.0.0.1'));
let counter = 0;
const email = (name = 'student') => `${name}${++counter}@example.az`;

describe('sign-up', () => {
  it('creates the account and the profile with the spec defaults (DATA-01, DATA-02, DATA-04, DATA-06)', async () => {
    const c = client();
    const address = `ali.v${++counter}@example.az`;
    const res = await c.signUp(address);
    expect(res.status).toBe(200);
    const { status, body } = await c.get<{ profile: Record<string, unknown> }>('/api/profile');
    expect(status).toBe(200);
    expect(body.profile).toMatchObject({
      email: address,
      name: address.split('@')[0],
      language: 'az',
      goal: '',
      grade: null,
      provider: 'password',
      totalQuizzes: 0,
      totalCorrectAnswers: 0,
      questionsAnswered: 0,
      averageScore: 0,
      streak: 0,
      bestStreak: 0,
      lastActivityDate: null,
    });
    expect(typeof body.profile.createdAt).toBe('string');
  });

  it('a new profile starts in the interface language in use (DATA-03)', async () => {
    const c = client();
    c.setCookie('imtahan_lang', 'en');
    await c.signUp(email());
    const { body } = await c.get<{ profile: { language: string } }>('/api/profile');
    expect(body.profile.language).toBe('en');
  });

  it('refuses a duplicate email, in any letter case (AUTH-14, AUTH-17)', async () => {
    const address = email('dup');
    expect((await client().signUp(address)).status).toBe(200);
    const again = await client().signUp(address.toUpperCase());
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    expect((again.body as ErrorBody).error.code).toBe('EMAIL_EXISTS');
    const signIn = await client().signIn(address.replace('dup', 'DUP'));
    expect(signIn.status).toBe(200);
  });

  it('refuses a 5-character password and an invalid email with typed codes (AUTH-03, AUTH-04, AUTH-15)', async () => {
    const weak = await client().post('/api/auth/sign-up/email', { email: email(), password: '12345', name: 'x' });
    expect(weak.status).toBe(400);
    expect((weak.body as ErrorBody).error.code).toBe('WEAK_PASSWORD');
    const ok = await client().post('/api/auth/sign-up/email', { email: email(), password: '123456', name: 'x' });
    expect(ok.status).toBe(200);
    const bad = await client().post('/api/auth/sign-up/email', { email: 'abc', password: '123456', name: 'x' });
    expect(bad.status).toBe(400);
    expect(['INVALID_EMAIL', 'VALIDATION_FAILED']).toContain((bad.body as ErrorBody).error.code);
  });

  it('never returns the password and stores an scrypt hash (SEC-11)', async () => {
    const c = client();
    const address = email();
    const res = await c.signUp(address, 'my-secret-pass');
    expect(JSON.stringify(res.body)).not.toContain('my-secret-pass');
    const account = await server.db.kysely
      .selectFrom('account')
      .innerJoin('user', 'user.id', 'account.userId')
      .select('account.password')
      .where('user.email', '=', address)
      .executeTakeFirstOrThrow();
    expect(account.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    expect(account.password).not.toContain('my-secret-pass');
  });
});

describe('sign-in and sign-out', () => {
  it('tells an unknown email from a wrong password (AUTH-11, AUTH-12)', async () => {
    const address = email();
    await client().signUp(address);
    const unknown = await client().signIn(email('nobody'));
    expect(unknown.status).toBe(401);
    expect((unknown.body as ErrorBody).error.code).toBe('USER_NOT_FOUND');
    const wrong = await client().signIn(address, 'wrong-password');
    expect(wrong.status).toBe(401);
    expect((wrong.body as ErrorBody).error.code).toBe('WRONG_PASSWORD');
  });

  it('sets an httpOnly, SameSite=Lax, persistent session cookie (SEC-08, AUTH-26)', async () => {
    const address = email();
    await client().signUp(address);
    const res = await client().signIn(address);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('imtahan.session_token='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=\d+/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('sign-out ends the server session (AUTH-27)', async () => {
    const c = client();
    await c.signUp(email());
    const token = c.cookieHeader();
    expect((await c.get('/api/profile')).status).toBe(200);
    expect((await c.post('/api/auth/sign-out', {})).status).toBe(200);
    const old = new TestClient(server.url);
    for (const pair of token.split('; ')) {
      const [k, v] = pair.split('=');
      if (k && v) old.setCookie(k, v);
    }
    expect((await old.get('/api/profile')).status).toBe(401);
  });
});

describe('password reset through a real SMTP server (AUTH-19..21)', () => {
  it('mails a link to the configured base URL that works once', async () => {
    const c = client();
    const address = email('reset');
    await c.signUp(address, 'old-password');
    const before = smtp.mails.length;
    const res = await client().post('/api/auth/request-password-reset', {
      email: address,
      redirectTo: '/reset-password',
    });
    expect(res.status).toBe(200);
    await expect.poll(() => smtp.mails.length, { timeout: 5000 }).toBe(before + 1);
    const mail = smtp.mails.at(-1)!;
    expect(mail.to).toEqual([address]);
    const link = linkIn(mail, server.url);
    // The link goes through the API and redirects to the reset page with the token.
    const follow = await fetch(link, { redirect: 'manual' });
    expect(follow.status).toBe(302);
    const location = new URL(follow.headers.get('location')!, server.url);
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const reset = await client().post('/api/auth/reset-password', { token, newPassword: 'new-password' });
    expect(reset.status).toBe(200);
    expect((await client().signIn(address, 'old-password')).status).toBe(401);
    expect((await client().signIn(address, 'new-password')).status).toBe(200);
    const reuse = await client().post('/api/auth/reset-password', { token, newPassword: 'third-password' });
    expect(reuse.status).toBe(400);
    expect((reuse.body as ErrorBody).error.code).toBe('INVALID_RESET_TOKEN');
  });

  it('a used link retires every older one', async () => {
    const address = email('twice');
    await client().signUp(address, 'old-password');
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      const before = smtp.mails.length;
      const res = await client().post('/api/auth/request-password-reset', {
        email: address,
        redirectTo: '/reset-password',
      });
      expect(res.status).toBe(200);
      await expect.poll(() => smtp.mails.length, { timeout: 5000 }).toBe(before + 1);
      const follow = await fetch(linkIn(smtp.mails.at(-1)!, server.url), { redirect: 'manual' });
      tokens.push(new URL(follow.headers.get('location')!, server.url).searchParams.get('token')!);
    }
    const [older, newer] = tokens;
    expect(older).not.toBe(newer);
    expect((await client().post('/api/auth/reset-password', { token: newer, newPassword: 'newer-pass' })).status).toBe(
      200,
    );
    const stale = await client().post('/api/auth/reset-password', { token: older, newPassword: 'older-pass' });
    expect(stale.status).toBe(400);
    expect((stale.body as ErrorBody).error.code).toBe('INVALID_RESET_TOKEN');
    expect((await client().signIn(address, 'newer-pass')).status).toBe(200);
  });

  it('answers no-account for an unknown email', async () => {
    const res = await client().post('/api/auth/request-password-reset', {
      email: email('ghost'),
      redirectTo: '/reset-password',
    });
    expect(res.status).toBe(404);
    expect((res.body as ErrorBody).error.code).toBe('USER_NOT_FOUND');
  });
});

describe('change password (PROF-15..18)', () => {
  it('works inside the recent-login window, needs the current password, refuses weak ones', async () => {
    const c = client();
    const address = email();
    await c.signUp(address, 'first-pass');
    const weak = await c.post('/api/auth/change-password', { currentPassword: 'first-pass', newPassword: '12345' });
    expect((weak.body as ErrorBody).error.code).toBe('WEAK_PASSWORD');
    const wrong = await c.post('/api/auth/change-password', {
      currentPassword: 'nope-nope',
      newPassword: 'second-pass',
    });
    expect(wrong.status).toBe(400);
    const ok = await c.post('/api/auth/change-password', { currentPassword: 'first-pass', newPassword: 'second-pass' });
    expect(ok.status).toBe(200);
    expect((await client().signIn(address, 'first-pass')).status).toBe(401);
    expect((await client().signIn(address, 'second-pass')).status).toBe(200);
  });

  it('refuses a session older than the window with RECENT_LOGIN_REQUIRED', async () => {
    const c = client();
    const address = email();
    await c.signUp(address, 'first-pass');
    const user = await server.db.kysely
      .selectFrom('user')
      .select('id')
      .where('email', '=', address)
      .executeTakeFirstOrThrow();
    const aged = new Date(Date.now() - 10 * 60_000);
    await server.db.kysely
      .updateTable('session')
      .set({ createdAt: server.db.dialect === 'postgres' ? aged : aged.toISOString() })
      .where('userId', '=', user.id)
      .execute();
    const res = await c.post('/api/auth/change-password', {
      currentPassword: 'first-pass',
      newPassword: 'second-pass',
    });
    expect(res.status).toBe(403);
    expect((res.body as ErrorBody).error.code).toBe('RECENT_LOGIN_REQUIRED');
    expect((await client().signIn(address, 'first-pass')).status).toBe(200);
  });
});

describe('what the auth endpoints show and allow', () => {
  it('never puts the session token in a JSON body: sign-up, sign-in, get-session', async () => {
    const c = client();
    const address = email('token');
    const signUp = await c.signUp(address);
    const signIn = await c.signIn(address);
    const session = await c.get<{ user: { email: string }; session: Record<string, unknown> }>('/api/auth/get-session');
    expect(session.status).toBe(200);
    expect(session.body.user.email).toBe(address);
    expect(session.body.session).toHaveProperty('expiresAt');
    const cookieToken = decodeURIComponent(/imtahan\.session_token=([^;]+)/.exec(c.cookieHeader())![1]!).split('.')[0]!;
    for (const res of [signUp, signIn, session]) {
      expect(JSON.stringify(res.body)).not.toContain(cookieToken);
      expect(JSON.stringify(res.body)).not.toMatch(/"token"/);
    }
  });

  it('answers 404 in our error shape for better-auth endpoints the app does not use', async () => {
    const c = client();
    await c.signUp(email('closed'));
    for (const [path, body] of [
      ['/api/auth/update-user', { name: null }],
      ['/api/auth/list-sessions', undefined],
      ['/api/auth/revoke-sessions', {}],
      ['/api/auth/delete-user', {}],
    ] as const) {
      const res = body === undefined ? await c.get<ErrorBody>(path) : await c.post<ErrorBody>(path, body);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code, path).toBe('NOT_FOUND');
    }
    expect((await c.get('/api/profile')).status).toBe(200);
  });
});

describe('request safety', () => {
  it('refuses a state-changing request from a foreign Origin (SEC-09)', async () => {
    const evil = new TestClient(server.url, { origin: 'https://evil.example' });
    const res = await evil.signUp(email());
    expect(res.status).toBe(403);
    expect((res.body as ErrorBody).error.code).toBe('FORBIDDEN_ORIGIN');
  });
});
