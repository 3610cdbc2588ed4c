import { sql } from 'drizzle-orm';
import { pgEnum, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';

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
  },
  (t) => [
    uniqueIndex('customers_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    uniqueIndex('customers_phone_key')
      .on(t.phone)
      .where(sql`${t.phone} is not null`),
  ],
);
