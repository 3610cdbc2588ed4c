import { describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { createAccessTokens, createAudienceTokens } from './access-token.ts';

const secret = 'a-test-secret-that-is-at-least-32-chars';
const tokens = createAccessTokens(secret);
const userId = '3f1e2d4c-5b6a-4789-8abc-def012345678';

describe('access tokens', () => {
  it('carry the user id in the nameid claim and the role', async () => {
    const token = await tokens.sign({ userId, role: 'guest' });
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload.nameid).toBe(userId);
    expect(await tokens.verify(token)).toEqual({ userId, role: 'guest' });
  });

  it('refuse expired, unsigned, wrongly signed and other-algorithm tokens', async () => {
    expect(await tokens.verify(await tokens.sign({ userId, role: 'customer' }, -10))).toBeNull();
    expect(await tokens.verify(new UnsecuredJWT({ nameid: userId, role: 'support' }).encode())).toBeNull();
    expect(
      await createAccessTokens('another-secret-that-is-32-chars-long!!').verify(
        await tokens.sign({ userId, role: 'customer' }),
      ),
    ).toBeNull();
    const hs512 = await new SignJWT({ nameid: userId, role: 'customer' })
      .setProtectedHeader({ alg: 'HS512' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(hs512)).toBeNull();
    expect(await tokens.verify('not-a-token')).toBeNull();
  });

  it('refuse a token made for another audience (the admin API) or for none', async () => {
    const admin = await createAudienceTokens(secret, 'admin').sign({ nameid: userId, role: 'customer' }, 60);
    expect(await tokens.verify(admin)).toBeNull();
    const noAudience = await new SignJWT({ nameid: userId, role: 'customer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(noAudience)).toBeNull();
    expect(
      await createAudienceTokens(secret, 'admin').verify(await tokens.sign({ userId, role: 'customer' })),
    ).toBeNull();
  });
});
