/** The profile API (its rules, the time zone, each student's own data only), the server's basics and rate limiting. */
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../src/server/http/security.ts';
import { TestClient, type ErrorBody } from '../support/http-client.ts';
import { startTestServer, useTestServer } from '../support/test-server.ts';

const server = useTestServer({ AUTH_RATE_LIMIT_MAX: '1000' });

let counter = 0;
async function signedInClient() {
  const c = new TestClient(server.url);
  await c.signUp(`p${++counter}@example.az`);
  return c;
}

interface ProfileBody {
  profile: {
    name: string;
    goal: string;
    grade: number | null;
    language: string;
    updatedAt: string;
    streak: number;
    timeZone: string;
  };
}

describe('profile', () => {
  it('needs a session (PROF-01, SEC-02)', async () => {
    const anonymous = new TestClient(server.url);
    const get = await anonymous.get<ErrorBody>('/api/profile');
    expect(get.status).toBe(401);
    expect(get.body.error.code).toBe('UNAUTHENTICATED');
    expect((await anonymous.patch('/api/profile', { name: 'Ali' })).status).toBe(401);
  });

  it('updates name (trimmed), goal, grade and language; updatedAt moves (PROF-06..09, DATA-05)', async () => {
    const c = await signedInClient();
    const before = (await c.get<ProfileBody>('/api/profile')).body.profile;
    await new Promise((r) => setTimeout(r, 5));
    const res = await c.patch<ProfileBody>('/api/profile', { name: ' Al ', goal: '', grade: 10, language: 'ru' });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ name: 'Al', goal: '', grade: 10, language: 'ru' });
    expect(res.body.profile.updatedAt > before.updatedAt).toBe(true);
    const cleared = await c.patch<ProfileBody>('/api/profile', { grade: null });
    expect(cleared.body.profile.grade).toBeNull();
  });

  it.each([
    ['a one-letter name', { name: 'a' }],
    ['a name that trims to one letter', { name: '  a ' }],
    ['grade 12', { grade: 12 }],
    ["grade 'x'", { grade: 'x' }],
    ['a 10,000-character goal', { goal: 'x'.repeat(10_000) }],
    ["language 'de'", { language: 'de' }],
    ["time zone 'Mars/Base'", { timeZone: 'Mars/Base' }],
    ['an empty time zone', { timeZone: '' }],
    ['a time zone that is a number', { timeZone: 4 }],
    ['a counter', { streak: 99 }],
    ['a role', { role: 'admin' }],
    ['an empty object', {}],
    ['an array', []],
    ['null', null],
    ['text that is not JSON', 'not json at all'],
  ])('refuses %s with 400 VALIDATION_FAILED (SEC-03, SEC-13)', async (_label, body) => {
    const c = await signedInClient();
    const res = await c.request<ErrorBody>('PATCH', '/api/profile', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    const after = (await c.get<ProfileBody>('/api/profile')).body.profile;
    expect(after.streak).toBe(0);
  });

  it('a user reads and changes only their own profile (SEC-01)', async () => {
    const a = await signedInClient();
    const b = await signedInClient();
    await a.patch('/api/profile', { name: 'Aysel' });
    await b.patch('/api/profile', { name: 'Bahruz' });
    expect((await a.get<ProfileBody>('/api/profile')).body.profile.name).toBe('Aysel');
    expect((await b.get<ProfileBody>('/api/profile')).body.profile.name).toBe('Bahruz');
    // There is no route that takes a user id: naming one is not found, never another user's data.
    const aUser = await server.db.kysely
      .selectFrom('user')
      .select('id')
      .where('email', '=', `p${counter - 1}@example.az`)
      .executeTakeFirstOrThrow();
    for (const path of [`/api/profile/${aUser.id}`, `/api/profile?userId=${aUser.id}`]) {
      const res = await b.get<ProfileBody | ErrorBody>(path);
      expect(JSON.stringify(res.body)).not.toContain('Aysel');
    }
  });
});

describe('the time zone of the profile', () => {
  it('starts in the zone the browser kept in its cookie at sign-up, else Asia/Baku', async () => {
    const withCookie = new TestClient(server.url);
    withCookie.setCookie('imtahan_tz', encodeURIComponent('America/New_York'));
    await withCookie.signUp(`tz${++counter}@example.az`);
    expect((await withCookie.get<ProfileBody>('/api/profile')).body.profile.timeZone).toBe('America/New_York');

    const without = await signedInClient();
    expect((await without.get<ProfileBody>('/api/profile')).body.profile.timeZone).toBe('Asia/Baku');

    const unknown = new TestClient(server.url);
    unknown.setCookie('imtahan_tz', 'Mars%2FBase');
    await unknown.signUp(`tz${++counter}@example.az`);
    expect((await unknown.get<ProfileBody>('/api/profile')).body.profile.timeZone).toBe('Asia/Baku');
  });

  it('changes to any IANA zone, stored under its canonical name and kept', async () => {
    const c = await signedInClient();
    const res = await c.patch<ProfileBody>('/api/profile', { timeZone: 'pacific/kiritimati' });
    expect(res.status).toBe(200);
    expect(res.body.profile.timeZone).toBe('Pacific/Kiritimati');
    expect((await c.get<ProfileBody>('/api/profile')).body.profile.timeZone).toBe('Pacific/Kiritimati');
  });

  it('refuses an unknown zone with 400 VALIDATION_FAILED naming the field, and keeps the old one', async () => {
    const c = await signedInClient();
    const res = await c.request<ErrorBody>('PATCH', '/api/profile', { timeZone: 'Mars/Base' });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'VALIDATION_FAILED', message: 'timeZone: timeZoneUnknown' });
    expect((await c.get<ProfileBody>('/api/profile')).body.profile.timeZone).toBe('Asia/Baku');
  });
});

describe('server basics', () => {
  it('answers unknown API paths with a typed 404 (SEC-03)', async () => {
    const res = await new TestClient(server.url).get<ErrorBody>('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it('sets security headers, CSP included (SEC-10)', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends every security header on JSON built by a route, an error, better-auth JSON and a page alike', async () => {
    const responses = await Promise.all(
      ['/api/health', '/api/attempts?timeframe=all', '/api/auth/get-session', '/'].map((path) =>
        fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'gzip' } }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 401, 200, 200]);
    for (const res of responses) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
    }
    // The API's own JSON is never stored by a cache (the page sets its own policy).
    for (const res of responses.slice(0, 3)) expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('publishes site facts with the question count computed from the content (NAV-19)', async () => {
    const res = await new TestClient(server.url).get<{ landing: { questionCount: number }; googleSignIn: boolean }>(
      '/api/site',
    );
    expect(res.status).toBe(200);
    expect(res.body.googleSignIn).toBe(false);
    expect(typeof res.body.landing.questionCount).toBe('number');
  });
});

describe('rate limiting (SEC-07)', () => {
  it('limits sign-in attempts per client address; X-Forwarded-For does not reset it', async () => {
    const limited = await startTestServer({ AUTH_RATE_LIMIT_MAX: '5' });
    try {
      const c = new TestClient(limited.url);
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await c.post(
          '/api/auth/sign-in/email',
          { email: 'x@example.az', password: 'whatever1' },
          {
            'x-forwarded-for': `10.0.0.${i}`,
            'x-imtahan-client-ip': `10.1.0.${i}`,
          },
        );
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
      const last = await c.post<ErrorBody>('/api/auth/sign-in/email', { email: 'x@example.az', password: 'whatever1' });
      expect(last.body.error.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
