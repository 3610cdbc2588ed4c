/**
 * A small seeded PRNG so the demo data is identical on every run and every machine.
 * Math.random is never used by the generators.
 */

export interface Random {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** true with probability p. */
  chance(p: number): boolean;
  /** One element; the array must not be empty. */
  pick<T>(items: readonly T[]): T;
  /** A new array with the elements in random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct elements (all of them when count exceeds the length). */
  sample<T>(items: readonly T[], count: number): T[];
}

/** mulberry32: 32-bit state, fast, and good enough for demo data (not for secrets). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty array');
    return items[Math.floor(next() * items.length)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = items.slice();
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, count),
  };
}

/** FNV-1a hash of a string, for seeding per-item randomness from a stable key. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
