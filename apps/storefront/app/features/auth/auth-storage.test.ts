import { describe, expect, it } from 'vitest';
import { parseImpersonation, parseStoredAuth } from './auth-storage.ts';

describe('stored auth state (SPEC §3/§4)', () => {
  it('reads a signed-in customer with the expiry of its token', () => {
    const stored = {
      accessToken: 'a.b.c',
      expiresIn: 900,
      refreshToken: 'r',
      isGuest: false,
      continueAsGuest: false,
      expiresAt: 1234,
    };
    expect(parseStoredAuth(JSON.stringify(stored))).toEqual(stored);
  });

  it('reads a guest, continueAsGuest being false unless stored, and a missing expiry as expired', () => {
    expect(parseStoredAuth('{"accessToken":"a.b.c","expiresIn":900,"refreshToken":"r","isGuest":true}')).toMatchObject({
      isGuest: true,
      continueAsGuest: false,
      expiresAt: 0,
    });
  });

  it('ignores incomplete state and what is not JSON', () => {
    expect(parseStoredAuth('{"accessToken":"a.b.c","isGuest":false}')).toBeNull();
    expect(parseStoredAuth('{"expiresIn":900,"refreshToken":"r","isGuest":false}')).toBeNull();
    expect(parseStoredAuth('not json')).toBeNull();
    expect(parseStoredAuth('null')).toBeNull();
    expect(parseStoredAuth(null)).toBeNull();
  });
});

describe('stored impersonation session', () => {
  const session = {
    sessionId: 's-1',
    customerId: 'c-1',
    displayName: 'Noura',
    impersonationToken: 'i.j.k',
    expiresAt: '2025-01-01T13:00:00.000Z',
  };

  it('reads a complete session', () => {
    expect(parseImpersonation(JSON.stringify(session))).toEqual(session);
  });

  it('ignores one without its token or id', () => {
    expect(parseImpersonation(JSON.stringify({ ...session, impersonationToken: '' }))).toBeNull();
    expect(parseImpersonation(JSON.stringify({ ...session, sessionId: undefined }))).toBeNull();
    expect(parseImpersonation('[')).toBeNull();
  });
});
