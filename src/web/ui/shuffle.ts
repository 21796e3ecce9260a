/**
 * Shuffling that a server-rendered page can repeat: the server renders the practice menu with one seed and sends it
 * along, so the browser hydrates the same order (the cards after the mock exams are shuffled).
 */
let pageSeed: number | undefined;

/** Set by the server renderer and by the browser entry from the server's data, before the first render. */
export function setShuffleSeed(seed: number): void {
  pageSeed = seed;
}

export function shuffleSeed(): number {
  return pageSeed ?? Math.floor(Math.random() * 2 ** 31);
}

/** Fisher–Yates with a small deterministic generator (mulberry32). */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
