/** The tutor's streaming call: POST /api/ai/aitutor, read as Server-Sent Events (src/domain/api/ai-schema.ts). */
import type { Language } from '../../../domain/language.ts';
import type { AiSource } from '../../../domain/api/ai-schema.ts';
import { ApiError } from '../../api/client.ts';
import type { ErrorCode } from '../../../domain/errors.ts';

export interface ChatMessage {
  id: string;
  sender: 'user' | 'ai';
  text: string;
  timestamp: number;
  isError?: boolean;
  /** The server's id of an AI reply (for thumbs feedback) and who produced it. */
  replyId?: string;
  source?: AiSource;
}

export async function streamTutorReply(
  history: ChatMessage[],
  language: Language,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<{ replyId: string; response: string; source: AiSource }> {
  let response: Response;
  try {
    response = await fetch('/api/ai/aitutor', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({
        language,
        messages: history
          .filter((m) => !m.isError)
          .slice(-20)
          .map((m) => ({ sender: m.sender, text: m.text })),
      }),
      signal,
    });
  } catch {
    throw new ApiError('NETWORK', 0, 'Network request failed');
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: ErrorCode; message?: string } } | null;
    throw new ApiError(
      body?.error?.code ?? (response.status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED'),
      response.status,
      body?.error?.message ?? '',
    );
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    let chunk: ReadableStreamReadResult<string>;
    try {
      chunk = await reader.read();
    } catch {
      throw new ApiError('NETWORK', 0, 'The connection was interrupted');
    }
    if (chunk.done) break;
    buffer += chunk.value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const raw = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.+)$/m.exec(raw)?.[1]?.trim() ?? 'message';
      const data = raw
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).replace(/^ /, ''))
        .join('\n');
      if (!data) continue;
      const payload = JSON.parse(data) as Record<string, unknown>;
      if (event === 'delta') onDelta(String(payload.text ?? ''));
      else if (event === 'done') return payload as unknown as { replyId: string; response: string; source: AiSource };
      else if (event === 'error') {
        const error = payload.error as { code?: ErrorCode; message?: string } | undefined;
        throw new ApiError(error?.code ?? 'AI_BACKEND_ERROR', 502, error?.message ?? '');
      }
    }
  }
  throw new ApiError('NETWORK', 0, 'The reply ended early');
}

export async function sendFeedback(replyId: string, value: 'up' | 'down' | null): Promise<void> {
  const res = await fetch('/api/ai/feedback', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ replyId, value }),
  });
  if (!res.ok) throw new ApiError('INTERNAL', res.status, 'feedback failed');
}
