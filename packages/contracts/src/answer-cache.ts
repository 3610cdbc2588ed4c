/**
 * Answers kept in this process for a short while: the server's hot catalogue reads and rendered
 * pages (docs/decisions/016 and 027), the server renderer's shell data. Every entry lives `ttlMs`
 * at most and is dropped at `clear()` (the server calls it when the database reports a committed
 * catalogue change); while changes cannot be heard (`setListening(false)`, the start), nothing is
 * kept and every read is computed. Concurrent reads of one key share one computation. Keys are
 * built by the caller from what the answer depends on.
 */
export interface AnswerCache {
  /**
   * The kept answer for `key`, or `compute()`'s, kept for next time when changes are heard and
   * `keep` (when given) accepts it; reads of `key` while it is computed share it either way.
   */
  get<T>(key: string, compute: () => Promise<T>, keep?: (answer: T) => boolean): Promise<T>;
  /** The catalogue changed: forget every answer. */
  clear(): void;
  /** Whether catalogue changes are being heard; answers are kept only while they are. */
  setListening(listening: boolean): void;
}

export interface AnswerCacheOptions {
  /** Longest time an answer is kept, even when no change is reported. */
  ttlMs: number;
  /** Most answers kept; the oldest go first. */
  maxEntries: number;
  now?: () => number;
}

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

export function createAnswerCache({ ttlMs, maxEntries, now = Date.now }: AnswerCacheOptions): AnswerCache {
  const entries = new Map<string, Entry>();
  let listening = false;
  return {
    get<T>(key: string, compute: () => Promise<T>, keep?: (answer: T) => boolean): Promise<T> {
      if (!listening) return compute();
      const time = now();
      const kept = entries.get(key);
      if (kept && kept.expiresAt > time) return kept.value as Promise<T>;
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const value = compute();
      const entry: Entry = { expiresAt: time + ttlMs, value };
      entries.set(key, entry);
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      // A failed query is not an answer: the next read tries again.
      value.then((answer) => {
        if (keep && !keep(answer)) forget();
      }, forget);
      return value;
    },
    clear() {
      entries.clear();
    },
    setListening(next) {
      listening = next;
      entries.clear();
    },
  };
}

/** A cache that keeps nothing: every read is computed (tests of the uncached path, tools). */
export const noAnswerCache: AnswerCache = {
  get: (_key, compute) => compute(),
  clear: () => undefined,
  setListening: () => undefined,
};
