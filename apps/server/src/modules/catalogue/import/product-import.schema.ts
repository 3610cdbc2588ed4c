import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staffAccounts } from '../../staff/staff.schema.ts';

export const IMPORT_STATES = ['queued', 'running', 'completed', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/**
 * A product CSV import: the stored file, its state and its progress, written by the job that runs
 * it (ADR 037). At most one import of the shop is queued or running at a time (a partial unique
 * index), so two imports never interleave.
 */
export const productImports = pgTable(
  'product_imports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Null for the command line. */
    staffId: uuid().references(() => staffAccounts.id),
    fileName: text().notNull(),
    /** Where the uploaded file is kept (files module storage). */
    storageKey: text().notNull(),
    state: text({ enum: IMPORT_STATES }).notNull().default('queued'),
    totalRows: integer().notNull().default(0),
    rowsDone: integer().notNull().default(0),
    errorCount: integer().notNull().default(0),
    /** What the import changed: products created/updated/unchanged, variations, stock changes, images. */
    summary: jsonb().$type<Record<string, number>>(),
    /** Why a failed import stopped (a bug or the database), for the operator's log; rows' errors are below. */
    failure: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('product_imports_one_active_key')
      .on(sql`(true)`)
      .where(sql`${t.state} in ('queued', 'running')`),
    index('product_imports_created_idx').on(t.createdAt),
  ],
);

/** A row's problem, as a code and parameters: the message is written in the reader's language. */
export const productImportErrors = pgTable(
  'product_import_errors',
  {
    importId: integer()
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    row: integer().notNull(),
    column: text().notNull(),
    code: text().notNull(),
    params: jsonb().$type<Record<string, string | number>>().notNull().default({}),
  },
  (t) => [index('product_import_errors_import_idx').on(t.importId, t.row)],
);

/**
 * Pictures an import fetched, by the address it read them from: a second import of the same file
 * uses the stored copy instead of fetching it again (idempotent imports).
 */
export const importedImages = pgTable(
  'imported_images',
  {
    sourceUrl: text().notNull(),
    /** The stored picture's address (`/api/download/…`). */
    path: text().notNull(),
    fetchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sourceUrl] })],
);
