import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startFakeTabby } from '../../../../../test/fake-gateways/tabby.ts';
import {
  describeGatewayContract,
  gatewayTestbed,
  type GatewayUnderTest,
} from '../../../../../test/gateway-contract.ts';
import { paymentMethodId } from '../../../../../test/checkout-client.ts';
import { orders } from '../../../orders/orders.schema.ts';
import { paymentProviders, paymentRequests } from '../../payments.schema.ts';
import { filsToKwd } from '../kwd-amount.ts';
import { registerTabbyWebhook, type TabbySettings } from './tabby-provider.ts';

// Buy now, pay later through Tabby, against a local Tabby (test/fake-gateways): the invariants every gateway holds
// (test/gateway-contract.ts), its pre-scoring behind the provider's minAmount–maxAmount offer, the capture of an
// authorised payment, and its webhook registration.

const fake = await startFakeTabby();
const settings: TabbySettings = {
  apiUrl: fake.url,
  secretKey: fake.secretKey,
  merchantCode: fake.merchantCode,
  webhookHeader: fake.webhookHeader,
  webhookSecret: fake.webhookSecret,
};
const tabby: GatewayUnderTest = {
  name: 'Tabby',
  provider: 'tabby',
  method: 'tabby',
  account: 'tabby',
  refunds: 'immediate',
  env: {
    TABBY_GATEWAY: 'tabby',
    TABBY_API_URL: fake.url,
    TABBY_SECRET_KEY: fake.secretKey,
    TABBY_MERCHANT_CODE: fake.merchantCode,
    TABBY_WEBHOOK_SECRET: fake.webhookSecret,
  },
  services: { gateways: { knet: 'sandbox', card: 'sandbox', tabby: 'tabby' }, tabby: settings },
  fake,
  // Placing an order opens two sessions: the pre-scoring, then the payment's.
  paths: { open: ['/api/v2/checkout', '/api/v2/checkout'], lookup: '/api/v2/payments', refund: '/api/v2/payments' },
  paymentOf(reference) {
    const payment = fake.paymentOf(reference);
    return {
      id: payment.id,
      pay: (outcome) => fake.pay(payment.id, outcome),
      event: ({ secret } = {}) => fake.paymentEvent(payment.id, secret ? { secret } : {}),
      recordAmount: (fils) => void (payment.amount = filsToKwd(fils)),
      setFullyRefunded(refunded) {
        // Refunded at Tabby's merchant dashboard: the whole capture.
        payment.refunds = refunded
          ? payment.captures.map((made) => ({ ...made, id: `${made.id}-r`, reason: 'dashboard' }))
          : [];
      },
    };
  },
  lastRefundAmount: () =>
    [...fake.payments.values()]
      .flatMap((payment) => payment.refunds)
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .at(-1)!.amount,
  forgedReturn: '&payment_id=00000000-0000-4000-8000-000000000000',
  // Tabby signs nothing: a delivery is genuine by the header value registered with it, so a forger's is another value.
  tamper: (delivery) => ({
    ...delivery,
    headers: { ...delivery.headers, [fake.webhookHeader.toLowerCase()]: `${fake.webhookSecret.slice(0, -1)}x` },
  }),
  declineReason: 'Tabby did not approve this payment.',
  refundRefusedReason: 'refund amount exceeds the captured amount',
};
const bed = await gatewayTestbed(tabby);
const { app, db, knet: tabbyMethod, placeOrder, placed, pathOf, resultOf, deliver, historyOf } = bed;

describeGatewayContract(tabby, bed);

describe('Tabby: what the shop sends', () => {
  it('opens a session for the exact amount in KWD with the buyer, the merchant code and the shop’s reference', async () => {
    const { order, payment } = await placed();
    const session = fake.paymentOf(payment.reference);
    expect(payment.paymentLink).toBe(`${fake.url}/checkout/${session.sessionId}`);
    expect(session.rawAmount).toBe(filsToKwd(order.total));
    expect(session.buyer).toEqual({ name: 'فاطمة العنزي', phone: '+96551150001' });
    const back = new URL(session.merchantUrls!.success);
    expect(back.pathname).toBe('/api/payments/payment-result');
    expect(Object.fromEntries(back.searchParams)).toEqual({ gateway: 'tabby', ref: payment.reference });
    const create = fake.calls.filter((call) => call.path === '/api/v2/checkout').at(-1)!;
    expect(create.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(create.body).toMatchObject({ merchant_code: fake.merchantCode, payment: { currency: 'KWD' } });

    const [request] = await db.select().from(paymentRequests).where(eq(paymentRequests.reference, payment.reference));
    expect(request).toMatchObject({ gateway: 'tabby', gatewayTransactionId: session.id });
  });

  it('captures an authorised payment in full under the shop’s reference before calling it paid', async () => {
    const { payment, gatewayPayment } = await placed();
    const back = new URL(gatewayPayment.pay('success'));
    expect(back.searchParams.get('payment_id')).toBe(gatewayPayment.id);
    expect(resultOf(await app.inject(pathOf(back.toString())))).toBe('paid');
    const session = fake.paymentOf(payment.reference);
    expect(session.status).toBe('CLOSED');
    expect(session.captures).toEqual([
      expect.objectContaining({ amount: session.rawAmount, reference_id: payment.reference }),
    ]);
    // Asked again (a webhook's job), the payment is already captured: no second capture.
    expect(resultOf(await app.inject(pathOf(back.toString())))).toBe('paid');
    expect(session.captures).toHaveLength(1);
  });

  it('closes (releases) an authorised payment of another amount instead of capturing it', async () => {
    const { order, payment, gatewayPayment } = await placed();
    gatewayPayment.recordAmount(order.total + 1);
    expect(resultOf(await app.inject(pathOf(gatewayPayment.pay('success'))))).toBe('failed');
    const session = fake.paymentOf(payment.reference);
    expect([session.status, session.captures]).toEqual(['CLOSED', []]);
  });

  it('a capture and a close of the same payment are new events; the same one again is a duplicate', async () => {
    const { caller, order, gatewayPayment } = await placed();
    gatewayPayment.pay('success');
    const authorised = gatewayPayment.event();
    expect((await deliver('tabby', authorised)).json()).toEqual({ received: true, duplicate: false });
    await expect.poll(() => historyOf(caller, order.orderId)).toEqual(['awaiting_payment', 'paid']);
    expect((await deliver('tabby', gatewayPayment.event())).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver('tabby', authorised)).json()).toEqual({ received: true, duplicate: true });
    const noHeader = await deliver('tabby', { body: authorised.body, headers: { 'content-type': 'application/json' } });
    expect(noHeader.statusCode).toBe(401);
  });

  it('registers the webhook with its auth header once, and corrects a changed secret', async () => {
    const url = 'https://shop.example.kw/api/payments/webhooks/tabby';
    await registerTabbyWebhook(settings, url, 2_000);
    await registerTabbyWebhook(settings, url, 2_000);
    expect(fake.webhooks).toEqual([
      expect.objectContaining({ url, header: { title: 'X-Tabby-Webhook-Auth', value: fake.webhookSecret } }),
    ]);
    await registerTabbyWebhook({ ...settings, webhookSecret: 'another-secret-that-is-long-enough-0000' }, url, 2_000);
    expect(fake.webhooks).toHaveLength(1);
    expect(fake.webhooks[0]!.header.value).toBe('another-secret-that-is-long-enough-0000');
    expect(fake.calls.filter((call) => call.path.startsWith('/api/v1/webhooks')).map((call) => call.method)).toEqual([
      'GET',
      'POST',
      'GET',
      'GET',
      'PUT',
    ]);
    expect(fake.calls.at(-1)!.headers['x-merchant-code']).toBe(fake.merchantCode);
  });
});

