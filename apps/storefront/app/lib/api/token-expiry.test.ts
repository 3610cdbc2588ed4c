import { describe, expect, it } from 'vitest';
import { REFRESH_AHEAD_MS, expiryTime, isRefreshDue, refreshDelay } from './token-expiry.ts';

const NOW = Date.UTC(2025, 0, 1, 12);

describe('token expiry', () => {
  it('stores the absolute time a token expires', () => {
    expect(expiryTime(900, NOW)).toBe(NOW + 900_000);
  });

  it('schedules the refresh a minute before the expiry', () => {
    const expiresAt = expiryTime(900, NOW);
    expect(refreshDelay(expiresAt, NOW)).toBe(900_000 - REFRESH_AHEAD_MS);
    expect(isRefreshDue(expiresAt, NOW)).toBe(false);
  });

  it('is due at once inside the last minute and after the expiry', () => {
    const expiresAt = expiryTime(900, NOW);
    expect(refreshDelay(expiresAt, expiresAt - REFRESH_AHEAD_MS + 1)).toBe(0);
    expect(isRefreshDue(expiresAt, expiresAt - 1)).toBe(true);
    expect(isRefreshDue(expiresAt, expiresAt + 60_000)).toBe(true);
  });
});
