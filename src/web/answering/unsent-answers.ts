/**
 * Sends the answers a page left unsent when it closed (offline, a failing network, a tab closed mid-quiz), from
 * whatever page of the app is open, so they count on the dashboard, in the streak and in the review of mistakes
 * without the student having to reopen that quiz. Each stored queue says where its answers go and whose they are
 * (answer-target.ts): only the signed-in student's are sent, so on a shared phone nothing counts for the wrong
 * student. A queue whose page is open in this tab is left to that page, and one without a target (a session made offline
 * that the server does not have yet) waits for its page. Answers keep their ids, so an answer sent here and again
 * by its page (another tab) counts once.
 *
 * Per queue, answers go one at a time in the order given. A confirmed answer, or one the server refuses for good
 * (the attempt is finished, the answer locked), leaves storage; a network error or a 5xx leaves the rest of that
 * queue for the next run; "signed out" ends the run and keeps everything for when the student signs in again.
 */
import type { SaveAnswer } from '../../domain/api/practice-schema.ts';
import { postAnswerTo, type AnswerTarget } from '../api/answer-target.ts';
import { asApiError, isFinal } from './retry-policy.ts';
import type { StoredQueues } from './answer-store.ts';

export interface UnsentAnswersOptions {
  store: Pick<StoredQueues, 'all' | 'remove'>;
  /** Whether a page of this tab is sending this attempt's queue itself. */
  isOpen(attemptId: string): boolean;
  /** The signed-in student: only their answers are sent. */
  userId: string | undefined;
  post?: (target: AnswerTarget, answer: SaveAnswer) => Promise<unknown>;
}

export interface UnsentAnswersRun {
  /** Answers the server confirmed. */
  sent: number;
  /** Answers still stored for a later run (their page, the network or a sign-in is needed). */
  left: number;
}

export async function sendUnsentAnswers(options: UnsentAnswersOptions): Promise<UnsentAnswersRun> {
  const post = options.post ?? postAnswerTo;
  const run: UnsentAnswersRun = { sent: 0, left: 0 };
  let signedOut = false;
  for (const queue of await options.store.all()) {
    const target = queue.target;
    if (signedOut || !target || target.userId !== options.userId || options.isOpen(queue.attemptId)) {
      run.left += queue.answers.length;
      continue;
    }
    let index = 0;
    for (; index < queue.answers.length; index++) {
      const answer = queue.answers[index] as SaveAnswer;
      try {
        await post(target, answer);
        run.sent += 1;
      } catch (error) {
        const apiError = asApiError(error);
        if (apiError.status === 401) signedOut = true;
        if (apiError.status === 401 || !isFinal(apiError)) break;
        // Refused for good (the attempt finished elsewhere, the answer locked): it can never count.
      }
      await options.store.remove(queue.attemptId, [answer.answerId]);
    }
    run.left += queue.answers.length - index;
  }
  return run;
}

let running: Promise<UnsentAnswersRun> | undefined;

/** One run at a time: a trigger while one runs (the connection back during the start-up run) shares it. */
export function sendUnsentAnswersOnce(options: UnsentAnswersOptions): Promise<UnsentAnswersRun> {
  running ??= sendUnsentAnswers(options).finally(() => {
    running = undefined;
  });
  return running;
}
