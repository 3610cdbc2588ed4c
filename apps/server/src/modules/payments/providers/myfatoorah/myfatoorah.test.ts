import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { OrderSchema, PaymentLinkSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../../../test/helper.ts';
import { createGuest, type Caller } from '../../../../../test/sessions.ts';
import { createProduct } from '../../../../../test/shop-fixtures.ts';
import {
  checkoutClient,
  orderBody,
  orderHistoryOf,
  paymentMethodId,
  paymentStatusOf,
  shopperReadyToOrder,
} from '../../../../../test/checkout-client.ts';
import { startFakeMyFatoorah, type WebhookDelivery } from '../../../../../test/fake-gateways/myfatoorah.ts';
import { orders } from '../../../orders/orders.schema.ts';
import { productVariations } from '../../../catalogue/catalogue.schema.ts';
import { deliverySlots } from '../../../shipping/shipping.schema.ts';
import { promoCodes } from '../../../promotions/promotions.schema.ts';
import { paymentRefunds, paymentRequests } from '../../payments.schema.ts';
import { paymentsServiceOn } from '../../../../../test/payments-service.ts';
import { filsToKwd } from '../kwd-amount.ts';

// KNET and card payments through MyFatoorah, against a local MyFatoorah (test/fake-gateways):
// what the shop sends, what it believes, and the same order invariants as the sandbox's tests.

const fake = await startFakeMyFatoorah();
const { app, database } = await buildTestApp({
  KNET_GATEWAY: 'myfatoorah',
  CARD_GATEWAY: 'myfatoorah',
  MYFATOORAH_API_URL: fake.url,
  MYFATOORAH_API_KEY: fake.apiKey,
  MYFATOORAH_WEBHOOK_SECRET: fake.webhookSecret,
  PAYMENT_GATEWAY_TIMEOUT_MS: '300',
});
const { db } = database;
const knet = await paymentMethodId(app, 'knet');
const card = await paymentMethodId(app, 'card');

const payments = paymentsServiceOn(database, {
  gateways: { knet: 'myfatoorah', card: 'myfatoorah' },
  myFatoorah: { apiUrl: fake.url, apiKey: fake.apiKey, webhookSecret: fake.webhookSecret },
  timeoutMs: 300,
});

const pathOf = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;
const resultOf = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(303);
  return new URL(response.headers.location as string).searchParams.get('status');
};
const deliver = (provider: string, { body, headers }: WebhookDelivery) =>
  app.inject({ method: 'POST', url: `/api/payments/webhooks/${provider}`, payload: body, headers });
const historyOf = (caller: Caller, orderId: number) => orderHistoryOf(app, caller, orderId);
const statusOf = (caller: Caller, reference: string) => paymentStatusOf(app, caller, reference);
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
  return { ...order, order: row, payment, invoice: fake.invoiceOf(payment.reference) };
}

