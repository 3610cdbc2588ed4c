import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { OrderSchema, PaymentLinkSchema } from '@storefront/contracts';
import { buildTestApp } from './helper.ts';
import { createGuest, type Caller } from './sessions.ts';
import { createProduct } from './shop-fixtures.ts';
import {
  checkoutClient,
  orderBody,
  orderHistoryOf,
  paymentMethodId,
  paymentStatusOf,
  shopperReadyToOrder,
} from './checkout-client.ts';
import { paymentsServiceOn } from './payments-service.ts';
import type { FakeServer } from './fake-gateways/fake-server.ts';
import type { WebhookDelivery } from './fake-gateways/myfatoorah.ts';
import { orders } from '../src/modules/orders/orders.schema.ts';
import { PAYMENT_WEBHOOK_JOB } from '../src/modules/orders/index.ts';
import { productVariations } from '../src/modules/catalogue/catalogue.schema.ts';
import { deliverySlots } from '../src/modules/shipping/shipping.schema.ts';
import { promoCodes } from '../src/modules/promotions/promotions.schema.ts';
import { paymentRefunds, paymentRequests } from '../src/modules/payments/payments.schema.ts';

// What every real gateway's adapter must hold, whatever its API: a payment is believed only as the
// gateway's own books report it, once; webhooks are signed, taken in once and may come first;
// unavailability decides nothing; refunds never exceed the payment. Each adapter's test file runs
// these against its local fake (test/fake-gateways) and adds what is particular to its API.

/**
 * Long enough for a loaded test machine (the fake answers at once); a failure mode `timeout` waits it out. Shorter
 * ones made a busy CI's slow answers count as timeouts.
 */
const GATEWAY_TIMEOUT_MS = 2_000;

/** The gateway's side of one payment, as its fake holds it. */
export interface GatewayPayment {
  /** The gateway's id for it (what the shop stores in `gatewayTransactionId`). */
  id: string;
  /** The shopper on the hosted page: answers the URL the gateway sends the browser back to. */
  pay(outcome: 'success' | 'decline'): string;
  /** The gateway's signed webhook about this payment (signed with `secret` to forge one). */
  event(options?: { secret?: string }): WebhookDelivery;
  /** The gateway's books say this amount was paid (a test of a mismatch). */
  recordAmount(fils: number): void;
  /** Refunded at the gateway's portal by hand (true) or not (false): nothing left to refund there. */
  setFullyRefunded(refunded: boolean): void;
}

export interface GatewayUnderTest {
  /** e.g. "Tap". */
  name: string;
  /** Its name in `/api/payments/webhooks/{provider}`. */
  provider: string;
  /** The variables that switch KNET and cards (or the buy-now-pay-later method) to it. */
  env: Record<string, string>;
  /** The payment method the contract pays with (its provider code; `knet` unless the gateway is its own method). */
  method?: 'knet' | 'tabby' | 'tamara';
  /** Its merchant account (`gateway=` of the return): `knet-{provider}` unless named otherwise. */
  account?: string;
  /**
   * `immediate`: the gateway answers a refund once it is made (tabby, tamara), so the back office sees it succeeded at
   * once and no refund webhook is waited for; `async` (default): it is pending until the gateway's refund webhook.
   */
  refunds?: 'async' | 'immediate';
  /** The same, as the payments service of the back office is built (refunds). */
  services: Omit<Parameters<typeof paymentsServiceOn>[1], 'timeoutMs'>;
  fake: FakeServer;
  /** The fake's paths of opening a payment (each call of it), asking for its outcome, and refunding. */
  paths: { open: string[]; lookup: string; refund: string };
  paymentOf(reference: string): GatewayPayment;
  refundEvent?(gatewayRefundId: string, status: 'succeeded' | 'failed'): WebhookDelivery;
  /** The amount of the last refund the gateway was asked for, as the request's body wrote it. */
  lastRefundAmount(): string;
  /** Parameters the gateway adds to the return URL (unsigned): a forger may set them too. */
  forgedReturn: string;
  /** A signed delivery with its body changed after signing. */
  tamper(delivery: WebhookDelivery, payment: GatewayPayment): WebhookDelivery;
  /** The gateway's message for a declined payment and a refused refund (as the fake answers them). */
  declineReason: string;
  refundRefusedReason: string;
}

