/**
 * Lesson data kept in localStorage with the time it was fetched, for one hour, so a reload within the hour shows
 * lessons without a request. Entries older than the limit are ignored and removed; a full or unavailable storage only
 * means no cache.
 */
export const LESSON_CACHE_MS = 60 * 60 * 1000;
const PREFIX = 'imtahan.learn.v2:';
/** Entries of earlier shapes, never read again and removed on the next write (v1 lessons carried quiz keys). */
const OLD_PREFIXES = ['imtahan.learn.v1:'];

export interface CachedEntry<T> {
  data: T;
  savedAt: number;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function browserStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function createPersistedCache(
  storage: () => KeyValueStorage | undefined = browserStorage,
  maxAgeMs = LESSON_CACHE_MS,
) {
  const fresh = (savedAt: number, now: number) => now - savedAt >= 0 && now - savedAt < maxAgeMs;

  function read<T>(key: string, now = Date.now()): CachedEntry<T> | undefined {
    try {
      const raw = storage()?.getItem(PREFIX + key);
      if (!raw) return undefined;
      const entry = JSON.parse(raw) as Partial<CachedEntry<T>>;
      if (typeof entry.savedAt === 'number' && entry.data !== undefined && fresh(entry.savedAt, now)) {
        return { data: entry.data, savedAt: entry.savedAt };
      }
      storage()?.removeItem(PREFIX + key);
    } catch {
      // Unreadable entry or no storage: fetch instead.
    }
    return undefined;
  }

  /** Drops every expired entry of ours and those of older versions, so lessons visited long ago do not fill the storage. */
  function prune(now: number): void {
    const store = storage();
    if (!store) return;
    const keys: string[] = [];
    const old: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key.slice(PREFIX.length));
      else if (key && OLD_PREFIXES.some((p) => key.startsWith(p))) old.push(key);
    }
    for (const key of keys) read(key, now);
    for (const key of old) store.removeItem(key);
  }

  function write<T>(key: string, data: T, now = Date.now()): void {
    try {
      prune(now);
      storage()?.setItem(PREFIX + key, JSON.stringify({ data, savedAt: now } satisfies CachedEntry<T>));
    } catch {
      // Quota exceeded or private mode: the in-memory query cache still holds the data for the hour.
    }
  }

  return { read, write };
}
