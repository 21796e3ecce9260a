/**
 * Remembers the results of a pure function of one word (a stem, a sound key), so that judging an answer, which
 * compares each of its words with each word of the key and the passage many times over, computes each only once.
 * The bound keeps memory flat whatever students type: past it the memory starts again.
 */
export function memoized<T>(compute: (word: string) => T, max = 50_000): (word: string) => T {
  const known = new Map<string, T>();
  return (word) => {
    const hit = known.get(word);
    if (hit !== undefined || known.has(word)) return hit as T;
    const value = compute(word);
    if (known.size >= max) known.clear();
    known.set(word, value);
    return value;
  };
}

/** A value worked out when first asked for, then kept: a part of a key only some answers need. */
export function lazily<T>(compute: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value;
  };
}
