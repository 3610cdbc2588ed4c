import { createHmac } from 'node:crypto';
import { startFakeServer, type FakeServer, type Handler, type JsonRequest } from './fake-server.ts';
import type { WebhookDelivery } from './myfatoorah.ts';

// A local Tap Payments (API v2, as developers.tap.company documents it): Create a Charge (with
// `reference.idempotent`), Retrieve a Charge, Create a Refund, Bearer authorisation with the
// secret key, `{ errors: [{ code, description }] }` refusals, and webhooks (the charge or refund
// object posted to `post.url`) signed in the `hashstring` header. The shopper's steps on the hosted
// page are methods the tests call (`pay`), as are the webhooks Tap would send.

export interface FakeCharge {
  id: string;
  /** The amount as the request body wrote it. */
  rawAmount: string;
  /** What Tap's books say (a test may make it differ): a KWD decimal. */
  amount: string;
  currency: string;
  status: 'INITIATED' | 'CAPTURED' | 'DECLINED' | 'ABANDONED';
  reference: { transaction: string; order: string; idempotent: string; gateway: string | null; payment: string | null };
  sourceId: string;
  customer: NonNullable<ChargeRequest['customer']>;
  redirectUrl: string;
  postUrl: string;
  created: string;
  refunded: number;
  /** Tap's decline message. */
  message: string;
}

export interface FakeTapRefund {
  id: string;
  chargeId: string;
  rawAmount: string;
  status: 'PENDING' | 'REFUNDED' | 'CANCELLED';
  merchantReference: string;
  created: string;
}

/** The fields of a Create a Charge / Create a Refund body the fake checks or keeps. */
interface ChargeRequest {
  currency?: string;
  source?: { id?: string };
  redirect?: { url?: string };
  post?: { url?: string };
  customer?: { first_name?: string; email?: string; phone?: { number?: string } };
  reference?: { transaction?: string; order?: string; idempotent?: string };
}
interface RefundRequest {
  charge_id?: string;
  currency?: string;
  reference?: { merchant?: string; idempotent?: string };
}

const SOURCES = new Set(['src_kw.knet', 'src_card', 'src_all']);
const refused = (status: number, code: string, description: string) => ({
  status,
  body: { errors: [{ code, description }] },
});
/** The literal a JSON body wrote for a decimal field, e.g. `2.500`. */
const literal = (rawBody: string, field: string) =>
  new RegExp(`"${field}"\\s*:\\s*(-?[0-9.eE+-]+)`).exec(rawBody)?.[1] ?? null;
const isKwdLiteral = (text: string | null): text is string => text !== null && /^\d+(\.\d{1,3})?$/.test(text);
const toFils = (kwd: string) => Math.round(Number(kwd) * 1000);

export interface FakeTap extends FakeServer {
  secretKey: string;
  charges: Map<string, FakeCharge>;
  refunds: FakeTapRefund[];
  chargeOf(reference: string): FakeCharge;
  /** The shopper on the hosted page: answers where Tap sends the browser (the redirect URL with `tap_id`). */
  pay(chargeId: string, outcome: 'success' | 'decline'): string;
  /** The charge as Tap posts it to `post.url`, signed (or signed with `secretKey`). */
  chargeEvent(chargeId: string, options?: { secretKey?: string }): WebhookDelivery;
  refundEvent(refundId: string, status: 'REFUNDED' | 'CANCELLED'): WebhookDelivery;
}

/** Tap's hashstring, as its Webhook page writes it: the fields in order, the amount with the currency's decimals. */
function hashString(
  secretKey: string,
  fields: { id: string; amount: string; currency: string; gateway: string | null; payment: string | null },
  status: string,
  created: string,
) {
  const signed =
    `x_id${fields.id}x_amount${Number(fields.amount).toFixed(3)}x_currency${fields.currency}` +
    `x_gateway_reference${fields.gateway ?? ''}x_payment_reference${fields.payment ?? ''}` +
    `x_status${status}x_created${created}`;
  return createHmac('sha256', secretKey).update(signed).digest('hex');
}

