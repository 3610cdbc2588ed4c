import { createHmac, timingSafeEqual } from 'node:crypto';

// The sandbox gateway's return protocol, the way real hosted-page gateways sign theirs: the
// shopper's browser carries the result back to the shop, so the shop trusts it only with a valid
// HMAC-SHA256 of its fields under the secret the gateway and the merchant share, and even then
// confirms it with the gateway's status lookup before it believes any money moved.

/** What the gateway says happened, as carried in the return URL. */
export type SignedResult = 'captured' | 'declined' | 'cancelled';
export const SIGNED_RESULTS = ['captured', 'declined', 'cancelled'] as const satisfies readonly SignedResult[];

export interface ResultFields {
  gateway: string;
  /** The merchant's payment reference. */
  ref: string;
  result: SignedResult;
}

const canonical = ({ gateway, ref, result }: ResultFields) => `gateway=${gateway}&ref=${ref}&result=${result}`;

/** Hex HMAC-SHA256 of the result's fields. */
export function signResult(secret: string, fields: ResultFields): string {
  return createHmac('sha256', secret).update(canonical(fields)).digest('hex');
}

/** Constant-time check of a signature a browser brought back. */
export function isValidSignature(secret: string, fields: ResultFields, signature: string): boolean {
  const expected = Buffer.from(signResult(secret, fields), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
