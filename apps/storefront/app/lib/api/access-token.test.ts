import { describe, expect, it } from 'vitest';
import { userIdFromAccessToken } from './access-token.ts';

const encode = (claims: object) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(claims)))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('userIdFromAccessToken', () => {
  it('reads the nameid claim of a base64url payload', () => {
    expect(userIdFromAccessToken(`h.${encode({ nameid: '3f2a-ü', role: 'guest' })}.s`)).toBe('3f2a-ü');
  });
  it('answers null for a missing, malformed or id-less token', () => {
    expect(userIdFromAccessToken(null)).toBeNull();
    expect(userIdFromAccessToken('not-a-jwt')).toBeNull();
    expect(userIdFromAccessToken('h.%%%.s')).toBeNull();
    expect(userIdFromAccessToken(`h.${encode({ sub: 'x' })}.s`)).toBeNull();
  });
});
