import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt per hash', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).not.toBe(second);
    expect(first.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('correct horse', first)).toBe(true);
    expect(await verifyPassword('correct hors', first)).toBe(false);
    expect(await verifyPassword('correct horse', 'bcrypt$whatever')).toBe(false);
  });
});