/** A gateway's 3-place KWD literal in fils, read as digits (never through a float). */
function filsOf(literal: string): number {
  expect(literal).toMatch(/^\d+\.\d{3}$/);
  return Number(literal.replace('.', ''));
}

/** An app whose KNET and cards go to the gateway under test, with what its tests drive it with. */
export async function gatewayTestbed(gateway: GatewayUnderTest) {
  const { app, database } = await buildTestApp({
    ...gateway.env,
    PAYMENT_GATEWAY_TIMEOUT_MS: String(GATEWAY_TIMEOUT_MS),
  });
  const { db } = database;
  // The method under test is called `knet` here: KNET for the card gateways, else the gateway's own method.
  const knet = await paymentMethodId(app, gateway.method ?? 'knet');
  const card = await paymentMethodId(app, 'card');
  const payments = paymentsServiceOn(database, { ...gateway.services, timeoutMs: GATEWAY_TIMEOUT_MS });

  const stockOf = async (variationId: number) =>
    (await db.select().from(productVariations).where(eq(productVariations.id, variationId)))[0]!.activeQty;

  /** An online order of 2 units (of 5) with a delivery slot place and the SAVE5 promo. */
  async function placeOrder(method = knet, extraHeaders: Record<string, string> = {}) {
    const product = await createProduct(database, { price: 20_345, variations: [{ stock: 5 }] });
    const caller = await createGuest(app);
    const { client, addressId } = await shopperReadyToOrder(app, caller, product.productId, 2);
    expect((await client.cart.applyPromo('SAVE5')).statusCode).toBe(200);
    const [slot] = await db
      .select()
      .from(deliverySlots)
      .where(sql`${deliverySlots.date} > current_date + 1`)
      .limit(1);
    const body = orderBody(await client.cart.cart(), { addressId, paymentMethodId: method, deliverySlotId: slot!.id });
    const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, 'SAVE5'));
    const held = {
      reserved: async () => (await db.select().from(deliverySlots).where(eq(deliverySlots.id, slot!.id)))[0]!.reserved,
      uses: async () => (await db.select().from(promoCodes).where(eq(promoCodes.id, promo!.id)))[0]!.usedCount,
      stock: () => stockOf(product.variationIds[0]!),
    };
    return { caller, client, body, held, place: () => client.placeOrder(body, extraHeaders) };
  }

  async function placed(method = knet) {
    const order = await placeOrder(method);
    const response = await order.place();
    expect(response.statusCode, response.body).toBe(201);
    const { order: row, payment } = response.json() as {
      order: { orderId: number; total: number };
      payment: { reference: string; paymentLink: string };
    };
    return { ...order, order: row, payment, gatewayPayment: gateway.paymentOf(payment.reference) };
  }

  return {
    app,
    database,
    db,
    knet,
    card,
    payments,
    placeOrder,
    placed,
    pathOf: (url: string) => `${new URL(url).pathname}${new URL(url).search}`,
    resultOf(response: LightMyRequestResponse) {
      expect(response.statusCode, response.body).toBe(303);
      return new URL(response.headers.location as string).searchParams.get('status');
    },
    deliver: (provider: string, { body, headers }: WebhookDelivery) =>
      app.inject({ method: 'POST', url: `/api/payments/webhooks/${provider}`, payload: body, headers }),
    historyOf: (caller: Caller, orderId: number) => orderHistoryOf(app, caller, orderId),
    statusOf: (caller: Caller, reference: string) => paymentStatusOf(app, caller, reference),
  };
}
export type GatewayTestbed = Awaited<ReturnType<typeof gatewayTestbed>>;

