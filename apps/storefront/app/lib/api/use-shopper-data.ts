import { useCallback, useEffect, useRef, useState } from 'react';
import { useTabSync } from '../tab-sync.ts';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';
import { createRequestCounter, type AnswerEvent } from './latest-answer.ts';

interface ShopperDataOptions<T> {
  /** Names the data between tabs ('cart', 'wishlist'). */
  topic: string;
  /** Whom the session acts for; null until it knows. */
  userId: string | null;
  /** The call that reads the data; a module-level function, so it never changes. */
  load: (api: ApiClient) => Promise<T>;
  /** A store's dispatch, which never changes either; it receives every answer (see reduceAnswer). */
  dispatch: (event: AnswerEvent<T>) => void;
}

export interface ShopperData {
  /** Loads the data again. A failure keeps the last answer on screen. */
  refresh: () => Promise<void>;
  /**
   * Runs a change on the server, then loads the data again and tells the other tabs, even when
   * the change failed (a refusal often means the data moved on, e.g. the stock). Settles as the
   * task did.
   */
  change: <R>(task: () => Promise<R>) => Promise<R>;
}

/**
 * Keeps a shopper's server data (cart, wishlist) right in this tab: loaded once the session
 * knows the shopper and again whenever it acts for someone else, after every change made here,
 * when another tab changed it and when the window gets the focus back.
 */
export function useShopperData<T>({ topic, userId, load, dispatch }: ShopperDataOptions<T>): ShopperData {
  const api = useApi();
  const [nextRequestNumber] = useState(createRequestCounter);

  const refresh = useCallback(async () => {
    if (userId === null) return;
    const requestNumber = nextRequestNumber();
    try {
      dispatch({ type: 'answered', userId, requestNumber, value: await load(api) });
    } catch {
      // Keep the last answer: the next change, tab notice or focus loads it again.
    }
  }, [api, userId, nextRequestNumber, load, dispatch]);

  useEffect(() => {
    dispatch({ type: 'shopperChanged', userId });
    void refresh();
  }, [userId, refresh, dispatch]);

  const announce = useTabSync(topic, userId, refresh);

  // A change may start before the session knows the shopper (its call waits for the token): what
  // follows it must use the shopper known once it is done, not the one of the click.
  const afterChange = useRef({ refresh, announce });
  useEffect(() => {
    afterChange.current = { refresh, announce };
  });

  const change = useCallback(async <R>(task: () => Promise<R>): Promise<R> => {
    try {
      return await task();
    } finally {
      await afterChange.current.refresh();
      afterChange.current.announce();
    }
  }, []);

  return { refresh, change };
}
