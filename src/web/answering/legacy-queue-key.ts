/**
 * Where an earlier version of the app queued unsent answers, one localStorage key per attempt (answer-store.ts moves
 * them into IndexedDB). A module of its own, so a page can tell whether there is anything to move without loading
 * the store.
 */
export const LEGACY_PREFIX = 'imtahan.pending.';

/** Whether this browser still holds answers queued by an earlier version. */
export function hasLegacyQueues(storage: Pick<Storage, 'length' | 'key'> | undefined): boolean {
  if (!storage) return false;
  for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith(LEGACY_PREFIX)) return true;
  return false;
}
