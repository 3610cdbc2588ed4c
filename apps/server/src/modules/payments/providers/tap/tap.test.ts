import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startFakeTap } from '../../../../../test/fake-gateways/tap.ts';
import {
  describeGatewayContract,
  gatewayTestbed,
  type GatewayUnderTest,
} from '../../../../../test/gateway-contract.ts';
import { paymentRequests } from '../../payments.schema.ts';
import { filsToKwd } from '../kwd-amount.ts';

// KNET and card payments through Tap, against a local Tap (test/fake-gateways): the invariants every
// gateway holds (test/gateway-contract.ts), and what the shop sends Tap.

const fake = await startFakeTap();
const tap: GatewayUnderTest = {
  name: 'Tap',
  provider: 'tap',
  env: { KNET_GATEWAY: 'tap', CARD_GATEWAY: 'tap', TAP_API_URL: fake.url, TAP_SECRET_KEY: fake.secretKey },
  services: {
    gateways: { knet: 'tap', card: 'tap' },
    tap: { apiUrl: fake.url, secretKey: fake.secretKey, merchantId: undefined },
  },
  fake,
  paths: { open: ['/v2/charges'], lookup: '/v2/charges', refund: '/v2/refunds' },
  paymentOf(reference) {
    const charge = fake.chargeOf(reference);
    return {
      id: charge.id,
      pay: (outcome) => fake.pay(charge.id, outcome),
      event: ({ secret } = {}) => fake.chargeEvent(charge.id, secret ? { secretKey: secret } : {}),
      recordAmount: (fils) => void (charge.amount = filsToKwd(fils)),
      setFullyRefunded: (refunded) => void (charge.refunded = refunded ? Math.round(Number(charge.amount) * 1000) : 0),
    };
  },
  refundEvent: (gatewayRefundId, status) =>
    fake.refundEvent(gatewayRefundId, status === 'succeeded' ? 'REFUNDED' : 'CANCELLED'),
  lastRefundAmount: () => fake.refunds.at(-1)!.rawAmount,
  forgedReturn: '&tap_id=chg_forged',
  tamper: (delivery) => ({ ...delivery, body: delivery.body.replace('"status":"CAPTURED"', '"status":"AUTHORIZED"') }),
  declineReason: 'Insufficient Funds',
  refundRefusedReason: 'Refund amount exceeds the available amount',
};
const bed = await gatewayTestbed(tap);
const { app, db, card, placed, pathOf, resultOf, payments, deliver, historyOf } = bed;

describeGatewayContract(tap, bed);

describe('Tap: what the shop sends', () => {
  it('creates one KNET charge for the exact amount in KWD, with the payer and the shop’s reference as idempotency key', async () => {
    const { order, payment } = await placed();
    const charge = fake.chargeOf(payment.reference);
    expect(payment.paymentLink).toBe(`${fake.url}/gosell/v2/payment/tap_process.aspx?chg=${charge.id}`);
    expect(charge.rawAmount).toBe(filsToKwd(order.total));
    expect(charge.sourceId).toBe('src_kw.knet');
    expect(charge.reference).toMatchObject({ transaction: payment.reference, idempotent: payment.reference });
    // The order's billing address (test/checkout-client.ts): its name, and its phone split as Tap wants it.
    expect(charge.customer).toEqual({
      first_name: 'فاطمة',
      last_name: 'العنزي',
      phone: { country_code: '965', number: '51150001' },
    });
    const back = new URL(charge.redirectUrl);
    expect(back.pathname).toBe('/api/payments/payment-result');
    expect(Object.fromEntries(back.searchParams)).toEqual({ gateway: 'knet-tap', ref: payment.reference });
    expect(new URL(charge.postUrl).pathname).toBe('/api/payments/webhooks/tap');
    const create = fake.calls.filter((call) => call.path === '/v2/charges').at(-1)!;
    expect(create.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(create.rawBody).toContain(`"amount":${filsToKwd(order.total)}`);

    const [request] = await db.select().from(paymentRequests).where(eq(paymentRequests.reference, payment.reference));
    expect(request).toMatchObject({ gateway: 'knet-tap', gatewayTransactionId: charge.id });
  });

  it('takes cards with src_card', async () => {
    const { payment } = await placed(card);
    const charge = fake.chargeOf(payment.reference);
    expect(charge.sourceId).toBe('src_card');
    expect(new URL(charge.redirectUrl).searchParams.get('gateway')).toBe('card-tap');
  });

  it('retrieves the charge it kept (not the tap_id of the return), and refunds it with the refund’s own reference', async () => {
    const { order, gatewayPayment } = await placed();
    const back = new URL(gatewayPayment.pay('success'));
    back.searchParams.set('tap_id', 'chg_someone_elses');
    expect(resultOf(await app.inject(pathOf(back.toString())))).toBe('paid');
    expect(fake.calls.filter((call) => call.method === 'GET').at(-1)!.path).toBe(`/v2/charges/${gatewayPayment.id}`);

    const refund = await payments.refund(order.orderId, 250, 'Returned', 'en');
    const made = fake.refunds.at(-1)!;
    expect(made).toMatchObject({ id: refund.gatewayRefundId, chargeId: gatewayPayment.id, rawAmount: '0.250' });
    expect(made.merchantReference).toBe(refund.reference);
  });

  it('a later state of the same charge is a new event; the same state again is a duplicate', async () => {
    const { caller, order, gatewayPayment } = await placed();
    const initiated = gatewayPayment.event();
    expect((await deliver('tap', initiated)).json()).toEqual({ received: true, duplicate: false });
    gatewayPayment.pay('success');
    expect((await deliver('tap', gatewayPayment.event())).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver('tap', initiated)).json()).toEqual({ received: true, duplicate: true });
    await expect.poll(() => historyOf(caller, order.orderId)).toEqual(['awaiting_payment', 'paid']);
  });
});
