import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';

/** Guests are real customers from their first page view (SPEC §6); support users can impersonate. */
export const customerRole = pgEnum('customer_role', ['guest', 'customer', 'support']);

export const customers = pgTable(
  'customers',
  {
    id: uuid().primaryKey().defaultRandom(),
    role: customerRole().notNull().default('guest'),
    displayName: text(),
    firstName: text(),
    lastName: text(),
    email: text(),
    /** E.164, normalised before storing. */
    phone: text(),
    passwordHash: text(),
    avatarPath: text(),
    language: text().notNull().default('en'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Blocked by staff: cannot sign in or order, and its sessions were ended when it was blocked. */
    blockedAt: timestamp({ withTimezone: true }),
    /**
     * Name, e-mail and phone folded as the storefront search folds text (lower case, Arabic marks and
     * tatweel dropped, alef/teh marbuta/alef maksura forms made one), kept by PostgreSQL: the back
     * office's customer search matches its words here, through a trigram index.
     */
    searchText: text().generatedAlwaysAs(
      sql`translate(regexp_replace(lower(coalesce(display_name, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '')), '[\u064B-\u065F\u0670\u0640]', '', 'g'), 'أإآٱةى', 'ااااهي')`,
    ),
  },
  (t) => [
    uniqueIndex('customers_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    uniqueIndex('customers_phone_key')
      .on(t.phone)
      .where(sql`${t.phone} is not null`),
    // Signed-up customers only: guests, most of the table, are never searched.
    index('customers_search_text_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .where(sql`${t.role} = 'customer'`),
  ],
);
