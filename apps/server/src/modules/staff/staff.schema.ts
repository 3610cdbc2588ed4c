import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from './staff-permissions.ts';

export const staffRole = pgEnum('staff_role', STAFF_ROLES);

/** Operators of the shop: a separate identity from customers, signing in at /admin/login. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    name: text().notNull(),
    role: staffRole().notNull(),
    /** scrypt, through the customers module's password hashing. */
    passwordHash: text().notNull(),
    /** RFC 6238 secret (base32, sealed with the server secret) once a second factor is confirmed. */
    totpSecret: text(),
    /** A secret being enrolled: it becomes `totpSecret` when a code from it is confirmed. */
    totpPendingSecret: text(),
    /** The last 30-second step a code was accepted for: a code cannot be used twice. */
    totpLastStep: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A disabled account cannot sign in, and its sessions' tokens are refused at once. */
    disabledAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_accounts_email_key').on(sql`lower(${t.email})`)],
);

/**
 * One sign-in of a staff member. Its refresh token is stored hashed and rotated on use (the
 * previous hash is kept: presenting it again means it leaked, and ends the session). Access
 * tokens name the session: ending it refuses them at once.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    staffId: uuid()
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    refreshTokenHash: text().notNull().unique(),
    previousRefreshTokenHash: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_sessions_staff_idx').on(t.staffId),
    index('staff_sessions_previous_hash_idx').on(t.previousRefreshTokenHash),
  ],
);
