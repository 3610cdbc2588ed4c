import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sandboxPayments } from './sandbox-gateway.schema.ts';
import { signResult, type SignedResult } from './result-signature.ts';
import { CHALLENGE_CODE, readCard, type CardEntry, type CardField } from './test-cards.ts';

export type SandboxPayment = typeof sandboxPayments.$inferSelect;
export type SandboxPaymentStatus = SandboxPayment['status'];

export interface OpenPaymentRequest {
  gateway: string;
  merchantReference: string;
  amount: number;
  currency: string;
  description: string;
  /** Where the shopper's browser goes back with the signed result. */
  returnUrl: string;
  language: 'en' | 'ar';
}

/** What the hosted page does after a form was sent. */
export type PageStep = { redirectTo: string } | { challenge: true } | { invalid: CardField[] };

/** Path of the hosted payment page of a payment. */
export const hostedPagePath = (paymentId: string) => `/sandbox-gateway/pay/${paymentId}`;

/**
 * The sandbox card gateway: a stand-in for another company's system, served by this process so
 * the demo and the tests need no outside service. It keeps its own books and speaks what real
 * hosted-page gateways speak: open a payment and get a link to a hosted page; the shopper pays
 * there and is sent back with a signed result; the merchant confirms it with a status lookup.
 * Each merchant account (gateway name) signs with its own secret.
 */
export function createSandboxGateway({
  db,
  secrets,
  publicUrl,
}: {
  db: Database;
  secrets: Record<string, string>;
  publicUrl: string;
}) {
  function secretOf(gateway: string): string {
    const secret = secrets[gateway];
    if (!secret) throw new Error(`The sandbox gateway has no merchant account "${gateway}".`);
    return secret;
  }

  /** The return URL with the signed result of a finished payment. */
  function signedReturnUrl(payment: SandboxPayment, result: SignedResult): string {
    const fields = { gateway: payment.gateway, ref: payment.merchantReference, result };
    const url = new URL(payment.returnUrl);
    for (const [name, value] of Object.entries({ ...fields, signature: signResult(secretOf(payment.gateway), fields) }))
      url.searchParams.set(name, value);
    return url.toString();
  }

  /** Moves an unfinished payment to its outcome; a finished one (a second tab, a replayed form) stays as it is. */
  async function finish(
    paymentId: string,
    status: 'captured' | 'declined',
    details: { cardLast4?: string; declineReason?: string },
  ): Promise<void> {
    await db
      .update(sandboxPayments)
      .set({
        status,
        cardLast4: details.cardLast4,
        declineReason: details.declineReason ?? null,
        completedAt: sql`now()`,
      })
      .where(and(eq(sandboxPayments.id, paymentId), inArray(sandboxPayments.status, ['open', 'challenge'])));
  }

  async function find(paymentId: string): Promise<SandboxPayment | null> {
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
    return row ?? null;
  }

  /**
   * Where the shopper goes once the payment is finished (captured, declined or cancelled): back to the shop with what
   * happened.
   */
  async function returnStep(paymentId: string): Promise<PageStep> {
    const payment = (await find(paymentId))!;
    return { redirectTo: signedReturnUrl(payment, payment.status as SignedResult) };
  }

  return {
    find,
    signedReturnUrl,

    /**
     * "Create payment" API: opens (or, for a reference already opened, finds) the payment and answers its hosted page.
     */
    async openPayment(request: OpenPaymentRequest): Promise<{ paymentId: string; paymentUrl: string }> {
      secretOf(request.gateway);
      await db
        .insert(sandboxPayments)
        .values({ id: `sbx_${randomBytes(18).toString('base64url')}`, ...request })
        .onConflictDoNothing({ target: [sandboxPayments.gateway, sandboxPayments.merchantReference] });
      const [payment] = await db
        .select()
        .from(sandboxPayments)
        .where(
          and(
            eq(sandboxPayments.gateway, request.gateway),
            eq(sandboxPayments.merchantReference, request.merchantReference),
          ),
        );
      return { paymentId: payment!.id, paymentUrl: `${publicUrl}${hostedPagePath(payment!.id)}` };
    },

    /** "Payment status" API, called server to server by the merchant. */
    async lookupPayment(gateway: string, merchantReference: string): Promise<SandboxPayment | null> {
      const [row] = await db
        .select()
        .from(sandboxPayments)
        .where(and(eq(sandboxPayments.gateway, gateway), eq(sandboxPayments.merchantReference, merchantReference)));
      return row ?? null;
    },

    /**
     * "Void" API: cancels a payment nobody finished; answers the payment's status afterwards (captured if the shopper
     * was quicker).
     */
    async cancelPayment(gateway: string, paymentId: string): Promise<SandboxPaymentStatus | null> {
      await db
        .update(sandboxPayments)
        .set({ status: 'cancelled', completedAt: sql`now()` })
        .where(
          and(
            eq(sandboxPayments.id, paymentId),
            eq(sandboxPayments.gateway, gateway),
            inArray(sandboxPayments.status, ['open', 'challenge']),
          ),
        );
      return (await find(paymentId))?.status ?? null;
    },

    /**
     * "Refund" API: gives back part or all of a captured payment; false when the payment is not captured or the refunds
     * would exceed it.
     */
    async refundPayment(gateway: string, paymentId: string, amount: number): Promise<boolean> {
      const refunded = await db
        .update(sandboxPayments)
        .set({ refundedAmount: sql`${sandboxPayments.refundedAmount} + ${amount}` })
        .where(
          and(
            eq(sandboxPayments.id, paymentId),
            eq(sandboxPayments.gateway, gateway),
            eq(sandboxPayments.status, 'captured'),
            sql`${sandboxPayments.refundedAmount} + ${amount} <= ${sandboxPayments.amount}`,
          ),
        )
        .returning({ id: sandboxPayments.id });
      return refunded.length === 1;
    },

    /** The hosted form was sent with a card. */
    async submitCard(paymentId: string, entry: CardEntry, now = new Date()): Promise<PageStep> {
      const card = readCard(entry, now);
      if ('invalid' in card) return card;
      if (card.behaviour === 'challenge') {
        await db
          .update(sandboxPayments)
          .set({ status: 'challenge', cardLast4: card.last4 })
          .where(and(eq(sandboxPayments.id, paymentId), eq(sandboxPayments.status, 'open')));
        return (await find(paymentId))?.status === 'challenge' ? { challenge: true } : returnStep(paymentId);
      }
      if (card.behaviour === 'success') await finish(paymentId, 'captured', { cardLast4: card.last4 });
      else
        await finish(paymentId, 'declined', {
          cardLast4: card.last4,
          declineReason: 'The card was declined by its issuer.',
        });
      return returnStep(paymentId);
    },

    /**
     * The challenge form was sent: the right code captures the payment, a wrong one declines it (as a failed 3-D Secure
     * check does).
     */
    async submitChallenge(paymentId: string, code: string): Promise<PageStep> {
      const payment = await find(paymentId);
      if (payment?.status === 'challenge') {
        if (code.trim() === CHALLENGE_CODE) await finish(paymentId, 'captured', {});
        else await finish(paymentId, 'declined', { declineReason: 'The card holder could not be verified.' });
      }
      return returnStep(paymentId);
    },
  };
}
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
