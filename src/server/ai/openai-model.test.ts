/**
 * The `openai` provider and the timeout/retry rules (model-call.ts) against a real OpenAI-compatible server on
 * 127.0.0.1: every way a reply can end is told apart, and only a finished reply counts: a non-OK status is an 'AI
 * backend error', a hung provider times out after one retry, and a stream cut short is never taken as complete.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ModelPrompt } from '../../domain/ai/model-prompt.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../../tests/support/fake-openai.ts';
import type { Logger } from '../logger.ts';
import { ModelError, type ChatModel } from './chat-model.ts';
import { generateReply, streamReply, type StreamEvent } from './model-call.ts';
import { createOpenAiModel } from './openai-model.ts';

let fake: FakeOpenAi;
let model: ChatModel;
const errors: string[] = [];
const logger: Logger = { error: (message) => errors.push(message), info: () => {}, debug: () => {} };
const prompt: ModelPrompt = {
  task: 'tutor',
  system: 'system',
  messages: [{ role: 'user', content: 'hi' }],
  maxOutputTokens: 50,
  temperature: 0,
};

beforeAll(async () => {
  fake = await startFakeOpenAi();
  model = createOpenAiModel({ baseUrl: fake.baseUrl, apiKey: 'k', model: 'fake-model' });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  errors.length = 0;
});

async function failure(run: () => Promise<unknown>): Promise<ModelError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ModelError) return error;
    throw error;
  }
  throw new Error('did not fail');
}

async function streamed(signal = AbortSignal.timeout(2000)): Promise<string> {
  let text = '';
  for await (const piece of model.stream(prompt, signal)) text += piece;
  return text;
}

async function collect(events: AsyncGenerator<StreamEvent>): Promise<StreamEvent[]> {
  const out: StreamEvent[] = [];
  for await (const event of events) out.push(event);
  return out;
}

describe('the openai provider', () => {
  it('sends the system prompt, messages, model, limits and key, and returns the reply', async () => {
    fake.enqueue({ kind: 'reply', text: 'Hello there' });
    expect(await model.generate(prompt, AbortSignal.timeout(2000))).toBe('Hello there');
    const request = fake.requests[0];
    expect(request?.headers.authorization).toBe('Bearer k');
    expect(request?.body).toMatchObject({ model: 'fake-model', max_tokens: 50, temperature: 0 });
    expect(request?.body.messages).toEqual([
      { role: 'system', content: 'system' },
      { role: 'user', content: 'hi' },
    ]);
  });

  it('streams a finished reply', async () => {
    fake.enqueue({ kind: 'reply', text: 'one two three', chunkDelayMs: 5 });
    expect(await streamed()).toBe('one two three');
    expect(fake.requests[0]?.body.stream).toBe(true);
  });

  it('tells failures apart: status, garbage, timeout, a cut or unfinished stream', async () => {
    fake.enqueue({ kind: 'fail', status: 503 });
    expect(await failure(() => model.generate(prompt, AbortSignal.timeout(2000)))).toMatchObject({
      kind: 'status',
      status: 503,
      retryable: true,
    });
    fake.enqueue({ kind: 'fail', status: 401 });
    expect(await failure(() => model.generate(prompt, AbortSignal.timeout(2000)))).toMatchObject({
      kind: 'status',
      retryable: false,
    });
    fake.enqueue({ kind: 'garbage' });
    expect((await failure(() => model.generate(prompt, AbortSignal.timeout(2000)))).kind).toBe('invalid');
    fake.enqueue({ kind: 'garbage' });
    expect((await failure(() => streamed())).kind).toBe('invalid');
    fake.enqueue({ kind: 'hang' });
    expect((await failure(() => model.generate(prompt, AbortSignal.timeout(200)))).kind).toBe('timeout');
    fake.enqueue({ kind: 'hang' });
    expect((await failure(() => streamed(AbortSignal.timeout(200)))).kind).toBe('timeout');
    fake.enqueue({ kind: 'cut', text: 'one two three four', afterChunks: 2, how: 'destroy' });
    expect((await failure(() => streamed())).kind).toBe('incomplete');
    fake.enqueue({ kind: 'cut', text: 'one two three four', afterChunks: 2, how: 'end' });
    expect((await failure(() => streamed())).kind).toBe('incomplete');
  });
});

describe('the total timeout and one retry', () => {
  it('retries a 5xx once, logging each as an AI backend error', async () => {
    fake.setDefault({ kind: 'fail', status: 500 });
    expect(await generateReply({ model, timeoutMs: 2000, logger }, prompt, (r) => r)).toBeUndefined();
    expect(fake.requests).toHaveLength(2);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^AI backend error \(tutor, attempt 1\): status: HTTP 500/);
  });

  it('succeeds on the retry', async () => {
    fake.enqueue({ kind: 'fail', status: 502 }, { kind: 'reply', text: 'second time' });
    expect(await generateReply({ model, timeoutMs: 2000, logger }, prompt, (r) => r)).toBe('second time');
  });

  it('gives up on a hung provider within the total timeout, after 2 attempts (AI-14)', async () => {
    fake.setDefault({ kind: 'hang' });
    const started = performance.now();
    expect(await generateReply({ model, timeoutMs: 600, logger }, prompt, (r) => r)).toBeUndefined();
    const elapsed = performance.now() - started;
    expect(fake.requests).toHaveLength(2);
    expect(elapsed).toBeGreaterThanOrEqual(550);
    expect(elapsed).toBeLessThan(900);
  });

  it('does not retry a reply the task cannot use (AI-05)', async () => {
    fake.setDefault({ kind: 'reply', text: 'maybe' });
    expect(await generateReply({ model, timeoutMs: 2000, logger }, prompt, () => undefined)).toBeUndefined();
    expect(fake.requests).toHaveLength(1);
    expect(errors[0]).toContain('unusable reply "maybe"');
  });

  it('covers the wait for the first chunk, and a stalled stream, with the timeout (AI-14)', async () => {
    fake.setDefault({ kind: 'reply', text: 'late', firstChunkDelayMs: 1000 });
    const started = performance.now();
    expect(await collect(streamReply({ model, timeoutMs: 400, logger }, prompt, new AbortController().signal))).toEqual(
      [{ type: 'unavailable' }],
    );
    expect(performance.now() - started).toBeLessThan(700);
    expect(fake.requests).toHaveLength(2);
    fake.reset();
    fake.enqueue({ kind: 'reply', text: 'one two', chunkDelayMs: 1000 });
    expect(await collect(streamReply({ model, timeoutMs: 400, logger }, prompt, new AbortController().signal))).toEqual(
      [{ type: 'delta', text: 'one ' }, { type: 'cut' }],
    );
  });

  it('cuts a reply that trickles in steadily once the whole stream passes its overall limit', async () => {
    fake.setDefault({ kind: 'reply', text: 'one two three four five six seven eight nine ten', chunkDelayMs: 150 });
    const started = performance.now();
    const events = await collect(
      streamReply({ model, timeoutMs: 2000, streamTimeoutMs: 500, logger }, prompt, new AbortController().signal),
    );
    expect(events.at(-1)).toEqual({ type: 'cut' });
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(0);
    expect(events.filter((e) => e.type === 'delta').length).toBeLessThan(10);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(fake.requests).toHaveLength(1);
  });

  it('reports a stream cut after it started, and retries one cut before its first chunk (AI-15)', async () => {
    fake.enqueue({ kind: 'cut', text: 'one two three', afterChunks: 1 });
    expect(
      await collect(streamReply({ model, timeoutMs: 2000, logger }, prompt, new AbortController().signal)),
    ).toEqual([{ type: 'delta', text: 'one ' }, { type: 'cut' }]);
    fake.reset();
    fake.enqueue({ kind: 'cut', text: 'x', afterChunks: 0 }, { kind: 'reply', text: 'fine now' });
    const events = await collect(streamReply({ model, timeoutMs: 2000, logger }, prompt, new AbortController().signal));
    expect(events.at(-1)).toEqual({ type: 'done', text: 'fine now' });
    expect(fake.requests).toHaveLength(2);
  });

  it('stops quietly when the student leaves', async () => {
    fake.setDefault({ kind: 'reply', text: 'a b c d e f', chunkDelayMs: 100 });
    const leave = new AbortController();
    setTimeout(() => leave.abort(), 150);
    const events = await collect(streamReply({ model, timeoutMs: 5000, logger }, prompt, leave.signal));
    expect(events.every((e) => e.type === 'delta')).toBe(true);
    expect(fake.requests).toHaveLength(1);
  });
});
