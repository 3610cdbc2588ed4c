import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp } from '../../../test/helper.ts';
import { signInByPhone, lastCodeSentTo } from '../../../test/sessions.ts';
import { signInAsStaff } from '../../../test/staff.ts';
import { createProduct } from '../../../test/shop-fixtures.ts';
import { orderBody, paymentMethodId, shopperReadyToOrder } from '../../../test/checkout-client.ts';
import { auditEntries } from '../audit/audit.schema.ts';
import { customers } from './customers.schema.ts';
import type { AdminCustomer } from './customer-admin.contract.ts';

const { app, database } = await buildTestApp();
const { db } = database;
const [orderManager, support] = [await signInAsStaff(app, 'order-manager'), await signInAsStaff(app, 'support')];
const cod = await paymentMethodId(app, 'cod');

const admin = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url: `/admin-api${url}`, headers, ...(payload ? { payload } : {}) });

/** A signed-up customer named `first last` with one cash order. */
async function customerWithOrder(phone: string, first: string, last: string) {
  const caller = await signInByPhone(app, database, phone);
  await db
    .update(customers)
    .set({ firstName: first, lastName: last, displayName: `${first} ${last}` })
    .where(eq(customers.id, caller.userId));
  const product = await createProduct(database, { price: 5_000, variations: [{ stock: 10 }] });
  const { client, addressId, cart } = await shopperReadyToOrder(app, caller, product.productId, 1);
  const placed = await client.order(orderBody(cart, { addressId, paymentMethodId: cod }));
  return { caller, client, product, placed };
}

describe('customers in the back office', () => {
  it('finds customers by an Arabic name typed without hamza, by phone and e-mail, and shows their page', async () => {
    const { caller, placed } = await customerWithOrder('+96550990001', 'أسماء', 'الرشيدي');
    const found = await admin('GET', `/customers?q=${encodeURIComponent('اسماء الرشيدي')}`, orderManager.headers);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().items.map((item: { customerId: string }) => item.customerId)).toEqual([caller.userId]);
    expect((await admin('GET', '/customers?q=50990001', support.headers)).json().items).toHaveLength(1);

    const page = (await admin('GET', `/customers/${caller.userId}`, orderManager.headers)).json() as AdminCustomer;
    expect(page).toMatchObject({ name: 'أسماء الرشيدي', blocked: false, phone: '+96550990001' });
    expect(page.addresses).toHaveLength(1);
    expect(page.orders.map((order) => order.orderId)).toEqual([placed.order.orderId]);
    expect(page.wishlist.items).toEqual([]);
  });

  it('searches through the trigram index of signed-up customers’ folded text, not by reading every customer', async () => {
    const plan = await db.transaction(async (tx) => {
      // On a small test table a scan is cheaper; forbidding it shows whether the index can serve the search.
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select id from customers where role = 'customer' and ${customers.searchText} like ${'%اسماء%'}`,
      );
    });
    expect(JSON.stringify((plan as { rows: unknown[] }).rows)).toContain('customers_search_text_trgm_idx');
  });

  it('a blocked customer cannot sign in or order, their tokens stop at once; unblocked they sign in again', async () => {
    const { caller, client, product } = await customerWithOrder('+96550990002', 'Salem', 'Blocked');
    expect(
      (await admin('POST', `/customers/${caller.userId}/block`, orderManager.headers, { reason: 'x' })).statusCode,
    ).toBe(403);
    const blocked = await admin('POST', `/customers/${caller.userId}/block`, support.headers, { reason: 'Card fraud' });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({ blocked: true });

    expect(
      (await app.inject({ url: `/api/users/customers/${caller.userId}`, headers: caller.headers })).statusCode,
    ).toBe(401);
    await client.cart.addLine({ productId: product.productId, quantity: 1 }).catch(() => null);
    const order = await client.placeOrder({});
    expect(order.statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/account/refresh-token',
      payload: { refreshToken: caller.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);

    await app.inject({
      method: 'POST',
      url: '/api/phone/verify/request',
      payload: { phone: '+96550990002', name: '' },
    });
    const code = await lastCodeSentTo(database, '+96550990002');
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { phone: '+96550990002', code },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().code).toBe('CUSTOMER_BLOCKED');

    expect(
      (await admin('POST', `/customers/${caller.userId}/unblock`, support.headers, { reason: 'Cleared' })).json(),
    ).toMatchObject({ blocked: false });
    expect((await signInByPhone(app, database, '+96550990002')).userId).toBe(caller.userId);
    const audited = await db.select().from(auditEntries).where(eq(auditEntries.entityId, caller.userId));
    expect(audited.map((entry) => entry.action)).toEqual(['customer.block', 'customer.unblock']);
  });

  it('answers 404 for a guest or no one, and 409 when blocking twice', async () => {
    expect((await admin('GET', '/customers/00000000-0000-4000-8000-000000000000', support.headers)).statusCode).toBe(
      404,
    );
    const { caller } = await customerWithOrder('+96550990003', 'Twice', 'Blocked');
    await admin('POST', `/customers/${caller.userId}/block`, support.headers, { reason: 'x' });
    expect(
      (await admin('POST', `/customers/${caller.userId}/block`, support.headers, { reason: 'x' })).statusCode,
    ).toBe(409);
  });
});