/** The invariants every adapter holds, as vitest suites named after the gateway. */
export function describeGatewayContract(gateway: GatewayUnderTest, bed: GatewayTestbed) {
  const { app, db, database, knet, payments, placeOrder, placed, pathOf, resultOf, deliver, historyOf, statusOf } = bed;
  const { name, provider, fake, paths } = gateway;
  const returnOf = (reference: string) =>
    `/api/payments/payment-result?gateway=${gateway.account ?? `knet-${provider}`}&ref=${reference}${gateway.forgedReturn}`;

  describe(`${name}: opening a payment`, () => {
    it('a gateway that does not answer (timeout or 5xx) gets a clear 502; the retry opens the payment under the same reference, once', async () => {
      const order = await placeOrder(knet, { 'idempotency-key': crypto.randomUUID() });
      // The last call of opening (after any earlier call of the same path, e.g. tabby's pre-scoring session).
      const last = paths.open.at(-1)!;
      fake.failNext(last, 'timeout', paths.open.filter((path) => path === last).length - 1);
      const first = await order.place();
      expect(first.statusCode, first.body).toBe(502);
      expect(first.json()).toMatchObject({ code: 'PAYMENT_GATEWAY_UNAVAILABLE' });
      const [request] = await db
        .select()
        .from(paymentRequests)
        .innerJoin(orders, eq(orders.id, paymentRequests.orderId))
        .where(eq(orders.customerId, order.caller.userId));
      expect(request!.payment_requests.paymentLink).toBeNull();

      fake.failNext(paths.open[0]!, '5xx');
      expect((await order.place()).statusCode).toBe(502);

      // The same Idempotency-Key answers the order already placed (200), now with where to pay.
      const retried = await order.place();
      expect(retried.statusCode, retried.body).toBe(200);
      const payment = PaymentLinkSchema.parse(retried.json().payment);
      expect(payment.reference).toBe(request!.payment_requests.reference);
      expect(gateway.paymentOf(payment.reference).id).toBe(
        (await db.select().from(paymentRequests).where(eq(paymentRequests.reference, payment.reference)))[0]!
          .gatewayTransactionId,
      );
      expect(await db.select().from(orders).where(eq(orders.customerId, order.caller.userId))).toHaveLength(1);
    });
  });

  describe(`${name}: the shopper comes back`, () => {
    it(`is paid only once ${name}’s own books say so, and exactly once`, async () => {
      const { caller, order, payment, gatewayPayment, held } = await placed();
      // The browser claims a payment before there was one: the shop asks the gateway, which says it is pending.
      expect(resultOf(await app.inject(returnOf(payment.reference)))).toBe('pending');

      const back = gatewayPayment.pay('success');
      expect(resultOf(await app.inject(pathOf(back)))).toBe('paid');
      expect(resultOf(await app.inject(pathOf(back)))).toBe('paid');
      expect(await historyOf(caller, order.orderId)).toEqual(['awaiting_payment', 'paid']);
      expect(await held.stock()).toBe(3);
    });

    it('a decline gives back the stock, the slot place and the promo use; paying again opens a new payment, paid once', async () => {
      const { caller, client, order, payment, gatewayPayment, held } = await placed();
      const [reserved, uses] = [await held.reserved(), await held.uses()];
      expect(resultOf(await app.inject(pathOf(gatewayPayment.pay('decline'))))).toBe('failed');
      expect(await statusOf(caller, payment.reference)).toMatchObject({
        status: 'failed',
        orderStatus: 'payment_failed',
        canRetry: true,
        failureReason: gateway.declineReason,
      });
      expect([await held.stock(), await held.reserved(), await held.uses()]).toEqual([5, reserved - 1, uses - 1]);

      const retry = await client.put(`/web-gw/payment-requests/reference/${payment.reference}/submitted`, {
        paymentMethodId: knet,
      });
      expect(retry.statusCode, retry.body).toBe(200);
      const second = PaymentLinkSchema.parse(retry.json());
      expect(second.reference).not.toBe(payment.reference);
      const secondPayment = gateway.paymentOf(second.reference);
      expect(secondPayment.id).not.toBe(gatewayPayment.id);
      expect([await held.stock(), await held.reserved(), await held.uses()]).toEqual([3, reserved, uses]);
      expect(resultOf(await app.inject(pathOf(secondPayment.pay('success'))))).toBe('paid');
      expect(await historyOf(caller, order.orderId)).toEqual([
        'awaiting_payment',
        'payment_failed',
        'awaiting_payment',
        'paid',
      ]);
    });

    it(`an amount ${name} recorded differently (by one fils) is not a payment: the order is not paid`, async () => {
      const { caller, order, payment, gatewayPayment, held } = await placed();
      gatewayPayment.recordAmount(order.total - 1);
      expect(resultOf(await app.inject(pathOf(gatewayPayment.pay('success'))))).toBe('failed');
      expect(await statusOf(caller, payment.reference)).toMatchObject({
        status: 'failed',
        orderStatus: 'payment_failed',
        failureReason: 'The amount or currency paid does not match the order.',
      });
      expect(await held.stock()).toBe(5);
    });

    it(`when ${name} fails during the return the shopper is told it is still open, and a webhook settles it later`, async () => {
      const { caller, order, gatewayPayment } = await placed();
      const back = gatewayPayment.pay('success');
      fake.failNext(paths.lookup, '5xx');
      expect(resultOf(await app.inject(pathOf(back)))).toBe('pending');
      expect(
        OrderSchema.parse((await checkoutClient(app, caller).get(`/web-gw/orders/${order.orderId}`)).json()).status,
      ).toBe('awaiting_payment');
      expect((await deliver(provider, gatewayPayment.event())).statusCode).toBe(200);
      await expect.poll(() => historyOf(caller, order.orderId)).toEqual(['awaiting_payment', 'paid']);
    });

    it(`an overdue order whose gateway does not answer waits until ${name} can be asked`, async () => {
      const { caller, order } = await placed();
      await db
        .update(orders)
        .set({ paymentDueAt: new Date(Date.now() - 1_000) })
        .where(eq(orders.id, order.orderId));
      fake.failNext(paths.lookup, 'timeout');
      const read = () => checkoutClient(app, caller).get(`/web-gw/orders/${order.orderId}`);
      expect(OrderSchema.parse((await read()).json()).status).toBe('awaiting_payment');
      expect(OrderSchema.parse((await read()).json()).status).toBe('cancelled');
    });
  });

  describe(`${name}: webhooks`, () => {
    it('a webhook before the shopper’s return pays the order; a redelivery is taken in once; the return finds it paid', async () => {
      const { caller, order, gatewayPayment } = await placed();
      const back = gatewayPayment.pay('success');
      const event = gatewayPayment.event();
      const first = await deliver(provider, event);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ received: true, duplicate: false });
      expect((await deliver(provider, event)).json()).toEqual({ received: true, duplicate: true });
      await expect.poll(() => historyOf(caller, order.orderId)).toEqual(['awaiting_payment', 'paid']);
      expect(resultOf(await app.inject(pathOf(back)))).toBe('paid');
      expect(await historyOf(caller, order.orderId)).toEqual(['awaiting_payment', 'paid']);
    });

    it('refuses a bad signature (401), a gateway the shop has no account at (404), a body that is not an event (400)', async () => {
      const { caller, order, gatewayPayment } = await placed();
      gatewayPayment.pay('success');
      const refused = await deliver(provider, gatewayPayment.event({ secret: 'not-the-secret' }));
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
      // A signed body whose fields were changed after signing fails too.
      const genuine = gatewayPayment.event();
      expect((await deliver(provider, gateway.tamper(genuine, gatewayPayment))).statusCode).toBe(401);
      expect((await deliver('no-such-gateway', genuine)).statusCode).toBe(404);
      const junk = await deliver(provider, { body: '{"Event":', headers: { 'content-type': 'application/json' } });
      expect([junk.statusCode, junk.json().code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(await historyOf(caller, order.orderId)).toEqual(['awaiting_payment']);
      // A refused delivery was not taken in: the genuine event still counts.
      expect((await deliver(provider, genuine)).json()).toEqual({ received: true, duplicate: false });
      await expect.poll(() => historyOf(caller, order.orderId)).toEqual(['awaiting_payment', 'paid']);
    });

    it(`an event whose applying fails (${name} cannot be asked) is kept, and applied by the job's retry`, async () => {
      const { caller, order, gatewayPayment } = await placed();
      gatewayPayment.pay('success');
      const callsBefore = fake.calls.length;
      fake.failNext(paths.lookup, '5xx');
      expect((await deliver(provider, gatewayPayment.event())).json()).toEqual({ received: true, duplicate: false });
      await expect
        .poll(() => historyOf(caller, order.orderId), { timeout: 30_000, interval: 250 })
        .toEqual(['awaiting_payment', 'paid']);
      // The first run's question failed (500), a retry's was answered.
      const lookups = fake.calls.slice(callsBefore).filter((call) => call.path.startsWith(paths.lookup));
      expect(lookups.length).toBeGreaterThanOrEqual(2);
    });

    it('one event delivered twice at once is taken in once, queued once and applied once', async () => {
      const { caller, order, gatewayPayment } = await placed();
      gatewayPayment.pay('success');
      const event = gatewayPayment.event();
      const answers = await Promise.all([deliver(provider, event), deliver(provider, event)]);
      expect(answers.map((answer) => answer.json().duplicate).sort()).toEqual([false, true]);
      await expect.poll(() => historyOf(caller, order.orderId)).toEqual(['awaiting_payment', 'paid']);
      // The order is paid inside the job, a moment before the queue marks the job completed.
      const jobs = async () =>
        (
          await database.query(
            `select state from pgboss.job where name = $1 and data->'event'->>'gatewayPaymentId' = $2`,
            [PAYMENT_WEBHOOK_JOB, gatewayPayment.id],
          )
        ).rows;
      await expect.poll(jobs).toEqual([{ state: 'completed' }]);
    });
  });

  describe(`${name}: refunds (payments.refund, for the back office)`, () => {
    it('refunds exact amounts, never more than was paid, and the refund webhook completes them', async () => {
      const { order, gatewayPayment } = await placed();
      await app.inject(pathOf(gatewayPayment.pay('success')));

      const first = await payments.refund(order.orderId, 1, 'One item arrived damaged', 'en');
      // Accepted, not done: the gateway's webhook says when the money went back (unless the gateway answers it done).
      const accepted = gateway.refunds === 'immediate' ? 'succeeded' : 'pending';
      expect(first).toMatchObject({ amount: 1, status: accepted });
      expect(first.gatewayRefundId).toBeTruthy();
      expect(gateway.lastRefundAmount()).toBe('0.001');

      await expect(payments.refund(order.orderId, order.total, 'Everything', 'en')).rejects.toMatchObject({
        statusCode: 409,
        code: 'REFUND_EXCEEDS_PAYMENT',
      });
      const rest = await payments.refund(order.orderId, order.total - 1, 'The rest', 'ar');
      expect(filsOf(gateway.lastRefundAmount())).toBe(order.total - 1);

      if (gateway.refundEvent) {
        const event = gateway.refundEvent(rest.gatewayRefundId!, 'succeeded');
        expect((await deliver(provider, event)).json()).toEqual({ received: true, duplicate: false });
      }
      const refunds = () =>
        db
          .select()
          .from(paymentRefunds)
          .where(eq(paymentRefunds.requestId, first.requestId))
          .orderBy(paymentRefunds.id)
          .then((rows) => rows.map((row) => [row.amount, row.status]));
      await expect.poll(refunds).toEqual([
        [1, accepted],
        [order.total - 1, 'succeeded'],
      ]);
    });

    it('refuses to refund an order that was not paid, or a refund that is not a positive number of fils', async () => {
      const { order } = await placed();
      await expect(payments.refund(order.orderId, 100, 'x', 'en')).rejects.toMatchObject({ statusCode: 404 });
      await expect(payments.refund(order.orderId, 0.5, 'x', 'en')).rejects.toMatchObject({ statusCode: 400 });
    });

    it(`records a refund ${name} refuses as failed, not counting against the payment; a timeout answers 502`, async () => {
      const { order, gatewayPayment } = await placed();
      await app.inject(pathOf(gatewayPayment.pay('success')));
      gatewayPayment.setFullyRefunded(true);
      const refused = await payments.refund(order.orderId, 500, 'Returned', 'en');
      expect(refused).toMatchObject({ status: 'failed', failureReason: gateway.refundRefusedReason });
      gatewayPayment.setFullyRefunded(false);
      fake.failNext(paths.refund, 'timeout');
      await expect(payments.refund(order.orderId, 500, 'Returned', 'en')).rejects.toMatchObject({
        statusCode: 502,
        code: 'PAYMENT_GATEWAY_UNAVAILABLE',
      });
      const rows = await db
        .select()
        .from(paymentRefunds)
        .where(and(eq(paymentRefunds.requestId, refused.requestId), eq(paymentRefunds.status, 'requested')));
      expect(rows).toHaveLength(1);
      // Still counted: a refund whose answer was lost may have been made.
      await expect(payments.refund(order.orderId, order.total - 500 + 1, 'Rest', 'en')).rejects.toMatchObject({
        statusCode: 409,
      });
    });
  });
}
