import { timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

// What every gateway's webhook reader does before its own signature rule: read a header, parse the
// body as the gateway's JSON, compare signatures without leaking where they differ.

/** A header's value (the first when it came more than once). */
export function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The body as `schema` reads its JSON; null when it is not JSON or not that shape. */
export function parseWebhookBody<T extends z.ZodType>(rawBody: string, schema: T): z.infer<T> | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? (parsed.data as z.infer<T>) : null;
}

/** Constant-time equality of a given and an expected signature (false for different lengths). */
export const sameSignature = (given: Buffer, expected: Buffer) =>
  given.length === expected.length && timingSafeEqual(given, expected);
