/**
 * Calls to the model with its limits: one total time budget (AI_TIMEOUT_MS) for the whole request, the wait for the
 * first chunk and one retry included. The first attempt gets half of it, the retry what is left; a stream that has
 * started must keep sending a chunk at least every half budget and end within its own overall limit (streamTimeoutMs).
 * Every failure is logged as an 'AI backend error' and the caller answers offline.
 */
import type { ModelPrompt } from '../../domain/ai/model-prompt.ts';
import type { Logger } from '../logger.ts';
import { ModelError, type ChatModel } from './chat-model.ts';

export interface ModelCallOptions {
  model: ChatModel;
  timeoutMs: number;
  /**
   * A streamed reply's whole time, first chunk to last (default: four times timeoutMs): a model that keeps sending
   * one token a second must not hold the chat for minutes.
   */
  streamTimeoutMs?: number;
  logger: Logger;
}

function logFailure(logger: Logger, prompt: ModelPrompt, attempt: number, error: unknown): void {
  const detail = error instanceof ModelError ? `${error.kind}: ${error.message}` : String(error);
  logger.error(`AI backend error (${prompt.task}, attempt ${attempt}): ${detail}`);
}

/** An AbortSignal that fires after `ms`, or when `outer` does. */
function deadlineSignal(
  ms: number,
  outer?: AbortSignal,
): { signal: AbortSignal; clear(): void; reset(ms: number): void } {
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(), ms);
  const onOuter = () => controller.abort();
  outer?.addEventListener('abort', onOuter, { once: true });
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuter);
    },
    reset(next) {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(), next);
    },
  };
}

/**
 * A whole reply that `accept` takes (it returns the value, or undefined for a reply that does not fit the
 * task), or undefined when the model failed twice, ran out of time, or answered something unusable.
 */
export async function generateReply<T>(
  options: ModelCallOptions,
  prompt: ModelPrompt,
  accept: (reply: string) => T | undefined,
): Promise<T | undefined> {
  const started = performance.now();
  for (let attempt = 1; attempt <= 2; attempt++) {
    const left = options.timeoutMs - (performance.now() - started);
    if (left <= 0) break;
    const deadline = deadlineSignal(attempt === 1 ? options.timeoutMs / 2 : left);
    try {
      const reply = await options.model.generate(prompt, deadline.signal);
      const value = accept(reply);
      if (value === undefined) {
        // A reply that is not what the task asks for is a failure, not retried.
        options.logger.error(`AI backend error (${prompt.task}): unusable reply ${JSON.stringify(reply.slice(0, 80))}`);
        return undefined;
      }
      return value;
    } catch (error) {
      logFailure(options.logger, prompt, attempt, error);
      if (!(error instanceof ModelError) || !error.retryable) break;
    } finally {
      deadline.clear();
    }
  }
  return undefined;
}

export type StreamEvent =
  | { type: 'delta'; text: string }
  /** The model finished its reply. */
  | { type: 'done'; text: string }
  /** The model failed before sending anything: answer offline instead. */
  | { type: 'unavailable' }
  /** The reply was cut off after some of it was sent: never present it as complete. */
  | { type: 'cut' };

/** Streams a reply, retrying once only while nothing has been sent to the student yet. */
export async function* streamReply(
  options: ModelCallOptions,
  prompt: ModelPrompt,
  outer: AbortSignal,
): AsyncGenerator<StreamEvent> {
  const started = performance.now();
  const half = options.timeoutMs / 2;
  const whole = options.streamTimeoutMs ?? options.timeoutMs * 4;
  for (let attempt = 1; attempt <= 2; attempt++) {
    const left = options.timeoutMs - (performance.now() - started);
    if (left <= 0) break;
    const deadline = deadlineSignal(attempt === 1 ? half : left, outer);
    let text = '';
    try {
      for await (const piece of options.model.stream(prompt, deadline.signal)) {
        const wholeLeft = whole - (performance.now() - started);
        if (wholeLeft <= 0) throw new ModelError('timeout', `the reply took longer than ${whole} ms in all`);
        deadline.reset(Math.min(half, wholeLeft));
        text += piece;
        yield { type: 'delta', text: piece };
      }
      if (text.trim() === '') throw new ModelError('invalid', 'empty reply');
      yield { type: 'done', text };
      return;
    } catch (error) {
      if (outer.aborted) return;
      logFailure(options.logger, prompt, attempt, error);
      if (text !== '') {
        yield { type: 'cut' };
        return;
      }
      if (!(error instanceof ModelError) || !error.retryable) break;
    } finally {
      deadline.clear();
    }
  }
  if (!outer.aborted) yield { type: 'unavailable' };
}
