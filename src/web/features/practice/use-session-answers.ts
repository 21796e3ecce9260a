/**
 * The answers of one session: what the student chose, what the server said, and what is still being saved.
 * Restored from the server after a reload; unsent answers come back from the answer queue.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { AnswerFeedback, SessionResponse } from '../../../domain/api/practice-schema.ts';
import type { ApiError } from '../../api/client.ts';
import { invalidateProgress } from '../../api/progress-cache.ts';
import { AnswerQueue } from './answer-queue.ts';

export interface AnswerState {
  answer: string;
  feedback?: AnswerFeedback;
  /** Sent but not confirmed yet. */
  saving: boolean;
}

export function useSessionAnswers(session: SessionResponse) {
  const [confirmed, setConfirmed] = useState<Record<string, { answer: string; feedback?: AnswerFeedback }>>(() =>
    Object.fromEntries(
      session.answers.map((a) => [a.questionId, { answer: a.answer, ...(a.feedback ? { feedback: a.feedback } : {}) }]),
    ),
  );
  const [rejected, setRejected] = useState<ApiError>();
  const queryClient = useQueryClient();
  const queue = useMemo(
    () =>
      new AnswerQueue(
        session.attemptId,
        (answer, response) => {
          setConfirmed((c) => ({
            ...c,
            [answer.questionId]: {
              answer: answer.answer,
              ...(response.feedback ? { feedback: response.feedback } : {}),
            },
          }));
          // The dashboard's advice and the suggestion follow the answers (DASH-07, DASH-11).
          invalidateProgress(queryClient);
          setRejected(undefined);
        },
        (_answer, error) => setRejected(error),
      ),
    [session.attemptId, queryClient],
  );
  useEffect(() => () => queue.dispose(), [queue]);
  const queueState = useSyncExternalStore(queue.subscribe, queue.getState);

  const answers: Record<string, AnswerState> = {};
  for (const [questionId, value] of Object.entries(confirmed)) answers[questionId] = { ...value, saving: false };
  for (const pending of queueState.pending) {
    answers[pending.questionId] = { answer: pending.answer, saving: true };
  }

  return {
    answers,
    failing: queueState.failing,
    pendingCount: queueState.pending.length,
    rejected,
    save: (questionId: string, answer: string) => queue.save(questionId, answer),
    settled: () => queue.settled(),
  };
}
