/**
 * What the page knows about the installed app, in one small store read with useSyncExternalStore: whether a quiz is
 * in progress (an update or an install prompt must not interrupt it), whether a new version waits, and whether the
 * browser offers installing. Part of the first JavaScript; the code that fills it (register.ts) loads after the
 * first paint. On the server every value is "nothing to offer".
 */
import { useEffect, useSyncExternalStore } from 'react';

export interface AppState {
  /** Quizzes on screen (a page with an answer queue, or answers still being saved). */
  quizzes: number;
  /** Takes the new version (it then reloads the page); set while one waits. */
  update?: (() => void) | undefined;
  /** Opens the browser's install dialog; set while the browser offers it and the prompt is due. */
  install?: (() => void) | undefined;
  /** Says "not now" to the install prompt (it is not offered again). */
  dismissInstall?: (() => void) | undefined;
}

let state: AppState = { quizzes: 0 };
const listeners = new Set<() => void>();
const SERVER_STATE: AppState = { quizzes: 0 };

export function getAppState(): AppState {
  return state;
}

export function setAppState(change: Partial<AppState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export function subscribeAppState(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useAppState(): AppState {
  return useSyncExternalStore(subscribeAppState, getAppState, () => SERVER_STATE);
}

/** Counts the calling page as a quiz in progress while `active`. */
export function useQuizInProgress(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    setAppState({ quizzes: state.quizzes + 1 });
    return () => setAppState({ quizzes: state.quizzes - 1 });
  }, [active]);
}
