/**
 * Google sign-in through OpenID Connect against a real local provider: offered only when configured, a new and a
 * returning account, a denial, and no takeover of an unverified password account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJars } from '../support/browser-like-fetch.ts';
import { TestClient } from '../support/http-client.ts';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider.ts';
import { freePort, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let oidc: TestOidcProvider;

beforeAll(async () => {
  const [appPort, oidcPort] = [await freePort(), await freePort()];
  oidc = await startOidcProvider(oidcPort, `http://127.0.0.1:${appPort}/api/auth/callback/google`);
  server = await startTestServer({
    PORT: String(appPort),
    GOOGLE_CLIENT_ID: oidc.clientId,
    GOOGLE_CLIENT_SECRET: oidc.clientSecret,
    GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
  });
});
afterAll(async () => {
  await server.close();
  await oidc.close();
});

async function googleRoundTrip(jars: CookieJars) {
  const start = await jars.fetch(`${server.url}/api/auth/sign-in/social`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({
      provider: 'google',
      callbackURL: '/signin?google=ok',
      newUserCallbackURL: '/signin?google=new',
      errorCallbackURL: '/signin',
    }),
  });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  expect(url.startsWith(oidc.issuer)).toBe(true);
  return jars.follow(url, server.url);
}

function clientFrom(jars: CookieJars): TestClient {
  const client = new TestClient(server.url);
  for (const [k, v] of jars.jar(new URL(server.url).host)) client.setCookie(k, v);
  return client;
}

describe('Google sign-in', () => {
  it('is announced only when configured (AUTH-02)', async () => {
    const site = await new TestClient(server.url).get<{ googleSignIn: boolean }>('/api/site');
    expect(site.body.googleSignIn).toBe(true);
  });

  it('creates an account with provider google and the display name; the second time it signs in (AUTH-22, AUTH-25)', async () => {
    oidc.next({ sub: 'google-1', email: 'Leyla.M@example.az', name: 'Leyla Məmmədova' });
    const jars = new CookieJars();
    const first = await googleRoundTrip(jars);
    expect(new URL(first.url).pathname + new URL(first.url).search).toBe('/signin?google=new');
    const profile = await clientFrom(jars).get<{ profile: { provider: string; name: string; email: string } }>(
      '/api/profile',
    );
    expect(profile.status).toBe(200);
    expect(profile.body.profile).toMatchObject({
      provider: 'google',
      name: 'Leyla Məmmədova',
      email: 'leyla.m@example.az',
    });

    oidc.next({ sub: 'google-1', email: 'Leyla.M@example.az', name: 'Leyla Məmmədova' });
    const again = await googleRoundTrip(new CookieJars());
    expect(new URL(again.url).search).toBe('?google=ok');
  });

  it('maps a denial at the provider to access_denied on the error page (AUTH-23)', async () => {
    oidc.next('deny');
    const result = await googleRoundTrip(new CookieJars());
    const landed = new URL(result.url);
    expect(landed.pathname).toBe('/signin');
    expect(landed.searchParams.get('error')).toBe('access_denied');
  });

  it('does not silently take over an unverified password account with the same email (DATA-06)', async () => {
    // Linking would let whoever registered the address first capture the Google user's account.
    const c = new TestClient(server.url);
    await c.signUp('samir@example.az');
    oidc.next({ sub: 'google-2', email: 'samir@example.az', name: 'Samir' });
    const result = await googleRoundTrip(new CookieJars());
    expect(new URL(result.url).searchParams.get('error')).toBe('account_not_linked');
    const profile = await c.get<{ profile: { provider: string } }>('/api/profile');
    expect(profile.body.profile.provider).toBe('password');
  });
});
