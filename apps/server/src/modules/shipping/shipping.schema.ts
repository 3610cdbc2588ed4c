import { boolean, check, date, index, integer, pgTable, text, time, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const shippingMethods = pgTable('shipping_methods', {
  /** Not generated: id 1 is the order draft's default method (SPEC §9). */
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  nameEn: text().notNull(),
  nameAr: text().notNull(),
  descriptionEn: text().notNull().default(''),
  descriptionAr: text().notNull().default(''),
  /** Thousandths of KD. */
  fee: integer().notNull(),
  freeOver: integer(),
  minDays: integer().notNull().default(1),
  maxDays: integer().notNull().default(3),
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
});

/** Daily time windows offered for delivery ("delivery-slot-options"). */
export const deliverySlotOptions = pgTable('delivery_slot_options', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  startTime: time().notNull(),
  endTime: time().notNull(),
  capacity: integer().notNull(),
  isActive: boolean().notNull().default(true),
});

/** Dated slots; `reserved` grows atomically and never passes `capacity`. */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    optionId: integer()
      .notNull()
      .references(() => deliverySlotOptions.id),
    date: date({ mode: 'string' }).notNull(),
    capacity: integer().notNull(),
    reserved: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('delivery_slots_date_option_key').on(t.date, t.optionId),
    index('delivery_slots_date_idx').on(t.date),
    check('delivery_slots_capacity_check', sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.capacity}`),
  ],
);
