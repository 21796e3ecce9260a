/**
 * Lean API responses against the real server: JSON over 1 KB compressed with brotli or gzip as Accept-Encoding
 * allows (smaller bodies and clients that take neither get plain JSON); the practice menu and the lessons with an
 * ETag, a public Cache-Control and 304 on If-None-Match; the tutor's streamed reply never compressed or held back,
 * its events arriving as the model writes them.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { TestClient } from '../support/http-client.ts';
import { rawRequest } from '../support/raw-http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let fake: FakeOpenAi;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  server = await startTestServer({
    AUTH_RATE_LIMIT_MAX: '10000',
    AI_DAILY_QUOTA: '1000',
    AI_RATE_LIMIT_MAX: '10000',
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'fake-model',
    AI_API_KEY: 'test-key',
    AI_TIMEOUT_MS: '5000',
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

/** The raw bytes of a GET, with the headers given (fetch would decompress and hide the encoding). */
async function rawGet(path: string, headers: Record<string, string> = {}) {
  const url = new URL(server.url);
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request({ host: url.hostname, port: url.port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('compressed JSON', () => {
  it('the practice menu: brotli, gzip or plain, the same JSON each way, with an ETag and a public cache', async () => {
    const plain = await rawGet('/api/practice/menu');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = JSON.parse(plain.body.toString('utf8')) as { items: unknown[] };
    expect(json.items.length).toBeGreaterThan(10);

    const br = await rawGet('/api/practice/menu', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(json);

    const gzip = await rawGet('/api/practice/menu', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(json);

    expect(plain.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(br.headers.etag).toBe(etag);

    const again = await rawGet('/api/practice/menu', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const stale = await rawGet('/api/practice/menu', { 'if-none-match': '"stale"' });
    expect(stale.status).toBe(200);
  });

  it('a lesson and the topic list: an ETag and 304 too', async () => {
    const lesson = await rawGet('/api/content/topics/passive-voice', { 'accept-encoding': 'br' });
    expect(lesson.status).toBe(200);
    expect(lesson.headers['content-encoding']).toBe('br');
    expect(
      (JSON.parse(brotliDecompressSync(lesson.body).toString('utf8')) as { lesson: { id: string } }).lesson.id,
    ).toBe('passive-voice');
    const again = await rawGet('/api/content/topics/passive-voice', { 'if-none-match': String(lesson.headers.etag) });
    expect(again.status).toBe(304);
    const topics = await rawGet('/api/content/topics', { 'if-none-match': '*' });
    expect(topics.status).toBe(304);
    expect((await rawGet('/api/content/topics/no-such-topic')).status).toBe(404);
  });

  it("a signed-in student's JSON over 1 KB is compressed, never cached; small bodies and errors stay plain", async () => {
    const client = new TestClient(server.url);
    expect((await client.signUp(`compress-${Date.now()}@example.az`)).status).toBe(200);
    const cookie = client.cookieHeader();
    const session = await client.post<{ attemptId: string }>('/api/practice/sessions', { slug: 'present-simple' });
    expect(session.status).toBe(201);
    const results = await rawGet(`/api/practice/sessions/${session.body.attemptId}`, {
      cookie,
      'accept-encoding': 'gzip',
    });
    expect(results.status).toBe(200);
    expect(results.headers['content-encoding']).toBe('gzip');
    expect(results.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(gunzipSync(results.body).toString('utf8'))).toMatchObject({
      attemptId: session.body.attemptId,
    });

    const health = await rawGet('/api/health', { 'accept-encoding': 'br' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString('utf8'))).toEqual({ status: 'ok' });

    const missing = await rawGet('/api/no-such-endpoint', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString('utf8'))).toMatchObject({ error: { code: 'NOT_FOUND' } });

    const refused = await rawGet('/api/practice/menu', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('the tutor streams its reply uncompressed, each event as the model writes it', async () => {
    const client = new TestClient(server.url);
    expect((await client.signUp(`compress-tutor-${Date.now()}@example.az`)).status).toBe(200);
    const text = 'The passive voice puts the object first and uses be with the past participle of the verb.';
    fake.enqueue({ kind: 'reply', text, chunkDelayMs: 60 });
    const res = await rawRequest(server.url, {
      method: 'POST',
      path: '/api/ai/aitutor',
      headers: {
        'content-type': 'application/json',
        'accept-encoding': 'gzip, deflate, br',
        origin: server.url,
        cookie: client.cookieHeader(),
      },
      body: JSON.stringify({ messages: [{ sender: 'user', text: 'What is the passive voice?' }], language: 'en' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toContain('passive');

    // Timing: the first event arrives long before the last (the stream is not held back to be compressed).
    fake.enqueue({ kind: 'reply', text, chunkDelayMs: 60 });
    const started = performance.now();
    const response = await fetch(`${server.url}/api/ai/aitutor`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-encoding': 'gzip, deflate, br',
        origin: server.url,
        cookie: client.cookieHeader(),
      },
      body: JSON.stringify({ messages: [{ sender: 'user', text: 'What is the passive voice?' }], language: 'en' }),
    });
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    const arrivals: number[] = [];
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
      arrivals.push(performance.now() - started);
    }
    expect(arrivals.length).toBeGreaterThan(3);
    expect((arrivals.at(-1) ?? 0) - (arrivals[0] ?? 0)).toBeGreaterThan(300);
  });
});
