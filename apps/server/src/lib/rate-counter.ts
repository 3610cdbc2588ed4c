import { AppError } from './errors.ts';
import type { ContentLanguage } from './language.ts';
import { minutesText } from './minutes-text.ts';

/**
 * Counts events per key in a fixed window: OTP requests per phone and per IP, sign-in attempts.
 * In memory for one process; in Redis when several processes must share the counts.
 */
export interface RateCounter {
  /** Counts one event; `allowed` is false once more than `max` happened in the window. */
  hit(key: string, max: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }>;
  /** The events counted under `key` in its current window, without counting one. */
  count(key: string): Promise<{ count: number; retryAfterMs: number }>;
}

export interface RateRule {
  max: number;
  windowMs: number;
}

const TOO_MANY: Record<ContentLanguage, (minutes: number) => string> = {
  en: (minutes) => `Too many attempts. Try again in ${minutesText(minutes, 'en')}.`,
  ar: (minutes) => `محاولات كثيرة جدًا. حاول مرة أخرى بعد ${minutesText(minutes, 'ar')}.`,
};

const tooManyAttempts = (retryAfterMs: number, language: ContentLanguage) =>
  new AppError(429, 'TOO_MANY_REQUESTS', TOO_MANY[language](Math.max(1, Math.ceil(retryAfterMs / 60_000))));

/** Counts one event under `key`; throws 429 TOO_MANY_REQUESTS once the rule's limit is passed. */
export async function enforceRateLimit(
  counter: RateCounter,
  key: string,
  rule: RateRule,
  language: ContentLanguage = 'en',
): Promise<void> {
  const { allowed, retryAfterMs } = await counter.hit(key, rule.max, rule.windowMs);
  if (!allowed) throw tooManyAttempts(retryAfterMs, language);
}

/**
 * Throws 429 TOO_MANY_REQUESTS when `key` already holds the rule's limit of failures, without
 * counting this attempt: the caller counts it with `counter.hit` only if it fails, so someone
 * who knows the password is never locked out by their own successful sign-ins.
 */
export async function refuseAfterFailures(
  counter: RateCounter,
  key: string,
  rule: RateRule,
  language: ContentLanguage = 'en',
): Promise<void> {
  const { count, retryAfterMs } = await counter.count(key);
  if (count >= rule.max) throw tooManyAttempts(retryAfterMs, language);
}

/** Bounded: the oldest keys go first once `maxKeys` are tracked, so memory cannot grow forever. */
export function createMemoryRateCounter(maxKeys = 100_000): RateCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, max, windowMs) {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        windows.delete(key);
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
        entry = { count: 0, resetAt: now + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { allowed: entry.count <= max, retryAfterMs: Math.max(0, entry.resetAt - now) };
    },
    async count(key) {
      const now = Date.now();
      const entry = windows.get(key);
      return entry && entry.resetAt > now
        ? { count: entry.count, retryAfterMs: entry.resetAt - now }
        : { count: 0, retryAfterMs: 0 };
    },
  };
}

/** The subset of an ioredis client this needs. */
export interface RedisLike {
  multi(): RedisPipeline;
}
interface RedisPipeline {
  get(key: string): RedisPipeline;
  incr(key: string): RedisPipeline;
  pexpire(key: string, ms: number, mode: 'NX'): RedisPipeline;
  pttl(key: string): RedisPipeline;
  exec(): Promise<[Error | null, unknown][] | null>;
}

export function createRedisRateCounter(redis: RedisLike, prefix: string): RateCounter {
  return {
    async hit(key, max, windowMs) {
      const results = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .pttl(prefix + key)
        .exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { allowed: count <= max, retryAfterMs: Math.max(0, ttl) };
    },
    async count(key) {
      const results = await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec();
      return { count: Number(results?.[0]?.[1] ?? 0), retryAfterMs: Math.max(0, Number(results?.[1]?.[1] ?? 0)) };
    },
  };
}
