/**
 * Runs `task` while holding a lock shared by every tab of this shop (Web Locks API), so two tabs
 * sharing remembered tokens never rotate the same refresh token at once, which the server would
 * take for a stolen token. Browsers without the API run the task unlocked.
 */
export async function withCrossTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  let result!: T;
  await locks.request(name, async () => {
    result = await task();
  });
  return result;
}
