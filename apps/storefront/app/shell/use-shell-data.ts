import { useRouteLoaderData } from 'react-router';
import type { ShellData } from './shell-data.server.ts';

/** The root loader's shell data; pages render inside the root, so it is always there. */
export function useShellData(): ShellData {
  const data = useRouteLoaderData<ShellData>('root');
  if (!data) throw new Error('useShellData is used outside the root route');
  return data;
}
