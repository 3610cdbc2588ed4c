import { describe, expect, it } from 'vitest';
import { parseAuthState, readStoredAuthJson } from './auth-storage.ts';

/** A storage reader holding `auth` values per storage kind. */
const storedAuth = (stored: { sessionStorage?: string; localStorage?: string }) => (kind: 'sessionStorage' | 'localStorage', key: string) =>
  key === 'auth' ? (stored[kind] ?? null) : null;

describe('stored auth state (SPEC §3/§4)', () => {
  it('prefers the session login over the remembered one', () => {
    expect(readStoredAuthJson(storedAuth({ sessionStorage: '{"session":1}', localStorage: '{"local":1}' }))).toBe('{"session":1}');
    expect(readStoredAuthJson(storedAuth({ localStorage: '{"local":1}' }))).toBe('{"local":1}');
    expect(readStoredAuthJson(storedAuth({}))).toBeNull();
  });

  it('reads a signed-in customer', () => {
    const raw = JSON.stringify({ accessToken: 'a.b.c', expiresIn: 900, refreshToken: 'r', isGuest: false, continueAsGuest: false });
    expect(parseAuthState(raw)).toEqual({ accessToken: 'a.b.c', expiresIn: 900, refreshToken: 'r', isGuest: false, continueAsGuest: false });
  });

  it('reads a guest, continueAsGuest being false unless stored', () => {
    expect(parseAuthState('{"accessToken":"a.b.c","expiresIn":900,"refreshToken":"r","isGuest":true}')).toMatchObject({ isGuest: true, continueAsGuest: false });
  });

  it('ignores incomplete state and what is not JSON', () => {
    expect(parseAuthState('{"accessToken":"a.b.c","isGuest":false}')).toBeNull();
    expect(parseAuthState('{"expiresIn":900,"refreshToken":"r","isGuest":false}')).toBeNull();
    expect(parseAuthState('not json')).toBeNull();
    expect(parseAuthState('null')).toBeNull();
    expect(parseAuthState(null)).toBeNull();
  });
});
