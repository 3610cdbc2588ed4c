import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OrderSchema, PaymentAccessSchema, PaymentLinkSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { createGuest, signInByPhone, type Caller } from '../../../test/sessions.ts';
import { createProduct } from '../../../test/shop-fixtures.ts';
import {
  checkoutClient,
  orderBody,
  orderHistoryOf,
  paymentStatusOf,
  payOnHostedPage,
  paymentMethodId,
  resultStatusOf,
  shopperReadyToOrder,
  TEST_CARDS,
} from '../../../test/checkout-client.ts';
import { orders } from './orders.schema.ts';
import { paymentRequests } from '../payments/payments.schema.ts';
import { signResult } from '../payments/index.ts';

const { app, database } = await buildTestApp();
const { db } = database;
const cod = await paymentMethodId(app, 'cod');
const card = await paymentMethodId(app, 'card');
const knet = await paymentMethodId(app, 'knet');
const tabby = await paymentMethodId(app, 'tabby');
const product = await createProduct(database, { price: 7_500, variations: [{ stock: 1_000 }] });

const ordersOf = (customerId: string) => db.select().from(orders).where(eq(orders.customerId, customerId));
const historyOf = (caller: Caller, orderId: number) => orderHistoryOf(app, caller, orderId);
const statusOf = (caller: Caller, reference: string) => paymentStatusOf(app, caller, reference);

async function placeOnline(caller: Caller, paymentMethod: number, language: 'en' | 'ar' = 'en', quantity = 1) {
  const { client, addressId, cart } = await shopperReadyToOrder(app, caller, product.productId, quantity, language);
  const placed = await client.order(orderBody(cart, { addressId, paymentMethodId: paymentMethod }));
  expect(placed.order.status).toBe('awaiting_payment');
  return { client, order: placed.order, payment: placed.payment! };
}

