import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/**
 * The weekly template ("delivery-slot-options"): time windows, each with its capacity on every weekday
 * (Sunday first; 0: not offered that day) and how long before it starts it closes for booking.
 */
export const deliverySlotOptions = pgTable(
  'delivery_slot_options',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    startTime: time().notNull(),
    endTime: time().notNull(),
    /** Index 0 is Sunday, as `extract(dow …)` and `Date#getUTCDay` count. */
    weekdayCapacities: integer().array().notNull(),
    cutoffMinutes: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
  },
  (t) => [
    check(
      'delivery_slot_options_template_check',
      sql`cardinality(${t.weekdayCapacities}) = 7 and 0 <= all(${t.weekdayCapacities}) and ${t.cutoffMinutes} >= 0 and ${t.startTime} < ${t.endTime}`,
    ),
  ],
);

/** Days without deliveries (holidays): every window's slot of the day has no capacity. */
export const deliveryClosedDays = pgTable('delivery_closed_days', {
  date: date({ mode: 'string' }).primaryKey(),
  note: text().notNull().default(''),
});

/** A window's capacity on one day instead of the weekly template's (extra capacity, or 0: not that day). */
export const deliveryCapacityOverrides = pgTable(
  'delivery_capacity_overrides',
  {
    date: date({ mode: 'string' }).notNull(),
    optionId: integer()
      .notNull()
      .references(() => deliverySlotOptions.id),
    capacity: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.date, t.optionId] }),
    check('delivery_capacity_overrides_capacity_check', sql`${t.capacity} >= 0`),
  ],
);

/**
 * Dated slots, made from the template and exceptions for the days ahead; `reserved` grows atomically and never
 * passes `capacity` (0: not offered that day).
 */
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
