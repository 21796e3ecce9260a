/**
 * The `openai` provider: any OpenAI-compatible chat-completions endpoint (OpenAI, Gemini's compatible endpoint,
 * Ollama, llama.cpp, vLLM) through the Vercel AI SDK. The SDK's own retries are off (the service retries once
 * within its total timeout) and every way a reply can end is checked: only finish reason "stop" is a whole reply.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateText, streamText, type LanguageModel } from 'ai';
import type { ModelPrompt } from '../../domain/ai/model-prompt.ts';
import { ModelError, type ChatModel } from './chat-model.ts';

export interface OpenAiModelOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

/** Turns whatever the SDK threw into a ModelError. */
export function toModelError(error: unknown, signal: AbortSignal): ModelError {
  if (error instanceof ModelError) return error;
  if (signal.aborted) return new ModelError('timeout', 'no reply in time');
  if (APICallError.isInstance(error)) {
    // A 200 whose body is not a chat completion is garbage, not a failing status.
    if (error.statusCode !== undefined && (error.statusCode < 200 || error.statusCode >= 300)) {
      return new ModelError('status', `HTTP ${error.statusCode}: ${error.message.slice(0, 200)}`, error.statusCode);
    }
    return new ModelError(error.statusCode === undefined ? 'network' : 'invalid', error.message.slice(0, 200));
  }
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'AbortError' || name === 'TimeoutError') return new ModelError('timeout', 'no reply in time');
  if (/fetch failed|ECONNREFUSED|ECONNRESET|socket|terminated|network/i.test(message)) {
    return new ModelError('network', message.slice(0, 200));
  }
  return new ModelError('invalid', `${name || 'error'}: ${message.slice(0, 200)}`);
}

export function createOpenAiModel(options: OpenAiModelOptions): ChatModel {
  const provider = createOpenAICompatible({
    name: 'imtahan-ai',
    baseURL: options.baseUrl,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
  });
  const model: LanguageModel = provider.chatModel(options.model);
  const settings = (prompt: ModelPrompt, signal: AbortSignal) => ({
    model,
    system: prompt.system,
    messages: prompt.messages,
    maxOutputTokens: prompt.maxOutputTokens,
    temperature: prompt.temperature,
    maxRetries: 0,
    abortSignal: signal,
  });

  return {
    async generate(prompt, signal) {
      try {
        const result = await generateText(settings(prompt, signal));
        if (result.finishReason !== 'stop') {
          throw new ModelError('incomplete', `the reply ended with "${result.finishReason}"`);
        }
        return result.text;
      } catch (error) {
        throw toModelError(error, signal);
      }
    },

    async *stream(prompt, signal) {
      const result = streamText({ ...settings(prompt, signal), onError: () => {} });
      let finished = false;
      let yielded = false;
      try {
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta') {
            if (part.text) {
              yielded = true;
              yield part.text;
            }
          } else if (part.type === 'error') {
            throw toModelError(part.error, signal);
          } else if (part.type === 'abort') {
            throw new ModelError(signal.aborted ? 'timeout' : 'incomplete', 'the stream was aborted');
          } else if (part.type === 'finish') {
            if (part.finishReason !== 'stop') {
              throw new ModelError('incomplete', `the stream ended with "${part.finishReason}"`);
            }
            finished = true;
          }
        }
      } catch (error) {
        const cause = toModelError(error, signal);
        // Whatever broke a stream that had started, the reply is cut off.
        throw yielded && cause.kind !== 'timeout' ? new ModelError('incomplete', `cut off: ${cause.message}`) : cause;
      }
      // An aborted or timed-out stream can end quietly, without an error or a finish part.
      if (!finished)
        throw new ModelError(signal.aborted ? 'timeout' : 'incomplete', 'the stream ended without finishing');
    },
  };
}
