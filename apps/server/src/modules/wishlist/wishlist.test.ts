import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  SharedWishlistSchema,
  WishlistItemSchema,
  WishlistSchema,
  WishlistShareSchema,
  type Wishlist,
} from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { createGuest, signInByPhone, type Caller } from '../../../test/sessions.ts';
import { fieldsOf } from '../../../test/cart-client.ts';
import { createProduct, setPublished, setStock } from '../../../test/shop-fixtures.ts';

const { app, database } = await buildTestApp();

/** A lamp at 8.000 KD (was 10.000 KD), in stock, and a bigger one at 2.000 KD more, sold out. */
const newLamp = () =>
  createProduct(database, {
    price: 8_000,
    compareAtPrice: 10_000,
    variations: [
      { stock: 4, size: 's' },
      { stock: 0, size: 'l', priceDelta: 2_000 },
    ],
  });

function wishlistClient(caller: Caller, language: 'en' | 'ar' = 'en') {
  const base = `/web-gw/users/${caller.userId}`;
  const headers = { ...caller.headers, language };
  return {
    get: () => app.inject({ url: `${base}/wish-list`, headers }),
    add: (payload: unknown) =>
      app.inject({ method: 'POST', url: `${base}/wish-list-items`, headers, payload: payload as object }),
    addMany: (payload: unknown) =>
      app.inject({
        method: 'POST',
        url: `/api/v2/users/${caller.userId}/wish-list-items`,
        headers,
        payload: payload as object,
      }),
    update: (id: number | string, payload: unknown) =>
      app.inject({ method: 'PUT', url: `${base}/wish-list/items/${id}`, headers, payload: payload as object }),
    remove: (id: number | string) => app.inject({ method: 'DELETE', url: `${base}/wish-list/items/${id}`, headers }),
    makePublic: () => app.inject({ method: 'PUT', url: `${base}/wish-list/public`, headers }),
    makePrivate: () => app.inject({ method: 'PUT', url: `${base}/wish-list/private`, headers }),
    share: () => app.inject({ method: 'POST', url: `${base}/wish-list/share`, headers }),
    async wishlist(): Promise<Wishlist> {
      const response = await app.inject({ url: `${base}/wish-list`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return WishlistSchema.parse(response.json());
    },
  };
}

const newShopper = async (language: 'en' | 'ar' = 'en') => wishlistClient(await createGuest(app), language);
const openShared = (shareId: string) => app.inject(`/web-gw/wish-lists/${shareId}`);

describe('the wishlist', () => {
  it('is empty and private for a new shopper, without ids until the first write', async () => {
    expect(await (await newShopper()).wishlist()).toEqual({
      wishlistId: null,
      isPublic: false,
      shareId: null,
      items: [],
    });
  });

  it('lists a product once however often it is added, priced now in the caller’s language', async () => {
    const lamp = await newLamp();
    const shopper = await newShopper('ar');
    const added = await shopper.add({ productId: lamp.productId });
    expect(added.statusCode, added.body).toBe(201);
    const item = WishlistItemSchema.parse(added.json());
    expect(item).toEqual({
      itemId: item.itemId,
      productId: lamp.productId,
      variationId: null,
      productName: lamp.nameAr,
      picturePath: null,
      price: 8_000,
      compareAtPrice: 10_000,
      inStock: true,
      note: null,
    });
    expect(WishlistItemSchema.parse((await shopper.add({ productId: lamp.productId, price: 1 })).json()).itemId).toBe(
      item.itemId,
    );
    const wishlist = await shopper.wishlist();
    expect(wishlist.items).toEqual([item]);
    expect(wishlist.wishlistId).toEqual(expect.any(Number));
  });

  it('prices and stocks a chosen variation; adding the product with a variation switches the item to it', async () => {
    const lamp = await newLamp();
    const shopper = await newShopper();
    await shopper.add({ productId: lamp.productId });
    const switched = WishlistItemSchema.parse(
      (await shopper.add({ productId: lamp.productId, variationId: lamp.variationIds[1] })).json(),
    );
    expect(switched).toMatchObject({
      variationId: lamp.variationIds[1],
      price: 10_000,
      compareAtPrice: 12_000,
      inStock: false,
    });
    expect((await shopper.wishlist()).items).toHaveLength(1);
  });

  it('answers 404 for an unknown product or a variation of another product, and 400 for a bad body', async () => {
    const [lamp, other] = [await newLamp(), await newLamp()];
    const shopper = await newShopper();
    const unknown = await shopper.add({ productId: 2_000_000_000 });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    const foreign = await shopper.add({ productId: lamp.productId, variationId: other.variationIds[0] });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'VARIATION_NOT_FOUND']);
    for (const payload of [{}, { productId: 0 }, { productId: 'x' }, { productId: 1.5 }])
      expect((await shopper.add(payload)).statusCode).toBe(400);
    expect((await shopper.wishlist()).items).toEqual([]);
  });

  it('shows the stock now and leaves out products taken off sale', async () => {
    const [lamp, other] = [await newLamp(), await newLamp()];
    const shopper = await newShopper();
    await shopper.add({ productId: lamp.productId, variationId: lamp.variationIds[0] });
    await shopper.add({ productId: other.productId });
    await setStock(database, lamp.variationIds[0]!, 0);
    await setPublished(database, other.productId, false);
    expect((await shopper.wishlist()).items.map((item) => [item.productId, item.inStock])).toEqual([
      [lamp.productId, false],
    ]);
  });

  it("refuses another customer's wishlist with 403", async () => {
    const [victim, attacker] = [await createGuest(app), await createGuest(app)];
    expect((await wishlistClient({ ...attacker, userId: victim.userId }).get()).statusCode).toBe(403);
  });
});

