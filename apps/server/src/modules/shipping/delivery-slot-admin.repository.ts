import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { capacityOn } from './delivery-slot-capacity.ts';
import {
  deliveryCapacityOverrides,
  deliveryClosedDays,
  deliverySlotOptions,
  deliverySlots,
} from './shipping.schema.ts';

export type WindowRow = typeof deliverySlotOptions.$inferSelect;
export type ClosedDayRow = typeof deliveryClosedDays.$inferSelect;

/**
 * A day × window of the calendar: the dated slot's capacity and bookings, or what the template and exceptions
 * will give it.
 */
export interface CalendarRow {
  date: string;
  optionId: number;
  startTime: string;
  endTime: string;
  capacity: number;
  booked: number;
  isOverride: boolean;
  closedNote: string | null;
}

/** A coming slot whose capacity the template and exceptions now set otherwise, locked for the resize. */
export interface SlotToResize {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  reserved: number;
  target: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The weekly template, the days' exceptions and the dated slots they shape, for the back office. */
export function createDeliverySlotAdminRepository() {
  return {
    /** Windows still offered, by start time. */
    listWindows(db: Database): Promise<WindowRow[]> {
      return db
        .select()
        .from(deliverySlotOptions)
        .where(eq(deliverySlotOptions.isActive, true))
        .orderBy(asc(deliverySlotOptions.startTime), asc(deliverySlotOptions.endTime));
    },

    /** A window still offered, locked until the transaction ends; null when there is none. */
    async lockWindow(tx: Database, id: number): Promise<WindowRow | null> {
      const [row] = await tx
        .select()
        .from(deliverySlotOptions)
        .where(and(eq(deliverySlotOptions.id, id), eq(deliverySlotOptions.isActive, true)))
        .for('update');
      return row ?? null;
    },

    async findWindowAt(tx: Database, startTime: string, endTime: string): Promise<WindowRow | null> {
      const [row] = await tx
        .select()
        .from(deliverySlotOptions)
        .where(
          and(
            eq(deliverySlotOptions.startTime, startTime),
            eq(deliverySlotOptions.endTime, endTime),
            eq(deliverySlotOptions.isActive, true),
          ),
        );
      return row ?? null;
    },

    async insertWindow(
      tx: Database,
      window: Pick<WindowRow, 'startTime' | 'endTime' | 'weekdayCapacities' | 'cutoffMinutes'>,
    ): Promise<WindowRow> {
      const [row] = await tx.insert(deliverySlotOptions).values(window).returning();
      return row!;
    },

    async updateWindow(
      tx: Database,
      id: number,
      change: Partial<Pick<WindowRow, 'weekdayCapacities' | 'cutoffMinutes' | 'isActive'>>,
    ): Promise<WindowRow> {
      const [row] = await tx.update(deliverySlotOptions).set(change).where(eq(deliverySlotOptions.id, id)).returning();
      return row!;
    },

    async findClosedDay(db: Database, date: string): Promise<ClosedDayRow | null> {
      const [row] = await db.select().from(deliveryClosedDays).where(eq(deliveryClosedDays.date, date));
      return row ?? null;
    },

    async closeDay(tx: Database, date: string, note: string): Promise<void> {
      await tx
        .insert(deliveryClosedDays)
        .values({ date, note })
        .onConflictDoUpdate({ target: deliveryClosedDays.date, set: { note } });
    },

    async reopenDay(tx: Database, date: string): Promise<void> {
      await tx.delete(deliveryClosedDays).where(eq(deliveryClosedDays.date, date));
    },

    /** The window's capacity on the day when it is an exception, else null. */
    async findOverride(db: Database, date: string, optionId: number): Promise<number | null> {
      const [row] = await db
        .select({ capacity: deliveryCapacityOverrides.capacity })
        .from(deliveryCapacityOverrides)
        .where(and(eq(deliveryCapacityOverrides.date, date), eq(deliveryCapacityOverrides.optionId, optionId)));
      return row?.capacity ?? null;
    },

    async setOverride(tx: Database, date: string, optionId: number, capacity: number): Promise<void> {
      await tx
        .insert(deliveryCapacityOverrides)
        .values({ date, optionId, capacity })
        .onConflictDoUpdate({
          target: [deliveryCapacityOverrides.date, deliveryCapacityOverrides.optionId],
          set: { capacity },
        });
    },

    async removeOverride(tx: Database, date: string, optionId: number): Promise<void> {
      await tx
        .delete(deliveryCapacityOverrides)
        .where(and(eq(deliveryCapacityOverrides.date, date), eq(deliveryCapacityOverrides.optionId, optionId)));
    },

    /**
     * Days × windows from `from` for `days` days: windows still offered, and withdrawn ones with
     * bookings in those days. A day with its dated slots shows them; a later one what it will get.
     */
    async listCalendar(db: Database, from: string, days: number): Promise<CalendarRow[]> {
      return rowsOf<CalendarRow>(
        await db.execute(sql`
          select day.date::text as "date", o.id as "optionId", o.start_time::text as "startTime",
            o.end_time::text as "endTime",
            coalesce(s.capacity, ${capacityOn(sql`day.date`)}) as "capacity",
            coalesce(s.reserved, 0) as "booked",
            exists (select 1 from delivery_capacity_overrides v where v.date = day.date and v.option_id = o.id)
              as "isOverride",
            c.note as "closedNote"
          from (select ${from}::date + n as date from generate_series(0, ${days - 1}) as n) as day
          cross join delivery_slot_options o
          left join delivery_slots s on s.option_id = o.id and s.date = day.date
          left join delivery_closed_days c on c.date = day.date
          where o.is_active or s.reserved > 0
          order by day.date, o.start_time, o.end_time`),
      );
    },

    /**
     * Locks the slots dated `fromDate` or later whose capacity differs from what the template and
     * exceptions now give them, by id (so concurrent edits lock in one order). A shopper booking one
     * meanwhile waits, then books against the new capacity; the `reserved` read here is final.
     */
    async lockSlotsToResize(tx: Database, fromDate: string): Promise<SlotToResize[]> {
      return rowsOf<SlotToResize>(
        await tx.execute(sql`
          select s.id, s.date::text as "date", o.start_time::text as "startTime", o.end_time::text as "endTime",
            s.reserved, ${capacityOn(sql`s.date`)} as "target"
          from delivery_slots s join delivery_slot_options o on o.id = s.option_id
          where s.date >= ${fromDate} and s.capacity <> ${capacityOn(sql`s.date`)}
          order by s.id
          for update of s`),
      );
    },

    async resizeSlot(tx: Database, id: number, capacity: number): Promise<void> {
      await tx.update(deliverySlots).set({ capacity }).where(eq(deliverySlots.id, id));
    },
  };
}
export type DeliverySlotAdminRepository = ReturnType<typeof createDeliverySlotAdminRepository>;
