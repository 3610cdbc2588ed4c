/** What the sandbox does with each of its published test cards (digits only). */
export const TEST_CARDS = {
  '4242424242424242': 'success',
  '4000000000000002': 'decline',
  /** Asks for a one-time code first (as 3-D Secure does); the code is CHALLENGE_CODE. */
  '4000000000003220': 'challenge',
} as const satisfies Record<string, 'success' | 'decline' | 'challenge'>;
export type TestCardBehaviour = (typeof TEST_CARDS)[keyof typeof TEST_CARDS];

export const CHALLENGE_CODE = '1234';

export interface CardEntry {
  cardNumber: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardEntry;

/**
 * What the shopper typed, checked as a real gateway's form does: a test card, an expiry month
 * not yet past, a 3–4 digit code. Returns the card's behaviour, or the fields to correct.
 */
export function readCard(
  entry: CardEntry,
  now: Date,
): { behaviour: TestCardBehaviour; last4: string } | { invalid: CardField[] } {
  const digits = entry.cardNumber.replace(/[\s-]/g, '');
  const invalid: CardField[] = [];
  const behaviour = (TEST_CARDS as Record<string, TestCardBehaviour>)[digits];
  if (!behaviour) invalid.push('cardNumber');
  if (!isFutureExpiry(entry.expiry.trim(), now)) invalid.push('expiry');
  if (!/^\d{3,4}$/.test(entry.cvc.trim())) invalid.push('cvc');
  return behaviour && invalid.length === 0 ? { behaviour, last4: digits.slice(-4) } : { invalid };
}

function isFutureExpiry(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  // A card is valid through the last day of its expiry month.
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
