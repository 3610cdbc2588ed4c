import { shippingFeeFor, type DeliverySlot, type DeliverySlotOption, type ShippingMethod } from '@storefront/contracts';
import {
  createShippingRepository,
  type DeliverySlotRow,
  type ShippingMethodRow,
  type ShippingRepository,
} from './shipping.repository.ts';
import { notFound } from '../../lib/errors.ts';
import { slotError } from './slot-errors.ts';
import type { Database } from '../../db/client.ts';
import { localized, type ContentLanguage } from '../../lib/language.ts';

/** Delivery slots are local times in Kuwait, which keeps UTC+3 all year (no daylight saving). */
const SHOP_UTC_OFFSET = '+03:00';
const SHOP_UTC_OFFSET_MS = 3 * 3_600_000;
/** Slots are offered for this many days ahead, starting tomorrow (as the seed creates them). */
export const BOOKABLE_DAYS = 7;

/** Calendar date in Kuwait, `offsetDays` after `now`. */
export const kuwaitDate = (now: Date, offsetDays = 0) =>
  new Date(now.getTime() + SHOP_UTC_OFFSET_MS + offsetDays * 86_400_000).toISOString().slice(0, 10);
export const slotStart = (slot: Pick<DeliverySlotRow, 'date' | 'startTime'>) =>
  new Date(`${slot.date}T${slot.startTime}${SHOP_UTC_OFFSET}`);
/** The moment a slot stops taking bookings: its window's cut-off before it starts. */
const bookableUntil = (slot: Pick<DeliverySlotRow, 'date' | 'startTime' | 'cutoffMinutes'>) =>
  new Date(slotStart(slot).getTime() - slot.cutoffMinutes * 60_000);
/** `09:00:00` → `09:00`. */
export const clock = (time: string) => time.slice(0, 5);

const toShippingMethod = (row: ShippingMethodRow, language: ContentLanguage): ShippingMethod => ({
  shippingMethodId: row.id,
  code: row.code,
  name: localized(row, 'name', language),
  description: localized(row, 'description', language),
  fee: row.fee,
  freeOver: row.freeOver,
  estimatedDays: { min: row.minDays, max: row.maxDays },
});

const toDeliverySlot = (row: DeliverySlotRow): DeliverySlot => ({
  deliverySlotId: row.deliverySlotId,
  optionId: row.optionId,
  date: row.date,
  startTime: clock(row.startTime),
  endTime: clock(row.endTime),
  capacity: row.capacity,
  remaining: Math.max(0, row.capacity - row.reserved),
  isFull: row.reserved >= row.capacity,
});

