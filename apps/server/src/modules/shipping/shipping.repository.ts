import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { insertMissingSlots, lockSlotTemplate } from './delivery-slot-capacity.ts';
import { deliverySlotOptions, deliverySlots, shippingMethods } from './shipping.schema.ts';

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type DeliverySlotOptionRow = typeof deliverySlotOptions.$inferSelect;

const slotColumns = {
  deliverySlotId: deliverySlots.id,
  optionId: deliverySlots.optionId,
  date: deliverySlots.date,
  startTime: deliverySlotOptions.startTime,
  endTime: deliverySlotOptions.endTime,
  cutoffMinutes: deliverySlotOptions.cutoffMinutes,
  capacity: deliverySlots.capacity,
  reserved: deliverySlots.reserved,
};
export type DeliverySlotRow = {
  deliverySlotId: number;
  optionId: number;
  date: string;
  startTime: string;
  endTime: string;
  /** The window closes for booking this long before it starts. */
  cutoffMinutes: number;
  /** 0: the window is not offered that day (closed day, or not in the template). */
  capacity: number;
  reserved: number;
};

/** Slots of windows that are still offered: a withdrawn window's slots cannot be chosen or listed. */
const offeredOption = and(eq(deliverySlotOptions.id, deliverySlots.optionId), eq(deliverySlotOptions.isActive, true));

export function createShippingRepository(db: Database) {
  return {
    /** A method shoppers may choose now, or null. */
    async findActiveMethod(id: number): Promise<ShippingMethodRow | null> {
      const [row] = await db
        .select()
        .from(shippingMethods)
        .where(and(eq(shippingMethods.id, id), eq(shippingMethods.isActive, true)));
      return row ?? null;
    },

    /** Any method, also one no longer offered: orders keep naming the method they shipped with. */
    async findMethod(id: number): Promise<ShippingMethodRow | null> {
      const [row] = await db.select().from(shippingMethods).where(eq(shippingMethods.id, id));
      return row ?? null;
    },

    listActiveMethods(): Promise<ShippingMethodRow[]> {
      return db
        .select()
        .from(shippingMethods)
        .where(eq(shippingMethods.isActive, true))
        .orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.id));
    },

    listActiveOptions(): Promise<DeliverySlotOptionRow[]> {
      return db
        .select()
        .from(deliverySlotOptions)
        .where(eq(deliverySlotOptions.isActive, true))
        .orderBy(asc(deliverySlotOptions.startTime));
    },

    /** A dated slot of a window that is still offered, or null. */
    async findOfferedSlot(id: number): Promise<DeliverySlotRow | null> {
      const [row] = await db
        .select(slotColumns)
        .from(deliverySlots)
        .innerJoin(deliverySlotOptions, offeredOption)
        .where(eq(deliverySlots.id, id));
      return row ?? null;
    },

    /** Any dated slot, for orders that name theirs after its window was withdrawn. */
    /** Every slot of a day, offered or withdrawn (orders keep the slot they booked). */
    async listSlotIdsOn(date: string): Promise<number[]> {
      const rows = await db.select({ id: deliverySlots.id }).from(deliverySlots).where(eq(deliverySlots.date, date));
      return rows.map((row) => row.id);
    },

    async findSlot(id: number): Promise<DeliverySlotRow | null> {
      const [row] = await db
        .select(slotColumns)
        .from(deliverySlots)
        .innerJoin(deliverySlotOptions, eq(deliverySlotOptions.id, deliverySlots.optionId))
        .where(eq(deliverySlots.id, id));
      return row ?? null;
    },

    /** Offered slots dated `fromDate` (YYYY-MM-DD) or later with a capacity that day, by date and time. */
    listOfferedSlotsFrom(fromDate: string): Promise<DeliverySlotRow[]> {
      return db
        .select(slotColumns)
        .from(deliverySlots)
        .innerJoin(deliverySlotOptions, offeredOption)
        .where(and(gte(deliverySlots.date, fromDate), gt(deliverySlots.capacity, 0)))
        .orderBy(asc(deliverySlots.date), asc(deliverySlotOptions.startTime));
    },

    /**
     * Makes sure every offered window has a slot on each of the `days` days from `fromDate`
     * (YYYY-MM-DD), at the capacity the template and exceptions give it; existing slots keep their
     * bookings. Safe when processes and staff edits do it at once.
     */
    async ensureSlots(fromDate: string, days: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockSlotTemplate(tx);
        await insertMissingSlots(tx, fromDate, days);
      });
    },

    /** Takes one place of the slot if one is left; false when it is full. */
    async reserveSlot(id: number): Promise<boolean> {
      const rows = await db
        .update(deliverySlots)
        .set({ reserved: sql`${deliverySlots.reserved} + 1` })
        .where(and(eq(deliverySlots.id, id), sql`${deliverySlots.reserved} < ${deliverySlots.capacity}`))
        .returning({ id: deliverySlots.id });
      return rows.length === 1;
    },

    /** Gives a place back (an order cancelled before delivery). */
    async releaseSlot(id: number): Promise<void> {
      await db
        .update(deliverySlots)
        .set({ reserved: sql`${deliverySlots.reserved} - 1` })
        .where(and(eq(deliverySlots.id, id), sql`${deliverySlots.reserved} > 0`));
    },
  };
}
export type ShippingRepository = ReturnType<typeof createShippingRepository>;
