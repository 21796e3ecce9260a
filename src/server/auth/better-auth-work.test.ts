import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { promiseHooksRun } from '../../../tests/support/promise-hooks.ts';
import { createWorkGate, type SwitchableStorage } from './better-auth-work.ts';

/** A promise the test settles when it chooses. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function countingStorage() {
  const storage = { disabled: 0, disable: () => void storage.disabled++ };
  return storage;
}

describe('the gate over better-auth work', () => {
  it('switches the storages off only once the last work in flight has settled', async () => {
    const storage = countingStorage();
    const gate = createWorkGate(async () => [storage]);
    const first = deferred<string>();
    const second = deferred<string>();
    const firstRun = gate.run(() => first.promise);
    const secondRun = gate.run(() => second.promise);
    expect(gate.inFlight()).toBe(2);
    first.resolve('one');
    expect(await firstRun).toBe('one');
    expect(gate.inFlight()).toBe(1);
    expect(storage.disabled).toBe(0);
    second.resolve('two');
    expect(await secondRun).toBe('two');
    expect(gate.inFlight()).toBe(0);
    expect(storage.disabled).toBe(1);
  });

  it('counts a work that fails out, and switches the storages off after it', async () => {
    const storage = countingStorage();
    const gate = createWorkGate(async () => [storage]);
    await expect(gate.run(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(gate.inFlight()).toBe(0);
    expect(storage.disabled).toBe(1);
  });

  it('a work entering as another settles keeps its store through its awaits; the hooks go off after both', async () => {
    const storage = new AsyncLocalStorage<string>();
    const gate = createWorkGate(async () => [storage as SwitchableStorage]);
    const firstGoesOn = deferred();
    const secondReads = deferred();
    const first = gate.run(() => storage.run('first', () => firstGoesOn.promise.then(() => storage.getStore())));
    const second = gate.run(() =>
      storage.run('second', async () => {
        const before = storage.getStore();
        await secondReads.promise;
        return [before, storage.getStore()];
      }),
    );
    firstGoesOn.resolve();
    expect(await first).toBe('first');
    // The first settled while the second waits: the storage must still be on for the second.
    expect(await promiseHooksRun()).toBe(true);
    secondReads.resolve();
    expect(await second).toEqual(['second', 'second']);
    expect(await promiseHooksRun()).toBe(false);
    // A later work switches the storage back on through its run().
    expect(await gate.run(() => storage.run('third', async () => storage.getStore()))).toBe('third');
    expect(await promiseHooksRun()).toBe(false);
  });
});