describe('a whole purchase', () => {
  it('as a guest paying cash on delivery: the order is confirmed at once and the cart is empty', async () => {
    const guest = await createGuest(app);
    const { client, addressId, cart } = await shopperReadyToOrder(app, guest, product.productId, 2, 'ar');
    const placed = await client.order(orderBody(cart, { addressId, paymentMethodId: cod }));
    expect(placed.order).toMatchObject({
      status: 'processing',
      total: 16_000,
      paymentMethod: { kind: 'cod', name: 'الدفع عند الاستلام' },
    });
    expect(placed.payment).toBeNull();
    expect((await client.cart.cart()).itemCount).toBe(0);
    expect(await historyOf(guest, placed.order.orderId)).toEqual(['processing']);
  });

  it('as a customer paying by card on the hosted page: paid once the gateway confirms it', async () => {
    const customer = await signInByPhone(app, database, '+96551000301');
    const { client, order, payment } = await placeOnline(customer, card);
    const access = PaymentAccessSchema.parse(
      (await client.get(`/web-gw/payment-requests/reference/${payment.reference}/access`)).json(),
    );
    expect(access).toMatchObject({ orderId: order.orderId, amount: order.total, currency: 'KWD', canPay: true });
    expect(
      (await client.put(`/web-gw/payment-requests/reference/${payment.reference}/submitted`, { paymentMethodId: card }))
        .statusCode,
    ).toBe(200);
    expect((await statusOf(customer, payment.reference)).status).toBe('submitted');

    const back = await payOnHostedPage(app, payment.paymentLink, TEST_CARDS.success);
    expect(back.headers.location).toBe(`http://127.0.0.1:3000/checkout/result?ref=${payment.reference}&status=paid`);
    expect(await statusOf(customer, payment.reference)).toMatchObject({
      status: 'paid',
      orderStatus: 'paid',
      canPay: false,
      canRetry: false,
    });
    expect(await historyOf(customer, order.orderId)).toEqual(['awaiting_payment', 'paid']);
    const [request] = await db.select().from(paymentRequests).where(eq(paymentRequests.reference, payment.reference));
    expect(request).toMatchObject({ status: 'paid', amount: order.total });
    expect(request!.gatewayTransactionId).toMatch(/^sbx_/);
  });

  it('with KNET through a challenge step: the code confirms the payment', async () => {
    const guest = await createGuest(app);
    const { payment, order } = await placeOnline(guest, knet, 'ar');
    const page = await app.inject(new URL(payment.paymentLink).pathname);
    expect(page.body).toContain('lang="ar" dir="rtl"');
    expect(resultStatusOf(await payOnHostedPage(app, payment.paymentLink, TEST_CARDS.challenge, '1234'))).toBe('paid');
    expect(
      OrderSchema.parse((await checkoutClient(app, guest).get(`/web-gw/orders/${order.orderId}`)).json()).status,
    ).toBe('paid');
  });

  it('a wrong challenge code declines the payment', async () => {
    const guest = await createGuest(app);
    const { payment } = await placeOnline(guest, card);
    expect(resultStatusOf(await payOnHostedPage(app, payment.paymentLink, TEST_CARDS.challenge, '9999'))).toBe(
      'failed',
    );
    expect(await statusOf(guest, payment.reference)).toMatchObject({
      status: 'failed',
      orderStatus: 'payment_failed',
      canRetry: true,
      failureReason: 'The card holder could not be verified.',
    });
  });

  it('declined, then paid on a second attempt: still one order, paid once', async () => {
    const customer = await signInByPhone(app, database, '+96551000302');
    const { client, order, payment } = await placeOnline(customer, card);
    expect(resultStatusOf(await payOnHostedPage(app, payment.paymentLink, TEST_CARDS.decline))).toBe('failed');
    expect(await statusOf(customer, payment.reference)).toMatchObject({
      status: 'failed',
      orderStatus: 'payment_failed',
      canRetry: true,
    });
    expect((await client.get(`/web-gw/payments/reference/${payment.reference}/payment-link`)).json().code).toBe(
      'PAYMENT_REQUEST_CLOSED',
    );

    const retry = await client.put(`/web-gw/payment-requests/reference/${payment.reference}/submitted`, {
      paymentMethodId: card,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    const second = PaymentLinkSchema.parse(retry.json());
    expect(second.reference).not.toBe(payment.reference);
    expect(resultStatusOf(await payOnHostedPage(app, second.paymentLink, TEST_CARDS.success))).toBe('paid');

    expect(await ordersOf(customer.userId)).toHaveLength(1);
    expect(await historyOf(customer, order.orderId)).toEqual([
      'awaiting_payment',
      'payment_failed',
      'awaiting_payment',
      'paid',
    ]);
    expect(
      (
        await client.put(`/web-gw/payment-requests/reference/${second.reference}/submitted`, { paymentMethodId: card })
      ).json().code,
    ).toBe('ORDER_NOT_PAYABLE');
  });

  it('switching to another online method opens a new attempt and voids the first at its gateway', async () => {
    const guest = await createGuest(app);
    const { client, payment } = await placeOnline(guest, card, 'en', 2);
    const switched = PaymentLinkSchema.parse(
      (
        await client.put(`/web-gw/payment-requests/reference/${payment.reference}/submitted`, {
          paymentMethodId: tabby,
        })
      ).json(),
    );
    expect(switched.reference).not.toBe(payment.reference);
    expect((await statusOf(guest, payment.reference)).status).toBe('cancelled');
    // The first attempt's page now only sends the shopper back: its payment was voided.
    const stale = await app.inject({
      method: 'POST',
      url: new URL(payment.paymentLink).pathname,
      payload: 'cardNumber=4242424242424242&expiry=12/39&cvc=123',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(stale.statusCode).toBe(303);
    expect(
      resultStatusOf(
        await app.inject(
          new URL(stale.headers.location as string).pathname + new URL(stale.headers.location as string).search,
        ),
      ),
    ).toBe('cancelled');
    expect(resultStatusOf(await payOnHostedPage(app, switched.paymentLink, TEST_CARDS.success))).toBe('paid');
    const cashRetry = await client.put(`/web-gw/payment-requests/reference/${switched.reference}/submitted`, {
      paymentMethodId: cod,
    });
    expect(cashRetry.statusCode).toBe(409);
  });

  it('refuses cash on delivery as an online retry', async () => {
    const guest = await createGuest(app);
    const { client, payment } = await placeOnline(guest, card);
    expect(
      (
        await client.put(`/web-gw/payment-requests/reference/${payment.reference}/submitted`, { paymentMethodId: cod })
      ).json().code,
    ).toBe('PAYMENT_METHOD_NOT_ONLINE');
  });
});

describe('gateway results are believed only once verified', () => {
  const resultUrl = (
    fields: { gateway: string; ref: string; result: 'captured' | 'declined' | 'cancelled' },
    signature: string,
  ) => `/api/payments/payment-result?${new URLSearchParams({ ...fields, signature })}`;

  it('a replayed result leaves exactly one paid transition', async () => {
    const guest = await createGuest(app);
    const { order, payment } = await placeOnline(guest, card);
    const back = await payOnHostedPage(app, payment.paymentLink, TEST_CARDS.success);
    const gatewayReturn = await app.inject(new URL(payment.paymentLink).pathname);
    expect(gatewayReturn.statusCode).toBe(303);
    for (let replay = 0; replay < 3; replay++) {
      const again = await app.inject(
        new URL(gatewayReturn.headers.location as string).pathname +
          new URL(gatewayReturn.headers.location as string).search,
      );
      expect(again.headers.location).toBe(back.headers.location);
    }
    expect((await historyOf(guest, order.orderId)).filter((status) => status === 'paid')).toHaveLength(1);
  });

  it('a forged signature, or a result the gateway does not confirm, changes nothing', async () => {
    const guest = await createGuest(app);
    const { order, payment } = await placeOnline(guest, card);
    const fields = { gateway: 'card-sandbox', ref: payment.reference, result: 'captured' } as const;
    const forged = await app.inject(resultUrl(fields, 'ab'.repeat(32)));
    expect(forged.statusCode).toBe(303);
    expect(resultStatusOf(forged)).toBe('pending');
    // Signed with another gateway's secret.
    expect(
      resultStatusOf(
        await app.inject(resultUrl(fields, signResult('not the card gateway secret, but long enough', fields))),
      ),
    ).toBe('pending');
    // Signed correctly, but the shopper never paid: the gateway's own record says so.
    const secret = readFileSync(path.join(inject('databaseTemplate').dataDir, 'card-gateway-secret'), 'utf8').trim();
    expect(resultStatusOf(await app.inject(resultUrl(fields, signResult(secret, fields))))).toBe('pending');
    expect(await historyOf(guest, order.orderId)).toEqual(['awaiting_payment']);
    expect(resultStatusOf(await app.inject(resultUrl({ ...fields, ref: 'PR-nobodyeverhadit' }, 'ab'.repeat(32))))).toBe(
      'unknown',
    );
    expect((await app.inject(resultUrl(fields, 'not-hex'))).statusCode).toBe(400);
    expect((await app.inject('/api/payments/payment-result')).statusCode).toBe(400);
  });

  it('never believes an amount other than the order’s', async () => {
    const guest = await createGuest(app);
    const { order, payment } = await placeOnline(guest, card);
    // Someone edits the order total after the gateway payment was opened (or the gateway captured another amount).
    await db
      .update(paymentRequests)
      .set({ amount: order.total + 1 })
      .where(eq(paymentRequests.reference, payment.reference));
    expect(resultStatusOf(await payOnHostedPage(app, payment.paymentLink, TEST_CARDS.success))).toBe('failed');
    expect(await statusOf(guest, payment.reference)).toMatchObject({
      orderStatus: 'payment_failed',
      failureReason: 'The amount or currency paid does not match the order.',
    });
  });
});

describe('payment requests are their owner’s only', () => {
  it('answers 404 to anyone else, 401 without a token, and 400 for a malformed reference', async () => {
    const owner = await createGuest(app);
    const stranger = await createGuest(app);
    const { payment } = await placeOnline(owner, card);
    const calls = [
      ['GET', `/web-gw/payments/reference/${payment.reference}/payment-link`],
      ['GET', `/web-gw/payments/reference/${payment.reference}/status`],
      ['GET', `/web-gw/payment-requests/reference/${payment.reference}/access`],
      ['PUT', `/web-gw/payment-requests/reference/${payment.reference}/submitted`],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === 'PUT' ? { paymentMethodId: card } : undefined;
      const asStranger = await app.inject({ method, url, headers: stranger.headers, payload });
      expect([asStranger.statusCode, asStranger.json().code], url).toEqual([404, 'PAYMENT_NOT_FOUND']);
      expect((await app.inject({ method, url, payload })).statusCode, url).toBe(401);
      expect(
        (await app.inject({ method, url: url.replace(payment.reference, 'PR-short'), headers: owner.headers, payload }))
          .statusCode,
        url,
      ).toBe(400);
      expect(
        (
          await app.inject({
            method,
            url: url.replace(payment.reference, 'PR-0000000000000000'),
            headers: owner.headers,
            payload,
          })
        ).statusCode,
        url,
      ).toBe(404);
    }
    const link = PaymentLinkSchema.parse(
      (await checkoutClient(app, owner).get(`/web-gw/payments/reference/${payment.reference}/payment-link`)).json(),
    );
    expect(link).toEqual(payment);
    expect(
      (
        await checkoutClient(app, owner).put(`/web-gw/payment-requests/reference/${payment.reference}/submitted`, {
          paymentMethodId: 'card',
        } as never)
      ).statusCode,
    ).toBe(400);
  });
});

describe('a guest who signs in to its account', () => {
  it('keeps its orders, and can finish paying one it started as a guest', async () => {
    const phone = '+96551000309';
    await signInByPhone(app, database, phone);
    const guest = await createGuest(app);
    const { client, addressId, cart } = await shopperReadyToOrder(app, guest, product.productId);
    const codOrder = (await client.order(orderBody(cart, { addressId, paymentMethodId: cod }))).order;
    const { order: cardOrder, payment } = await placeOnline(guest, card);

    const customer = await signInByPhone(app, database, phone, guest);
    expect((await ordersOf(customer.userId)).map((order) => order.id).sort()).toEqual(
      [codOrder.orderId, cardOrder.orderId].sort(),
    );
    expect(await ordersOf(guest.userId)).toEqual([]);
    expect((await checkoutClient(app, customer).get(`/web-gw/orders/${codOrder.orderId}`)).statusCode).toBe(200);
    await payOnHostedPage(app, payment.paymentLink, TEST_CARDS.success);
    expect(await statusOf(customer, payment.reference)).toMatchObject({ status: 'paid', orderStatus: 'paid' });
  });
});

describe('the hosted payment page', () => {
  it('is its own site: a strict policy without scripts, posting only to itself', async () => {
    const { payment, order } = await placeOnline(await createGuest(app), card);
    const page = await app.inject(new URL(payment.paymentLink).pathname);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('script-src');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain(`Order ${order.orderNumber}`);
    expect(page.body).toContain('<label for="cardNumber">');
  });

  it('asks again for fields it cannot accept, and answers 404 for a payment it does not know', async () => {
    const { payment } = await placeOnline(await createGuest(app), card);
    const path = new URL(payment.paymentLink).pathname;
    const wrong = await app.inject({
      method: 'POST',
      url: path,
      payload: 'cardNumber=1111&expiry=01/20&cvc=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body.match(/aria-invalid="true"/g)).toHaveLength(3);
    expect((await app.inject('/sandbox-gateway/pay/sbx_000000000000000000000000')).statusCode).toBe(404);
    expect((await app.inject('/sandbox-gateway/pay/nope')).statusCode).toBe(400);
  });
});
