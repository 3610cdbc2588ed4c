import type { DeliverySlot } from '@storefront/contracts';

/** A delivery day and its time windows, in the order the API lists them. */
export interface DeliveryDay {
  /** `YYYY-MM-DD`, Kuwait time. */
  date: string;
  slots: DeliverySlot[];
  /** Every window of the day is taken: the day cannot be chosen. */
  isFull: boolean;
}

export function deliveryDays(slots: readonly DeliverySlot[]): DeliveryDay[] {
  const byDate = new Map<string, DeliverySlot[]>();
  for (const slot of slots) byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot]);
  return [...byDate].map(([date, daySlots]) => ({
    date,
    slots: daySlots,
    isFull: daySlots.every((slot) => slot.isFull),
  }));
}

/** The day shown first: the chosen slot's, else the first with a free window, else the first. */
export function initialDeliveryDay(days: readonly DeliveryDay[], chosenSlotId: number | null): string | null {
  const chosen = days.find((day) => day.slots.some((slot) => slot.deliverySlotId === chosenSlotId));
  return (chosen ?? days.find((day) => !day.isFull) ?? days[0])?.date ?? null;
}
