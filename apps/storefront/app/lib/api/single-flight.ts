/**
 * Wraps an async task so that calls made while it runs share its promise instead of starting it
 * again: ten requests failing with one expired token cause one refresh, not ten (a second
 * refresh with the same refresh token would be a replay, which revokes the whole session).
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= task().finally(() => {
      running = null;
    });
    return running;
  };
}
