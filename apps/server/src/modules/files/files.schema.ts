import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.schema.ts';

/** Metadata of uploaded files; the bytes live in the storage backend under `storageKey`. */
export const files = pgTable(
  'files',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    storageKey: text().notNull().unique(),
    originalName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);
