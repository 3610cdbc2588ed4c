import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';

export interface ApiData<T> {
  /** undefined while loading (and after a failure). */
  data: T | undefined;
  error: unknown;
  /** Loads again, e.g. after a change was saved. */
  reload: () => void;
}

/** Nothing loaded: one object, so clearing what is already clear renders nothing again. */
const NOTHING_LOADED = { data: undefined, error: null };

/**
 * Loads browser-side data with the acting client whenever `deps` change (or `reload` is called);
 * a null `load` waits (a select whose parent is not chosen yet). An answer that arrives after the inputs changed is
 * dropped, so a slow answer for an old choice never overwrites the new one.
 */
export function useApiData<T>(load: ((api: ApiClient) => Promise<T>) | null, deps: DependencyList): ApiData<T> {
  const api = useApi();
  const [state, setState] = useState<{ data: T | undefined; error: unknown }>(NOTHING_LOADED);
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const loadedGeneration = useRef(generation);

  useEffect(() => {
    // New inputs clear the old answer; a reload keeps it on screen until the new one arrives.
    if (loadedGeneration.current === generation) setState(NOTHING_LOADED);
    loadedGeneration.current = generation;
    if (!load) return;
    let current = true;
    load(api).then(
      (data) => current && setState({ data, error: null }),
      (error: unknown) => current && setState({ data: undefined, error }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function every render; its inputs are in `deps`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, generation, ...deps]);

  return { ...state, reload };
}
