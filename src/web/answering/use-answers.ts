/**
 * The answers of one attempt in a page (practice, mock exams, the diagnostic, the daily challenge, a lesson quiz):
 * what the student chose, the server's verdict, what is still being saved and what failed, over one answer queue.
 * Answers confirmed earlier come from the server (`initial`); unsent ones come back from the queue's storage.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { AnswerFeedback, SaveAnswer } from '../../domain/api/practice-schema.ts';
import type { AnswerTarget, StoredAnswerTarget } from '../api/answer-target.ts';
import { useSession } from '../api/auth.ts';
import type { ApiError } from '../api/client.ts';
import { invalidateProgress } from '../api/progress-cache.ts';
import { useQuizInProgress } from '../offline/app-state.ts';
import { AnswerQueue } from './answer-queue.ts';

export interface AnswerState<F = AnswerFeedback> {
  answer: string;
  feedback?: F;
  /** Sent but not confirmed yet. */
  saving: boolean;
  /** Failed several times in a row: shown with a retry button (the queue keeps trying too). */
  failed: boolean;
}

export interface UseAnswersOptions<F> {
  /** Names the attempt and its stored queue. A new id starts a new queue. */
  id: string;
  /** Answers the server already has (after a reload). */
  initial?: readonly { questionId: string; answer: string; feedback?: F | undefined }[];
  send(id: string, answer: SaveAnswer): Promise<{ feedback?: F | undefined }>;
  /**
   * Where `send` posts, stored with the unsent answers so any page of the app can send them if this one closes
   * first. Left out where sending needs the page (a session made offline that the server does not have yet).
   */
  target?: AnswerTarget | undefined;
  /** Keep unsent answers across a reload (default). A lesson quiz run is new on each page load, so it does not. */
  durable?: boolean;
  /** The answers count in the student's progress: the dashboard's figures and the suggestion follow them. */
  tracked?: boolean;
  onSaved?(answer: SaveAnswer, feedback: F | undefined): void;
  onRejected?(answer: SaveAnswer, error: ApiError): void;
}

type Confirmed<F> = Record<string, { answer: string; feedback?: F }>;

export function useAnswers<F = AnswerFeedback>(options: UseAnswersOptions<F>) {
  const { id, durable = true, tracked = true } = options;
  const [confirmed, setConfirmed] = useState<Confirmed<F>>(() =>
    Object.fromEntries(
      (options.initial ?? []).map((a) => [
        a.questionId,
        { answer: a.answer, ...(a.feedback === undefined ? {} : { feedback: a.feedback }) },
      ]),
    ),
  );
  const [rejected, setRejected] = useState<ApiError>();
  const queryClient = useQueryClient();
  // The latest callbacks, without making a new queue on every render.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const queue = useMemo(
    () => new AnswerQueue<{ feedback?: F | undefined }>({ id, ...(durable ? {} : { storage: undefined }) }),
    [id, durable],
  );
  // Compared by value (pages build it afresh on each render); a session made offline gets one once the server has it.
  const userId = useSession().data?.user.id;
  const targetKey = options.target && userId !== undefined ? JSON.stringify({ ...options.target, userId }) : undefined;
  useEffect(() => {
    queue.setTarget(targetKey === undefined ? undefined : (JSON.parse(targetKey) as StoredAnswerTarget));
  }, [queue, targetKey]);
  useEffect(() => {
    queue.start({
      send: (attemptId, answer) => latest.current.send(attemptId, answer),
      onSaved: (answer, response) => {
        // A reply for an attempt the page has left (a lesson quiz's Retry) is not this attempt's answer.
        if (latest.current.id !== id) return;
        const feedback = response.feedback;
        setConfirmed((c) => ({
          ...c,
          [answer.questionId]: { answer: answer.answer, ...(feedback === undefined ? {} : { feedback }) },
        }));
        setRejected(undefined);
        if (tracked) invalidateProgress(queryClient);
        latest.current.onSaved?.(answer, feedback);
      },
      onRejected: (answer, error) => {
        if (latest.current.id !== id) return;
        setRejected(error);
        latest.current.onRejected?.(answer, error);
      },
    });
    return () => queue.stop();
  }, [queue, id, tracked, queryClient]);
  // On the server (a server-rendered lesson) the queue is as a new page finds it: nothing pending.
  const state = useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
  // A session page (durable) is a quiz while it is open; a lesson quiz while its answers are being saved. An app
  // update or the install prompt waits meanwhile.
  useQuizInProgress(durable || state.pending.length > 0);

  const answers: Record<string, AnswerState<F>> = {};
  for (const [questionId, value] of Object.entries(confirmed)) {
    answers[questionId] = { ...value, saving: false, failed: false };
  }
  for (const pending of state.pending) {
    const known = answers[pending.questionId];
    // A confirmed answer sent again (its reply was lost before a reload) keeps its verdict.
    const feedback = known?.answer === pending.answer ? known.feedback : undefined;
    answers[pending.questionId] = {
      answer: pending.answer,
      ...(feedback === undefined ? {} : { feedback }),
      saving: true,
      failed: state.failed.includes(pending.questionId),
    };
  }

  return {
    answers,
    /** Some answer failed and is being retried. */
    failing: state.failing,
    pendingCount: state.pending.length,
    /** Questions whose answer is reported failed, in the order they were answered. */
    failed: state.failed,
    /** The last answer the server refused for good (cleared by the next confirmation). */
    rejected,
    save: (questionId: string, answer: string) => queue.save(questionId, answer),
    retry: (questionId: string) => queue.retry(questionId),
    retryAll: () => queue.retryAll(),
    /** For Finish: true once all is saved; false when an answer is reported failed or it takes too long. */
    settled: () => queue.settled(),
    /** Resolves once every answer is on the server, however long that takes (background closing calls). */
    allSaved: () => queue.whenEmpty(),
  };
}
