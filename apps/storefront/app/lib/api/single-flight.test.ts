import { describe, expect, it, vi } from 'vitest';
import { singleFlight } from './single-flight.ts';

describe('singleFlight', () => {
  it('shares one run among the calls made while it runs', async () => {
    let finish!: (value: string) => void;
    const task = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const refresh = singleFlight(task);
    const answers = Promise.all([refresh(), refresh(), refresh()]);
    finish('new token');
    expect(await answers).toEqual(['new token', 'new token', 'new token']);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs again once the previous run settled, failed ones included', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('ok');
    const refresh = singleFlight(task);
    await expect(refresh()).rejects.toThrow('offline');
    await expect(refresh()).resolves.toBe('ok');
    expect(task).toHaveBeenCalledTimes(2);
  });
});
