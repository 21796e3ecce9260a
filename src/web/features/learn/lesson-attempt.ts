/**
 * One run of a lesson quiz in the browser (checklist LEARN-20; DESIGN.md §4.4, §8). Each chosen option goes to the
 * server through the practice answer queue (a client id per answer, sent in order, retried with backoff and when
 * the browser is back online, the failure shown) and comes back with the server's verdict. Signed in, the run is a
 * 'lesson' attempt under an id made here, and finishing saves it, retried until the server has it (a repeat counts
 * once); signed out, answers are only checked. A run the student leaves (Retry, another page) still completes its
 * save of the result.
 */
import type { LessonFeedback } from '../../../domain/api/lesson-quiz-schema.ts';
import type { SaveAnswer } from '../../../domain/api/practice-schema.ts';
import { ApiError, type ClientErrorCode } from '../../api/client.ts';
import { AnswerQueue } from '../practice/answer-queue.ts';
import { checkLessonAnswer, finishLessonQuiz, saveLessonAnswer } from './api.ts';

export type ResultSave =
  | { status: 'none' | 'saving' | 'retrying' | 'saved' }
  /** The server refused the result for good. */
  | { status: 'failed'; code: ClientErrorCode };

export interface LessonAttemptState {
  /** An answer could not be sent; the queue keeps trying. */
  failing: boolean;
  result: ResultSave;
}

export interface LessonAttemptHandlers {
  graded(feedback: LessonFeedback): void;
  refused(quizIndex: number, code: ClientErrorCode): void;
}

const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000, 30000];

/** A 4xx other than 408/429 will not change on a retry. */
const isFinal = (error: ApiError) =>
  error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = window.setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

export class LessonAttempt {
  readonly id = crypto.randomUUID();
  private readonly queue: AnswerQueue<LessonFeedback>;
  private result: ResultSave = { status: 'none' };
  private listeners = new Set<() => void>();
  private detached = false;
  private readonly sent = new Set<number>();
  private snapshot: { queue: unknown; result: ResultSave; state: LessonAttemptState } | undefined;

  constructor(
    private readonly topicId: string,
    private readonly signedIn: boolean,
    private readonly handlers: LessonAttemptHandlers,
  ) {
    this.queue = new AnswerQueue<LessonFeedback>(
      this.id,
      (_answer, feedback) => {
        if (!this.detached) this.handlers.graded(feedback);
      },
      (answer, error) => {
        // Refused for good: the student may choose again.
        this.sent.delete(Number(answer.questionId));
        if (!this.detached) this.handlers.refused(Number(answer.questionId), error.code);
      },
      (_id, answer) => this.send(answer),
    );
  }

  /** The queue speaks in strings: the question is the quiz index, the answer the option index. */
  private async send(answer: SaveAnswer): Promise<LessonFeedback> {
    const quizIndex = Number(answer.questionId);
    const answerIndex = Number(answer.answer);
    if (!this.signedIn) return checkLessonAnswer(this.topicId, quizIndex, answerIndex);
    const saved = await saveLessonAnswer(this.topicId, this.id, { answerId: answer.answerId, quizIndex, answerIndex });
    return saved.feedback;
  }

  /** Sends the first choice for a question; a second click before the page re-renders sends nothing. */
  answer(quizIndex: number, answerIndex: number): void {
    if (this.sent.has(quizIndex)) return;
    this.sent.add(quizIndex);
    this.queue.save(String(quizIndex), String(answerIndex));
  }

  /** Signed in: saves the finished attempt (once every answer is on the server), retrying until it is saved. */
  finish(): void {
    if (!this.signedIn || this.result.status !== 'none') return;
    void this.saveResult();
  }

  private async saveResult(): Promise<void> {
    this.setResult({ status: 'saving' });
    while (!(await this.queue.settled(60_000))) {
      // the queue retries on its own
    }
    for (let failures = 0; ; failures++) {
      try {
        await finishLessonQuiz(this.topicId, this.id);
        this.setResult({ status: 'saved' });
        break;
      } catch (error) {
        const apiError = error instanceof ApiError ? error : new ApiError('INTERNAL', 0, String(error));
        if (isFinal(apiError)) {
          this.setResult({ status: 'failed', code: apiError.code });
          break;
        }
        this.setResult({ status: 'retrying' });
        await pause(RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)] ?? 30000);
      }
    }
    if (this.detached) this.queue.dispose();
  }

  /** The page shows this run again (React may detach and attach an effect twice). */
  attach(): void {
    this.detached = false;
  }

  /** The page no longer shows this run: stop reporting; a result being saved is still saved. */
  detach(): void {
    this.detached = true;
    this.listeners.clear();
    const saving = this.result.status === 'saving' || this.result.status === 'retrying';
    if (!saving) this.queue.dispose();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    const fromQueue = this.queue.subscribe(listener);
    return () => {
      this.listeners.delete(listener);
      fromQueue();
    };
  };

  getState = (): LessonAttemptState => {
    const queue = this.queue.getState();
    if (this.snapshot?.queue !== queue || this.snapshot.result !== this.result) {
      this.snapshot = { queue, result: this.result, state: { failing: queue.failing, result: this.result } };
    }
    return this.snapshot.state;
  };

  private setResult(result: ResultSave): void {
    this.result = result;
    for (const listener of this.listeners) listener();
  }
}
