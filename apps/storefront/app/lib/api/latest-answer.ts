/**
 * A shopper's server data as last answered (their cart, their wishlist), with the number of the
 * request that produced it. Requests are numbered in the order they are sent.
 */
export interface LatestAnswer<T> {
  /** Whose data this is; null before the session knows the shopper. */
  userId: string | null;
  /** null until the first answer for this shopper. */
  value: T | null;
  requestNumber: number;
}

export type AnswerEvent<T> =
  /** The session now acts for someone else (signed in, out, or an impersonation began or ended). */
  | { type: 'shopperChanged'; userId: string | null }
  | { type: 'answered'; userId: string; value: T; requestNumber: number };

export const noAnswerFor = <T>(userId: string | null): LatestAnswer<T> => ({ userId, value: null, requestNumber: 0 });

/**
 * Keeps the latest answer. An answer is dropped when it is for someone else (the shopper signed
 * in meanwhile) or when its request was sent before the one shown: a slow refresh started before
 * a change must not bring back what the change removed.
 */
export function reduceAnswer<T>(shown: LatestAnswer<T>, event: AnswerEvent<T>): LatestAnswer<T> {
  if (event.type === 'shopperChanged') return event.userId === shown.userId ? shown : noAnswerFor(event.userId);
  if (event.userId !== shown.userId || event.requestNumber < shown.requestNumber) return shown;
  return { userId: event.userId, value: event.value, requestNumber: event.requestNumber };
}

/** Numbers requests in the order they are sent, for `reduceAnswer`. */
export function createRequestCounter(): () => number {
  let last = 0;
  return () => ++last;
}
