/**
 * Which page addresses may sign up, sign in and save: the local addresses when run locally, BASE_URL and
 * TRUSTED_ORIGINS on a public site, and the proxy's forwarded address only with TRUST_PROXY. Both checks (ours and
 * better-auth's) must agree, so each case goes through sign-up, which passes both.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../src/server/logger.ts';
import { TestClient, type ErrorBody } from '../support/http-client.ts';
import { freePort, startTestServer, type TestServer } from '../support/test-server.ts';

/** Keeps what the server logs, so a test can read the start-up line and the outbox lines. */
function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    error: (message) => lines.push(`error ${message}`),
    info: (message) => lines.push(message),
    debug: () => undefined,
  };
}

let counter = 0;
const email = (name: string) => `${name}${++counter}-${Date.now()}@example.az`;
const FORWARDED = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'imtahan.az' };

describe('run locally with the default BASE_URL', () => {
  let server: TestServer;
  let port: number;
  const logger = recordingLogger();
  beforeAll(async () => {
    port = await freePort();
    // BASE_URL unset: the defaults a teacher gets running the app on a lab machine.
    server = await startTestServer({ PORT: String(port), BASE_URL: '' }, { logger });
  });
  afterAll(async () => {
    await server.close();
  });

  it('logs at start-up which page addresses it accepts', () => {
    const line = logger.lines.find((l) => l.startsWith('accepting sign-in and saves from'));
    expect(line).toContain(`http://localhost:${port}`);
    expect(line).toContain(`http://127.0.0.1:${port}`);
  });

  it('signs up a page opened at 127.0.0.1 and one opened at localhost', async () => {
    for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
      const res = await new TestClient(server.url, { origin }).signUp(email('local'));
      expect(res.status, origin).toBe(200);
    }
  });

  it('still refuses a foreign origin with FORBIDDEN_ORIGIN', async () => {
    const res = await new TestClient(server.url, { origin: 'https://evil.example' }).signUp(email('evil'));
    expect(res.status).toBe(403);
    expect((res.body as ErrorBody).error.code).toBe('FORBIDDEN_ORIGIN');
  });

  it('ignores X-Forwarded-Proto and X-Forwarded-Host without TRUST_PROXY', async () => {
    const proxied = new TestClient(server.url, { origin: 'https://imtahan.az', headers: FORWARDED });
    const res = await proxied.signUp(email('proxy'));
    expect(res.status).toBe(403);
    expect((res.body as ErrorBody).error.code).toBe('FORBIDDEN_ORIGIN');
  });

  it('mails a reset link to BASE_URL whatever address the page was opened at, and logs the file, not the link', async () => {
    const address = email('outbox');
    const page = new TestClient(server.url, { origin: `http://127.0.0.1:${port}` });
    expect((await page.signUp(address)).status).toBe(200);
    const res = await new TestClient(server.url, { origin: `http://127.0.0.1:${port}` }).post(
      '/api/auth/request-password-reset',
      { email: address, redirectTo: '/reset-password' },
    );
    expect(res.status).toBe(200);
    const outbox = join(server.dataDir, 'outbox');
    await expect.poll(() => readdirSync(outbox).filter((f) => f.includes(address.split('@')[0]!)).length).toBe(1);
    const file = readdirSync(outbox).find((f) => f.includes(address.split('@')[0]!))!;
    const text = readFileSync(join(outbox, file), 'utf8');
    const link = /https?:\/\/\S+\/api\/auth\/reset-password\/(\S+?)\?/.exec(text);
    expect(link?.[0].startsWith(`http://localhost:${port}/api/auth/reset-password/`)).toBe(true);
    const token = link![1]!;
    const logged = logger.lines.filter((l) => l.includes(address));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(file);
    expect(logger.lines.join('\n')).not.toContain(token);
  });
});

describe('behind an https proxy with TRUST_PROXY', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ BASE_URL: '', TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('accepts a POST from the forwarded origin', async () => {
    const proxied = new TestClient(server.url, { origin: 'https://imtahan.az', headers: FORWARDED });
    const res = await proxied.signUp(email('proxied'));
    expect(res.status).toBe(200);
  });

  it('refuses an origin the proxy did not name', async () => {
    const other = new TestClient(server.url, { origin: 'https://evil.example', headers: FORWARDED });
    expect((await other.signUp(email('other'))).status).toBe(403);
  });
});

describe('a public site with its www name in TRUSTED_ORIGINS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ BASE_URL: 'https://imtahan.az', TRUSTED_ORIGINS: 'https://www.imtahan.az' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('accepts the bare and the www name, and refuses the local addresses and others', async () => {
    for (const origin of ['https://imtahan.az', 'https://www.imtahan.az']) {
      expect((await new TestClient(server.url, { origin }).signUp(email('www'))).status, origin).toBe(200);
    }
    for (const origin of [server.url.replace('127.0.0.1', 'localhost'), 'https://imtahan.az.evil.example']) {
      const res = await new TestClient(server.url, { origin }).signUp(email('no'));
      expect(res.status, origin).toBe(403);
      expect((res.body as ErrorBody).error.code).toBe('FORBIDDEN_ORIGIN');
    }
  });
});
