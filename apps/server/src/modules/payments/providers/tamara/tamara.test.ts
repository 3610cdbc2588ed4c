import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startFakeTamara, tamaraToken } from '../../../../../test/fake-gateways/tamara.ts';
import {
  describeGatewayContract,
  gatewayTestbed,
  type GatewayUnderTest,
} from '../../../../../test/gateway-contract.ts';
import { orders } from '../../../orders/orders.schema.ts';
import { paymentRefunds, paymentRequests } from '../../payments.schema.ts';
import { filsToKwd } from '../kwd-amount.ts';

// Buy now, pay later through Tamara, against a local Tamara (test/fake-gateways): the invariants every gateway holds
// (test/gateway-contract.ts), its payment-options pre-check behind the provider's minAmount–maxAmount offer, the
// authorise and capture of an approved order, and its notification token.

const fake = await startFakeTamara();
const tamara: GatewayUnderTest = {
  name: 'Tamara',
  provider: 'tamara',
  method: 'tamara',
  account: 'tamara',
  refunds: 'immediate',
  env: {
    TAMARA_GATEWAY: 'tamara',
    TAMARA_API_URL: fake.url,
    TAMARA_API_TOKEN: fake.apiToken,
    TAMARA_NOTIFICATION_TOKEN: fake.notificationToken,
  },
  services: {
    gateways: { knet: 'sandbox', card: 'sandbox', tamara: 'tamara' },
    tamara: { apiUrl: fake.url, apiToken: fake.apiToken, notificationToken: fake.notificationToken },
  },
  fake,
  // Placing an order makes two calls under /checkout: the pre-check, then the session.
  paths: { open: ['/checkout', '/checkout'], lookup: '/orders', refund: '/payments/simplified-refund' },
  paymentOf(reference) {
    const order = fake.orderOf(reference);
    return {
      id: order.orderId,
      pay: (outcome) => fake.pay(order.orderId, outcome),
      event: ({ secret } = {}) => fake.orderEvent(order.orderId, secret ? { secret } : {}),
      recordAmount: (fils) => void (order.amount = filsToKwd(fils)),
      setFullyRefunded: (refunded) => void (order.refunded = refunded ? order.captured : 0),
    };
  },
  lastRefundAmount: () => [...fake.orders.values()].flatMap((order) => order.refunds).at(-1)!.rawAmount,
  forgedReturn: '&orderId=00000000-0000-4000-8000-000000000000&paymentStatus=approved',
  // Tamara's token signs no body: a forger's token is one whose claims were changed after signing.
  tamper: (delivery) => {
    const [header, , signature] = String(delivery.headers.authorization).replace('Bearer ', '').split('.');
    const claims = Buffer.from(JSON.stringify({ iss: 'Tamara', exp: 4_102_444_800 })).toString('base64url');
    return { ...delivery, headers: { ...delivery.headers, authorization: `Bearer ${header}.${claims}.${signature}` } };
  },
  declineReason: 'Tamara did not approve this payment.',
  refundRefusedReason: 'Total refund amount is greater than the captured amount',
};
const bed = await gatewayTestbed(tamara);
const { app, db, placeOrder, placed, pathOf, resultOf, payments, deliver, historyOf } = bed;

describeGatewayContract(tamara, bed);

