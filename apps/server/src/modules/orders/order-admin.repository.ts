import { and, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { orders } from './orders.schema.ts';
import type { OrderPaymentState } from './order-status.ts';
import type { OrderRow } from './orders.repository.ts';

/** Which orders a back-office list is about; every field optional. */
export interface AdminOrderFilter {
  status?: OrderStatus;
  paymentState?: OrderPaymentState;
  paymentMethodId?: number;
  shippingMethodId?: number;
  /** The delivery slots of the chosen day (an empty list matches nothing). */
  deliverySlotIds?: number[];
  placedFrom?: Date;
  placedBefore?: Date;
  /** Folded words (normalizeSearchText), each a part of the order's search text. */
  words?: string[];
}

/** Where a page ends: the last order's creation time (exact, as PostgreSQL keeps it) and id. */
export interface OrderCursor {
  createdAt: string;
  id: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterCondition(filter: AdminOrderFilter): SQL | undefined {
  return and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.paymentState ? eq(orders.paymentState, filter.paymentState) : undefined,
    filter.paymentMethodId !== undefined ? eq(orders.paymentMethodId, filter.paymentMethodId) : undefined,
    filter.shippingMethodId !== undefined ? eq(orders.shippingMethodId, filter.shippingMethodId) : undefined,
    filter.deliverySlotIds
      ? filter.deliverySlotIds.length > 0
        ? inArray(orders.deliverySlotId, filter.deliverySlotIds)
        : sql`false`
      : undefined,
    filter.placedFrom ? gte(orders.createdAt, filter.placedFrom) : undefined,
    filter.placedBefore ? lt(orders.createdAt, filter.placedBefore) : undefined,
    // Each word through the trigram index (orders_search_text_trgm_idx).
    ...(filter.words ?? []).map((word) => sql`${orders.searchText} like ${`%${escapeLike(word)}%`}`),
  );
}

/** Microseconds included: a cursor of milliseconds would skip or repeat orders placed in the same millisecond. */
const exactCreatedAt = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The back office's order list: newest first, keyset-paged on (created_at, id) so a page deep in a
 * million orders costs what the first one does. Filters by status, payment state and delivery slot
 * walk their own (filter, created_at, id) index backwards; the others the created_at index
 * (migration 0013); search words the trigram index.
 */
export function createOrderAdminRepository(db: Database) {
  return {
    async listOrders(
      filter: AdminOrderFilter,
      after: OrderCursor | null,
      limit: number,
    ): Promise<(OrderRow & { cursorAt: string })[]> {
      const rows = await db
        .select({ order: orders, cursorAt: exactCreatedAt })
        .from(orders)
        .where(
          and(
            filterCondition(filter),
            after
              ? sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
      return rows.map((row) => ({ ...row.order, cursorAt: row.cursorAt }));
    },

    /** Matching orders up to `limit + 1`: more than `limit` means "limit+". */
    async countOrders(filter: AdminOrderFilter, limit: number): Promise<number> {
      const matching = db
        .select({ one: sql`1` })
        .from(orders)
        .where(filterCondition(filter))
        .limit(limit + 1)
        .as('matching');
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matching);
      return row?.count ?? 0;
    },

    /** A customer's orders other than `orderId`, newest first. */
    listOtherOrders(customerId: string, orderId: number, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.customerId, customerId), ne(orders.id, orderId)))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
    },
  };
}
export type OrderAdminRepository = ReturnType<typeof createOrderAdminRepository>;
