/**
 * Writes that run after their request has answered (a student's standing folded in a batch a few milliseconds
 * later, review cards, the forecast trend). A shutdown waits for them before it closes the database; without this
 * they met a destroyed connection and were lost ("driver has already been destroyed").
 */
import type { Db } from './database.ts';

const pending = new WeakMap<Db, Set<Promise<unknown>>>();

/** Registers a write that finishes after its request; `done` must not reject (the caller logs its failure). */
export function trackBackgroundWrite(db: Db, done: Promise<unknown>): void {
  let set = pending.get(db);
  if (!set) pending.set(db, (set = new Set()));
  const tracked = set;
  tracked.add(done);
  void done.finally(() => tracked.delete(done));
}

/** Resolves once every background write of the database has finished, those started meanwhile included. */
export async function settleBackgroundWrites(db: Db): Promise<void> {
  const set = pending.get(db);
  while (set && set.size > 0) await Promise.allSettled([...set]);
}
