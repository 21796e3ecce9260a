/**
 * Saves answers so none is lost (DESIGN.md §8): each answer gets a client id (a retried save counts once on the
 * server), is kept in localStorage until the server confirms it, and is sent one at a time in order. A failed save is
 * shown and retried with backoff, and again when the browser comes back online. For a question answered again
 * (mock exams), only the newest unsent answer is kept.
 */
import type { SaveAnswer, SaveAnswerResponse } from '../../../domain/api/practice-schema.ts';
import { ApiError } from '../../api/client.ts';
import { postAnswer } from './api.ts';

export interface QueueState {
  pending: SaveAnswer[];
  failing: boolean;
}

type Listener = () => void;
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000, 30000];

/** R: what the server answers a save with (the lesson quiz has its own response shape). */
export class AnswerQueue<R = SaveAnswerResponse> {
  private state: QueueState;
  private listeners = new Set<Listener>();
  private sending = false;
  private failures = 0;
  private timer: number | undefined;

  constructor(
    private readonly attemptId: string,
    private readonly onSaved: (answer: SaveAnswer, response: R) => void,
    private readonly onRejected: (answer: SaveAnswer, error: ApiError) => void,
    /** Where answers go (the diagnostic, the daily challenge and the lesson quiz have their own endpoints). */
    private readonly send: (attemptId: string, answer: SaveAnswer) => Promise<R> = postAnswer as (
      attemptId: string,
      answer: SaveAnswer,
    ) => Promise<R>,
  ) {
    this.state = { pending: this.load(), failing: false };
    window.addEventListener('online', this.flushNow);
    if (this.state.pending.length > 0) void this.flush();
  }

  dispose(): void {
    window.removeEventListener('online', this.flushNow);
    window.clearTimeout(this.timer);
    this.listeners.clear();
  }

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = () => this.state;

  /** Resolves true once every answer is confirmed, false if that takes longer than `timeoutMs`. */
  settled(timeoutMs = 15000): Promise<boolean> {
    if (this.state.pending.length === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = window.setTimeout(() => {
        unsubscribe();
        resolve(false);
      }, timeoutMs);
      const unsubscribe = this.subscribe(() => {
        if (this.state.pending.length > 0) return;
        window.clearTimeout(timer);
        unsubscribe();
        resolve(true);
      });
    });
  }

  save(questionId: string, answer: string): SaveAnswer {
    const entry: SaveAnswer = { answerId: crypto.randomUUID(), questionId, answer };
    // Keep unsent older answers to the same question only if already in flight (the first in the queue).
    const pending = this.state.pending.filter((p, i) => p.questionId !== questionId || (i === 0 && this.sending));
    this.set({ ...this.state, pending: [...pending, entry] });
    void this.flush();
    return entry;
  }

  private flushNow = () => {
    this.failures = 0;
    void this.flush();
  };

  private async flush(): Promise<void> {
    if (this.sending) return;
    const next = this.state.pending[0];
    if (!next) return;
    this.sending = true;
    try {
      const response = await this.send(this.attemptId, next);
      this.failures = 0;
      this.set({ pending: this.state.pending.filter((p) => p.answerId !== next.answerId), failing: false });
      this.onSaved(next, response);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError('INTERNAL', 0, String(error));
      if (apiError.status >= 400 && apiError.status < 500 && apiError.status !== 429 && apiError.status !== 408) {
        // The server refused this answer for good (e.g. already locked): drop it and say so.
        this.set({ ...this.state, pending: this.state.pending.filter((p) => p.answerId !== next.answerId) });
        this.onRejected(next, apiError);
      } else {
        this.failures++;
        this.set({ ...this.state, failing: true });
        const delay = RETRY_DELAYS_MS[Math.min(this.failures - 1, RETRY_DELAYS_MS.length - 1)] ?? 30000;
        window.clearTimeout(this.timer);
        this.timer = window.setTimeout(() => void this.flush(), delay);
        return;
      }
    } finally {
      this.sending = false;
    }
    void this.flush();
  }

  private get storageKey() {
    return `imtahan.pending.${this.attemptId}`;
  }

  private load(): SaveAnswer[] {
    try {
      const saved = JSON.parse(localStorage.getItem(this.storageKey) ?? '[]') as SaveAnswer[];
      return Array.isArray(saved) ? saved : [];
    } catch {
      return [];
    }
  }

  private set(state: QueueState) {
    this.state = state;
    try {
      if (state.pending.length) localStorage.setItem(this.storageKey, JSON.stringify(state.pending));
      else localStorage.removeItem(this.storageKey);
    } catch {
      // Storage unavailable: answers are still retried while the page is open.
    }
    for (const listener of this.listeners) listener();
  }
}
