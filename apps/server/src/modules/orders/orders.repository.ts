import { and, asc, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { OrderStatus } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import {
  orderLines,
  orderNumberSequence,
  orderRefunds,
  orderStaffNotes,
  orderStatusHistory,
  orders,
} from './orders.schema.ts';
import { UNPAID_STATUSES, type OrderPaymentState } from './order-status.ts';
import { orderSearchText } from './order-search-text.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
/** A line as the order page shows it: with its product's picture as it is now. */
export type OrderLineWithPicture = OrderLineRow & { picturePath: string | null };
export type OrderHistoryRow = typeof orderStatusHistory.$inferSelect;
export type OrderRefundRow = typeof orderRefunds.$inferSelect;
export type OrderStaffNoteRow = typeof orderStaffNotes.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'number' | 'createdAt' | 'updatedAt' | 'searchText'>;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;

/**
 * SQ-<year in Kuwait>-<six digits or more>, from one database sequence: unique and in placing order
 * across every process. A rolled-back order leaves a gap, as sequences do.
 */
const nextOrderNumber = sql<string>`'SQ-' || to_char(now() at time zone 'Asia/Kuwait', 'YYYY') || '-' || lpad(nextval('${sql.raw(orderNumberSequence.seqName!)}')::text, 6, '0')`;

export function createOrdersRepository(db: Database) {
  return {
    async insertOrder(values: NewOrder, lines: NewOrderLine[]): Promise<OrderRow> {
      const [order] = await db
        .insert(orders)
        .values({ ...values, number: nextOrderNumber, searchText: '' })
        .returning();
      // The number comes from the sequence inside the insert, so the search text follows it.
      await db
        .update(orders)
        .set({ searchText: orderSearchText(order!) })
        .where(eq(orders.id, order!.id));
      await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order!.id })));
      await db.insert(orderStatusHistory).values({ orderId: order!.id, fromStatus: null, toStatus: order!.status });
      return order!;
    },

    async findOrder(id: number): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row ?? null;
    },

    /** Locks the order row until the transaction ends, so payment results and the timeout take turns. */
    async lockOrder(id: number): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
      return row ?? null;
    },

    async findByIdempotencyKey(customerId: string, key: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
      return row ?? null;
    },

    /** Newest first. */
    listOrders(customerId: string, page: { skip: number; top: number }): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.customerId, customerId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .offset(page.skip)
        .limit(page.top);
    },

    /** Hands every order of one customer (a guest who signed in) to another. */
    async reassignCustomer(fromCustomerId: string, toCustomerId: string): Promise<void> {
      await db.update(orders).set({ customerId: toCustomerId }).where(eq(orders.customerId, fromCustomerId));
    },

    async countOrders(customerId: string): Promise<number> {
      const [row] = await db.select({ value: count() }).from(orders).where(eq(orders.customerId, customerId));
      return row?.value ?? 0;
    },

    /**
     * Online orders waiting for payment of the customer and from the client address. Takes a
     * transaction-long lock on the address first, so concurrent orders from it count one another.
     */
    async countUnpaid(customerId: string, placedFrom: string): Promise<{ customer: number; address: number }> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`unpaid-orders:${placedFrom}`}))`);
      const [row] = await db
        .select({
          customer: sql<number>`count(*) filter (where ${orders.customerId} = ${customerId})::int`,
          address: sql<number>`count(*) filter (where ${orders.placedFrom} = ${placedFrom})::int`,
        })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'awaiting_payment'),
            or(eq(orders.customerId, customerId), eq(orders.placedFrom, placedFrom)),
          ),
        );
      return { customer: row?.customer ?? 0, address: row?.address ?? 0 };
    },

    /** A retried order's new payment time. */
    async setPaymentDue(orderId: number, dueAt: Date): Promise<void> {
      await db.update(orders).set({ paymentDueAt: dueAt }).where(eq(orders.id, orderId));
    },

    /** Units of a variation held by online orders waiting for their payment (what the timeout may free). */
    async countHeldUnits(variationId: number): Promise<number> {
      const [row] = await db
        .select({ units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(eq(orderLines.variationId, variationId), eq(orders.status, 'awaiting_payment')));
      return row?.units ?? 0;
    },

    listLines(orderId: number): Promise<OrderLineRow[]> {
      return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
    },

    /** The lines of several orders at once, by order (packing a delivery day's orders). */
    async listLinesOf(orderIds: number[]): Promise<Map<number, OrderLineRow[]>> {
      const byOrder = new Map<number, OrderLineRow[]>();
      if (orderIds.length === 0) return byOrder;
      const rows = await db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, orderIds))
        .orderBy(asc(orderLines.id));
      for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
      return byOrder;
    },

    /** Units per order, for lists. */
    async countUnits(orderIds: number[]): Promise<Map<number, number>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .select({ orderId: orderLines.orderId, units: sql<number>`sum(${orderLines.quantity})::int` })
        .from(orderLines)
        .where(inArray(orderLines.orderId, orderIds))
        .groupBy(orderLines.orderId);
      return new Map(rows.map((row) => [row.orderId, row.units]));
    },

    listHistory(orderId: number): Promise<OrderHistoryRow[]> {
      return db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
    },

    /**
     * Moves the order from `from` to `to` and records it, in one guarded statement pair: when the
     * order is no longer in `from` (someone else moved it first) nothing changes and false is returned.
     */
    async transition(
      orderId: number,
      from: OrderStatus,
      to: OrderStatus,
      details: { note: string | null; paymentState: OrderPaymentState; staffId: string | null },
    ): Promise<boolean> {
      const moved = await db
        .update(orders)
        .set({ status: to, paymentState: details.paymentState, updatedAt: sql`now()` })
        .where(and(eq(orders.id, orderId), eq(orders.status, from)))
        .returning({ id: orders.id });
      if (moved.length === 0) return false;
      await db
        .insert(orderStatusHistory)
        .values({ orderId, fromStatus: from, toStatus: to, note: details.note, staffId: details.staffId });
      return true;
    },

    async insertRefunds(
      orderId: number,
      rows: { orderLineId: number | null; quantity: number; amount: number; reason: string; staffId: string | null }[],
      paymentRefundId: number | null,
    ): Promise<void> {
      await db.insert(orderRefunds).values(rows.map((row) => ({ ...row, orderId, paymentRefundId })));
    },

    listRefunds(orderId: number): Promise<OrderRefundRow[]> {
      return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.id));
    },

    async insertStaffNote(orderId: number, staffId: string, body: string): Promise<OrderStaffNoteRow> {
      const [row] = await db.insert(orderStaffNotes).values({ orderId, staffId, body }).returning();
      return row!;
    },

    listStaffNotes(orderId: number): Promise<OrderStaffNoteRow[]> {
      return db
        .select()
        .from(orderStaffNotes)
        .where(eq(orderStaffNotes.orderId, orderId))
        .orderBy(asc(orderStaffNotes.id));
    },

    /** Sets fulfilment fields of an order (confirmed, packed, carrier and tracking number, refunded amount). */
    async updateFulfilment(
      orderId: number,
      values: Partial<
        Pick<
          OrderRow,
          | 'confirmedAt'
          | 'confirmedBy'
          | 'packedAt'
          | 'packedBy'
          | 'carrier'
          | 'trackingNumber'
          | 'refundedAmount'
          | 'paymentState'
        >
      >,
    ): Promise<void> {
      await db
        .update(orders)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
    },

    /** Unpaid online orders whose payment time is up, oldest first. */
    /** Whether the customer has an order that was not cancelled (first-order-only promo codes). */
    async hasOrdered(customerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.customerId, customerId), sql`${orders.status} <> 'cancelled'`))
        .limit(1);
      return row !== undefined;
    },

    /** Number, status and billing address of these orders (a promo code's uses). */
    listByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: orders.id, number: orders.number, status: orders.status, billingAddress: orders.billingAddress })
        .from(orders)
        .where(inArray(orders.id, ids));
    },

    async countAll(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(orders);
      return row?.count ?? 0;
    },

    /** Orders in each of `statuses` now (served by `orders_admin_status_idx`). */
    async countByStatus(statuses: readonly OrderStatus[]): Promise<Map<OrderStatus, number>> {
      const rows = await db
        .select({ status: orders.status, count: count() })
        .from(orders)
        .where(inArray(orders.status, [...statuses]))
        .groupBy(orders.status);
      return new Map(rows.map((row) => [row.status, row.count]));
    },

    async listOverdue(now: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(inArray(orders.status, [...UNPAID_STATUSES]), lte(orders.paymentDueAt, now)))
        .orderBy(asc(orders.paymentDueAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
