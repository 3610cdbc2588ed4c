import type { Database } from '../../db/client.ts';
import type { ContentLanguage } from '../../lib/language.ts';
import type { AuditTrail } from '../audit/index.ts';
import { insertMissingSlots, lockSlotTemplate } from './delivery-slot-capacity.ts';
import type { DeliverySlotAdminRepository, WindowRow } from './delivery-slot-admin.repository.ts';
import { belowBooked, dayPassed, windowNotFound, windowTaken } from './delivery-slot-messages.ts';
import { BOOKABLE_DAYS, clock, kuwaitDate, slotStart } from './shipping.service.ts';
import type {
  Calendar,
  CalendarDay,
  DeliveryWindow,
  NewWindowBody,
  WindowBody,
} from './delivery-slot-admin.contract.ts';

export interface DeliverySlotAdminDependencies {
  db: Database;
  repository: DeliverySlotAdminRepository;
  audit: AuditTrail;
  /** The clock the rules read (tests move it). */
  now?: () => Date;
}

const WEEK = 7;

const toWindow = (row: WindowRow): DeliveryWindow => ({
  optionId: row.id,
  startTime: clock(row.startTime),
  endTime: clock(row.endTime),
  weekdayCapacities: row.weekdayCapacities,
  cutoffMinutes: row.cutoffMinutes,
});

/** What the audit trail keeps of a window. */
const auditView = (row: WindowRow) => ({ ...toWindow(row), isActive: row.isActive });

/**
 * The back office's delivery slots: the weekly template (windows with a capacity per weekday and a
 * cut-off), exceptions per day (closed, or another capacity for a window), and a calendar of booked ×
 * capacity. Every change runs in one transaction holding the template lock: it brings the coming dated
 * slots to their new capacity with those slots locked, refuses (and undoes everything) when one would
 * hold fewer places than it has bookings, and is audited.
 */
