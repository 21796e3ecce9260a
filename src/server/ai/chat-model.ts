/**
 * The narrow interface to a chat model. The service depends on this, not on an SDK: the OpenAI-compatible
 * implementation lives in openai-model.ts, and tests run it against a real local server.
 */
import type { ModelPrompt } from '../../domain/ai/model-prompt.ts';

export interface ChatModel {
  /** A whole reply. Rejects with a ModelError; honours `signal`. */
  generate(prompt: ModelPrompt, signal: AbortSignal): Promise<string>;
  /**
   * A streamed reply, piece by piece. It completes normally only when the model finished its reply ("stop");
   * a cut, aborted, truncated or failed stream throws a ModelError, so it is never taken for a whole reply.
   */
  stream(prompt: ModelPrompt, signal: AbortSignal): AsyncIterable<string>;
}

export type ModelErrorKind =
  /** The endpoint answered a non-OK status (logged as an "AI backend error"). */
  | 'status'
  /** No answer, or no next chunk, in time. */
  | 'timeout'
  /** The connection failed. */
  | 'network'
  /** The answer was not a chat completion. */
  | 'invalid'
  /** The reply ended before the model finished it. */
  | 'incomplete';

export class ModelError extends Error {
  constructor(
    readonly kind: ModelErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ModelError';
  }

  /** Worth one retry: a timeout, a dropped connection, garbage, a cut stream, or a 408/429/5xx status. */
  get retryable(): boolean {
    if (this.kind !== 'status') return true;
    const status = this.status ?? 0;
    return status === 408 || status === 429 || status >= 500;
  }
}
