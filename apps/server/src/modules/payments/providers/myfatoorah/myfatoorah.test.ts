import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startFakeMyFatoorah } from '../../../../../test/fake-gateways/myfatoorah.ts';
import {
  describeGatewayContract,
  gatewayTestbed,
  type GatewayUnderTest,
} from '../../../../../test/gateway-contract.ts';
import { paymentRequests } from '../../payments.schema.ts';
import { filsToKwd } from '../kwd-amount.ts';

// KNET and card payments through MyFatoorah, against a local MyFatoorah (test/fake-gateways): the
// invariants every gateway holds (test/gateway-contract.ts), and what the shop sends MyFatoorah.

const fake = await startFakeMyFatoorah();
const myFatoorah: GatewayUnderTest = {
  name: 'MyFatoorah',
  provider: 'myfatoorah',
  env: {
    KNET_GATEWAY: 'myfatoorah',
    CARD_GATEWAY: 'myfatoorah',
    MYFATOORAH_API_URL: fake.url,
    MYFATOORAH_API_KEY: fake.apiKey,
    MYFATOORAH_WEBHOOK_SECRET: fake.webhookSecret,
  },
  services: {
    gateways: { knet: 'myfatoorah', card: 'myfatoorah' },
    myFatoorah: { apiUrl: fake.url, apiKey: fake.apiKey, webhookSecret: fake.webhookSecret },
  },
  fake,
  paths: {
    open: ['/v2/InitiatePayment', '/v2/ExecutePayment'],
    lookup: '/v2/GetPaymentStatus',
    refund: '/v2/MakeRefund',
  },
  paymentOf(reference) {
    const invoice = fake.invoiceOf(reference);
    return {
      id: String(invoice.InvoiceId),
      pay: (outcome) => fake.pay(invoice.InvoiceId, outcome),
      event: ({ secret } = {}) => fake.paymentEvent(invoice.InvoiceId, secret ? { secret } : {}),
      recordAmount: (fils) => void (invoice.InvoiceValue = Number(filsToKwd(fils))),
      setFullyRefunded: (refunded) => void (invoice.refunded = refunded ? Math.round(invoice.InvoiceValue * 1000) : 0),
    };
  },
  refundEvent: (gatewayRefundId, status) =>
    fake.refundEvent(Number(gatewayRefundId), status === 'succeeded' ? 'REFUNDED' : 'CANCELED'),
  lastRefundAmount: () => fake.refunds.at(-1)!.rawAmount,
  forgedReturn: '&paymentId=1&Id=1',
  tamper: (delivery, payment) => ({ ...delivery, body: delivery.body.replace(`"Id":"${payment.id}"`, '"Id":"1"') }),
  declineReason: 'Insufficient Funds',
  refundRefusedReason: 'The refund amount is more than the available amount',
};
const bed = await gatewayTestbed(myFatoorah);
const { app, db, card, placed, pathOf, resultOf, payments } = bed;

describeGatewayContract(myFatoorah, bed);

describe('MyFatoorah: what the shop sends', () => {
  it('opens one invoice for the exact amount in KWD, under the shop’s reference, returning to the shop', async () => {
    const { order, payment } = await placed();
    const invoice = fake.invoiceOf(payment.reference);
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
    const { payment } = await placed(card);
    const invoice = fake.invoiceOf(payment.reference);
    expect(invoice.PaymentMethodId).toBe(2);
    expect(new URL(invoice.CallBackUrl).searchParams.get('gateway')).toBe('card-myfatoorah');
  });

  it('asks GetPaymentStatus by the InvoiceId it kept, and refunds through MakeRefund by InvoiceId', async () => {
    const { order, payment, gatewayPayment } = await placed();
    expect(resultOf(await app.inject(pathOf(gatewayPayment.pay('success'))))).toBe('paid');
    const lookups = fake.calls.filter((call) => call.path === '/v2/GetPaymentStatus').map((call) => call.body);
    expect(lookups.at(-1)).toEqual({ Key: gatewayPayment.id, KeyType: 'InvoiceId' });

    const refund = await payments.refund(order.orderId, 1, 'One item arrived damaged', 'en');
    expect(refund.gatewayRefundId).toBe(String(fake.refunds.at(-1)!.RefundId));
    expect(fake.refunds.at(-1)).toMatchObject({ InvoiceId: Number(gatewayPayment.id), rawAmount: '0.001' });
    const make = fake.calls.filter((call) => call.path === '/v2/MakeRefund').at(-1)!;
    expect(make.body).toMatchObject({ KeyType: 'InvoiceId', Key: gatewayPayment.id, ServiceChargeOnCustomer: false });
    expect(payment.reference).toBe(fake.invoiceOf(payment.reference).CustomerReference);
  });
});