describe('Tamara: what the shop sends', () => {
  it('opens a checkout session for the exact amount in KWD, with the consumer and the shop’s reference', async () => {
    const { order, payment } = await placed();
    const session = fake.orderOf(payment.reference);
    expect(payment.paymentLink).toBe(`${fake.url}/checkout/${session.checkoutId}`);
    expect(session.rawAmount).toBe(filsToKwd(order.total));
    expect(session).toMatchObject({ countryCode: 'KW', locale: 'en_US' });
    expect(session.consumer).toEqual({ first_name: 'فاطمة', last_name: 'العنزي', phone_number: '+96551150001' });
    const back = new URL(session.merchantUrl.success);
    expect(Object.fromEntries(back.searchParams)).toEqual({ gateway: 'tamara', ref: payment.reference });
    expect(new URL(session.merchantUrl.notification).pathname).toBe('/api/payments/webhooks/tamara');
    const create = fake.calls.filter((call) => call.path === '/checkout').at(-1)!;
    expect(create.headers.authorization).toBe(`Bearer ${fake.apiToken}`);
    expect(create.rawBody).toContain(`"total_amount":{"amount":${filsToKwd(order.total)},"currency":"KWD"}`);
    const [request] = await db.select().from(paymentRequests).where(eq(paymentRequests.reference, payment.reference));
    expect(request).toMatchObject({ gateway: 'tamara', gatewayTransactionId: session.orderId });
  });

  it('authorises the approved order and captures it in full before calling it paid', async () => {
    const { payment, gatewayPayment } = await placed();
    const back = gatewayPayment.pay('success');
    expect(resultOf(await app.inject(pathOf(back)))).toBe('paid');
    const session = fake.orderOf(payment.reference);
    expect(session.status).toBe('fully_captured');
    expect(session.captured).toBe(Number(session.rawAmount.replace('.', '')));
    const calls = fake.calls.filter((call) => call.method === 'POST' && !call.path.startsWith('/checkout'));
    expect(calls.slice(-2).map((call) => call.path)).toEqual([
      `/orders/${session.orderId}/authorise`,
      '/payments/capture',
    ]);
    // Asked again, the order is captured already: nothing more is authorised or captured.
    expect(resultOf(await app.inject(pathOf(back)))).toBe('paid');
    expect(fake.calls.filter((call) => call.method === 'POST' && !call.path.startsWith('/checkout'))).toHaveLength(
      calls.length,
    );
  });

  it('leaves an approved order of another amount unauthorised', async () => {
    const { order, payment, gatewayPayment } = await placed();
    gatewayPayment.recordAmount(order.total + 1);
    expect(resultOf(await app.inject(pathOf(gatewayPayment.pay('success'))))).toBe('failed');
    expect(fake.orderOf(payment.reference).status).toBe('approved');
  });

  it('a notification is believed only with a token signed by the notification token, not expired', async () => {
    const { gatewayPayment } = await placed();
    const event = gatewayPayment.event();
    const expired = tamaraToken(fake.notificationToken, { exp: Math.floor(Date.now() / 1000) - 60 });
    const withToken = (token: string) => ({
      ...event,
      headers: { ...event.headers, authorization: `Bearer ${token}` },
    });
    expect((await deliver('tamara', withToken(expired))).statusCode).toBe(401);
    expect((await deliver('tamara', withToken('not.a.jwt'))).statusCode).toBe(401);
    const none = await deliver('tamara', { body: event.body, headers: { 'content-type': 'application/json' } });
    expect(none.statusCode).toBe(401);
    expect((await deliver('tamara', event)).json()).toEqual({ received: true, duplicate: false });
  });

  it('approved, authorised and captured are separate events of one order; a refund notification counts per refund', async () => {
    const { caller, order, gatewayPayment } = await placed();
    gatewayPayment.pay('success');
    const approved = gatewayPayment.event();
    expect((await deliver('tamara', approved)).json()).toEqual({ received: true, duplicate: false });
    await expect.poll(() => historyOf(caller, order.orderId)).toEqual(['awaiting_payment', 'paid']);
    expect((await deliver('tamara', gatewayPayment.event())).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver('tamara', approved)).json()).toEqual({ received: true, duplicate: true });

    const refund = await payments.refund(order.orderId, 100, 'Returned', 'en');
    const notification = (refundId: string) => ({
      body: JSON.stringify({
        order_id: gatewayPayment.id,
        order_reference_id: 'x',
        event_type: 'order_refunded',
        data: { refund_id: refundId, refunded_amount: { amount: 0.1, currency: 'KWD' }, comment: 'Returned' },
      }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tamaraToken(fake.notificationToken)}` },
    });
    expect((await deliver('tamara', notification(refund.gatewayRefundId!))).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect((await deliver('tamara', notification(refund.gatewayRefundId!))).json()).toEqual({
      received: true,
      duplicate: true,
    });
    const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refund.id));
    expect(row).toMatchObject({ status: 'succeeded', amount: 100 });
  });
});

describe('Tamara: the payment-options pre-check behind the minAmount–maxAmount offer', () => {
  it('a phone Tamara has no option for is told so before anything is taken', async () => {
    fake.scoring.rejectedPhones.add('+96551150001');
    try {
      const order = await placeOrder();
      const stock = await order.held.stock();
      const refused = await order.place();
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'PAYMENT_METHOD_NOT_AVAILABLE',
        message: 'Sorry, Tamara is unable to approve this purchase. Please use another payment method.',
      });
      const precheck = fake.calls.filter((call) => call.path === '/checkout/payment-options-pre-check').at(-1)!;
      expect(precheck.body).toMatchObject({ country: 'KW', phone_number: '+96551150001' });
      expect(await db.select().from(orders).where(eq(orders.customerId, order.caller.userId))).toEqual([]);
      expect(await order.held.stock()).toBe(stock);
    } finally {
      fake.scoring.rejectedPhones.clear();
    }
  });

  it('a session refused after a pre-check that could not be asked leaves the order to be paid another way', async () => {
    fake.scoring.rejectedPhones.add('+96551150001');
    try {
      const order = await placeOrder();
      fake.failNext('/checkout/payment-options-pre-check', 'timeout');
      const refused = await order.place();
      // Tamara refuses the session itself: the same clear answer, and the unpaid order waits for another method.
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().code).toBe('PAYMENT_METHOD_NOT_AVAILABLE');
      const [placedOrder] = await db.select().from(orders).where(eq(orders.customerId, order.caller.userId));
      expect(placedOrder!.status).toBe('awaiting_payment');
    } finally {
      fake.scoring.rejectedPhones.clear();
    }
  });
});
