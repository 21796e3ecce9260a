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

/** Yes-or-no answers about pairs of words, remembered (bounded as `memoized`). */
export interface PairMemory {
  get(a: string, b: string): boolean | undefined;
  set(a: string, b: string, value: boolean): boolean;
}

/**
 * A pair memory kept as a table of tables, so that looking a pair up builds no string for it: the judge asks about
 * pairs of words far more often than it meets a new one, in every answer, and each string built is garbage to
 * collect. Past `max` pairs, or past `maxRows` first words, the memory starts again: a row is a table of its own, so
pairs that each start with a new word would cost far more memory than `max` pairs of a few rows.
 */
export function pairMemory(max = 200_000, maxRows = 20_000): PairMemory {
  const known = new Map<string, Map<string, boolean>>();
  let size = 0;
  return {
    get: (a, b) => known.get(a)?.get(b),
    set: (a, b, value) => {
      if (size >= max || (known.size >= maxRows && !known.has(a))) {
        known.clear();
        size = 0;
      }
      let row = known.get(a);
      if (!row) known.set(a, (row = new Map()));
      if (!row.has(b)) size++;
      row.set(b, value);
      return value;
    },
  };
}
