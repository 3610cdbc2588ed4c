import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { OrderTrackingSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { createGuest } from '../../../test/sessions.ts';
import { signInAsStaff } from '../../../test/staff.ts';
import { drawnRtl, pdfTextRuns } from '../../../test/pdf-text.ts';
import { createProduct } from '../../../test/shop-fixtures.ts';
import {
  checkoutClient,
  createAddress,
  orderBody,
  payOnHostedPage,
  paymentMethodId,
  resultStatusOf,
  shopperReadyToOrder,
  TEST_CARDS,
} from '../../../test/checkout-client.ts';
import { auditEntries } from '../audit/audit.schema.ts';
import { productVariations } from '../catalogue/catalogue.schema.ts';
import { deliverySlots } from '../shipping/shipping.schema.ts';
import { promoCodes } from '../promotions/promotions.schema.ts';
import { paymentRefunds, paymentRequests } from '../payments/payments.schema.ts';
import { orders } from './orders.schema.ts';
import type { AdminOrder, AdminOrderList } from './order-admin.contract.ts';

const { app, database } = await buildTestApp();
const { db } = database;
const manager = await signInAsStaff(app, 'order-manager');
const cataloguer = await signInAsStaff(app, 'catalogue-manager');
const [cod, card] = [await paymentMethodId(app, 'cod'), await paymentMethodId(app, 'card')];

const stockOf = async (variationId: number) =>
  (await db.select().from(productVariations).where(eq(productVariations.id, variationId)))[0]!.activeQty;
const reservedOf = async (slotId: number) =>
  (await db.select().from(deliverySlots).where(eq(deliverySlots.id, slotId)))[0]!.reserved;
const usesOf = async () => (await db.select().from(promoCodes).where(eq(promoCodes.code, 'SAVE5')))[0]!.usedCount;

/** A shopper with `names` on their address orders 2 of a product with 5 in stock, in a delivery slot. */
async function placeOrder(options: { paymentMethodId: number; promo?: boolean; names?: [string, string] }) {
  const product = await createProduct(database, { price: 20_000, variations: [{ stock: 5 }] });
  const caller = await createGuest(app);
  const ready = await shopperReadyToOrder(app, caller, product.productId, 2);
  const { client } = ready;
  const addressId = options.names
    ? await createAddress(app, caller, { firstName: options.names[0], lastName: options.names[1] })
    : ready.addressId;
  if (options.promo) expect((await client.cart.applyPromo('SAVE5')).statusCode).toBe(200);
  const [slot] = await db
    .select()
    .from(deliverySlots)
    .where(sql`${deliverySlots.date} > current_date + 1`)
    .limit(1);
  const placed = await client.order(
    orderBody(await client.cart.cart(), {
      addressId,
      paymentMethodId: options.paymentMethodId,
      deliverySlotId: slot!.id,
    }),
  );
  return { caller, client, product, variationId: product.variationIds[0]!, slotId: slot!.id, placed };
}

const admin = (method: 'GET' | 'POST', url: string, payload?: object, headers = manager.headers) =>
  app.inject({ method, url: `/admin-api${url}`, headers, ...(payload ? { payload } : {}) });
async function move(orderId: number, verb: string, payload?: object): Promise<AdminOrder> {
  const response = await admin('POST', `/orders/${orderId}/${verb}`, payload ?? {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const list = async (query: string): Promise<AdminOrderList> => {
  const response = await admin('GET', `/orders?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('the back office order list', () => {
  it('filters by status and payment state, searches names Arabic-folded, numbers and phones, and pages by cursor', async () => {
    const arabic = await placeOrder({ paymentMethodId: cod, names: ['أحمد', 'الصباح'] });
    const english = await placeOrder({ paymentMethodId: cod, names: ['Noura', 'Haddad'] });
    const unpaid = await placeOrder({ paymentMethodId: card });

    const byName = await list(`q=${encodeURIComponent('احمد الصباح')}`);
    expect(byName.items.map((item) => item.orderId)).toEqual([arabic.placed.order.orderId]);
    expect(byName.items[0]).toMatchObject({
      customerName: 'أحمد الصباح',
      status: 'processing',
      paymentState: 'on_delivery',
    });
    expect((await list('q=noura%20HADDAD')).items.map((item) => item.orderId)).toEqual([english.placed.order.orderId]);
    const number = english.placed.order.orderNumber;
    expect((await list(`q=${number.slice(-6)}`)).items.map((item) => item.orderNumber)).toContain(number);

    const awaiting = await list('paymentState=awaiting&status=awaiting_payment');
    expect(awaiting.items.map((item) => item.orderId)).toContain(unpaid.placed.order.orderId);
    expect(awaiting.items.every((item) => item.status === 'awaiting_payment')).toBe(true);
    expect((await list(`paymentMethodId=${cod}&status=awaiting_payment`)).items).toEqual([]);

    // Keyset pages: one at a time, newest first, nothing repeated or skipped.
    const all = await list('pageSize=100');
    const seen: number[] = [];
    let after: string | null = null;
    do {
      const page: AdminOrderList = await list(`pageSize=1${after ? `&after=${after}` : ''}`);
      seen.push(...page.items.map((item) => item.orderId));
      after = page.nextCursor;
    } while (after);
    expect(seen).toEqual(all.items.map((item) => item.orderId));
    expect(all.total).toBe(seen.length);

    expect((await admin('GET', '/orders?q=ab')).statusCode).toBe(400);
    expect((await admin('GET', '/orders?deliveryDate=2026-02-30')).json().code).toBe('VALIDATION_FAILED');
    expect((await admin('GET', '/orders?after=bm9wZQ')).json().code).toBe('VALIDATION_FAILED');
    expect((await admin('GET', '/orders', undefined, cataloguer.headers)).statusCode).toBe(403);
  });
});

describe('an order manager fulfils an order', () => {
  it('confirms, packs, ships with a tracking number the shopper sees, and delivers; each move says who and is audited', async () => {
    const { caller, placed } = await placeOrder({ paymentMethodId: cod });
    const orderId = placed.order.orderId;
    let order = (await admin('GET', `/orders/${orderId}`)).json() as AdminOrder;
    expect(order.actions).toEqual(['confirm', 'cancel']);
    expect(order.lines[0]).toMatchObject({ quantity: 2, unitPrice: 20_000, lineTotal: 40_000 });
    expect(order.deliverySlot).not.toBeNull();

    expect(
      (await admin('POST', `/orders/${orderId}/ship`, { carrier: 'Aramex', trackingNumber: '1' })).json().code,
    ).toBe('FULFILMENT_STEP_OUT_OF_ORDER');
    order = await move(orderId, 'confirm');
    expect(order.confirmed?.by?.name).toBeTruthy();
    expect(order.actions).toEqual(['pack', 'ship', 'cancel']);
    expect((await admin('POST', `/orders/${orderId}/confirm`, {})).statusCode).toBe(409);
    order = await move(orderId, 'pack');
    expect(order.packed).not.toBeNull();
    order = await move(orderId, 'ship', { carrier: 'Aramex', trackingNumber: 'AWB 4471 0093' });
    expect(order).toMatchObject({
      status: 'shipped',
      shipment: { carrier: 'Aramex', trackingNumber: 'AWB 4471 0093' },
    });

    const tracking = OrderTrackingSchema.parse(
      (await checkoutClient(app, caller).get(`/web-gw/orders/${orderId}/tracking`)).json(),
    );
    expect(tracking.shipment).toEqual({ carrier: 'Aramex', trackingNumber: 'AWB 4471 0093' });

    order = await move(orderId, 'deliver');
    expect(order).toMatchObject({ status: 'delivered', paymentState: 'paid', actions: ['refund'] });
    expect(order.history.map((entry) => [entry.toStatus, entry.by === null])).toEqual([
      ['processing', true],
      ['shipped', false],
      ['delivered', false],
    ]);
    const audited = await db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, String(orderId)));
    expect(audited.map((entry) => entry.action).sort()).toEqual(
      ['order.confirm', 'order.deliver', 'order.pack', 'order.ship'].sort(),
    );
    expect((await admin('POST', `/orders/${orderId}/cancel`, { reason: 'Too late' })).json().code).toBe(
      'ILLEGAL_STATUS_TRANSITION',
    );
  });

  it('cancels an order: its stock, slot place and promo use come back in one go, once', async () => {
    const { variationId, slotId, placed } = await placeOrder({ paymentMethodId: cod, promo: true });
    const [stock, reserved, uses] = [await stockOf(variationId), await reservedOf(slotId), await usesOf()];
    const order = await move(placed.order.orderId, 'cancel', { reason: 'Customer called' });
    expect(order).toMatchObject({ status: 'cancelled', paymentState: 'voided', actions: [] });
    expect(order.history.at(-1)).toMatchObject({ toStatus: 'cancelled', note: 'Customer called' });
    expect([await stockOf(variationId), await reservedOf(slotId), await usesOf()]).toEqual([
      stock + 2,
      reserved - 1,
      uses - 1,
    ]);
    expect((await admin('POST', `/orders/${placed.order.orderId}/cancel`, { reason: 'again' })).statusCode).toBe(409);
    expect(await stockOf(variationId)).toBe(stock + 2);
  });

  it('cancelling a paid card order refunds it at the gateway; refunds by line stop at the units ordered', async () => {
    const paid = await placeOrder({ paymentMethodId: card });
    expect(resultStatusOf(await payOnHostedPage(app, paid.placed.payment!.paymentLink, TEST_CARDS.success))).toBe(
      'paid',
    );
    let order = await move(paid.placed.order.orderId, 'refund', {
      lines: [
        {
          orderLineId: (await admin('GET', `/orders/${paid.placed.order.orderId}`)).json().lines[0].orderLineId,
          quantity: 1,
        },
      ],
      reason: 'One arrived broken',
    });
    expect(order).toMatchObject({ paymentState: 'partially_refunded', refundedAmount: 20_000 });
    expect(order.lines[0]!.refundedQuantity).toBe(1);
    expect(order.payments[0]!.refunds).toMatchObject([{ amount: 20_000, status: 'succeeded' }]);
    const tooMany = await admin('POST', `/orders/${order.orderId}/refund`, {
      lines: [{ orderLineId: order.lines[0]!.orderLineId, quantity: 2 }],
      reason: 'again',
    });
    expect(tooMany.json().code).toBe('REFUND_EXCEEDS_LINE');

    order = await move(order.orderId, 'cancel', { reason: 'Out of stock at the warehouse' });
    expect(order).toMatchObject({ status: 'cancelled', paymentState: 'refunded', refundedAmount: order.total });
    expect(order.payments[0]!.refunds.map((refund) => [refund.amount, refund.status])).toEqual([
      [20_000, 'succeeded'],
      [order.total - 20_000, 'succeeded'],
    ]);
    expect((await admin('POST', `/orders/${order.orderId}/refund`, { whole: true, reason: 'x' })).json().code).toBe(
      'NOTHING_TO_REFUND',
    );
  });

  it(
    'a staff cancel racing the shopper paying never keeps money without a refund, nor gives stock back twice',
    { timeout: 120_000 },
    async () => {
      for (let round = 0; round < 6; round++) {
        const { variationId, placed } = await placeOrder({ paymentMethodId: card });
        const [, cancelled] = await Promise.all([
          payOnHostedPage(app, placed.payment!.paymentLink, TEST_CARDS.success).catch(() => null),
          admin('POST', `/orders/${placed.order.orderId}/cancel`, { reason: 'Race' }),
        ]);
        expect([200, 409]).toContain(cancelled.statusCode);
        const [row] = await db.select().from(orders).where(eq(orders.id, placed.order.orderId));
        const requests = await db.select().from(paymentRequests).where(eq(paymentRequests.orderId, row!.id));
        const paidRequest = requests.find((request) => request.status === 'paid');
        if (row!.status === 'cancelled') {
          expect(await stockOf(variationId)).toBe(5);
          if (paidRequest) {
            const refunds = await db.select().from(paymentRefunds).where(eq(paymentRefunds.requestId, paidRequest.id));
            expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(paidRequest.amount);
            expect(row!.paymentState).toBe('refunded');
          } else expect(row!.paymentState).toBe('voided');
        } else {
          // The payment won and the cancel was refused or came first at the gateway: the order is paid, stock held.
          expect(row!.status).toBe('paid');
          expect(await stockOf(variationId)).toBe(3);
        }
      }
    },
  );

  it('ships a set at once, telling which could not ship', async () => {
    const [a, b] = [await placeOrder({ paymentMethodId: cod }), await placeOrder({ paymentMethodId: cod })];
    await move(a.placed.order.orderId, 'confirm');
    const response = await admin('POST', '/orders/bulk-ship', {
      orders: [a, b].map(({ placed }) => ({
        orderId: placed.order.orderId,
        carrier: 'Own van',
        trackingNumber: 'V-1',
      })),
    });
    expect(response.json()).toEqual({
      shipped: [a.placed.order.orderId],
      refused: [expect.objectContaining({ orderId: b.placed.order.orderId, code: 'FULFILMENT_STEP_OUT_OF_ORDER' })],
    });
  });

  it('prints a delivery day’s packing slips as one PDF, in the staff member’s language, leaving out cancelled orders', async () => {
    const [kept, cancelled] = [await placeOrder({ paymentMethodId: cod }), await placeOrder({ paymentMethodId: cod })];
    await move(cancelled.placed.order.orderId, 'cancel', { reason: 'Shopper asked' });
    const [slot] = await db.select().from(deliverySlots).where(eq(deliverySlots.id, kept.slotId));
    const slips = async (language: 'en' | 'ar') => {
      const response = await app.inject({
        url: `/admin-api/orders/packing-slips?date=${slot!.date}`,
        headers: { ...manager.headers, language },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      return pdfTextRuns(response.rawPayload).join(' ');
    };
    const english = await slips('en');
    expect(english).toContain('Packing slip');
    expect(english).toContain(kept.placed.order.orderNumber);
    expect(english).toContain(kept.product.nameEn);
    expect(english).not.toContain(cancelled.placed.order.orderNumber);
    expect(english).not.toContain('KD');
    const arabic = await slips('ar');
    // (The font draws ي and ز as one ligature glyph, which reads back unreversed: check a word without one.)
    expect(arabic).toContain(drawnRtl('قائمة'));
    expect(arabic).toContain(drawnRtl('عنوان الشحن'));
    expect(arabic).toContain(kept.placed.order.orderNumber);

    expect((await admin('GET', '/orders/packing-slips?date=2026-13-40')).statusCode).toBe(400);
    expect(
      (await admin('GET', `/orders/packing-slips?date=${slot!.date}`, undefined, cataloguer.headers)).statusCode,
    ).toBe(403);
  });

  it('offers the payment and shipping methods to filter by', async () => {
    const response = await admin('GET', '/orders/filter-options');
    expect(response.statusCode).toBe(200);
    const options = response.json();
    expect(options.paymentMethods).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: cod }), expect.objectContaining({ id: card })]),
    );
    expect(options.shippingMethods.length).toBeGreaterThan(0);
    const { placed } = await placeOrder({ paymentMethodId: cod });
    const byShipping = await list(
      `shippingMethodId=${options.shippingMethods[0].id}&paymentMethodId=${cod}&pageSize=100`,
    );
    expect(byShipping.items.map((item) => item.orderId)).toContain(placed.order.orderId);
  });

  it('keeps staff notes on the order page, with who wrote them', async () => {
    const { placed } = await placeOrder({ paymentMethodId: cod });
    const order = await move(placed.order.orderId, 'notes', { body: 'Call before delivering' });
    expect(order.staffNotes).toMatchObject([{ body: 'Call before delivering', by: { name: expect.any(String) } }]);
    expect((await admin('POST', `/orders/999999/confirm`, {})).statusCode).toBe(404);
    const invoice = await admin('GET', `/orders/${placed.order.orderId}/invoice`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