describe('MyFatoorah: opening a payment', () => {
  it('opens one invoice for the exact amount in KWD, under the shop’s reference, returning to the shop', async () => {
    const { order, payment, invoice } = await placed();
    expect(payment.paymentLink).toBe(`${fake.url}/pay/${invoice.InvoiceId}`);
    expect(invoice.rawInvoiceValue).toBe(filsToKwd(order.total));
    expect(invoice.PaymentMethodId).toBe(1);
    expect(invoice.Language).toBe('en');
    const back = new URL(invoice.CallBackUrl);
    expect(back.pathname).toBe('/api/payments/payment-result');
    expect(Object.fromEntries(back.searchParams)).toEqual({ gateway: 'knet-myfatoorah', ref: payment.reference });
    const execute = fake.calls.filter((call) => call.path === '/v2/ExecutePayment').at(-1)!;
    expect(execute.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(execute.rawBody).toContain(`"InvoiceValue":${filsToKwd(order.total)}`);

    const [request] = await db.select().from(paymentRequests).where(eq(paymentRequests.reference, payment.reference));
    expect(request).toMatchObject({ gateway: 'knet-myfatoorah', gatewayTransactionId: String(invoice.InvoiceId) });
  });

  it('takes cards through the account’s VISA/MASTER method', async () => {
    const { invoice } = await placed(card);
    expect(invoice.PaymentMethodId).toBe(2);
    expect(new URL(invoice.CallBackUrl).searchParams.get('gateway')).toBe('card-myfatoorah');
  });

  it('a gateway that does not answer (timeout or 5xx) gets a clear 502; the retry opens the payment under the same reference', async () => {
    const order = await placeOrder(knet, { 'idempotency-key': crypto.randomUUID() });
    fake.failNext('/v2/ExecutePayment', 'timeout');
    const first = await order.place();
    expect(first.statusCode, first.body).toBe(502);
    expect(first.json()).toMatchObject({ code: 'PAYMENT_GATEWAY_UNAVAILABLE' });
    const [request] = await db
      .select()
      .from(paymentRequests)
      .innerJoin(orders, eq(orders.id, paymentRequests.orderId))
      .where(eq(orders.customerId, order.caller.userId));
    expect(request!.payment_requests.paymentLink).toBeNull();

    fake.failNext('/v2/InitiatePayment', '5xx');
    expect((await order.place()).statusCode).toBe(502);

    // The same Idempotency-Key answers the order already placed (200), now with where to pay.
    const retried = await order.place();
    expect(retried.statusCode, retried.body).toBe(200);
    const payment = PaymentLinkSchema.parse(retried.json().payment);
    expect(payment.reference).toBe(request!.payment_requests.reference);
    expect(
      [...fake.invoices.values()].filter((invoice) => invoice.CustomerReference === payment.reference),
    ).toHaveLength(1);
    expect(await db.select().from(orders).where(eq(orders.customerId, order.caller.userId))).toHaveLength(1);
  });
});

describe('MyFatoorah: the shopper comes back', () => {
  it('is paid only once MyFatoorah’s own books say so, and exactly once', async () => {
    const { caller, order, payment, invoice, held } = await placed();
    // The browser claims a payment before there was one: the shop asks MyFatoorah, which says it is pending.
    const forged = `/api/payments/payment-result?gateway=knet-myfatoorah&ref=${payment.reference}&paymentId=1&Id=1`;
    expect(resultOf(await app.inject(forged))).toBe('pending');

    const back = fake.pay(invoice.InvoiceId, 'success');
    expect(resultOf(await app.inject(pathOf(back)))).toBe('paid');
    expect(resultOf(await app.inject(pathOf(back)))).toBe('paid');
    expect(await historyOf(caller, order.orderId)).toEqual(['awaiting_payment', 'paid']);
    expect(await held.stock()).toBe(3);
    const lookups = fake.calls.filter((call) => call.path === '/v2/GetPaymentStatus').map((call) => call.body);
    expect(lookups.at(-1)).toEqual({ Key: String(invoice.InvoiceId), KeyType: 'InvoiceId' });
  });

  it('a decline gives back the stock, the slot place and the promo use; paying again opens a new invoice, paid once', async () => {
    const { caller, client, order, payment, invoice, held } = await placed();
    const [reserved, uses] = [await held.reserved(), await held.uses()];
    expect(resultOf(await app.inject(pathOf(fake.pay(invoice.InvoiceId, 'decline'))))).toBe('failed');
    expect(await statusOf(caller, payment.reference)).toMatchObject({
      status: 'failed',
      orderStatus: 'payment_failed',
      canRetry: true,
      failureReason: 'Insufficient Funds',
    });
    expect([await held.stock(), await held.reserved(), await held.uses()]).toEqual([5, reserved - 1, uses - 1]);

    const retry = await client.put(`/web-gw/payment-requests/reference/${payment.reference}/submitted`, {
      paymentMethodId: knet,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    const second = PaymentLinkSchema.parse(retry.json());
    expect(second.reference).not.toBe(payment.reference);
    const secondInvoice = fake.invoiceOf(second.reference);
    expect(secondInvoice.InvoiceId).not.toBe(invoice.InvoiceId);
    expect([await held.stock(), await held.reserved(), await held.uses()]).toEqual([3, reserved, uses]);
    expect(resultOf(await app.inject(pathOf(fake.pay(secondInvoice.InvoiceId, 'success'))))).toBe('paid');
    expect(await historyOf(caller, order.orderId)).toEqual([
      'awaiting_payment',
      'payment_failed',
      'awaiting_payment',
      'paid',
    ]);
  });

  it('an amount MyFatoorah recorded differently (by one fils) is not a payment: the order is not paid', async () => {
    const { caller, order, payment, invoice, held } = await placed();
    invoice.InvoiceValue = Number(filsToKwd(order.total - 1));
    expect(resultOf(await app.inject(pathOf(fake.pay(invoice.InvoiceId, 'success'))))).toBe('failed');
    expect(await statusOf(caller, payment.reference)).toMatchObject({
      status: 'failed',
      orderStatus: 'payment_failed',
      failureReason: 'The amount or currency paid does not match the order.',
    });
    expect(await held.stock()).toBe(5);
  });

  it('when MyFatoorah fails during the return the shopper is told it is still open, and a webhook settles it later', async () => {
    const { caller, order, invoice } = await placed();
    const back = fake.pay(invoice.InvoiceId, 'success');
    fake.failNext('/v2/GetPaymentStatus', '5xx');
    expect(resultOf(await app.inject(pathOf(back)))).toBe('pending');
    expect(
      OrderSchema.parse((await checkoutClient(app, caller).get(`/web-gw/orders/${order.orderId}`)).json()).status,
    ).toBe('awaiting_payment');
    expect((await deliver('myfatoorah', fake.paymentEvent(invoice.InvoiceId))).statusCode).toBe(200);
    expect(await historyOf(caller, order.orderId)).toEqual(['awaiting_payment', 'paid']);
  });

  it('an overdue order whose gateway does not answer waits until MyFatoorah can be asked', async () => {
    const { caller, order } = await placed();
    await db
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() - 1_000) })
      .where(eq(orders.id, order.orderId));
    fake.failNext('/v2/GetPaymentStatus', 'timeout');
    const read = () => checkoutClient(app, caller).get(`/web-gw/orders/${order.orderId}`);
    expect(OrderSchema.parse((await read()).json()).status).toBe('awaiting_payment');
    expect(OrderSchema.parse((await read()).json()).status).toBe('cancelled');
  });
});