describe('adding several products at once (v2)', () => {
  it('adds them all, each product once', async () => {
    const [lamp, other] = [await newLamp(), await newLamp()];
    const shopper = await newShopper();
    const response = await shopper.addMany([
      { productId: lamp.productId },
      { productId: other.productId, variationId: other.variationIds[1] },
      { productId: lamp.productId },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(
      WishlistItemSchema.array()
        .parse(response.json())
        .map((item) => item.productId),
    ).toEqual([lamp.productId, other.productId]);
    expect((await shopper.wishlist()).items).toHaveLength(2);
  });

  it('adds nothing when one is bad, naming it as items.{index}', async () => {
    const lamp = await newLamp();
    const shopper = await newShopper();
    const unknown = await shopper.addMany([{ productId: lamp.productId }, { productId: 2_000_000_000 }]);
    expect([unknown.statusCode, fieldsOf(unknown.json())]).toEqual([404, ['items.1']]);
    const invalid = await shopper.addMany([{ productId: lamp.productId }, { productId: -1 }]);
    expect([invalid.statusCode, fieldsOf(invalid.json())]).toEqual([400, ['items.1.productId']]);
    expect((await shopper.wishlist()).items).toEqual([]);
  });
});

describe('changing and removing items', () => {
  it('changes the variation and the note, and clears them with null', async () => {
    const lamp = await newLamp();
    const shopper = await newShopper();
    const { itemId } = WishlistItemSchema.parse((await shopper.add({ productId: lamp.productId })).json());
    const changed = await shopper.update(itemId, { variationId: lamp.variationIds[1], note: ' for the study ' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(WishlistItemSchema.parse(changed.json())).toMatchObject({
      variationId: lamp.variationIds[1],
      price: 10_000,
      note: 'for the study',
    });
    expect(WishlistItemSchema.parse((await shopper.update(itemId, { note: 'gift' })).json())).toMatchObject({
      variationId: lamp.variationIds[1],
      note: 'gift',
    });
    expect(
      WishlistItemSchema.parse((await shopper.update(itemId, { variationId: null, note: '' })).json()),
    ).toMatchObject({ variationId: null, price: 8_000, note: null });
  });

  it('answers 404 for another customer’s item and a variation of another product', async () => {
    const [lamp, other] = [await newLamp(), await newLamp()];
    const [shopper, stranger] = [await newShopper(), await newShopper()];
    const { itemId } = WishlistItemSchema.parse((await shopper.add({ productId: lamp.productId })).json());
    expect((await stranger.update(itemId, { note: 'mine' })).json().code).toBe('WISHLIST_ITEM_NOT_FOUND');
    expect((await stranger.remove(itemId)).statusCode).toBe(404);
    expect((await shopper.update(itemId, { variationId: other.variationIds[0] })).json().code).toBe(
      'VARIATION_NOT_FOUND',
    );
    expect((await shopper.update(itemId, { note: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await shopper.wishlist()).items[0]).toMatchObject({ variationId: null, note: null });
  });

  it('removes an item (204), then answers 404 for it', async () => {
    const lamp = await newLamp();
    const shopper = await newShopper();
    const { itemId } = WishlistItemSchema.parse((await shopper.add({ productId: lamp.productId })).json());
    expect((await shopper.remove(itemId)).statusCode).toBe(204);
    expect((await shopper.remove(itemId)).statusCode).toBe(404);
    expect((await shopper.wishlist()).items).toEqual([]);
  });
});

describe('sharing', () => {
  it('shares a link anyone may open while the list is public, showing only the display name and the items', async () => {
    const lamp = await newLamp();
    const caller = await signInByPhone(app, database, '+96551170001');
    await app.inject({
      method: 'PUT',
      url: `/api/users/customers/${caller.userId}`,
      headers: caller.headers,
      payload: { displayName: 'Huda', firstName: 'Huda', lastName: 'K', email: '', avatarPath: '' },
    });
    const owner = wishlistClient(caller);
    await owner.add({ productId: lamp.productId });
    await owner.update((await owner.wishlist()).items[0]!.itemId, { note: 'private thought' });

    const shared = await owner.share();
    expect(shared.statusCode, shared.body).toBe(200);
    const { shareId, shareUrl } = WishlistShareSchema.parse(shared.json());
    expect(shareUrl).toBe(`/wishlist/shared/${shareId}`);
    expect(await owner.wishlist()).toMatchObject({ isPublic: true, shareId });

    const view = await openShared(shareId);
    expect(view.statusCode, view.body).toBe(200);
    const body = SharedWishlistSchema.parse(view.json());
    expect(body.displayName).toBe('Huda');
    expect(body.items.map((item) => [item.productId, item.price])).toEqual([[lamp.productId, 8_000]]);
    expect(view.body).not.toContain('private thought');
    expect(view.body).not.toContain(caller.userId);
    expect(view.headers['cache-control']).toBeUndefined();
  });

  it('answers 404 while the list is private, for an unknown share id too, and 400 for one that is not an id', async () => {
    const shopper = await newShopper();
    const { shareId } = WishlistShareSchema.parse((await shopper.share()).json());
    const hidden = await shopper.makePrivate();
    expect(WishlistSchema.parse(hidden.json())).toMatchObject({ isPublic: false, shareId });
    expect([(await openShared(shareId)).statusCode, (await openShared(shareId)).json().code]).toEqual([
      404,
      'WISHLIST_NOT_FOUND',
    ]);
    expect(WishlistSchema.parse((await shopper.makePublic()).json()).isPublic).toBe(true);
    expect((await openShared(shareId)).statusCode).toBe(200);
    expect((await openShared(randomUUID())).statusCode).toBe(404);
    expect((await openShared('not-an-id')).statusCode).toBe(400);
  });
});
