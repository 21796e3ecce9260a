/**
 * Saves answers so none is lost on patchy mobile data. Each answer gets a client id (a retried save counts once on
 * the server) and is kept in storage (IndexedDB in the browser, answer-store.ts) until the server confirms it, so a
 * reload, a crash, a browser restart or an app update brings it back. Stored answers are read asynchronously: until
 * they are, new answers wait in memory behind them and nothing is sent, so the order given is the order sent. Answers are sent one at a time, in the order given; a save that fails with a network error
 * or a 5xx waits out a backoff (retry-policy.ts) while the answers behind it go on, so one bad answer never holds
 * the rest of the session. After a few failures in a row the answer is reported as failed (the page offers a retry
 * button); it is still retried in the background and at once when the browser comes back online. A 4xx that will
 * not change (locked, finished, signed out) settles the answer: it leaves the queue and the caller is told why.
 * For a question answered again (mock-exam drafts), only the newest unsent answer is kept.
 */
import type { SaveAnswer } from '../../domain/api/practice-schema.ts';
import type { StoredAnswerTarget } from '../api/answer-target.ts';
import type { ApiError } from '../api/client.ts';
import { defaultAnswerStore, type AnswerStore } from './answer-store.ts';
import { asApiError, FAILED_AFTER_TRIES, isFinal, retryDelay } from './retry-policy.ts';

export interface QueueState {
  /** Every answer not confirmed yet, in the order it was given. */
  pending: readonly SaveAnswer[];
  /** At least one save failed and waits for its next try. */
  failing: boolean;
  /** Questions whose answer failed FAILED_AFTER_TRIES times in a row and is not being sent right now. */
  failed: readonly string[];
}

/** Given at start: a page's queue is made during render and starts sending once the page is on screen. */
export interface QueueHandlers<R> {
  send(id: string, answer: SaveAnswer): Promise<R>;
  onSaved(answer: SaveAnswer, response: R): void;
  /** The server refused the answer for good: it has left the queue; the caller says why or lets the student redo it. */
  onRejected(answer: SaveAnswer, error: ApiError): void;
}

export interface AnswerQueueOptions {
  /** Names the stored queue: one per attempt (a session, a diagnostic draw, a challenge day, a lesson run). */
  id: string;
  /** Defaults to IndexedDB (none when the browser has none: answers are then kept while the page is open). */
  storage?: AnswerStore | undefined;
  /** Calls the listener when the connection comes back; returns the unsubscribe. Defaults to window 'online'. */
  onOnline?: (listener: () => void) => () => void;
  /** The jitter's source (tests pass a fixed one). */
  random?: () => number;
}

interface Entry {
  answer: SaveAnswer;
  /** Failed tries in a row. */
  tries: number;
  /** Not sent before this time (ms since the epoch). */
  dueAt: number;
}

/** How many started queues of this tab hold each attempt: the sender of answers left by their page skips these. */
const openQueues = new Map<string, number>();

export function isQueueOpen(attemptId: string): boolean {
  return (openQueues.get(attemptId) ?? 0) > 0;
}

function windowOnline(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('online', listener);
  return () => window.removeEventListener('online', listener);
}

/** R: what the server answers a save with (each activity has its own response shape). */
export class AnswerQueue<R> {
  private entries: Entry[] = [];
  private state: QueueState;
  private readonly listeners = new Set<() => void>();
  private readonly storage: AnswerStore | undefined;
  /** The stored answers have been read (or there is no storage): sending and writing may start. */
  private loaded = false;
  /** Resolves once the stored answers are read. */
  readonly ready: Promise<void>;
  /** The last write to storage; writes run one after another, so the last one stored is the newest state. */
  private writing: Promise<void> = Promise.resolve();
  private inFlight: string | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private handlers: QueueHandlers<R> | undefined;
  private stopOnline: (() => void) | undefined;
  /** Stored with the answers, so they are sent even if this page never opens again (unsent-answers.ts). */
  private target: StoredAnswerTarget | undefined;

  constructor(private readonly options: AnswerQueueOptions) {
    this.storage = 'storage' in options ? options.storage : defaultAnswerStore();
    this.state = this.snapshot();
    this.ready = (this.storage?.load(options.id) ?? Promise.resolve([])).then(
      (stored) => this.restore(stored),
      // Storage blocked: the answers of this page are still sent while it is open.
      () => this.restore([]),
    );
  }

  /** Stored answers go first; one given meanwhile to the same question replaces its stored answer (as `save` does). */
  private restore(stored: readonly SaveAnswer[]): void {
    const given = new Set(this.entries.map((e) => e.answer.questionId));
    const known = new Set(this.entries.map((e) => e.answer.answerId));
    const earlier = stored
      .filter((a) => !given.has(a.questionId) && !known.has(a.answerId))
      .map((answer) => ({ answer, tries: 0, dueAt: 0 }));
    this.entries = [...earlier, ...this.entries];
    this.loaded = true;
    this.changed();
    this.pump();
  }

  /** Resolves once every change so far is in storage (tests; a page about to reload for an update). */
  persisted(): Promise<void> {
    return this.ready.then(() => this.writing);
  }

  /** Starts sending (and listening for the connection); answers left by an earlier page go first. */
  start(handlers: QueueHandlers<R>): void {
    if (this.handlers) return;
    this.handlers = handlers;
    openQueues.set(this.options.id, (openQueues.get(this.options.id) ?? 0) + 1);
    this.stopOnline = (this.options.onOnline ?? windowOnline)(this.retryAll);
    this.pump();
  }

