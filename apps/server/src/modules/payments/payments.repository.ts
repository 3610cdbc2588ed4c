import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentProviders, paymentRequests } from './payments.schema.ts';

export type PaymentProviderRow = typeof paymentProviders.$inferSelect;
export type PaymentRequestRow = typeof paymentRequests.$inferSelect;
export type NewPaymentRequest = Pick<
  typeof paymentRequests.$inferInsert,
  'reference' | 'orderId' | 'customerId' | 'providerId' | 'amount' | 'currency'
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

    /** Fails on `payment_requests_one_open_per_order` while the order has an open request. */
    /** Hands every payment request of one customer (a guest who signed in) to another. */
    async reassignCustomer(fromCustomerId: string, toCustomerId: string): Promise<void> {
      await db
        .update(paymentRequests)
        .set({ customerId: toCustomerId })
        .where(eq(paymentRequests.customerId, fromCustomerId));
    },

    async insertRequest(values: NewPaymentRequest): Promise<PaymentRequestRow> {
      const [row] = await db.insert(paymentRequests).values(values).returning();
      return row!;
    },

    async findRequest(reference: string): Promise<PaymentRequestRow | null> {
      const [row] = await db.select().from(paymentRequests).where(eq(paymentRequests.reference, reference));
      return row ?? null;
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
