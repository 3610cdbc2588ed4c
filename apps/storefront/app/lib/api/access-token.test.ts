import { describe, expect, it } from 'vitest';
import { roleFromAccessToken, userIdFromAccessToken } from './access-token.ts';

const encode = (claims: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(claims))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

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

describe('roleFromAccessToken', () => {
  it('reads the role claim, or null without one', () => {
    expect(roleFromAccessToken(`h.${encode({ nameid: 'u', role: 'support' })}.s`)).toBe('support');
    expect(roleFromAccessToken(`h.${encode({ nameid: 'u' })}.s`)).toBeNull();
    expect(roleFromAccessToken(undefined)).toBeNull();
  });
});
