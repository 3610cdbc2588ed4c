import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Opaque random tokens (refresh, reset) are stored only as their SHA-256. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A uniformly random numeric one-time code. */
export const newOtpCode = (length: number) => String(randomInt(0, 10 ** length)).padStart(length, '0');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** One-time codes are keyed with the server secret: a leaked table cannot be brute-forced offline. */
export const hashOtp = (secret: string, phone: string, code: string) =>
  createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
