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
 * The store's state, re-rendering when it changes (the server renders the initial state). A store
 * changes outside React's events (an answer arrives), which React renders at once and whole; the
 * deferred value moves that render to the background, in slices that yield to the shopper's input,
 * so a cart that arrives while the page hydrates never blocks it. Handlers read `getState()`, always current.
 */
export function useStoreState<S, E>(store: Store<S, E>): S {
  return useDeferredValue(useSyncExternalStore(store.subscribe, store.getState, store.getState));
}
