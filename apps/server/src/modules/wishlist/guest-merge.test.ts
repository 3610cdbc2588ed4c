import { describe, expect, it } from 'vitest';
import { WishlistSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { createGuest, signInByPhone, type Caller } from '../../../test/sessions.ts';
import { createProduct } from '../../../test/shop-fixtures.ts';

const { app, database } = await buildTestApp();

const list = (caller: Caller, productId: number) =>
  app.inject({
    method: 'POST',
    url: `/web-gw/users/${caller.userId}/wish-list-items`,
    headers: caller.headers,
    payload: { productId },
  });
const wishlistOf = async (caller: Caller) =>
  WishlistSchema.parse(
    (await app.inject({ url: `/web-gw/users/${caller.userId}/wish-list`, headers: caller.headers })).json(),
  );

describe('a guest signing in as an existing customer', () => {
  it('unions its wishlist into the customer’s, keeping the customer’s visibility, and its own is gone', async () => {
    const [vase, rug, lamp] = [
      await createProduct(database, { price: 3_000 }),
      await createProduct(database, { price: 9_000 }),
      await createProduct(database, { price: 5_000 }),
    ];
    const customer = await signInByPhone(app, database, '+96551180001');
    await list(customer, vase.productId);
    await list(customer, rug.productId);
    await app.inject({
      method: 'POST',
      url: `/web-gw/users/${customer.userId}/wish-list/share`,
      headers: customer.headers,
    });
    const guest = await createGuest(app);
    await list(guest, rug.productId);
    await list(guest, lamp.productId);

    const signedIn = await signInByPhone(app, database, '+96551180001', guest);
    const wishlist = await wishlistOf(signedIn);
    expect(wishlist.items.map((item) => item.productId).sort()).toEqual(
      [vase.productId, rug.productId, lamp.productId].sort(),
    );
    expect(wishlist.isPublic).toBe(true);
    expect(await wishlistOf(guest)).toEqual({ wishlistId: null, isPublic: false, shareId: null, items: [] });
  });
});
