import { check, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { MenuRelease } from './content-release.ts';
import type { ThemeFile } from './theme-file.ts';

/**
 * Every published release of the theme and the menus, never changed once written (ADR 039). The
 * highest version is what shoppers see; a rollback publishes a copy of an older one.
 */
export const contentVersions = pgTable('content_versions', {
  version: integer().primaryKey(),
  theme: jsonb().$type<ThemeFile>().notNull(),
  menus: jsonb().$type<MenuRelease[]>().notNull(),
  publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** Null for version 1, seeded from the theme file on the first start. */
  publishedBy: uuid(),
  /** The version this one copies when it was a rollback. */
  copiedFrom: integer(),
});

/** The one draft the staff edit and preview before publishing it (a single row, id 1). */
export const contentDraft = pgTable(
  'content_draft',
  {
    id: integer().primaryKey().default(1),
    theme: jsonb().$type<ThemeFile>().notNull(),
    menus: jsonb().$type<MenuRelease[]>().notNull(),
    /** The published version the draft was started from. */
    baseVersion: integer().notNull(),
    /** Counts saves: a save names the revision it edited, so two editors cannot overwrite each other unseen. */
    revision: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid().notNull(),
  },
  (t) => [check('content_draft_single_row', sql`${t.id} = 1`)],
);
