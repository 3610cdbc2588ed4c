import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BnplAccountSchema, PaymentProviderSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { createGuest } from '../../../test/sessions.ts';
import { createProduct } from '../../../test/shop-fixtures.ts';
import {
  orderBody,
  paymentMethodId,
  payOnHostedPage,
  resultStatusOf,
  shopperReadyToOrder,
  TEST_CARDS,
} from '../../../test/checkout-client.ts';
import { paymentsServiceOn } from '../../../test/payments-service.ts';
import { sandboxPayments } from './sandbox-gateway/sandbox-gateway.schema.ts';

const context = await buildTestApp();
const { app } = context;

describe('payment providers', () => {
  it('lists cash on delivery, the card gateways and buy now pay later, in the caller’s language', async () => {
    const response = await app.inject({ url: '/web-gw/payment-providers', headers: { language: 'ar' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('public');
    const providers = PaymentProviderSchema.array().parse(response.json());
    expect(providers.map((provider) => [provider.code, provider.kind, provider.isOnline])).toEqual([
      ['knet', 'card', true],
      ['card', 'card', true],
      ['cod', 'cod', false],
      ['tabby', 'bnpl', true],
      ['tamara', 'bnpl', true],
    ]);
    expect(providers.find((provider) => provider.code === 'cod')!.name).toBe('الدفع عند الاستلام');
  });

  it('answers the public merchant accounts of tabby and tamara', async () => {
    const tabby = BnplAccountSchema.array().parse((await app.inject('/web-gw/tabby-accounts')).json());
    expect(tabby).toEqual([
      expect.objectContaining({
        provider: 'tabby',
        merchantCode: 'souq-al-khaleej-sandbox',
        installments: 4,
        minAmount: 5000,
        maxAmount: 1500000,
        currency: 'KWD',
      }),
    ]);
    const tamara = BnplAccountSchema.array().parse((await app.inject('/web-gw/tamara-accounts')).json());
    expect(tamara).toEqual([expect.objectContaining({ provider: 'tamara', installments: 3, minAmount: 10000 })]);
  });
});

describe('refunds at the sandbox gateway (payments.refund, for the back office)', () => {
  it('gives back part and then the rest of a card payment, never more than was paid', async () => {
    const { database } = context;
    const payments = paymentsServiceOn(database, {
      gateways: { knet: 'sandbox', card: 'sandbox' },
      myFatoorah: null,
      timeoutMs: 1_000,
    });
    const product = await createProduct(database, { price: 7_500, variations: [{ stock: 10 }] });
    const caller = await createGuest(app);
    const { client, addressId, cart } = await shopperReadyToOrder(app, caller, product.productId);
    const { order, payment } = await client.order(
      orderBody(cart, { addressId, paymentMethodId: await paymentMethodId(app, 'card') }),
    );
    expect(resultStatusOf(await payOnHostedPage(app, payment!.paymentLink, TEST_CARDS.success))).toBe('paid');

    expect(await payments.refund(order.orderId, 2_500, 'One size too small', 'en')).toMatchObject({
      amount: 2_500,
      status: 'succeeded',
    });
    await expect(payments.refund(order.orderId, order.total, 'All of it', 'en')).rejects.toMatchObject({
      code: 'REFUND_EXCEEDS_PAYMENT',
    });
    expect(await payments.refund(order.orderId, order.total - 2_500, 'The rest', 'en')).toMatchObject({
      status: 'succeeded',
    });
    const [books] = await database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.merchantReference, payment!.reference));
    expect(books!.refundedAmount).toBe(order.total);
  });
});