describe('MyFatoorah: webhooks', () => {
  it('a webhook before the shopper’s return pays the order; a redelivery is taken in once; the return finds it paid', async () => {
    const { caller, order, invoice } = await placed();
    const back = fake.pay(invoice.InvoiceId, 'success');
    const event = fake.paymentEvent(invoice.InvoiceId);
    const first = await deliver('myfatoorah', event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect((await deliver('myfatoorah', event)).json()).toEqual({ received: true, duplicate: true });
    expect(resultOf(await app.inject(pathOf(back)))).toBe('paid');
    expect(await historyOf(caller, order.orderId)).toEqual(['awaiting_payment', 'paid']);
  });

  it('refuses a bad signature (401), a gateway the shop has no account at (404), a body that is not an event (400)', async () => {
    const { caller, order, invoice } = await placed();
    fake.pay(invoice.InvoiceId, 'success');
    const forged = fake.paymentEvent(invoice.InvoiceId, { reference: 'WH-forged', secret: 'not-the-secret' });
    const refused = await deliver('myfatoorah', forged);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    // A signed body whose fields were changed after signing fails too.
    const genuine = fake.paymentEvent(invoice.InvoiceId, { reference: 'WH-forged' });
    const tampered = { ...genuine, body: genuine.body.replace(`"Id":"${invoice.InvoiceId}"`, '"Id":"1"') };
    expect((await deliver('myfatoorah', tampered)).statusCode).toBe(401);
    expect((await deliver('tap', genuine)).statusCode).toBe(404);
    const junk = await deliver('myfatoorah', { body: '{"Event":', headers: { 'content-type': 'application/json' } });
    expect([junk.statusCode, junk.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await historyOf(caller, order.orderId)).toEqual(['awaiting_payment']);
    // A refused delivery was not taken in: the genuine event with that id still counts.
    expect((await deliver('myfatoorah', genuine)).json()).toEqual({ received: true, duplicate: false });
    expect(await historyOf(caller, order.orderId)).toEqual(['awaiting_payment', 'paid']);
  });

  it('answers 503 when MyFatoorah cannot be asked about the payment, and takes the redelivery in', async () => {
    const { caller, order, invoice } = await placed();
    fake.pay(invoice.InvoiceId, 'success');
    const event = fake.paymentEvent(invoice.InvoiceId);
    fake.failNext('/v2/GetPaymentStatus', 'timeout');
    const failed = await deliver('myfatoorah', event);
    expect([failed.statusCode, failed.json().code]).toEqual([503, 'PAYMENT_GATEWAY_UNAVAILABLE']);
    expect((await deliver('myfatoorah', event)).json()).toEqual({ received: true, duplicate: false });
    expect(await historyOf(caller, order.orderId)).toEqual(['awaiting_payment', 'paid']);
  });
});

describe('MyFatoorah: refunds (payments.refund, for the back office)', () => {
  it('refunds exact amounts through MakeRefund, never more than was paid, and REFUND_STATUS_CHANGED completes them', async () => {
    const { order, invoice } = await placed();
    await app.inject(pathOf(fake.pay(invoice.InvoiceId, 'success')));

    const first = await payments.refund(order.orderId, 1, 'One item arrived damaged', 'en');
    expect(first).toMatchObject({
      amount: 1,
      status: 'pending',
      gatewayRefundId: String(fake.refunds.at(-1)!.RefundId),
    });
    expect(fake.refunds.at(-1)).toMatchObject({ InvoiceId: invoice.InvoiceId, rawAmount: '0.001' });
    const make = fake.calls.filter((call) => call.path === '/v2/MakeRefund').at(-1)!;
    expect(make.body).toMatchObject({
      KeyType: 'InvoiceId',
      Key: String(invoice.InvoiceId),
      ServiceChargeOnCustomer: false,
    });

    await expect(payments.refund(order.orderId, order.total, 'Everything', 'en')).rejects.toMatchObject({
      statusCode: 409,
      code: 'REFUND_EXCEEDS_PAYMENT',
    });
    const rest = await payments.refund(order.orderId, order.total - 1, 'The rest', 'ar');
    expect(fake.refunds.at(-1)!.rawAmount).toBe(filsToKwd(order.total - 1));

    const event = fake.refundEvent(Number(rest.gatewayRefundId), 'REFUNDED');
    expect((await deliver('myfatoorah', event)).json()).toEqual({ received: true, duplicate: false });
    const rows = await db.select().from(paymentRefunds).where(eq(paymentRefunds.requestId, first.requestId));
    expect(rows.map((row) => [row.amount, row.status])).toEqual([
      [1, 'pending'],
      [order.total - 1, 'succeeded'],
    ]);
  });

  it('refuses to refund an order that was not paid, or a refund that is not a positive number of fils', async () => {
    const { order } = await placed();
    await expect(payments.refund(order.orderId, 100, 'x', 'en')).rejects.toMatchObject({ statusCode: 404 });
    await expect(payments.refund(order.orderId, 0.5, 'x', 'en')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('records a refund MyFatoorah refuses as failed, not counting against the payment; a timeout answers 502', async () => {
    const { order, invoice } = await placed();
    await app.inject(pathOf(fake.pay(invoice.InvoiceId, 'success')));
    // Refunded at MyFatoorah's portal by hand: nothing is left to give back there.
    invoice.refunded = Math.round(invoice.InvoiceValue * 1000);
    const refused = await payments.refund(order.orderId, 500, 'Returned', 'en');
    expect(refused).toMatchObject({
      status: 'failed',
      failureReason: 'The refund amount is more than the available amount',
    });
    invoice.refunded = 0;
    fake.failNext('/v2/MakeRefund', 'timeout');
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
