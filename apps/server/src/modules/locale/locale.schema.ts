import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const languages = pgTable('languages', {
  /** Language code (en, ar): SPEC's langId. */
  id: text().primaryKey(),
  name: text().notNull(),
  isRtl: boolean().notNull().default(false),
  sortOrder: integer().notNull().default(0),
});

export const translations = pgTable(
  'translations',
  {
    langId: text()
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    value: text().notNull(),
    /** The area version in which this value last changed. */
    version: integer().notNull(),
    /** When staff last changed the text (null: as seeded): the start-up sync keeps such texts. */
    editedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.langId, t.key] })],
);

/** Current version per area (e.g. ui.prisma); raised whenever a translation in it changes. */
export const translationVersions = pgTable('translation_versions', {
  area: text().primaryKey(),
  version: integer().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
