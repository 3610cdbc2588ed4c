import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CartSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { signInByPhone } from '../../../test/sessions.ts';
import { signInAsStaff } from '../../../test/staff.ts';
import { createProduct } from '../../../test/shop-fixtures.ts';
import { cartClient } from '../../../test/cart-client.ts';
import { orderBody, paymentMethodId, shopperReadyToOrder } from '../../../test/checkout-client.ts';
import { auditEntries } from '../audit/audit.schema.ts';
import { categories, productCategories, products } from '../catalogue/catalogue.schema.ts';
import { violatedForeignKey } from '../../lib/database-errors.ts';
import { orders } from '../orders/orders.schema.ts';
import type { AdminPromo, PromoUses } from './promo-admin.contract.ts';

// Promo codes made in the back office, and the rules the shopper meets at checkout.

const { app, database } = await buildTestApp();
const { db } = database;
const [catalogueManager, orderManager, support] = [
  await signInAsStaff(app, 'catalogue-manager'),
  await signInAsStaff(app, 'order-manager'),
  await signInAsStaff(app, 'support'),
];
const cod = await paymentMethodId(app, 'cod');
const day = 86_400_000;

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = catalogueManager.headers) =>
  app.inject({ method, url: `/admin-api${url}`, headers, ...(payload ? { payload } : {}) });

let codes = 0;
/** A fresh code's fields: 10% off from now on, no limits. */
const promoFields = (overrides: object = {}) => ({
  code: `test-${(codes += 1)}-${Date.now().toString(36)}`,
  kind: 'percent',
  value: 10,
  startsAt: new Date(Date.now() - day).toISOString(),
  ...overrides,
});

async function createPromo(overrides: object = {}): Promise<AdminPromo> {
  const response = await admin('POST', '/promotions', promoFields(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

let phones = 0;
/** A phone-verified customer with `units` of the product in the cart and an address. */
async function shopper(productId: number, units = 1, language: 'en' | 'ar' = 'en') {
  const caller = await signInByPhone(app, database, `+96550880${String((phones += 1)).padStart(3, '0')}`);
  return { caller, ...(await shopperReadyToOrder(app, caller, productId, units, language)) };
}

const fieldErrors = (response: { json: () => { errors?: { field: string }[] } }) =>
  (response.json().errors ?? []).map((error) => error.field);

describe('promo codes in the back office', () => {
  it('is for the promotions permission: support and order managers get 403', async () => {
    for (const staff of [support, orderManager]) {
      expect((await admin('GET', '/promotions', undefined, staff.headers)).statusCode).toBe(403);
      expect((await admin('POST', '/promotions', promoFields(), staff.headers)).statusCode).toBe(403);
    }
    expect((await admin('GET', '/promotions')).statusCode).toBe(200);
  });

  it('refuses an end before the start, a percentage over 100 and negative values, on their fields', async () => {
    const start = new Date();
    const backwards = await admin(
      'POST',
      '/promotions',
      promoFields({ startsAt: start.toISOString(), endsAt: new Date(start.getTime() - 1000).toISOString() }),
    );
    expect([backwards.statusCode, fieldErrors(backwards)]).toEqual([400, ['endsAt']]);
    const tooMuch = await admin('POST', '/promotions', promoFields({ value: 101 }));
    expect([tooMuch.statusCode, fieldErrors(tooMuch)]).toEqual([400, ['value']]);
    // 101 fils off is a fine amount.
    expect((await admin('POST', '/promotions', promoFields({ kind: 'amount', value: 101 }))).statusCode).toBe(201);
    const negative = await admin('POST', '/promotions', promoFields({ minSubtotal: -1, maxUses: -2 }));
    expect([negative.statusCode, fieldErrors(negative).sort()]).toEqual([400, ['maxUses', 'minSubtotal']]);
    const unknownCategory = await admin('POST', '/promotions', promoFields({ categoryIds: [2_000_000] }));
    expect([unknownCategory.statusCode, fieldErrors(unknownCategory)]).toEqual([400, ['categoryIds']]);
  });

  it('keeps codes unique whatever their case, stores them upper case, and finds them by part of the code', async () => {
    const created = await createPromo({ code: 'Summer-Sale' });
    expect(created.code).toBe('SUMMER-SALE');
    const taken = await admin('POST', '/promotions', promoFields({ code: 'summer-sale' }));
    expect([taken.statusCode, taken.json().code, fieldErrors(taken)]).toEqual([409, 'PROMO_CODE_TAKEN', ['code']]);
    const other = await createPromo();
    const renamed = await admin('PUT', `/promotions/${other.id}`, promoFields({ code: 'SUMMER-sale' }));
    expect(renamed.statusCode).toBe(409);

    const found = (await admin('GET', '/promotions?q=mmer-s')).json();
    expect(found.items.map((item: AdminPromo) => item.code)).toEqual(['SUMMER-SALE']);
    const firstPage = (await admin('GET', '/promotions?pageSize=2')).json();
    const secondPage = (await admin('GET', '/promotions?pageSize=2&page=2')).json();
    expect(firstPage.items).toHaveLength(2);
    expect(secondPage.items[0].id).toBeLessThan(firstPage.items[1].id);
    expect(firstPage.total).toBe(secondPage.total);
  });

  it('audits creating and editing, with the code before and after', async () => {
    const product = await createProduct(database, { price: 1_000 });
    const created = await createPromo({ productIds: [product.productId] });
    expect(created.products).toEqual([{ id: product.productId, nameEn: product.nameEn, nameAr: product.nameAr }]);
    const edited = await admin(
      'PUT',
      `/promotions/${created.id}`,
      promoFields({ code: created.code, kind: 'amount', value: 2_500, maxUses: 1, isActive: false }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ kind: 'amount', value: 2_500, maxUses: 1, isActive: false, products: [] });
    const audited = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'promo_code'), eq(auditEntries.entityId, String(created.id))));
    expect(audited.map((entry) => entry.action)).toEqual(['promo.created', 'promo.updated']);
    expect(audited[1]!.before).toMatchObject({ kind: 'percent', value: 10, isScoped: true });
    expect(audited[1]!.after).toMatchObject({ kind: 'amount', value: 2_500, isScoped: false });
  });
});

