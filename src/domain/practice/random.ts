/**
 * A source of random numbers in [0, 1), passed into the drawing rules so tests can fix the draw
 * (`Math.random` in the server, a seeded sequence in tests).
 */
export type Random = () => number;

/** A random integer in [0, n). */
export function randomIndex(n: number, random: Random): number {
  return Math.min(n - 1, Math.floor(random() * n));
}

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1, random);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** `n` distinct items in random order (all of them, shuffled, when there are fewer). */
export function sample<T>(items: readonly T[], n: number, random: Random): T[] {
  return shuffled(items, random).slice(0, n);
}

/** A deterministic generator for tests (mulberry32). */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
