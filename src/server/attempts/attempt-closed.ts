/**
 * The refusal of a save to an attempt that no longer takes answers, the same for every kind of attempt: 409
 * ATTEMPT_FINISHING while a finish is grading its frozen answers (the student may finish again to see the
 * results), 409 SESSION_FINISHED once it is finished.
 */
import { HttpError } from '../http/errors.ts';
import type { AttemptState } from './attempt-store.ts';

export function attemptClosed(state: Exclude<AttemptState, 'open'>): HttpError {
  return state === 'finishing'
    ? new HttpError(409, 'ATTEMPT_FINISHING', 'This attempt is being finished; answers are no longer saved')
    : new HttpError(409, 'SESSION_FINISHED', 'This attempt is finished');
}
