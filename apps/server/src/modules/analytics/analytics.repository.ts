import { and, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { SHOP_TIME_ZONE } from '../../lib/shop-day.ts';
import { analyticsEvents } from './analytics.schema.ts';

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

/** The shop's calendar day of a moment, as YYYY-MM-DD. */
const shopDay = (column: SQL | typeof analyticsEvents.occurredAt) =>
  sql<string>`to_char(${column} at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;

export interface Period {
  from: Date;
  to: Date;
}
const within = (period: Period) =>
  and(gte(analyticsEvents.occurredAt, period.from), lt(analyticsEvents.occurredAt, period.to));
/** The row of the same order (the partial unique index on transaction_id). */
const samePurchase = { target: analyticsEvents.transactionId, targetWhere: isNotNull(analyticsEvents.transactionId) };
/** Purchases the server recorded from an order (a browser's claim alone has no value). */
const recordedPurchase = and(eq(analyticsEvents.name, 'purchase'), isNotNull(analyticsEvents.value));

interface TopProductRow {
  item_id: string;
  name_en: string | null;
  name_ar: string | null;
  quantity: number | string;
  revenue: number | string;
}

/** Rows deleted per statement when pruning, so no delete holds locks or grows the log for long. */
const PRUNE_BATCH = 10_000;

/** All SQL of the analytics module. */
export function createAnalyticsRepository(db: Database) {
  return {
    /** Deletes every event that occurred before `cutoff`, in batches; the number deleted. */
    async deleteOccurredBefore(cutoff: Date): Promise<number> {
      let deleted = 0;
      for (;;) {
        const batch = db
          .select({ id: analyticsEvents.id })
          .from(analyticsEvents)
          .where(lt(analyticsEvents.occurredAt, cutoff))
          .limit(PRUNE_BATCH);
        const rows = await db
          .delete(analyticsEvents)
          .where(inArray(analyticsEvents.id, batch))
          .returning({ id: analyticsEvents.id });
        deleted += rows.length;
        if (rows.length < PRUNE_BATCH) return deleted;
      }
    },

    async insertEvents(rows: NewAnalyticsEvent[]): Promise<number[]> {
      if (rows.length === 0) return [];
      const inserted = await db.insert(analyticsEvents).values(rows).returning({ id: analyticsEvents.id });
      return inserted.map((row) => row.id);
    },

    /**
     * A browser's `purchase`: names the session that bought, for the funnel; adds nothing when another session
     * claimed the order first. Recorded before the server's row, it waits for it (the server fills the value in).
     */
    async claimPurchase(row: { transactionId: string; sessionId: string; language: string }): Promise<void> {
      await db
        .insert(analyticsEvents)
        .values({ name: 'purchase', ...row })
        .onConflictDoUpdate({
          ...samePurchase,
          set: {
            sessionId: sql`coalesce(${analyticsEvents.sessionId}, excluded.session_id)`,
            language: sql`case when ${analyticsEvents.sessionId} is null then excluded.language else ${analyticsEvents.language} end`,
          },
        });
    },

    /** The server's purchase of an order; recording it again changes nothing. Answers the row's id. */
    async recordPurchase(row: {
      transactionId: string;
      value: number;
      params: Record<string, unknown>;
      occurredAt: Date;
      language: string;
    }): Promise<number> {
      const [saved] = await db
        .insert(analyticsEvents)
        .values({ name: 'purchase', ...row })
        .onConflictDoUpdate({
          ...samePurchase,
          set: {
            value: sql`coalesce(${analyticsEvents.value}, excluded.value)`,
            params: sql`case when ${analyticsEvents.value} is null then excluded.params else ${analyticsEvents.params} end`,
            occurredAt: sql`case when ${analyticsEvents.value} is null then excluded.occurred_at else ${analyticsEvents.occurredAt} end`,
          },
        })
        .returning({ id: analyticsEvents.id });
      return saved!.id;
    },

    /** Those of `ids` not forwarded yet. */
    async listUnforwarded(ids: number[]): Promise<AnalyticsEventRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(analyticsEvents)
        .where(and(inArray(analyticsEvents.id, ids), isNull(analyticsEvents.forwardedAt)))
        .orderBy(analyticsEvents.id);
    },

    async markForwarded(ids: number[], at: Date): Promise<void> {
      if (ids.length > 0)
        await db.update(analyticsEvents).set({ forwardedAt: at }).where(inArray(analyticsEvents.id, ids));
    },

    /** Distinct sessions in the period, and those that sent each of `names`. */
    async countSessions(
      period: Period,
      names: readonly string[],
    ): Promise<{ all: number; byName: Map<string, number> }> {
      const [all] = await db
        .select({ count: sql<number>`count(distinct ${analyticsEvents.sessionId})::int` })
        .from(analyticsEvents)
        .where(within(period));
      const rows = await db
        .select({ name: analyticsEvents.name, count: sql<number>`count(distinct ${analyticsEvents.sessionId})::int` })
        .from(analyticsEvents)
        .where(and(within(period), inArray(analyticsEvents.name, [...names])))
        .groupBy(analyticsEvents.name);
      return { all: all?.count ?? 0, byName: new Map(rows.map((row) => [row.name, row.count])) };
    },

    /** Purchases and their total per shop day (Asia/Kuwait) in the period. */
    async salesByDay(period: Period): Promise<{ day: string; orders: number; sales: number }[]> {
      const day = shopDay(analyticsEvents.occurredAt);
      return db
        .select({
          day,
          orders: sql<number>`count(*)::int`,
          sales: sql<number>`coalesce(sum(${analyticsEvents.value}), 0)::bigint`.mapWith(Number),
        })
        .from(analyticsEvents)
        .where(and(recordedPurchase, within(period)))
        .groupBy(day)
        .orderBy(day);
    },

    /** Products by units bought in the period, with their revenue in fils. */
    async topProducts(period: Period, limit: number) {
      const item = sql`jsonb_array_elements(${analyticsEvents.params} -> 'items')`;
      const result = await db.execute(sql`
        select i ->> 'item_id' as item_id, max(i ->> 'item_name') as name_en, max(i ->> 'item_name_ar') as name_ar,
               sum((i ->> 'quantity')::int)::int as quantity,
               round(sum((i ->> 'price')::numeric * (i ->> 'quantity')::int) * 1000)::bigint as revenue
        from ${analyticsEvents}, lateral ${item} as i
        where ${recordedPurchase} and ${within(period)}
        group by 1 order by 4 desc, 5 desc, 1 limit ${limit}`);
      const rows = (result as unknown as { rows: TopProductRow[] }).rows;
      return rows.map((row) => ({
        itemId: row.item_id,
        nameEn: row.name_en ?? row.item_id,
        nameAr: row.name_ar ?? row.name_en ?? row.item_id,
        quantity: Number(row.quantity),
        revenue: Number(row.revenue),
      }));
    },

    /** The most searched texts in the period; `noResults`: only searches that found nothing. */
    async topSearches(period: Period, limit: number, noResults: boolean): Promise<{ term: string; count: number }[]> {
      const term = analyticsEvents.searchTerm;
      return db
        .select({ term: sql<string>`${term}`, count: sql<number>`count(*)::int` })
        .from(analyticsEvents)
        .where(
          and(
            eq(analyticsEvents.name, 'search'),
            within(period),
            isNotNull(term),
            noResults ? eq(analyticsEvents.resultCount, 0) : undefined,
          ),
        )
        .groupBy(term)
        .orderBy(sql`count(*) desc`, term)
        .limit(limit);
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