export function createDeliverySlotAdmin(deps: DeliverySlotAdminDependencies) {
  const { db, repository, audit } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Makes the coming days' slots (today's that have not started, and the bookable days ahead) follow
   * the template and exceptions; throws DELIVERY_CAPACITY_BELOW_BOOKED (409) for the first one that would
   * fall below its bookings.
   */
  async function resizeComingSlots(tx: Database, language: ContentLanguage): Promise<void> {
    const at = now();
    const today = kuwaitDate(at);
    await insertMissingSlots(tx, today, BOOKABLE_DAYS + 1);
    const coming = (await repository.lockSlotsToResize(tx, today)).filter((slot) => slotStart(slot) > at);
    const over = coming.find((slot) => slot.reserved > slot.target);
    if (over) throw belowBooked(over, language);
    for (const slot of coming) await repository.resizeSlot(tx, slot.id, slot.target);
  }

  /** Runs a staff change under the template lock, resizes the coming slots, and audits it, all or nothing. */
  function change<T>(
    language: ContentLanguage,
    work: (tx: Database) => Promise<{ answer: T; audit: Parameters<AuditTrail['record']>[1] }>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      await lockSlotTemplate(tx);
      const { answer, audit: entry } = await work(tx);
      await resizeComingSlots(tx, language);
      await audit.record(tx, entry);
      return answer;
    });
  }

  async function lockWindow(tx: Database, id: number): Promise<WindowRow> {
    const window = await repository.lockWindow(tx, id);
    if (!window) throw windowNotFound(id);
    return window;
  }

  function assertComingDay(date: string): void {
    if (date < kuwaitDate(now())) throw dayPassed(date);
  }

  async function getDay(date: string): Promise<CalendarDay> {
    return (await getCalendar(date, 1)).days[0]!;
  }

  async function getCalendar(from: string, days: number): Promise<Calendar> {
    const rows = await repository.listCalendar(db, from, days);
    const windows = new Map<number, Calendar['windows'][number]>();
    const byDay = new Map<string, CalendarDay>();
    for (let offset = 0; offset < days; offset++) {
      const date = new Date(Date.parse(`${from}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
      byDay.set(date, { date, closed: null, slots: [] });
    }
    for (const row of rows) {
      if (!windows.has(row.optionId))
        windows.set(row.optionId, {
          optionId: row.optionId,
          startTime: clock(row.startTime),
          endTime: clock(row.endTime),
        });
      const day = byDay.get(row.date)!;
      if (row.closedNote !== null) day.closed = { note: row.closedNote };
      day.slots.push({
        optionId: row.optionId,
        capacity: row.capacity,
        booked: row.booked,
        isOverride: row.isOverride,
      });
    }
    const order = [...windows.values()].sort((a, b) =>
      `${a.startTime}${a.endTime}`.localeCompare(`${b.startTime}${b.endTime}`),
    );
    return { from, today: kuwaitDate(now()), windows: order, days: [...byDay.values()] };
  }

  return {
    async listWindows(): Promise<DeliveryWindow[]> {
      return (await repository.listWindows(db)).map(toWindow);
    },

    /** A week of days × windows from `from` (default today, Kuwait). */
    getCalendar: (from?: string) => getCalendar(from ?? kuwaitDate(now()), WEEK),

    /** Offers a new window; DELIVERY_WINDOW_TAKEN (409) when one with the same times is offered. */
    addWindow(staffId: string, body: NewWindowBody, language: ContentLanguage): Promise<DeliveryWindow> {
      return change(language, async (tx) => {
        if (await repository.findWindowAt(tx, body.startTime, body.endTime))
          throw windowTaken(body.startTime, body.endTime);
        const row = await repository.insertWindow(tx, body);
        return {
          answer: toWindow(row),
          audit: {
            actorStaffId: staffId,
            action: 'delivery-window.created',
            entityType: 'delivery-window',
            entityId: String(row.id),
            after: auditView(row),
          },
        };
      });
    },

    /** Changes a window's capacity per weekday and cut-off; DELIVERY_CAPACITY_BELOW_BOOKED (409) below bookings. */
    updateWindow(staffId: string, id: number, body: WindowBody, language: ContentLanguage): Promise<DeliveryWindow> {
      return change(language, async (tx) => {
        const before = await lockWindow(tx, id);
        const after = await repository.updateWindow(tx, id, body);
        return {
          answer: toWindow(after),
          audit: {
            actorStaffId: staffId,
            action: 'delivery-window.updated',
            entityType: 'delivery-window',
            entityId: String(id),
            before: auditView(before),
            after: auditView(after),
          },
        };
      });
    },

    /**
     * Stops offering a window (its past slots stay with the orders that name them); refused with
     * DELIVERY_CAPACITY_BELOW_BOOKED (409) while a coming slot of it has bookings.
     */
    withdrawWindow(staffId: string, id: number, language: ContentLanguage): Promise<void> {
      return change(language, async (tx) => {
        const before = await lockWindow(tx, id);
        const after = await repository.updateWindow(tx, id, { isActive: false });
        return {
          answer: undefined,
          audit: {
            actorStaffId: staffId,
            action: 'delivery-window.withdrawn',
            entityType: 'delivery-window',
            entityId: String(id),
            before: auditView(before),
            after: auditView(after),
          },
        };
      });
    },

    /**
     * Closes a day (a holiday): no window takes deliveries. Refused with DELIVERY_CAPACITY_BELOW_BOOKED (409)
     * when the day has bookings, and DELIVERY_DAY_PASSED (400) for a past day.
     */
    async closeDay(staffId: string, date: string, note: string, language: ContentLanguage): Promise<CalendarDay> {
      assertComingDay(date);
      await change(language, async (tx) => {
        const before = await repository.findClosedDay(tx, date);
        await repository.closeDay(tx, date, note);
        return {
          answer: undefined,
          audit: {
            actorStaffId: staffId,
            action: 'delivery-day.closed',
            entityType: 'delivery-day',
            entityId: date,
            before: { closed: before !== null, note: before?.note ?? null },
            after: { closed: true, note },
          },
        };
      });
      return getDay(date);
    },

    /** Opens a closed day again: its windows take the template's (or the day's own) capacity. */
    async reopenDay(staffId: string, date: string, language: ContentLanguage): Promise<CalendarDay> {
      assertComingDay(date);
      await change(language, async (tx) => {
        const before = await repository.findClosedDay(tx, date);
        await repository.reopenDay(tx, date);
        return {
          answer: undefined,
          audit: {
            actorStaffId: staffId,
            action: 'delivery-day.reopened',
            entityType: 'delivery-day',
            entityId: date,
            before: { closed: before !== null, note: before?.note ?? null },
            after: { closed: false, note: null },
          },
        };
      });
      return getDay(date);
    },

    /**
     * Gives a window another capacity on one day (extra capacity, or 0: not that day), or with `capacity`
     * null the template's again. DELIVERY_CAPACITY_BELOW_BOOKED (409) below its bookings.
     */
    async setDayCapacity(
      staffId: string,
      date: string,
      optionId: number,
      capacity: number | null,
      language: ContentLanguage,
    ): Promise<CalendarDay> {
      assertComingDay(date);
      await change(language, async (tx) => {
        await lockWindow(tx, optionId);
        const before = await repository.findOverride(tx, date, optionId);
        if (capacity === null) await repository.removeOverride(tx, date, optionId);
        else await repository.setOverride(tx, date, optionId, capacity);
        return {
          answer: undefined,
          audit: {
            actorStaffId: staffId,
            action: capacity === null ? 'delivery-day.capacity-cleared' : 'delivery-day.capacity-set',
            entityType: 'delivery-day',
            entityId: date,
            before: { optionId, capacity: before },
            after: { optionId, capacity },
          },
        };
      });
      return getDay(date);
    },
  };
}
export type DeliverySlotAdmin = ReturnType<typeof createDeliverySlotAdmin>;
