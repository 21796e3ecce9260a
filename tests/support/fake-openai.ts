/**
 * A real OpenAI-compatible chat-completions server on 127.0.0.1 for tests and the benchmark, so the real client code
 * runs against the real protocol. It speaks POST /v1/chat/completions as JSON and, with `stream: true`, as Server-Sent
 * Events; it records every request; and it can be told, per request, to reply with a text (quickly or slowly), fail
 * with a status, hang, answer garbage, or cut a stream in the middle of a reply.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export type FakeBehaviour =
  | {
      kind: 'reply';
      text: string;
      /** Wait before the response (JSON) or before the first chunk (stream). */
      firstChunkDelayMs?: number;
      /** Wait between stream chunks. */
      chunkDelayMs?: number;
    }
  | { kind: 'fail'; status: number; body?: string }
  | { kind: 'hang' }
  | { kind: 'garbage' }
  /** Streams the first `afterChunks` chunks of `text`, then drops the connection ('destroy') or ends it without a finish ('end'). */
  | { kind: 'cut'; text: string; afterChunks: number; how?: 'destroy' | 'end'; chunkDelayMs?: number };

export interface ChatCompletionRequest {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
  max_tokens?: number;
  temperature?: number;
  [key: string]: unknown;
}

export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: ChatCompletionRequest;
  /** performance.now() when the request arrived. */
  receivedAt: number;
}

export type BehaviourSource = FakeBehaviour | ((request: ChatCompletionRequest) => FakeBehaviour);

export interface FakeOpenAi {
  /** The base URL to configure (AI_BASE_URL), ending in /v1. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Behaviours for the next requests, in order; after them the default answers. */
  enqueue(...behaviours: BehaviourSource[]): void;
  setDefault(behaviour: BehaviourSource): void;
  /** Forgets recorded requests and queued behaviours, and restores the default reply. */
  reset(): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The text in stream chunks: one word (with its following space) each. */
export function chunksOf(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

export async function startFakeOpenAi(
  defaultBehaviour: BehaviourSource = { kind: 'reply', text: 'OK' },
): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  let queue: BehaviourSource[] = [];
  let fallback = defaultBehaviour;
  const sockets = new Set<Socket>();
  let counter = 0;

  const chunk = (id: string, model: string, delta: Record<string, string>, finish: string | null) =>
    `data: ${JSON.stringify({
      id,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;

  async function respond(res: ServerResponse, request: ChatCompletionRequest, behaviour: FakeBehaviour) {
    const id = `chatcmpl-fake-${++counter}`;
    const model = request.model;
    switch (behaviour.kind) {
      case 'hang':
        return; // never answers; close() destroys the socket
      case 'fail':
        res.writeHead(behaviour.status, { 'content-type': 'application/json' });
        res.end(behaviour.body ?? JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }));
        return;
      case 'garbage':
        if (request.stream) {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.end('data: {this is not json\n\ndata: <html>\n\n');
        } else {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('<html><body>Bad gateway, but with status 200</body></html>');
        }
        return;
      case 'reply':
        if (behaviour.firstChunkDelayMs) await sleep(behaviour.firstChunkDelayMs);
        if (!request.stream) {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              id,
              object: 'chat.completion',
              created: Math.floor(Date.now() / 1000),
              model,
              choices: [{ index: 0, message: { role: 'assistant', content: behaviour.text }, finish_reason: 'stop' }],
              usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
            }),
          );
          return;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write(chunk(id, model, { role: 'assistant', content: '' }, null));
        for (const [index, piece] of chunksOf(behaviour.text).entries()) {
          if (index > 0 && behaviour.chunkDelayMs) await sleep(behaviour.chunkDelayMs);
          if (res.destroyed) return;
          res.write(chunk(id, model, { content: piece }, null));
        }
        res.write(chunk(id, model, {}, 'stop'));
        res.end('data: [DONE]\n\n');
        return;
      case 'cut': {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write(chunk(id, model, { role: 'assistant', content: '' }, null));
        for (const piece of chunksOf(behaviour.text).slice(0, behaviour.afterChunks)) {
          if (behaviour.chunkDelayMs) await sleep(behaviour.chunkDelayMs);
          res.write(chunk(id, model, { content: piece }, null));
        }
        await sleep(20);
        if (behaviour.how === 'end') res.end();
        else res.destroy();
        return;
      }
    }
  }

  const server = createServer((req, res) => {
    const receivedAt = performance.now();
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const path = req.url ?? '';
      if (req.method !== 'POST' || !path.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `no route ${req.method} ${path}` } }));
        return;
      }
      let body: ChatCompletionRequest;
      try {
        body = JSON.parse(Buffer.concat(parts).toString('utf8')) as ChatCompletionRequest;
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'invalid JSON' } }));
        return;
      }
      requests.push({ path, headers: req.headers, body, receivedAt });
      const source = queue.shift() ?? fallback;
      const behaviour = typeof source === 'function' ? source(body) : source;
      respond(res, body, behaviour).catch(() => res.destroy());
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...behaviours) => queue.push(...behaviours),
    setDefault: (behaviour) => {
      fallback = behaviour;
    },
    reset: () => {
      requests.length = 0;
      queue = [];
      fallback = defaultBehaviour;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
