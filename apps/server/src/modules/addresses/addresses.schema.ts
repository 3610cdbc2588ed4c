import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.schema.ts';

export const countries = pgTable('countries', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** ISO 3166-1 alpha-2, lower case (the phone picker's default country code is `eg`). */
  code: text().notNull().unique(),
  nameEn: text().notNull(),
  nameAr: text().notNull(),
  phoneCode: text().notNull(),
  sortOrder: integer().notNull().default(0),
});

export const states = pgTable(
  'states',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    countryId: integer()
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
  },
  (t) => [index('states_country_idx').on(t.countryId)],
);

export const areas = pgTable(
  'areas',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    stateId: integer()
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
  },
  (t) => [index('areas_state_idx').on(t.stateId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** SPEC §3: fixed to Home for addresses the storefront creates. */
    addressType: text().notNull().default('Home'),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text().notNull(),
    email: text(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    stateId: integer().references(() => states.id),
    areaId: integer().references(() => areas.id),
    block: text(),
    street: text(),
    avenue: text(),
    building: text(),
    floor: text(),
    apartment: text(),
    postalCode: text(),
    note: text().notNull().default(''),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);
