import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.schema.ts';

/** Refresh tokens are random, stored hashed, rotated on use; reuse of a rotated one revokes its family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    rotatedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // By customer: blocking one ends all their sign-ins at once.
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_customer_idx').on(t.customerId)],
);

/** One-time phone codes: hashed, short-lived, limited attempts. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    phone: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_challenges_phone_idx').on(t.phone, t.createdAt)],
);

/** Single-use, expiring password reset tokens, stored hashed. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  customerId: uuid()
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