export async function startFakeTap(options: { secretKey?: string } = {}): Promise<FakeTap> {
  const secretKey = options.secretKey ?? 'sk_test_XKokBfNWv6FIYuTMg5sLPjhJ';
  const charges = new Map<string, FakeCharge>();
  const refunds: FakeTapRefund[] = [];
  let next = 1;
  const clock = () => String(1_764_072_000_000 + next * 1000);

  const authorised =
    (handler: Handler): Handler =>
    (request: JsonRequest) =>
      request.headers.authorization === `Bearer ${secretKey}`
        ? handler(request)
        : refused(401, '2107', 'Authentication failed: invalid API key');

  const chargeBody = (charge: FakeCharge) => ({
    id: charge.id,
    object: 'charge',
    live_mode: false,
    api_version: 'V2',
    method: 'GET',
    status: charge.status,
    amount: Number(charge.amount),
    currency: charge.currency,
    threeDSecure: true,
    save_card: false,
    description: 'Order',
    metadata: { udf1: charge.reference.transaction },
    transaction: {
      timezone: 'UTC+03:00',
      created: charge.created,
      expiry: { period: 30, type: 'MINUTE' },
      asynchronous: false,
      amount: Number(charge.amount),
      currency: charge.currency,
      url: `${server.url}/gosell/v2/payment/tap_process.aspx?chg=${charge.id}`,
    },
    reference: charge.reference,
    response: {
      code: charge.status === 'CAPTURED' ? '000' : charge.status === 'INITIATED' ? '100' : '507',
      message: charge.status === 'CAPTURED' ? 'Captured' : charge.status === 'INITIATED' ? 'Initiated' : charge.message,
    },
    receipt: { email: false, sms: false },
    customer: charge.customer,
    source: { object: 'source', id: charge.sourceId },
    redirect: { status: 'PENDING', url: charge.redirectUrl },
    post: { status: 'PENDING', url: charge.postUrl },
  });

  const refundBody = (refund: FakeTapRefund) => ({
    id: refund.id,
    object: 'refund',
    api_version: 'V2',
    live_mode: false,
    amount: Number(refund.rawAmount),
    currency: 'KWD',
    charge_id: refund.chargeId,
    created: refund.created,
    status: refund.status,
    reason: 'requested_by_customer',
    reference: { merchant: refund.merchantReference, gateway: `gw-${refund.id}`, payment: `pay-${refund.id}` },
    response: { code: '100', message: 'Refund in progress' },
  });

  const createCharge: Handler = ({ rawBody, body }) => {
    const fields = body as ChargeRequest;
    const amount = literal(rawBody, 'amount');
    if (!isKwdLiteral(amount) || Number(amount) < 0.1) return refused(400, '1117', 'Invalid amount');
    if (fields.currency !== 'KWD') return refused(400, '1105', 'Invalid currency');
    const sourceId = fields.source?.id ?? '';
    const redirectUrl = fields.redirect?.url;
    if (!SOURCES.has(sourceId)) return refused(400, '1128', 'Source id is invalid');
    if (typeof redirectUrl !== 'string') return refused(400, '1123', 'Redirect URL is required');
    const customer = fields.customer ?? {};
    if (!customer.first_name || (!customer.email && !customer.phone?.number))
      return refused(400, '1104', 'Customer name and email or phone are required');
    const idempotent = fields.reference?.idempotent;
    const again = idempotent && [...charges.values()].find((charge) => charge.reference.idempotent === idempotent);
    if (again) return { status: 200, body: chargeBody(again) };
    const charge: FakeCharge = {
      id: `chg_TS0${next++}A2520261125Kx0711251234`,
      rawAmount: amount,
      amount,
      currency: 'KWD',
      status: 'INITIATED',
      reference: {
        transaction: String(fields.reference?.transaction ?? ''),
        order: String(fields.reference?.order ?? ''),
        idempotent: String(idempotent ?? ''),
        gateway: null,
        payment: null,
      },
      sourceId,
      customer,
      redirectUrl,
      postUrl: String(fields.post?.url ?? ''),
      created: clock(),
      refunded: 0,
      message: '',
    };
    charges.set(charge.id, charge);
    return { status: 200, body: chargeBody(charge) };
  };

  const createRefund: Handler = ({ rawBody, body }) => {
    const fields = body as RefundRequest;
    const charge = charges.get(String(fields.charge_id));
    const amount = literal(rawBody, 'amount');
    if (!charge) return refused(400, '1120', 'Charge id is invalid');
    if (!isKwdLiteral(amount) || fields.currency !== 'KWD') return refused(400, '1117', 'Invalid amount');
    const idempotent = fields.reference?.idempotent;
    const again = idempotent && refunds.find((refund) => refund.merchantReference === idempotent);
    if (again) return { status: 200, body: refundBody(again) };
    if (charge.status !== 'CAPTURED' || charge.refunded + toFils(amount) > toFils(charge.amount))
      return refused(400, '1136', 'Refund amount exceeds the available amount');
    charge.refunded += toFils(amount);
    const refund: FakeTapRefund = {
      id: `re_TS0${next++}A2520261125Kx0711259876`,
      chargeId: charge.id,
      rawAmount: amount,
      status: 'PENDING',
      merchantReference: String(fields.reference?.merchant ?? ''),
      created: clock(),
    };
    refunds.push(refund);
    return { status: 200, body: refundBody(refund) };
  };

  const server = await startFakeServer((method, path) => {
    if (method === 'POST' && path === '/v2/charges') return authorised(createCharge);
    if (method === 'POST' && path === '/v2/refunds') return authorised(createRefund);
    const retrieve = /^\/v2\/charges\/([^/]+)$/.exec(path);
    if (method === 'GET' && retrieve)
      return authorised(() => {
        const charge = charges.get(decodeURIComponent(retrieve[1]!));
        return charge ? { status: 200, body: chargeBody(charge) } : refused(404, '1120', 'Charge not found');
      });
    return null;
  });

  const delivery = (body: unknown, hash: string): WebhookDelivery => ({
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', hashstring: hash },
  });

  return {
    ...server,
    secretKey,
    charges,
    refunds,

    chargeOf(reference) {
      const charge = [...charges.values()].find((candidate) => candidate.reference.transaction === reference);
      if (!charge) throw new Error(`No charge for ${reference}`);
      return charge;
    },

    pay(chargeId, outcome) {
      const charge = charges.get(chargeId)!;
      charge.status = outcome === 'success' ? 'CAPTURED' : 'DECLINED';
      charge.message = outcome === 'success' ? '' : 'Insufficient Funds';
      charge.reference.gateway = `1234567${next}`;
      charge.reference.payment = `${next++}2512251234`;
      const back = new URL(charge.redirectUrl);
      back.searchParams.set('tap_id', charge.id);
      return back.toString();
    },

    chargeEvent(chargeId, options = {}) {
      const charge = charges.get(chargeId)!;
      const body = { ...chargeBody(charge), method: 'POST' };
      const fields = { id: charge.id, amount: charge.amount, currency: charge.currency, ...charge.reference };
      return delivery(body, hashString(options.secretKey ?? secretKey, fields, charge.status, charge.created));
    },

    refundEvent(refundId, status) {
      const refund = refunds.find((candidate) => candidate.id === refundId)!;
      refund.status = status;
      const body = refundBody(refund);
      const fields = {
        id: refund.id,
        amount: refund.rawAmount,
        currency: 'KWD',
        gateway: body.reference.gateway,
        payment: body.reference.payment,
      };
      return delivery(body, hashString(secretKey, fields, status, refund.created));
    },
  };
}