describe('the rules a shopper meets', () => {
  it('a first-order code is refused once the customer has an order that is not cancelled, in their language', async () => {
    const product = await createProduct(database, { price: 20_000 });
    const promo = await createPromo({ firstOrderOnly: true });
    const first = await shopper(product.productId);
    expect((await first.client.cart.applyPromo(promo.code)).statusCode).toBe(200);
    await first.client.order(
      orderBody(await first.client.cart.cart(), { addressId: first.addressId, paymentMethodId: cod }),
    );

    await first.client.cart.addLine({ productId: product.productId, quantity: 1 });
    const again = await first.client.cart.applyPromo(promo.code);
    expect([again.statusCode, again.json().code, again.json().message]).toEqual([
      400,
      'PROMO_FIRST_ORDER_ONLY',
      'This promo code is for a first order only, and you have ordered before.',
    ]);
    expect((await cartClient(app, first.caller, 'ar').applyPromo(promo.code)).json().message).toBe(
      'رمز الخصم هذا للطلب الأول فقط، ولديك طلب سابق.',
    );
    // A cancelled order does not count.
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.customerId, first.caller.userId));
    expect((await first.client.cart.applyPromo(promo.code)).statusCode).toBe(200);
  });

  it('a code limited to products or categories is taken off their lines only, rounded down to the fils', async () => {
    const [parent] = await db
      .insert(categories)
      .values({ slug: `promo-parent-${Date.now()}`, nameEn: 'Oud', nameAr: 'عود' })
      .returning();
    const [child] = await db
      .insert(categories)
      .values({ slug: `promo-child-${Date.now()}`, nameEn: 'Oud oils', nameAr: 'دهن عود', parentId: parent!.id })
      .returning();
    const inChild = await createProduct(database, { price: 12_345 });
    const chosen = await createProduct(database, { price: 3_333 });
    const other = await createProduct(database, { price: 50_000 });
    await db.insert(productCategories).values({ productId: inChild.productId, categoryId: child!.id });

    const byCategory = await createPromo({ categoryIds: [parent!.id] });
    const byProduct = await createPromo({ kind: 'amount', value: 5_000, productIds: [chosen.productId] });
    const both = await createPromo({ categoryIds: [parent!.id], productIds: [chosen.productId] });
    const { client } = await shopper(other.productId);
    // Nothing in the cart is in the scope.
    const refused = await client.cart.applyPromo(byCategory.code);
    expect([refused.statusCode, refused.json().code, refused.json().message]).toEqual([
      400,
      'PROMO_NOT_APPLICABLE',
      'This promo code does not apply to any product in your cart.',
    ]);
    await client.cart.addLine({ productId: inChild.productId, quantity: 1 });
    await client.cart.addLine({ productId: chosen.productId, quantity: 1 });
    // 10% of the 12.345 KD line under the parent category (not of the 65.678 KD cart): 1.2345 KD rounds down.
    expect(CartSchema.parse((await client.cart.applyPromo(byCategory.code)).json())).toMatchObject({
      subTotal: 65_678,
      discount: 1_234,
    });
    // A fixed amount is capped at the eligible lines.
    expect(CartSchema.parse((await client.cart.applyPromo(byProduct.code)).json()).discount).toBe(3_333);
    // 10% of 12.345 + 3.333 = 15.678 KD is 1.5678 KD.
    expect(CartSchema.parse((await client.cart.applyPromo(both.code)).json()).discount).toBe(1_567);
  });

  it('a category or product a code is limited to cannot be deleted from under it (the code would apply to every line)', async () => {
    const [category] = await db
      .insert(categories)
      .values({ slug: `promo-scope-${Date.now()}`, nameEn: 'Musk', nameAr: 'مسك' })
      .returning();
    const product = await createProduct(database, { price: 2_000 });
    const scoped = await createPromo({ categoryIds: [category!.id], productIds: [product.productId] });

    await expect(db.delete(categories).where(eq(categories.id, category!.id))).rejects.toSatisfy(
      (error) => violatedForeignKey(error) === 'promo_code_categories_category_id_categories_id_fk',
    );
    await expect(db.delete(products).where(eq(products.id, product.productId))).rejects.toSatisfy(
      (error) => violatedForeignKey(error) === 'promo_code_products_product_id_products_id_fk',
    );
    expect((await admin('GET', `/promotions/${scoped.id}`)).json()).toMatchObject({
      categoryIds: [category!.id],
      products: [{ id: product.productId }],
    });
  });

  it('a code with a total limit of one: the first order uses it, the next shopper is refused, its uses name the order', async () => {
    const product = await createProduct(database, { price: 10_000 });
    const promo = await createPromo({ kind: 'amount', value: 1_500, maxUses: 1 });
    const first = await shopper(product.productId, 2);
    await first.client.cart.applyPromo(promo.code);
    const placed = await first.client.order(
      orderBody(await first.client.cart.cart(), { addressId: first.addressId, paymentMethodId: cod }),
    );
    expect(placed.order.discount).toBe(1_500);

    const second = await shopper(product.productId, 1, 'ar');
    const refused = await second.client.cart.applyPromo(promo.code);
    expect([refused.statusCode, refused.json().code, refused.json().message]).toEqual([
      400,
      'PROMO_USED_UP',
      'نفدت مرات استخدام رمز الخصم هذا.',
    ]);

    const uses = (await admin('GET', `/promotions/${promo.id}/uses`)).json() as PromoUses;
    expect(uses).toMatchObject({ code: promo.code, total: 1 });
    expect(uses.items).toEqual([
      expect.objectContaining({
        orderId: placed.order.orderId,
        orderNumber: placed.order.orderNumber,
        customerId: first.caller.userId,
        customerName: 'فاطمة العنزي',
        discount: 1_500,
      }),
    ]);
    expect((await admin('GET', `/promotions/${promo.id}`)).json().usedCount).toBe(1);
    expect((await admin('GET', `/promotions/${promo.id}/uses`, undefined, support.headers)).statusCode).toBe(403);
    expect((await admin('GET', '/promotions/2000000/uses')).statusCode).toBe(404);
  });
});
