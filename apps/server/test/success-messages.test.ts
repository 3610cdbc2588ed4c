import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.ts';
import { createGuest, signInByPhone } from './sessions.ts';
import { cartClient } from './cart-client.ts';
import { createProduct } from './shop-fixtures.ts';
import { CART_MESSAGES } from '../src/modules/cart/index.ts';
import { CUSTOMER_MESSAGES } from '../src/modules/customers/index.ts';
import { WISHLIST_MESSAGES } from '../src/modules/wishlist/index.ts';

const { app, database } = await buildTestApp();

// SPEC §8: a success toast shows the answer's message when there is one, so a change the
// shopper makes answers what it did, in the caller's language, never the generic text.
describe.each(['en', 'ar'] as const)('success messages in %s', (language) => {
  it('say a product was added to the cart, and that the cart was emptied', async () => {
    const product = await createProduct(database, { price: 1_000 });
    const cart = cartClient(app, await createGuest(app), language);
    const added = await cart.add({ productId: product.productId, quantity: 1 });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ productId: product.productId, message: CART_MESSAGES.added[language] });

    const cleared = await cart.clear();
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ items: [], message: CART_MESSAGES.cleared[language] });
  });

  it('say a product was listed, and whether the wishlist is shared or private', async () => {
    const product = await createProduct(database, { price: 1_000 });
    const guest = await createGuest(app);
    const base = `/web-gw/users/${guest.userId}`;
    const headers = { ...guest.headers, language };
    const added = await app.inject({
      method: 'POST',
      url: `${base}/wish-list-items`,
      headers,
      payload: { productId: product.productId },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ productId: product.productId, message: WISHLIST_MESSAGES.added[language] });

    const madePublic = await app.inject({ method: 'PUT', url: `${base}/wish-list/public`, headers });
    expect(madePublic.json()).toMatchObject({ isPublic: true, message: WISHLIST_MESSAGES.madePublic[language] });
    const madePrivate = await app.inject({ method: 'PUT', url: `${base}/wish-list/private`, headers });
    expect(madePrivate.json()).toMatchObject({ isPublic: false, message: WISHLIST_MESSAGES.madePrivate[language] });
  });

  it('say the profile was saved, or that the picture was changed', async () => {
    const customer = await signInByPhone(app, database, language === 'en' ? '+96551130001' : '+96551130002');
    const url = `/api/users/customers/${customer.userId}`;
    const headers = { ...customer.headers, language };
    const fields = { displayName: 'Noura', firstName: '', lastName: '', email: '' };
    const saved = await app.inject({ method: 'PUT', url, headers, payload: { ...fields, avatarPath: '' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ displayName: 'Noura', message: CUSTOMER_MESSAGES.profileSaved[language] });

    const avatarPath = `/api/download/uploads/${customer.userId}/3f1e2d4c-5b6a-4789-8abc-def012345678.png`;
    const pictured = await app.inject({ method: 'PUT', url, headers, payload: { ...fields, avatarPath } });
    expect(pictured.statusCode, pictured.body).toBe(200);
    expect(pictured.json()).toMatchObject({ avatarPath, message: CUSTOMER_MESSAGES.pictureChanged[language] });
  });
});
