import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.schema.ts';
import { staffAccounts } from '../staff/staff.schema.ts';

/** A support user acting as a customer (SPEC §6); the session's token overrides the customer's own. */
export const impersonationSessions = pgTable(
  'impersonation_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    supportUserId: uuid()
      .notNull()
      .references(() => customers.id),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The staff account the support user acts with (same e-mail): the audit trail names it. */
    staffId: uuid().references(() => staffAccounts.id),
    reason: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('impersonation_sessions_customer_idx').on(t.customerId)],
);
