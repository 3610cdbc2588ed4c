import { useDeferredValue, useSyncExternalStore } from 'react';

export interface Store<S, E> {
  getState: () => S;
  dispatch: (event: E) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * State changed only by a pure reducer and read synchronously: unlike React state, a second
 * click in the same frame already sees what the first one dispatched.
 */
export function createStore<S, E>(reducer: (state: S, event: E) => S, initial: S): Store<S, E> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(event) {
      const next = reducer(state, event);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * An external store's state for rendering. A store changes outside React's events (an answer
 * arrives), and React renders such a change at once and whole; the deferred value moves that
 * render to the background, in slices that yield to the shopper's input, so a session or a cart
 * that arrives while the page hydrates never blocks it (ADR 055). Handlers read the store itself,
 * always current. `getServerSnapshot` is what the server rendered (by default the same as `getSnapshot`).
 */
export function useDeferredSnapshot<S>(
  subscribe: (listener: () => void) => () => void,
  getSnapshot: () => S,
  getServerSnapshot: () => S = getSnapshot,
): S {
  return useDeferredValue(useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot));
}

/** The store's state, re-rendering (in the background) when it changes; the server renders the initial state. */
export function useStoreState<S, E>(store: Store<S, E>): S {
  return useDeferredSnapshot(store.subscribe, store.getState);
}