  /** Stops sending; what is unsent stays stored for the next start (or the next page). A save in flight completes. */
  stop(): void {
    if (this.handlers) {
      const open = (openQueues.get(this.options.id) ?? 1) - 1;
      if (open > 0) openQueues.set(this.options.id, open);
      else openQueues.delete(this.options.id);
    }
    this.handlers = undefined;
    this.stopOnline?.();
    this.stopOnline = undefined;
    clearTimeout(this.timer);
  }

  /** Where the answers go without this page; stored with the unsent ones from now on. */
  setTarget(target: StoredAnswerTarget | undefined): void {
    if (JSON.stringify(target) === JSON.stringify(this.target)) return;
    this.target = target;
    if (this.entries.length > 0) this.changed();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getState = (): QueueState => this.state;

  save(questionId: string, answer: string): SaveAnswer {
    // Stamped as given: an answer sent later (offline, a failing network) counts on the day it was given.
    const entry: SaveAnswer = {
      answerId: crypto.randomUUID(),
      questionId,
      answer,
      answeredAt: new Date().toISOString(),
    };
    // An older unsent answer to the same question is replaced; one already in flight completes first.
    this.entries = this.entries.filter(
      (e) => e.answer.questionId !== questionId || e.answer.answerId === this.inFlight,
    );
    this.entries.push({ answer: entry, tries: 0, dueAt: 0 });
    this.changed();
    this.pump();
    return entry;
  }

  /** The student asks to try a question's failed answer again now. */
  retry(questionId: string): void {
    for (const entry of this.entries) if (entry.answer.questionId === questionId) entry.dueAt = 0;
    this.pump();
  }

  /** Every waiting answer is tried again now (the connection is back). */
  retryAll = (): void => {
    for (const entry of this.entries) entry.dueAt = 0;
    this.pump();
  };

  /**
   * For a Finish button: true once every answer is confirmed; false as soon as one is reported failed, or after
   * `timeoutMs`, so the page can say which answers are not saved instead of waiting in silence.
   */
  settled(timeoutMs = 15_000): Promise<boolean> {
    return new Promise((resolve) => {
      const check = () => {
        if (!this.loaded) return;
        if (this.state.pending.length === 0) finish(true);
        else if (this.state.failed.length > 0) finish(false);
      };
      const finish = (ok: boolean) => {
        clearTimeout(timer);
        unsubscribe();
        resolve(ok);
      };
      const timer = setTimeout(() => finish(false), timeoutMs);
      const unsubscribe = this.subscribe(check);
      check();
    });
  }

  /** Resolves once every answer is confirmed or settled by the server, however long that takes. */
  whenEmpty(): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (!this.loaded || this.state.pending.length > 0) return;
        unsubscribe();
        resolve();
      };
      const unsubscribe = this.subscribe(check);
      check();
    });
  }

  private pump(): void {
    const handlers = this.handlers;
    if (!handlers || !this.loaded || this.inFlight !== undefined) return;
    clearTimeout(this.timer);
    const now = Date.now();
    const next = this.entries.find((e) => e.dueAt <= now);
    if (!next) {
      const soonest = Math.min(...this.entries.map((e) => e.dueAt));
      if (Number.isFinite(soonest)) this.timer = setTimeout(() => this.pump(), soonest - now);
      return;
    }
    this.inFlight = next.answer.answerId;
    this.changed();
    void handlers.send(this.options.id, next.answer).then(
      (response) => this.settle(next, () => handlers.onSaved(next.answer, response)),
      (error: unknown) => {
        const apiError = asApiError(error);
        if (isFinal(apiError)) return this.settle(next, () => handlers.onRejected(next.answer, apiError));
        // A newer answer to the same question is queued: it replaces this one, nothing is lost.
        if (this.entries.some((e) => e !== next && e.answer.questionId === next.answer.questionId)) {
          return this.settle(next, () => undefined);
        }
        next.tries += 1;
        next.dueAt = Date.now() + retryDelay(next.tries, this.options.random);
        this.inFlight = undefined;
        this.changed();
        this.pump();
      },
    );
  }

  /** The answer leaves the queue (confirmed or refused for good); then the next one goes. */
  private settle(entry: Entry, report: () => void): void {
    this.entries = this.entries.filter((e) => e !== entry);
    this.inFlight = undefined;
    this.changed();
    report();
    this.pump();
  }

  private snapshot(): QueueState {
    return {
      pending: this.entries.map((e) => e.answer),
      failing: this.entries.some((e) => e.tries > 0),
      failed: this.entries
        .filter((e) => e.tries >= FAILED_AFTER_TRIES && e.answer.answerId !== this.inFlight)
        .map((e) => e.answer.questionId),
    };
  }

  private changed(): void {
    const storage = this.storage;
    // Before the stored answers are read, writing would overwrite them: what is given meanwhile is written after.
    if (storage && this.loaded) {
      const pending = this.entries.map((e) => e.answer);
      const target = this.target;
      this.writing = this.writing
        .then(() => storage.save(this.options.id, pending, target))
        .catch(() => {
          // Storage full or blocked: the answers are still sent while the page is open.
        });
    }
    this.state = this.snapshot();
    for (const listener of this.listeners) listener();
  }
}
