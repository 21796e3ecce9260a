/**
 * One run of a lesson quiz in the browser. Its answers go through the shared answer queue (useAnswers in the card);
 * this holds what the queue does not: the run's id, where an answer goes (signed in, the run is a 'lesson' attempt
 * under an id made here; signed out, answers are only checked), and the finished run's save, retried until the
 * server has it (a repeat counts once). A run the student leaves (Retry, another page) still completes that save.
 */
import type { LessonFeedback } from '../../../domain/api/lesson-quiz-schema.ts';
import type { SaveAnswer } from '../../../domain/api/practice-schema.ts';
import type { ClientErrorCode } from '../../api/client.ts';
import { retryUntilDone } from '../../answering/retry-policy.ts';
import { checkLessonAnswer, finishLessonQuiz, saveLessonAnswer } from './api.ts';

export type ResultSave =
  | { status: 'none' | 'saving' | 'retrying' | 'saved' }
  /** The server refused the result for good. */
  | { status: 'failed'; code: ClientErrorCode };

export class LessonAttempt {
  readonly id = crypto.randomUUID();
  private result: ResultSave = { status: 'none' };
  private listeners = new Set<() => void>();
  private readonly claimed = new Set<number>();

  constructor(
    private readonly topicId: string,
    private readonly signedIn: boolean,
  ) {}

  /** The queue speaks in strings: the question is the quiz index, the answer the option index. */
  async send(answer: SaveAnswer): Promise<{ feedback: LessonFeedback }> {
    const quizIndex = Number(answer.questionId);
    const answerIndex = Number(answer.answer);
    if (!this.signedIn) return { feedback: await checkLessonAnswer(this.topicId, quizIndex, answerIndex) };
    return saveLessonAnswer(this.topicId, this.id, { answerId: answer.answerId, quizIndex, answerIndex });
  }

  /** The first choice for a question claims it; a second click before the page re-renders gets false. */
  claim(quizIndex: number): boolean {
    if (this.claimed.has(quizIndex)) return false;
    this.claimed.add(quizIndex);
    return true;
  }

  /** The server refused the answer for good: the student may choose again. */
  release(quizIndex: number): void {
    this.claimed.delete(quizIndex);
  }

  /**
   * Signed in: saves the finished attempt, retrying until it is saved. Next is enabled only once an answer is
   * graded, so every answer is on the server by now.
   */
  finish(): void {
    if (!this.signedIn || this.result.status !== 'none') return;
    this.setResult({ status: 'saving' });
    void retryUntilDone(
      () => finishLessonQuiz(this.topicId, this.id),
      () => this.setResult({ status: 'retrying' }),
    ).then((outcome) =>
      this.setResult(outcome.ok ? { status: 'saved' } : { status: 'failed', code: outcome.error.code }),
    );
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getState = (): ResultSave => this.result;

  private setResult(result: ResultSave): void {
    this.result = result;
    for (const listener of this.listeners) listener();
  }
}
