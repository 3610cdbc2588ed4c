import { describe, expect, it } from 'vitest';
import { BnplAccountSchema, PaymentProviderSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';

const { app } = await buildTestApp();

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
