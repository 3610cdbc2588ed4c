import { describe, expect, it } from 'vitest';
import type { DeliverySlot } from '@storefront/contracts';
import { deliveryDays, initialDeliveryDay } from './delivery-days.ts';

let nextId = 1;
const slot = (date: string, startTime: string, isFull = false): DeliverySlot => ({
  deliverySlotId: nextId,
  optionId: nextId++,
  date,
  startTime,
  endTime: `${String(Number(startTime.slice(0, 2)) + 2).padStart(2, '0')}:00`,
  capacity: 5,
  remaining: isFull ? 0 : 5,
  isFull,
});

describe('delivery days', () => {
  const monday = [slot('2026-11-23', '10:00', true), slot('2026-11-23', '12:00', true)];
  const tuesday = [slot('2026-11-24', '10:00'), slot('2026-11-24', '12:00', true)];
  const slots = [...monday, ...tuesday];

  it('group the windows by day in the API’s order, a day with every window taken being full', () => {
    expect(deliveryDays(slots)).toEqual([
      { date: '2026-11-23', slots: monday, isFull: true },
      { date: '2026-11-24', slots: tuesday, isFull: false },
    ]);
    expect(deliveryDays([])).toEqual([]);
  });

  it('open on the chosen slot’s day, else the first day with a free window, else the first day', () => {
    const days = deliveryDays(slots);
    expect(initialDeliveryDay(days, monday[1]!.deliverySlotId)).toBe('2026-11-23');
    expect(initialDeliveryDay(days, null)).toBe('2026-11-24');
    expect(initialDeliveryDay(deliveryDays(monday), null)).toBe('2026-11-23');
    expect(initialDeliveryDay([], null)).toBeNull();
  });
});
