import { ANALYTICS_MAX_BATCH_EVENTS, type AnalyticsEventName, type AnalyticsParams } from '@storefront/contracts';

/** SPEC §9: a pending batch is sent after at most this long. */
export const ANALYTICS_BATCH_TIMEOUT_MS = 60_000;

export interface EventBatcherOptions {
  sessionId: string;
  language: string;
  /** Hands one batch (JSON text) to the network. */
  send: (body: string) => void;
  now?: () => number;
}

/**
 * Collects events into one batch, sent when it holds GA4's 25 events, when the first of them has
 * waited 60 s, or when `flush` is called (the page is hidden or left).
 */
export function createEventBatcher({ sessionId, language, send, now = Date.now }: EventBatcherOptions) {
  let pending: { name: AnalyticsEventName; params: AnalyticsParams; at: number }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const sentAt = now();
    const events = pending.map(({ name, params, at }) => ({ name, params, elapsed_ms: Math.max(0, sentAt - at) }));
    pending = [];
    send(JSON.stringify({ session_id: sessionId, language, events }));
  }

  return {
    add(name: AnalyticsEventName, params: AnalyticsParams, at = now()) {
      pending.push({ name, params, at });
      if (pending.length >= ANALYTICS_MAX_BATCH_EVENTS) flush();
      else timer ??= setTimeout(flush, ANALYTICS_BATCH_TIMEOUT_MS);
    },
    flush,
  };
}
export type EventBatcher = ReturnType<typeof createEventBatcher>;
