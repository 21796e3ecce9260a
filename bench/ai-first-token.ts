/**
 * The budget: the server adds ≤ 50 ms to the provider's time to first token.
 *
 * Starts the local OpenAI-compatible fake provider (tests/support/fake-openai.ts) with a realistic wait before
 * its first token, and the built server (dist/server/main.js, as `npm start` runs it) pointed at it. Each run
 * measures, one right after the other: the provider's own time to first token (a streamed chat completion sent
 * to it directly, until the first text chunk), and the time to the first `delta` event of POST /api/ai/aitutor
 * through our server (sign-in check, rate limit and quota writes, prompt building, the SDK, SSE). The figure is
 * the median of the per-run differences.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeOpenAi } from '../tests/support/fake-openai.ts';
import { TestClient } from '../tests/support/http-client.ts';
import { freePort } from '../tests/support/test-server.ts';
import { SERVER_COMMAND_ENV, serverCommand } from './bench-server.ts';

export interface FirstTokenFigures {
  runs: number;
  /** Median time to the first text chunk, asking the provider directly (ms). */
  providerMs: number;
  /** Median time to the first SSE delta through our server (ms). */
  serverMs: number;
  /** Median of (server − provider) per run: what the server adds (ms). The budget is 50. */
  addedMs: number;
  /** 90th percentile of the same (ms). */
  addedP90Ms: number;
}

const median = (values: number[]) => percentile(values, 0.5);
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

/** ms from `started` until the response body first contains `marker`; the rest is read to the end, as a browser would. */
async function timeUntil(response: Response, marker: RegExp, started: number): Promise<number> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let text = '';
  let at: number | undefined;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (at === undefined) {
      text += decoder.decode(value, { stream: true });
      if (marker.test(text)) at = performance.now() - started;
    }
  }
  if (at === undefined) throw new Error(`the stream ended before ${String(marker)}: ${text.slice(0, 200)}`);
  return at;
}

async function waitForHealth(url: string, timeoutMs = 10_000): Promise<void> {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs) throw new Error('server did not become ready');
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function benchAiFirstToken(
  options: { runs?: number; warmup?: number; firstTokenDelayMs?: number } = {},
): Promise<FirstTokenFigures> {
  const runs = options.runs ?? 30;
  const warmup = options.warmup ?? 5;
  if (!existsSync('dist/server/main.js')) throw new Error('Build first: npm run build');
  const reply = 'The passive voice is formed with the verb be and the past participle of the main verb.';
  const fake = await startFakeOpenAi({
    kind: 'reply',
    text: reply,
    firstChunkDelayMs: options.firstTokenDelayMs ?? 150,
    chunkDelayMs: 10,
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'imtahan-bench-ai-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(...serverCommand(), {
    env: {
      ...process.env,
      ...SERVER_COMMAND_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'bench-model',
      AI_API_KEY: 'bench-key',
      AI_DAILY_QUOTA: '100000',
      AI_RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(url);
    const client = new TestClient(url);
    const signUp = await client.signUp(`bench-ai-${Date.now()}@example.az`);
    if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status}`);
    const tutorBody = JSON.stringify({
      messages: [{ sender: 'user', text: 'How do I form the passive voice?' }],
      language: 'en',
    });
    const providerBody = JSON.stringify({
      model: 'bench-model',
      stream: true,
      max_tokens: 600,
      messages: [
        { role: 'system', content: 'You are a tutor.' },
        { role: 'user', content: 'How do I form the passive voice?' },
      ],
    });

    const direct = async () => {
      const started = performance.now();
      const response = await fetch(`${fake.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer bench-key' },
        body: providerBody,
      });
      return timeUntil(response, /"content":"[^"]/, started);
    };
    const throughServer = async () => {
      const started = performance.now();
      const response = await fetch(`${url}/api/ai/aitutor`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url, cookie: client.cookieHeader() },
        body: tutorBody,
      });
      if (!response.ok) throw new Error(`aitutor answered ${response.status}`);
      return timeUntil(response, /event: delta/, started);
    };

    for (let i = 0; i < warmup; i++) {
      await direct();
      await throughServer();
    }
    const provider: number[] = [];
    const ours: number[] = [];
    const added: number[] = [];
    for (let i = 0; i < runs; i++) {
      const p = await direct();
      const s = await throughServer();
      provider.push(p);
      ours.push(s);
      added.push(s - p);
    }
    const modelRequests = fake.requests.filter(
      (r) =>
        r.body.model === 'bench-model' &&
        r.body.messages.length === 2 &&
        r.body.messages[0]?.content !== 'You are a tutor.',
    );
    if (modelRequests.length < runs) throw new Error('the server did not ask the fake provider');
    return {
      runs,
      providerMs: median(provider),
      serverMs: median(ours),
      addedMs: median(added),
      addedP90Ms: percentile(added, 0.9),
    };
  } finally {
    server.kill('SIGTERM');
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npx tsx bench/ai-first-token.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const f = await benchAiFirstToken();
  console.log(
    `AI tutor time to first token over ${f.runs} runs: provider ${f.providerMs.toFixed(1)} ms, through the server ${f.serverMs.toFixed(1)} ms, ` +
      `added ${f.addedMs.toFixed(1)} ms (p90 ${f.addedP90Ms.toFixed(1)} ms; budget ≤ 50 ms)`,
  );
}
