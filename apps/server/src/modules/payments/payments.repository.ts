import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentProviders, paymentRefunds, paymentRequests, paymentWebhookEvents } from './payments.schema.ts';

export type PaymentProviderRow = typeof paymentProviders.$inferSelect;
export type PaymentRequestRow = typeof paymentRequests.$inferSelect;
export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;
export type NewPaymentRequest = Pick<
  typeof paymentRequests.$inferInsert,
  'reference' | 'orderId' | 'customerId' | 'providerId' | 'gateway' | 'amount' | 'currency'
>;

/**
 * The statuses a request can still be paid (or fail) in; every transition out of them is guarded by this list in SQL.
 */
export const OPEN_REQUEST_STATUSES = ['pending', 'submitted'] as const;
const isOpen = inArray(paymentRequests.status, [...OPEN_REQUEST_STATUSES]);

export function createPaymentsRepository(db: Database) {
  return {
    listActiveProviders(): Promise<PaymentProviderRow[]> {
      return db
        .select()
        .from(paymentProviders)
        .where(eq(paymentProviders.isActive, true))
        .orderBy(asc(paymentProviders.sortOrder), asc(paymentProviders.id));
    },

    /** Any provider, also one withdrawn since: orders keep naming how they were paid. */
    async findProvider(id: number): Promise<PaymentProviderRow | null> {
      const [row] = await db.select().from(paymentProviders).where(eq(paymentProviders.id, id));
      return row ?? null;
    },

    async findActiveProviderByCode(code: string): Promise<PaymentProviderRow | null> {
      const [row] = await db
        .select()
        .from(paymentProviders)
        .where(and(eq(paymentProviders.code, code), eq(paymentProviders.isActive, true)));
      return row ?? null;
    },

    /** Hands every payment request of one customer (a guest who signed in) to another. */
    async reassignCustomer(fromCustomerId: string, toCustomerId: string): Promise<void> {
      await db
        .update(paymentRequests)
        .set({ customerId: toCustomerId })
        .where(eq(paymentRequests.customerId, fromCustomerId));
    },

    /** Fails on `payment_requests_one_open_per_order` while the order has an open request. */
    async insertRequest(values: NewPaymentRequest): Promise<PaymentRequestRow> {
      const [row] = await db.insert(paymentRequests).values(values).returning();
      return row!;
    },

    async findRequest(reference: string): Promise<PaymentRequestRow | null> {
      const [row] = await db.select().from(paymentRequests).where(eq(paymentRequests.reference, reference));
      return row ?? null;
    },

    /** The request a gateway's payment id belongs to, among the accounts of that gateway. */
    async findRequestByGatewayPayment(accounts: readonly string[], gatewayPaymentId: string) {
      const [row] = await db
        .select()
        .from(paymentRequests)
        .where(
          and(
            inArray(paymentRequests.gateway, [...accounts]),
            eq(paymentRequests.gatewayTransactionId, gatewayPaymentId),
          ),
        );
      return row ?? null;
    },

    /** The order's paid request, locked until the transaction ends (refunds of one payment take turns). */
    async lockPaidRequestOfOrder(orderId: number): Promise<PaymentRequestRow | null> {
      const [row] = await db
        .select()
        .from(paymentRequests)
        .where(and(eq(paymentRequests.orderId, orderId), eq(paymentRequests.status, 'paid')))
        .for('update');
      return row ?? null;
    },

    /** Fils given back or still being given back from a request (every refund but failed ones). */
    async sumRefunds(requestId: number): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${paymentRefunds.amount}), 0)` })
        .from(paymentRefunds)
        .where(and(eq(paymentRefunds.requestId, requestId), ne(paymentRefunds.status, 'failed')));
      return Number(row!.total);
    },

    async insertRefund(values: {
      reference: string;
      requestId: number;
      amount: number;
      reason: string;
    }): Promise<PaymentRefundRow> {
      const [row] = await db.insert(paymentRefunds).values(values).returning();
      return row!;
    },

    /** Records what the gateway said of a refund; a finished refund (succeeded or failed) does not move again. */
    async updateRefund(
      where: { id: number } | { gatewayRefundId: string },
      outcome: { status: PaymentRefundRow['status']; gatewayRefundId?: string; failureReason?: string | null },
    ): Promise<PaymentRefundRow | null> {
      const finished = outcome.status === 'succeeded' || outcome.status === 'failed';
      const [row] = await db
        .update(paymentRefunds)
        .set({ ...outcome, ...(finished ? { completedAt: sql`now()` } : {}) })
        .where(
          and(
            'id' in where ? eq(paymentRefunds.id, where.id) : eq(paymentRefunds.gatewayRefundId, where.gatewayRefundId),
            inArray(paymentRefunds.status, ['requested', 'pending']),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Takes a webhook event in once: false when it was taken in before (a redelivery). */
    async claimWebhookEvent(provider: string, eventId: string): Promise<boolean> {
      const rows = await db
        .insert(paymentWebhookEvents)
        .values({ provider, eventId })
        .onConflictDoNothing({ target: [paymentWebhookEvents.provider, paymentWebhookEvents.eventId] })
        .returning({ id: paymentWebhookEvents.id });
      return rows.length === 1;
    },

    async findOpenRequestOfOrder(orderId: number): Promise<PaymentRequestRow | null> {
      const [row] = await db
        .select()
        .from(paymentRequests)
        .where(and(eq(paymentRequests.orderId, orderId), isOpen));
      return row ?? null;
    },

    /** Records the gateway's payment once; of two processes opening it at once, the first one's stays. */
    async saveGatewayPayment(reference: string, gatewayTransactionId: string, paymentLink: string): Promise<void> {
      await db
        .update(paymentRequests)
        .set({ gatewayTransactionId, paymentLink })
        .where(and(eq(paymentRequests.reference, reference), isNull(paymentRequests.paymentLink)));
    },

    /** The shopper pressed pay; null when the request is no longer open. */
    async markSubmitted(reference: string): Promise<PaymentRequestRow | null> {
      const [row] = await db
        .update(paymentRequests)
        .set({ status: 'submitted', submittedAt: sql`coalesce(${paymentRequests.submittedAt}, now())` })
        .where(and(eq(paymentRequests.reference, reference), isOpen))
        .returning();
      return row ?? null;
    },

    /**
     * Closes an open request as paid or failed. Only an open request moves, so a replayed or
     * racing result changes nothing the second time: null then.
     */
    async settleRequest(
      reference: string,
      outcome: { status: 'paid' | 'failed'; gatewayTransactionId: string; failureReason: string | null },
    ): Promise<PaymentRequestRow | null> {
      const [row] = await db
        .update(paymentRequests)
        .set({ ...outcome, completedAt: sql`now()` })
        .where(and(eq(paymentRequests.reference, reference), isOpen))
        .returning();
      return row ?? null;
    },

    /** A request closed as cancelled or expired whose payment the gateway captured all the same. */
    async settleClosedRequestAsPaid(
      reference: string,
      outcome: { status: 'paid'; gatewayTransactionId: string; failureReason: null },
    ): Promise<PaymentRequestRow | null> {
      const [row] = await db
        .update(paymentRequests)
        .set({ ...outcome, completedAt: sql`now()` })
        .where(and(eq(paymentRequests.reference, reference), inArray(paymentRequests.status, ['cancelled', 'expired'])))
        .returning();
      return row ?? null;
    },

    async listRequestsOfOrder(orderId: number): Promise<(PaymentRequestRow & { refunds: PaymentRefundRow[] })[]> {
      const requests = await db
        .select()
        .from(paymentRequests)
        .where(eq(paymentRequests.orderId, orderId))
        .orderBy(asc(paymentRequests.createdAt), asc(paymentRequests.id));
      if (requests.length === 0) return [];
      const refunds = await db
        .select()
        .from(paymentRefunds)
        .where(
          inArray(
            paymentRefunds.requestId,
            requests.map((request) => request.id),
          ),
        )
        .orderBy(asc(paymentRefunds.id));
      return requests.map((request) => ({
        ...request,
        refunds: refunds.filter((refund) => refund.requestId === request.id),
      }));
    },

    /** Requests by status, over the whole shop. */
    async countByStatus(): Promise<Record<string, number>> {
      const rows = await db
        .select({ status: paymentRequests.status, count: sql<number>`count(*)::int` })
        .from(paymentRequests)
        .groupBy(paymentRequests.status);
      return Object.fromEntries(rows.map((row) => [row.status, row.count]));
    },

    /**
     * Closes every open request of the order (cancelled, or expired by the payment timeout); answers those it closed.
     */
    closeOpenRequests(orderId: number, status: 'cancelled' | 'expired'): Promise<PaymentRequestRow[]> {
      return db
        .update(paymentRequests)
        .set({ status, completedAt: sql`now()` })
        .where(and(eq(paymentRequests.orderId, orderId), isOpen))
        .returning();
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
