/**
 * An access token is refreshed this long before it expires, so a call started just before the
 * expiry (or a clock a little behind the server's) does not arrive with a dead token.
 */
export const REFRESH_AHEAD_MS = 60_000;

/**
 * The absolute expiry time of a token handed out now with `expiresIn` seconds to live. Kept
 * with the tokens because `expiresIn` alone means nothing once stored.
 */
export function expiryTime(expiresIn: number, now: number): number {
  return now + expiresIn * 1000;
}

/** Milliseconds from `now` until the token should be refreshed (0 when that is already due). */
export function refreshDelay(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - REFRESH_AHEAD_MS - now);
}

export function isRefreshDue(expiresAt: number, now: number): boolean {
  return refreshDelay(expiresAt, now) === 0;
}
