import { describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestAppsSharingDatabase } from './helper.ts';
import { createGuest } from './sessions.ts';
import { createProduct } from './shop-fixtures.ts';
import { orderBody, orderHistoryOf, paymentMethodId, shopperReadyToOrder } from './checkout-client.ts';
import { startFakeTabby } from './fake-gateways/tabby.ts';
import { paymentRequests } from '../src/modules/payments/payments.schema.ts';
import { PAYMENT_WEBHOOK_JOB } from '../src/modules/orders/index.ts';

// Two server processes on one PostgreSQL (two apps with their own pools and job queues, as two-processes.test.ts)
// and one real gateway (a local Tabby): the gateway's webhook reaches one process while the shopper's return reaches
// the other, at the same moment. Each asks Tabby, each may try to capture; the order is paid once, captured once.
const onPostgres = inject('databaseTemplate').kind === 'postgres';
const fake = await startFakeTabby();
const [first, second] = onPostgres
  ? await buildTestAppsSharingDatabase(2, {
      TABBY_GATEWAY: 'tabby',
      TABBY_API_URL: fake.url,
      TABBY_SECRET_KEY: fake.secretKey,
      TABBY_MERCHANT_CODE: fake.merchantCode,
      TABBY_WEBHOOK_SECRET: fake.webhookSecret,
      PAYMENT_GATEWAY_TIMEOUT_MS: '5000',
    })
  : [];

describe('a gateway webhook and the shopper’s return at two processes', () => {
  it.skipIf(!onPostgres)(
    'pay the order exactly once, captured once, whichever process is first',
    { timeout: 120_000 },
    async () => {
      const product = await createProduct(first!.database, { price: 20_000, variations: [{ stock: 50 }] });
      const tabby = await paymentMethodId(first!.app, 'tabby');
      for (let round = 0; round < 6; round++) {
        const guest = await createGuest(first!.app);
        const { client, addressId, cart } = await shopperReadyToOrder(first!.app, guest, product.productId, 1);
        const placed = await client.order(orderBody(cart, { addressId, paymentMethodId: tabby }));
        const payment = fake.paymentOf(placed.payment!.reference);
        const back = new URL(fake.pay(payment.id, 'success'));
        const event = fake.paymentEvent(payment.id);
        // Alternate which process gets which, so both orders of arrival are raced.
        const [webhookApp, returnApp] = round % 2 === 0 ? [first!.app, second!.app] : [second!.app, first!.app];
        const [webhook, result] = await Promise.all([
          webhookApp.inject({
            method: 'POST',
            url: '/api/payments/webhooks/tabby',
            payload: event.body,
            headers: event.headers,
          }),
          returnApp.inject(`${back.pathname}${back.search}`),
        ]);
        expect(webhook.json()).toEqual({ received: true, duplicate: false });
        // The return answers what its process saw: paid, or still open while the webhook's capture was under way.
        const shown = new URL(result.headers.location as string).searchParams.get('status');
        expect(['paid', 'pending', 'submitted']).toContain(shown);

        await expect
          .poll(() => orderHistoryOf(second!.app, guest, placed.order.orderId), { timeout: 30_000 })
          .toEqual(['awaiting_payment', 'paid']);
        // A late redelivery to the other process changes nothing.
        const again = await returnApp.inject({
          method: 'POST',
          url: '/api/payments/webhooks/tabby',
          payload: event.body,
          headers: event.headers,
        });
        expect(again.json()).toEqual({ received: true, duplicate: true });
        expect(payment.captures).toHaveLength(1);
        const [request] = await first!.database.db
          .select()
          .from(paymentRequests)
          .where(eq(paymentRequests.reference, placed.payment!.reference));
        expect(request).toMatchObject({ status: 'paid', gatewayTransactionId: payment.id });
        const jobs = async () =>
          (
            await first!.database.query(
              `select state from pgboss.job where name = $1 and data->'event'->>'gatewayPaymentId' = $2`,
              [PAYMENT_WEBHOOK_JOB, payment.id],
            )
          ).rows;
        await expect.poll(jobs, { timeout: 30_000 }).toEqual([{ state: 'completed' }]);
      }
    },
  );
});
