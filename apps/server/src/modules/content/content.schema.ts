import { type AnyPgColumn, boolean, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const menus = pgTable('menus', {
  /** Not generated: the theme refers to menus by id (main menu 53 by default). */
  id: integer().primaryKey(),
  /** Shown as the heading of a footer menu. */
  nameEn: text().notNull(),
  nameAr: text().notNull(),
});

export const menuItems = pgTable(
  'menu_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    menuId: integer()
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    parentItemId: integer().references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    titleEn: text().notNull(),
    titleAr: text().notNull(),
    route: text().notNull(),
    /** `group:name`, e.g. material-outline:home. */
    icon: text(),
    openInNewTab: boolean().notNull().default(false),
    allowGuestUser: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index('menu_items_menu_idx').on(t.menuId)],
);

export const staticPages = pgTable('static_pages', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  titleEn: text().notNull(),
  titleAr: text().notNull(),
  bodyEn: text().notNull(),
  bodyAr: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const dataListKind = pgEnum('data_list_kind', ['products', 'categories', 'images']);

export const dataListGroups = pgTable('data_list_groups', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  nameEn: text().notNull(),
  nameAr: text().notNull(),
});

/** Curated lists that feed the home page: banners, featured categories, product rails. */
export const dataLists = pgTable('data_lists', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  kind: dataListKind().notNull(),
  groupId: integer().references(() => dataListGroups.id),
  titleEn: text().notNull(),
  titleAr: text().notNull(),
  sortOrder: integer().notNull().default(0),
  /** An inactive list stays in the back office but is not shown on the storefront. */
  isActive: boolean().notNull().default(true),
});

/** Items refer to catalogue rows by id; the catalogue module resolves them. */
export const dataListItems = pgTable(
  'data_list_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    dataListId: integer()
      .notNull()
      .references(() => dataLists.id, { onDelete: 'cascade' }),
    productId: integer(),
    categoryId: integer(),
    imagePath: text(),
    link: text(),
    titleEn: text(),
    titleAr: text(),
    sortOrder: integer().notNull().default(0),
    /** An inactive item (a banner out of season) stays in the back office but is not shown. */
    isActive: boolean().notNull().default(true),
  },
  (t) => [index('data_list_items_list_idx').on(t.dataListId)],
);

export const contactMessages = pgTable('contact_messages', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  email: text().notNull(),
  phone: text(),
  subject: text().notNull(),
  message: text().notNull(),
  language: text().notNull(),
  ip: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
