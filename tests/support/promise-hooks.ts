/**
 * Whether Node's promise hooks run in this process right now (an enabled AsyncLocalStorage, or any async hook, turns
 * them on): only then does the code after an `await` run in a promise as its async resource. Checked without a hook
 * of its own, which would turn them on.
 */
import { executionAsyncResource } from 'node:async_hooks';

export async function promiseHooksRun(): Promise<boolean> {
  // Node switches its promise hooks off one microtask after the last hook goes: a macrotask later they are settled.
  await new Promise((resolve) => setImmediate(resolve));
  await null;
  return executionAsyncResource() instanceof Promise;
}