describe('Tabby: pre-scoring behind the minAmount–maxAmount offer', () => {
  const ordersOf = async (customerId: string) => db.select().from(orders).where(eq(orders.customerId, customerId));

  it('a shopper Tabby turns down is told so in their language before anything is taken', async () => {
    fake.scoring.rejectedPhones.add('+96551150001');
    try {
      const order = await placeOrder();
      const stock = await order.held.stock();
      const refused = await order.place();
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'PAYMENT_METHOD_NOT_AVAILABLE',
        message: 'Sorry, Tabby is unable to approve this purchase. Please use another payment method.',
      });
      expect(fake.rejections.at(-1)).toMatchObject({ phone: '+96551150001', reason: 'not_available' });
      expect(await ordersOf(order.caller.userId)).toEqual([]);
      expect(await order.held.stock()).toBe(stock);
    } finally {
      fake.scoring.rejectedPhones.clear();
    }
  });

  it('an amount above the shopper’s Tabby limit names the reason (Arabic)', async () => {
    const limit = fake.scoring.limit;
    fake.scoring.limit = 1_000;
    try {
      const order = await placeOrder(tabbyMethod, { language: 'ar' });
      const refused = await order.place();
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toBe(
        'قيمة الطلب تفوق الحد المسموح به حاليًا مع تابي. يُرجى تخفيض قيمة السلة أو استخدام طريقة دفع أخرى.',
      );
      expect(fake.rejections.at(-1)!.reason).toBe('order_amount_too_high');
    } finally {
      fake.scoring.limit = limit;
    }
  });

  it('a total outside the offer is refused without asking Tabby', async () => {
    const [row] = await db.select().from(paymentProviders).where(eq(paymentProviders.code, 'tabby'));
    await db
      .update(paymentProviders)
      .set({ settings: { ...row!.settings, minAmount: '9999999' } })
      .where(eq(paymentProviders.id, row!.id));
    try {
      const order = await placeOrder();
      const sessions = fake.calls.filter((call) => call.path === '/api/v2/checkout').length;
      const refused = await order.place();
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'PAYMENT_METHOD_NOT_AVAILABLE',
        message: 'Tabby: split in 4 payments is not available for this order total.',
      });
      expect(fake.calls.filter((call) => call.path === '/api/v2/checkout')).toHaveLength(sessions);
    } finally {
      await db.update(paymentProviders).set({ settings: row!.settings }).where(eq(paymentProviders.id, row!.id));
    }
  });

  it('a session rejected after a pre-scoring that could not be asked leaves the order to be paid another way', async () => {
    fake.scoring.rejectedPhones.add('+96551150001');
    try {
      const order = await placeOrder();
      // Tabby fails the pre-scoring call: that decides nothing, the payment's own session scores the shopper.
      fake.failNext('/api/v2/checkout', '5xx');
      const refused = await order.place();
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().code).toBe('PAYMENT_METHOD_NOT_AVAILABLE');
      const [placedOrder] = await ordersOf(order.caller.userId);
      expect(placedOrder!.status).toBe('awaiting_payment');
      const [request] = await db.select().from(paymentRequests).where(eq(paymentRequests.orderId, placedOrder!.id));
      const other = await order.client.put(`/web-gw/payment-requests/reference/${request!.reference}/submitted`, {
        paymentMethodId: await paymentMethodId(app, 'knet'),
      });
      expect(other.statusCode, other.body).toBe(200);
      expect(other.json().paymentLink).toContain('/sandbox-gateway/pay/');
    } finally {
      fake.scoring.rejectedPhones.clear();
    }
  });
});
