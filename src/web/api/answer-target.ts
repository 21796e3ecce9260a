/**
 * Where an activity's answers are saved: the path, and fields the route needs besides the answer (the daily
 * challenge's date). Kept with the unsent answers in the browser's storage, so answers left by a page that closed
 * are sent from any page of the app (src/web/answering/unsent-answers.ts), not only when that page opens again.
 */
import type { SaveAnswer } from '../../domain/api/practice-schema.ts';
import { apiFetch } from './client.ts';

export interface AnswerTarget {
  path: string;
  fields?: Record<string, string>;
}

/** As stored: whose answers they are, so on a shared phone they are sent only while that student is signed in. */
export interface StoredAnswerTarget extends AnswerTarget {
  userId: string;
}

export const postAnswerTo = <R>(target: AnswerTarget, answer: SaveAnswer) =>
  apiFetch<R>(target.path, { method: 'POST', body: { ...answer, ...target.fields } });
