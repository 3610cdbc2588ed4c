import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.ts';

function counter() {
  let calls = 0;
  return { compute: async () => ++calls, calls: () => calls };
}

function listeningCache(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let time = 0;
  const cache = createAnswerCache({
    ttlMs: options.ttlMs ?? 1_000,
    maxEntries: options.maxEntries ?? 10,
    now: () => time,
  });
  cache.setListening(true);
  return { cache, advance: (ms: number) => (time += ms) };
}

describe('the answer cache', () => {
  it('answers a key from the first computation until its time is up', async () => {
    const { cache, advance } = listeningCache({ ttlMs: 1_000 });
    const source = counter();
    expect(await cache.get('a', source.compute)).toBe(1);
    advance(999);
    expect(await cache.get('a', source.compute)).toBe(1);
    expect(await cache.get('b', source.compute)).toBe(2);
    advance(1);
    expect(await cache.get('a', source.compute)).toBe(3);
  });

  it('forgets every answer when the catalogue changes', async () => {
    const { cache } = listeningCache();
    const source = counter();
    await cache.get('a', source.compute);
    cache.clear();
    expect(await cache.get('a', source.compute)).toBe(2);
  });

  it('keeps nothing while changes cannot be heard, and forgets what it kept when they stop being heard', async () => {
    const cache = createAnswerCache({ ttlMs: 1_000, maxEntries: 10 });
    const source = counter();
    expect(await cache.get('a', source.compute)).toBe(1);
    expect(await cache.get('a', source.compute)).toBe(2);
    cache.setListening(true);
    expect(await cache.get('a', source.compute)).toBe(3);
    expect(await cache.get('a', source.compute)).toBe(3);
    cache.setListening(false);
    expect(await cache.get('a', source.compute)).toBe(4);
    cache.setListening(true);
    expect(await cache.get('a', source.compute)).toBe(5);
  });

  it('runs one computation for concurrent reads of a key', async () => {
    const { cache } = listeningCache();
    const source = counter();
    expect(
      await Promise.all([
        cache.get('a', source.compute),
        cache.get('a', source.compute),
        cache.get('a', source.compute),
      ]),
    ).toEqual([1, 1, 1]);
    expect(source.calls()).toBe(1);
  });

  it('shares an answer that `keep` refuses with the reads waiting for it, and keeps it no longer', async () => {
    const { cache } = listeningCache();
    const source = counter();
    const odd = (answer: number) => answer % 2 === 1;
    expect(await Promise.all([cache.get('a', source.compute, (n) => !odd(n)), cache.get('a', source.compute)])).toEqual(
      [1, 1],
    );
    expect(await cache.get('a', source.compute, (n) => !odd(n))).toBe(2);
    expect(await cache.get('a', source.compute)).toBe(2);
  });

  it('does not keep a failed computation', async () => {
    const { cache } = listeningCache();
    await expect(cache.get('a', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await cache.get('a', async () => 'answer')).toBe('answer');
  });

  it('does not let a computation started before a change fill the cache after it', async () => {
    const { cache } = listeningCache();
    let finish!: (value: string) => void;
    const before = cache.get('a', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('old');
    expect(await before).toBe('old');
    expect(await cache.get('a', async () => 'new')).toBe('new');
  });

  it('drops the oldest answers beyond its size', async () => {
    const { cache } = listeningCache({ maxEntries: 2 });
    const source = counter();
    await cache.get('a', source.compute);
    await cache.get('b', source.compute);
    await cache.get('c', source.compute);
    expect(await cache.get('b', source.compute)).toBe(2);
    expect(await cache.get('a', source.compute)).toBe(4);
  });
});
