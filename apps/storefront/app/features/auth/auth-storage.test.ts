import { describe, expect, it } from 'vitest';
import { parseAuthState, readStoredAuthJson } from './auth-storage.ts';

const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === 'auth' ? value : null) });

describe('stored auth state (SPEC §3/§4)', () => {
  it('prefers the session login over the remembered one', () => {
    expect(readStoredAuthJson([storageWith('{"session":1}'), storageWith('{"local":1}')])).toBe('{"session":1}');
    expect(readStoredAuthJson([storageWith(null), storageWith('{"local":1}')])).toBe('{"local":1}');
    expect(readStoredAuthJson([storageWith(null), storageWith(null)])).toBeNull();
  });

  it('reads a signed-in customer', () => {
    const raw = JSON.stringify({ accessToken: 'a.b.c', expiresIn: 900, refreshToken: 'r', isGuest: false, continueAsGuest: false });
    expect(parseAuthState(raw)).toEqual({ accessToken: 'a.b.c', expiresIn: 900, refreshToken: 'r', isGuest: false, continueAsGuest: false });
  });

  it('treats an unclear isGuest as a guest', () => {
    expect(parseAuthState('{"accessToken":"a.b.c"}')).toMatchObject({ isGuest: true });
  });

  it('ignores state without an access token or that is not JSON', () => {
    expect(parseAuthState('{"isGuest":false}')).toBeNull();
    expect(parseAuthState('not json')).toBeNull();
    expect(parseAuthState('null')).toBeNull();
    expect(parseAuthState(null)).toBeNull();
  });
});