export function createShippingService(repository: ShippingRepository) {
  /** The Kuwait date up to which slots were last topped up by this process. */
  let slotsEnsuredOn: string | null = null;

  /** Keeps a week of slots ahead however long the shop runs, once per day and process. */
  async function ensureUpcomingSlots(now: Date): Promise<void> {
    const today = kuwaitDate(now);
    if (slotsEnsuredOn === today) return;
    await repository.ensureSlots(kuwaitDate(now, 1), BOOKABLE_DAYS);
    slotsEnsuredOn = today;
  }

  const methodNotOffered = (methodId: number) =>
    notFound('SHIPPING_METHOD_NOT_FOUND', {
      en: `Shipping method ${methodId} is not available.`,
      ar: `طريقة الشحن ${methodId} غير متاحة.`,
    });

  return {
    /**
     * What the method costs for goods worth `goodsAmount` (thousandths of KD, after discounts), or null when it is not
     * offered (any more).
     */
    async findFee(methodId: number, goodsAmount: number): Promise<number | null> {
      const method = await repository.findActiveMethod(methodId);
      return method ? shippingFeeFor(method, goodsAmount) : null;
    },

    /** Like findFee, but throws SHIPPING_METHOD_NOT_FOUND (404) for a method that is not offered. */
    async getFee(methodId: number, goodsAmount: number): Promise<number> {
      const method = await repository.findActiveMethod(methodId);
      if (!method) throw methodNotOffered(methodId);
      return shippingFeeFor(method, goodsAmount);
    },

    async listMethods(language: ContentLanguage): Promise<ShippingMethod[]> {
      return (await repository.listActiveMethods()).map((row) => toShippingMethod(row, language));
    },

    /** Throws SHIPPING_METHOD_NOT_FOUND (404) for a method that is not offered. */
    async getMethod(methodId: number, language: ContentLanguage): Promise<ShippingMethod> {
      const method = await repository.findActiveMethod(methodId);
      if (!method) throw methodNotOffered(methodId);
      return toShippingMethod(method, language);
    },

    /** The method's name, also for a method no longer offered; null when it never existed. */
    async findMethodName(methodId: number, language: ContentLanguage): Promise<string | null> {
      const method = await repository.findMethod(methodId);
      return method ? localized(method, 'name', language) : null;
    },

    async listSlotOptions(): Promise<DeliverySlotOption[]> {
      return (await repository.listActiveOptions()).map((row) => ({
        optionId: row.id,
        startTime: clock(row.startTime),
        endTime: clock(row.endTime),
        weekdayCapacities: row.weekdayCapacities,
        cutoffMinutes: row.cutoffMinutes,
      }));
    },

    /**
     * Slots offered that day whose window's cut-off is after `now`, full ones included (flagged `isFull`), by date
     * and time.
     */
    async listUpcomingSlots(now = new Date()): Promise<DeliverySlot[]> {
      await ensureUpcomingSlots(now);
      const rows = await repository.listOfferedSlotsFrom(kuwaitDate(now));
      return rows.filter((row) => bookableUntil(row) > now).map(toDeliverySlot);
    },

    /**
     * Any offered slot, even a past or full one, so a cart or order can show what it holds. Throws
     * DELIVERY_SLOT_NOT_FOUND (404).
     */
    async getSlot(slotId: number, language: ContentLanguage): Promise<DeliverySlot> {
      const slot = await repository.findOfferedSlot(slotId);
      if (!slot) throw slotError('DELIVERY_SLOT_NOT_FOUND', slotId, language);
      return toDeliverySlot(slot);
    },

    /** The slot an order holds, also after its window was withdrawn; null when it never existed. */
    /** The ids of every slot of a Kuwait day (the back office lists the orders to deliver that day). */
    listSlotIdsOn: (date: string) => repository.listSlotIdsOn(date),

    async findSlot(slotId: number): Promise<DeliverySlot | null> {
      const slot = await repository.findSlot(slotId);
      return slot ? toDeliverySlot(slot) : null;
    },

    /**
     * Checks that a slot can still be chosen: it exists (404 DELIVERY_SLOT_NOT_FOUND), its window's
     * cut-off before it starts is after `now` (400 DELIVERY_SLOT_PASSED), it is offered that day (409
     * DELIVERY_SLOT_CLOSED) and has capacity left (409 DELIVERY_SLOT_FULL). Choosing reserves nothing:
     * the order reserves its place atomically when it is placed. Messages are in `language`.
     */
    async assertSlotBookable(slotId: number, language: ContentLanguage, now = new Date()): Promise<void> {
      const slot = await repository.findOfferedSlot(slotId);
      if (!slot) throw slotError('DELIVERY_SLOT_NOT_FOUND', slotId, language);
      if (slotStart(slot) <= now) throw slotError('DELIVERY_SLOT_STARTED', slotId, language);
      if (bookableUntil(slot) <= now) throw slotError('DELIVERY_SLOT_BOOKING_ENDED', slotId, language);
      if (slot.capacity === 0) throw slotError('DELIVERY_SLOT_CLOSED', slotId, language);
      if (slot.reserved >= slot.capacity) throw slotError('DELIVERY_SLOT_FULL', slotId, language);
    },

    /** In the caller's transaction: takes one place of the slot, or throws 409 DELIVERY_SLOT_FULL when none is left. */
    async reserveSlot(tx: Database, slotId: number, language: ContentLanguage): Promise<void> {
      if (!(await createShippingRepository(tx).reserveSlot(slotId)))
        throw slotError('DELIVERY_SLOT_FULL', slotId, language);
    },

    /** In the caller's transaction: gives back the place an order held. */
    async releaseSlot(tx: Database, slotId: number): Promise<void> {
      await createShippingRepository(tx).releaseSlot(slotId);
    },
  };
}
export type ShippingService = ReturnType<typeof createShippingService>;
