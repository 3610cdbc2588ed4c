import { useCallback, useEffect, useRef } from 'react';

const CHANNEL_NAME = 'storefront-shopper-data';

/** What one tab tells the others after it changed a shopper's data on the server. */
export interface ChangeNotice {
  topic: string;
  userId: string;
}

/**
 * Whether a message from another tab says `topic` changed for `userId`. Tabs may act for
 * different shoppers (an impersonation lives in one tab only), so the shopper must match.
 */
export function isChangeNoticeFor(message: unknown, topic: string, userId: string | null): boolean {
  if (userId === null || typeof message !== 'object' || message === null) return false;
  const notice = message as Partial<ChangeNotice>;
  return notice.topic === topic && notice.userId === userId;
}

/**
 * Tells every copy of `topic` in the shop, this tab's included, that it changed on the server:
 * for a change made outside the data's own provider (placing an order empties the cart). A
 * channel never hears its own messages, so a fresh one reaches this tab's listeners too.
 */
export function announceChangeEverywhere(topic: string, userId: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.postMessage({ topic, userId } satisfies ChangeNotice);
  channel.close();
}

/**
 * Keeps this tab's copy of a shopper's server data (`topic`: cart, wishlist) right: `refresh`
 * runs when another tab of the shop says it changed that data, and when the window gets the focus
 * back (a tab of a browser without BroadcastChannel, or one that was asleep, catches up then).
 * Returns the function that tells the other tabs about a change made here.
 */
export function useTabSync(topic: string, userId: string | null, refresh: () => unknown): () => void {
  const channelRef = useRef<BroadcastChannel | null>(null);
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  });

  useEffect(() => {
    if (userId === null) return;
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
    channelRef.current = channel;
    const onMessage = (event: MessageEvent) => {
      if (isChangeNoticeFor(event.data, topic, userId)) void refreshRef.current();
    };
    const onFocus = () => void refreshRef.current();
    channel?.addEventListener('message', onMessage);
    window.addEventListener('focus', onFocus);
    return () => {
      channel?.close();
      channelRef.current = null;
      window.removeEventListener('focus', onFocus);
    };
  }, [topic, userId]);

  return useCallback(() => {
    if (userId !== null) channelRef.current?.postMessage({ topic, userId } satisfies ChangeNotice);
  }, [topic, userId]);
}
