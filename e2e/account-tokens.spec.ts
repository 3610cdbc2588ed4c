import { describe, expect, it } from 'vitest';
import { baseUrl, openPage } from './support/browser.ts';
import { storeAuth, userIdOf, waitForStoredAuth, waitForToast } from './support/account.ts';
import { textIn } from './support/translations.ts';

/** A JWT-shaped token for `claims` that the server never signed. */
const forgedToken = (claims: object) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims)]
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.') + '.Zm9yZ2Vk';

describe('expired and forged tokens (SPEC §5)', () => {
  it('refreshes an expired access token before using it, for the same user', async () => {
    const { context, page } = await openPage({ language: 'en' });
    await page.goto('/');
    const guest = await waitForStoredAuth(page, 'localStorage');
    await storeAuth(page, 'localStorage', { ...guest, expiresAt: Date.now() - 1_000 });

    await page.reload();
    const refreshed = await waitForStoredAuth(page, 'localStorage', (auth) => auth.refreshToken !== guest.refreshToken);
    expect(userIdOf(refreshed.accessToken)).toBe(userIdOf(guest.accessToken));
    expect(refreshed.expiresAt).toBeGreaterThan(Date.now());
    await context.close();
  });

  it('says "Invalid access token." and starts a fresh guest when an expired login cannot be refreshed', async () => {
    const { context, page } = await openPage({ language: 'en' });
    await page.goto('/');
    const guest = await waitForStoredAuth(page, 'localStorage');
    // Rotating the refresh token elsewhere leaves the stored one dead: using it again is a replay.
    const rotated = await fetch(`${baseUrl()}/api/account/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: guest.refreshToken }),
    });
    expect(rotated.status).toBe(200);
    await storeAuth(page, 'localStorage', { ...guest, expiresAt: Date.now() - 1_000 });

    await page.reload();
    await waitForToast(page, 'Invalid access token.');
    const fresh = await waitForStoredAuth(page, 'localStorage', (auth) => auth.refreshToken !== guest.refreshToken);
    expect(fresh.isGuest).toBe(true);
    expect(userIdOf(fresh.accessToken)).not.toBe(userIdOf(guest.accessToken));
    await context.close();
  });

  it('says "Invalid access token." in Arabic and starts a fresh guest when the stored token is forged', async () => {
    const { context, page } = await openPage({ language: 'ar', viewport: 'phone' });
    await page.goto('/');
    const guest = await waitForStoredAuth(page, 'localStorage');
    const forged = {
      ...guest,
      accessToken: forgedToken({ nameid: userIdOf(guest.accessToken), role: 'support' }),
      isGuest: false,
      refreshToken: 'f'.repeat(43),
    };
    await storeAuth(page, 'sessionStorage', forged);

    await page.reload();
    await waitForToast(page, 'رمز الدخول غير صالح.');
    const fresh = await waitForStoredAuth(page, 'localStorage', (auth) => auth.accessToken !== guest.accessToken);
    expect(fresh.isGuest).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('auth'))).toBeNull();
    await context.close();
  });

  // The API answers a malformed refresh token with 400, not 401: the storefront used to keep the
  // login and leave every page on "Loading…".
  it.each([
    ['en', 'desktop', 'Invalid access token.'],
    ['ar', 'phone', 'رمز الدخول غير صالح.'],
  ] as const)(
    'says "Invalid access token." and starts a fresh guest when the stored refresh token is malformed (%s, %s)',
    async (language, viewport, notice) => {
      const t = textIn(language);
      const { context, page } = await openPage({ language, viewport });
      await page.goto('/');
      const guest = await waitForStoredAuth(page, 'localStorage');
      await storeAuth(page, 'localStorage', { ...guest, refreshToken: 'malformed', expiresAt: Date.now() - 1_000 });

      await page.goto('/checkout');
      await waitForToast(page, notice);
      const fresh = await waitForStoredAuth(page, 'localStorage', (auth) => auth.refreshToken !== 'malformed');
      expect(fresh.isGuest).toBe(true);
      expect(userIdOf(fresh.accessToken)).not.toBe(userIdOf(guest.accessToken));
      // The page goes on with the fresh guest's (empty) cart instead of waiting for ever.
      await page.getByRole('main').getByText(t('ui.prisma.checkout.emptyCart')).waitFor();
      await context.close();
    },
  );
});
