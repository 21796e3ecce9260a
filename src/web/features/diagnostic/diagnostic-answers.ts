/**
 * Answers of the diagnostic and the daily challenge: saved through the practice answer queue (a client id per
 * answer, kept in localStorage until confirmed, retried with backoff and when the browser is back online), but
 * silently: spec §8 hides their save failures, DESIGN.md §8 still retries them in the background. Also a retrier for
 * the closing call (complete / finish) that never blocks the student.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { AnswerFeedback, SaveAnswer, SaveAnswerResponse } from '../../../domain/api/practice-schema.ts';
import { ApiError } from '../../api/client.ts';
import { invalidateProgress } from '../../api/progress-cache.ts';
import { AnswerQueue } from '../practice/answer-queue.ts';
import type { AnswerState } from '../practice/use-session-answers.ts';

export function useHabitAnswers(
  /** Names the queue's storage (one per diagnostic draw or challenge day). */
  id: string,
  initial: readonly { questionId: string; answer: string; feedback?: AnswerFeedback }[],
  send: (id: string, answer: SaveAnswer) => Promise<SaveAnswerResponse>,
) {
  const [confirmed, setConfirmed] = useState<Record<string, { answer: string; feedback?: AnswerFeedback }>>(() =>
    Object.fromEntries(
      initial.map((a) => [a.questionId, { answer: a.answer, ...(a.feedback ? { feedback: a.feedback } : {}) }]),
    ),
  );
  const queryClient = useQueryClient();
  const queue = useMemo(
    () =>
      new AnswerQueue(
        id,
        (answer, response) => {
          setConfirmed((c) => ({
            ...c,
            [answer.questionId]: {
              answer: answer.answer,
              ...(response.feedback ? { feedback: response.feedback } : {}),
            },
          }));
          // These answers count like practice ones: the dashboard's advice and the suggestion follow them.
          invalidateProgress(queryClient);
        },
        () => undefined,
        send,
      ),
    // The sender is fixed for an id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, queryClient],
  );
  useEffect(() => () => queue.dispose(), [queue]);
  const state = useSyncExternalStore(queue.subscribe, queue.getState);

  const answers: Record<string, AnswerState> = {};
  for (const [questionId, value] of Object.entries(confirmed)) answers[questionId] = { ...value, saving: false };
  for (const pending of state.pending) {
    if (!answers[pending.questionId]) answers[pending.questionId] = { answer: pending.answer, saving: true };
  }
  return {
    answers,
    save: (questionId: string, answer: string) => queue.save(questionId, answer),
    /** Resolves once every answer is on the server (however long that takes). */
    async allSaved(): Promise<void> {
      while (!(await queue.settled(60_000))) {
        // keep waiting: the queue retries on its own
      }
    },
  };
}

const DELAYS_MS = [1000, 2000, 4000, 8000, 15000, 30000];

/** Calls `call` until it succeeds (a 4xx other than 408/429 is final); never throws. */
export async function retryInBackground<T>(call: () => Promise<T>): Promise<T | undefined> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.status >= 400 &&
        error.status < 500 &&
        ![408, 429].includes(error.status)
      ) {
        return undefined;
      }
      const delay = DELAYS_MS[Math.min(attempt, DELAYS_MS.length - 1)] ?? 30000;
      await new Promise<void>((resolve) => {
        const done = () => {
          window.clearTimeout(timer);
          window.removeEventListener('online', done);
          resolve();
        };
        const timer = window.setTimeout(done, delay);
        window.addEventListener('online', done);
      });
    }
  }
}
