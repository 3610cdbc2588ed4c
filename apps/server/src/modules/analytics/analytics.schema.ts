import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The shop's own record of storefront events (GA4 names and parameters). Anonymous: a session id
 * the browser made up, never a customer id, phone or e-mail. `purchase` rows are written by the
 * server from the order (one per order), the others by the collector. Money in fils.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** GA4 event name: page_view, view_item, add_to_cart, …, purchase. */
    name: text().notNull(),
    /** The browser's random session id; null on a purchase no browser session has claimed yet. */
    sessionId: text(),
    language: text().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The GA4 parameters as received (purchase: as the server computed them). */
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** `search`: the text searched, trimmed and lower-cased, and how many products it found. */
    searchTerm: text(),
    resultCount: integer(),
    /** `purchase`: the order's number (GA4's transaction_id) and, once the server recorded it, its total in fils. */
    transactionId: text(),
    value: integer(),
    /** When the event reached the configured GA4 project (null: not configured, or not yet). */
    forwardedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // The dashboard: events of a name in a period, and the distinct sessions among them (index-only).
    index('analytics_events_name_time_idx').on(t.name, t.occurredAt, t.sessionId),
    // The dashboard: sessions in a period.
    index('analytics_events_time_idx').on(t.occurredAt, t.sessionId),
    // One purchase per order, whoever records it first.
    uniqueIndex('analytics_events_transaction_idx')
      .on(t.transactionId)
      .where(sql`${t.transactionId} is not null`),
  ],
);
