import { useEffect, useState } from 'react';

/** The answer of `load` for the current `key` (null while it loads), or the error it threw. */
export function useAnswer<T>(key: string, load: () => Promise<T>): { data: T | null; error: unknown } {
  const [state, setState] = useState<{ key: string; data: T | null; error: unknown }>({
    key,
    data: null,
    error: null,
  });
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ key, data, error: null }),
      (error: unknown) => current && setState({ key, data: null, error }),
    );
    return () => void (current = false);
    // `key` stands for everything `load` reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state : { data: null, error: null };
}
