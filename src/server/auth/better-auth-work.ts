/**
 * better-auth keeps a request's state, its endpoint context and its transaction in three AsyncLocalStorage instances,
 * one set per process (on globalThis, shared by every better-auth instance). On Node 20 an enabled AsyncLocalStorage
 * switches on async_hooks' promise hooks for the whole process, so from the first sign-in on every promise of every
 * route paid them (an answer save makes about a hundred: 5–8 % of its main-thread CPU, 20 of the 90 KB it
 * allocates). Here better-auth's work is counted from its entry until it settles, and its storages are switched off
 * whenever none is in flight; better-auth's next `run()` switches a storage back on (Node's AsyncLocalStorage does).
 *
 * Safe only while nothing of better-auth reads a storage after its handler has settled. With our options, 1.7 defers
 * no work past its answer: without an `advanced.backgroundTasks` handler its runInBackgroundOrAwait awaits the work,
 * its own rate limiter is off, and the session refresh, after-transaction hooks and our database hooks are awaited
 * inside the handler. A background-task handler, or a call into `auth.api`, would have to go through betterAuthWork
 * too.
 */
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

/** What the gate needs of an AsyncLocalStorage. */
export interface SwitchableStorage {
  disable(): void;
}

export interface WorkGate {
  /** Runs `work`, counted while in flight; once it settles with nothing else in flight, the storages go off. */
  run<T>(work: () => Promise<T>): Promise<T>;
  inFlight(): number;
}

export function createWorkGate(storages: () => Promise<readonly SwitchableStorage[]>): WorkGate {
  let inFlight = 0;
  let known: readonly SwitchableStorage[] | undefined;
  return {
    async run(work) {
      inFlight++;
      try {
        // Looked up before the first work runs, so the count reaches zero only where the storages are switched off
        // at once: an await between the two would let a new entry start under a storage about to go off.
        known ??= await storages();
        return await work();
      } finally {
        inFlight--;
        if (inFlight === 0 && known) for (const storage of known) storage.disable();
      }
    },
    inFlight: () => inFlight,
  };
}

/**
 * The process's one gate over better-auth's storages: one, however many servers (and better-auth instances) run in
 * the process, because they share the storages.
 */
export const betterAuthWork = createWorkGate(() =>
  Promise.all([
    getRequestStateAsyncLocalStorage(),
    // Deprecated for reading the endpoint context; still the one way to reach the storage that holds it.
    getCurrentAuthContextAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]),
);
