import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createMemoryRateCounter, createRedisRateCounter, type RateCounter } from './rate-counter.ts';

// The project's machines run Redis on 127.0.0.1:6379; REDIS_URL points elsewhere if needed.
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
  lazyConnect: true,
  maxRetriesPerRequest: 1,
});
afterAll(() => redis.quit());

describe.each([
  ['memory', () => createMemoryRateCounter()],
  ['redis', () => createRedisRateCounter(redis, `storefront-test:${randomUUID()}:`)],
] as [string, () => RateCounter][])('%s rate counter', (_name, create) => {
  it('allows up to max events per window and tells how long to wait after', async () => {
    const counter = create();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await counter.hit('phone:+96550000001', 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterMs).toBeGreaterThan(50_000);
    expect((await counter.hit('phone:+96550000002', 3, 60_000)).allowed).toBe(true);
  });

  it('starts a fresh window once the old one has passed', async () => {
    const counter = create();
    await counter.hit('ip:1', 1, 50);
    expect((await counter.hit('ip:1', 1, 50)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await counter.hit('ip:1', 1, 50)).allowed).toBe(true);
  });

  it('tells how many events a key holds without counting one, none once its window has passed', async () => {
    const counter = create();
    expect(await counter.count('account:a')).toEqual({ count: 0, retryAfterMs: 0 });
    await counter.hit('account:a', 3, 100);
    await counter.hit('account:a', 3, 100);
    const held = await counter.count('account:a');
    expect(held.count).toBe(2);
    expect(held.retryAfterMs).toBeGreaterThan(0);
    expect((await counter.count('account:a')).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 130));
    expect((await counter.count('account:a')).count).toBe(0);
  });
});

it('the memory counter forgets the oldest keys beyond its bound', async () => {
  const counter = createMemoryRateCounter(2);
  await counter.hit('a', 1, 60_000);
  await counter.hit('b', 1, 60_000);
  await counter.hit('c', 1, 60_000);
  expect((await counter.hit('a', 1, 60_000)).allowed).toBe(true);
});
