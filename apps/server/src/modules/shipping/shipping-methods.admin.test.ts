import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ShippingMethodSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { createGuest } from '../../../test/sessions.ts';
import { signInAsStaff } from '../../../test/staff.ts';
import { cartClient } from '../../../test/cart-client.ts';
import { createProduct } from '../../../test/shop-fixtures.ts';
import { auditEntries } from '../audit/audit.schema.ts';

// Shipping methods in the back office, and what the checkout makes of a change.

const { app, database } = await buildTestApp();
const [orderManager, catalogueManager] = [
  await signInAsStaff(app, 'order-manager'),
  await signInAsStaff(app, 'catalogue-manager'),
];

const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = orderManager.headers) =>
  app.inject({ method, url: `/admin-api${url}`, headers, ...(payload ? { payload } : {}) });

const express = {
  code: 'weekend-drop',
  nameEn: 'Same day',
  nameAr: 'في نفس اليوم',
  descriptionEn: 'Ordered before noon, delivered today.',
  descriptionAr: 'اطلب قبل الظهر يصلك اليوم.',
  fee: 4_000,
  freeOver: 50_000,
  minDays: 0,
  maxDays: 0,
  sortOrder: 5,
};

const offered = async (language: 'en' | 'ar' = 'en') =>
  ShippingMethodSchema.array().parse(
    (await app.inject({ url: '/web-gw/shipping-methods', headers: { language } })).json(),
  );

describe('shipping methods in the back office', () => {
  it('is for the delivery permission: a catalogue manager gets 403', async () => {
    expect((await admin('GET', '/shipping-methods', undefined, catalogueManager.headers)).statusCode).toBe(403);
    expect((await admin('POST', '/shipping-methods', express, catalogueManager.headers)).statusCode).toBe(403);
  });

  it('creates a method shoppers see at once in both languages, audited; a taken code or bad values are refused', async () => {
    const created = await admin('POST', '/shipping-methods', express);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect((await offered('ar')).find((method) => method.shippingMethodId === id)).toMatchObject({
      name: 'في نفس اليوم',
      fee: 4_000,
      freeOver: 50_000,
    });
    const taken = await admin('POST', '/shipping-methods', express);
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'SHIPPING_METHOD_CODE_TAKEN']);
    const bad = await admin('POST', '/shipping-methods', { ...express, code: 'x2', fee: -1, minDays: 3, maxDays: 1 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['fee', 'maxDays']);
    const audited = await database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'shipping-method'), eq(auditEntries.entityId, String(id))));
    expect(audited.map((entry) => entry.action)).toEqual(['shipping-method.created']);
  });

  it('a changed fee prices the cart at once; a withdrawn method leaves the list and the cart', async () => {
    const created = (await admin('POST', '/shipping-methods', { ...express, code: 'evening', freeOver: null })).json();
    const product = await createProduct(database, { price: 10_000 });
    const shopper = cartClient(app, await createGuest(app));
    await shopper.addLine({ productId: product.productId, quantity: 1 });
    expect((await shopper.setShippingMethod(created.id, 4_000)).statusCode).toBe(200);
    expect((await shopper.cart()).shippingAmount).toBe(4_000);

    const changed = await admin('PATCH', `/shipping-methods/${created.id}`, { fee: 2_750, nameEn: 'Evening' });
    expect(changed.json()).toMatchObject({ fee: 2_750, nameEn: 'Evening', code: 'evening' });
    expect((await shopper.cart()).shippingAmount).toBe(2_750);

    await admin('PATCH', `/shipping-methods/${created.id}`, { isActive: false });
    expect((await offered()).map((method) => method.shippingMethodId)).not.toContain(created.id);
    expect(await shopper.cart()).toMatchObject({ shippingMethodId: null, shippingAmount: 0 });
    // The back office still lists it, to offer it again.
    const listed = (await admin('GET', '/shipping-methods')).json();
    expect(listed.find((method: { id: number }) => method.id === created.id)).toMatchObject({ isActive: false });
  });

  it('refuses to withdraw the default method (id 1) with a reason, and still lets its fee change', async () => {
    const refused = await admin('PATCH', '/shipping-methods/1', { isActive: false });
    expect([refused.statusCode, refused.json().code, refused.json().errors[0].field]).toEqual([
      409,
      'SHIPPING_METHOD_DEFAULT',
      'isActive',
    ]);
    expect((await offered()).map((method) => method.shippingMethodId)).toContain(1);
    const before = (await admin('GET', '/shipping-methods')).json().find((method: { id: number }) => method.id === 1);
    expect((await admin('PATCH', '/shipping-methods/1', { fee: before.fee + 1 })).json().fee).toBe(before.fee + 1);
    expect((await admin('PATCH', '/shipping-methods/999', { fee: 1 })).statusCode).toBe(404);
  });
});
