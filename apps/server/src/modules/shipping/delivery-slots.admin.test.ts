import { describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { CartSchema, DeliverySlotSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { connectionsWaitingForALock } from '../../../test/lock-waits.ts';
import { createGuest } from '../../../test/sessions.ts';
import { signInAsStaff, type StaffCallerTokens } from '../../../test/staff.ts';
import { createProduct } from '../../../test/shop-fixtures.ts';
import { orderBody, paymentMethodId, shopperReadyToOrder } from '../../../test/checkout-client.ts';
import { auditEntries } from '../audit/audit.schema.ts';
import { deliverySlots } from './shipping.schema.ts';
import { kuwaitDate } from './shipping.service.ts';
import type { Calendar, CalendarDay, DeliveryWindow } from './delivery-slot-admin.contract.ts';

const { app, database } = await buildTestApp();
const { db } = database;
const manager = await signInAsStaff(app, 'order-manager');
const cod = await paymentMethodId(app, 'cod');

const send = (
  staff: StaffCallerTokens,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  language = 'en',
) => app.inject({ method, url, payload, headers: { ...staff.headers, language } });

/** A Kuwait day `n` days from today, and its weekday (Sunday 0). */
const day = (n: number) => kuwaitDate(new Date(), n);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

const windows = async () =>
  (await send(manager, 'GET', '/admin-api/delivery-slots/windows')).json() as DeliveryWindow[];
const calendarDay = async (date: string) =>
  ((await send(manager, 'GET', `/admin-api/delivery-slots/calendar?from=${date}`)).json() as Calendar).days[0]!;
const slotOf = async (date: string, optionId: number) =>
  (
    await db
      .select()
      .from(deliverySlots)
      .where(and(eq(deliverySlots.date, date), eq(deliverySlots.optionId, optionId)))
  )[0]!;
const listed = async () =>
  DeliverySlotSchema.array().parse((await app.inject({ url: '/web-gw/delivery-slot' })).json());
const latestAudit = async () => (await db.select().from(auditEntries).orderBy(desc(auditEntries.id)).limit(1))[0]!;
/** The window's weekly capacities with `capacity` on the weekday of `date`. */
const withCapacityOn = (window: DeliveryWindow, date: string, capacity: number) =>
  window.weekdayCapacities.map((value, weekday) => (weekday === weekdayOf(date) ? capacity : value));

/**
 * Runs `work` while a transaction of the test holds the slot's row lock, until two callers wait on a lock
 * (a booking and a staff change both under way), then lets them race for it. PostgreSQL only: PGlite's one
 * connection runs one transaction at a time, so there `work` just runs.
 */
async function onceBothWaitForSlot<T>(slotId: number, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  let running!: Promise<T>;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${deliverySlots} where ${deliverySlots.id} = ${slotId} for update`);
    running = work();
    for (let tries = 0; tries < 100; tries++) {
      if ((await connectionsWaitingForALock(database)) >= 2) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('The booking and the staff change never both waited for the slot');
  });
  return running;
}

describe('delivery slots in the back office', () => {
  it('are for staff with the delivery permission: a catalogue manager and support get 403', async () => {
    for (const role of ['catalogue-manager', 'support'] as const) {
      const staff = await signInAsStaff(app, role);
      expect((await send(staff, 'GET', '/admin-api/delivery-slots/windows')).statusCode).toBe(403);
      expect((await send(staff, 'GET', '/admin-api/delivery-slots/calendar')).statusCode).toBe(403);
      expect((await send(staff, 'PUT', `/admin-api/delivery-slots/days/${day(2)}/closed`, {})).statusCode).toBe(403);
    }
    expect((await app.inject({ url: '/admin-api/delivery-slots/windows' })).statusCode).toBe(401);
    const owner = await signInAsStaff(app, 'owner');
    expect((await send(owner, 'GET', '/admin-api/delivery-slots/windows')).statusCode).toBe(200);
  });

  it('a weekday’s capacity in the template resizes that weekday’s coming slots, which the storefront lists, audited', async () => {
    const [window] = await windows();
    const date = day(3);
    const before = (await slotOf(date, window!.optionId)).capacity;
    const body = { weekdayCapacities: withCapacityOn(window!, date, 7), cutoffMinutes: 0 };
    const answer = await send(manager, 'PUT', `/admin-api/delivery-slots/windows/${window!.optionId}`, body);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((answer.json() as DeliveryWindow).weekdayCapacities[weekdayOf(date)]).toBe(7);
    expect((await slotOf(date, window!.optionId)).capacity).toBe(7);
    expect((await slotOf(day(2), window!.optionId)).capacity).toBe(before);
    expect((await listed()).find((slot) => slot.date === date && slot.optionId === window!.optionId)).toMatchObject({
      capacity: 7,
      remaining: 7,
    });
    expect((await calendarDay(date)).slots.find((slot) => slot.optionId === window!.optionId)).toMatchObject({
      capacity: 7,
      booked: 0,
      isOverride: false,
    });
    const entry = await latestAudit();
    expect(entry).toMatchObject({
      action: 'delivery-window.updated',
      entityType: 'delivery-window',
      entityId: String(window!.optionId),
    });
    expect((entry.before as DeliveryWindow).weekdayCapacities[weekdayOf(date)]).toBe(before);
    expect((entry.after as DeliveryWindow).weekdayCapacities[weekdayOf(date)]).toBe(7);

    // 0: the window is not offered that weekday.
    await send(manager, 'PUT', `/admin-api/delivery-slots/windows/${window!.optionId}`, {
      ...body,
      weekdayCapacities: withCapacityOn(window!, date, 0),
    });
    expect((await listed()).some((slot) => slot.date === date && slot.optionId === window!.optionId)).toBe(false);
    await send(manager, 'PUT', `/admin-api/delivery-slots/windows/${window!.optionId}`, {
      ...body,
      weekdayCapacities: window!.weekdayCapacities,
    });
    expect((await slotOf(date, window!.optionId)).capacity).toBe(before);
  });

  it('a day takes extra capacity for a window, or closes (a holiday) and opens again, each audited', async () => {
    const [, window] = await windows();
    const date = day(4);
    const template = window!.weekdayCapacities[weekdayOf(date)]!;
    const url = `/admin-api/delivery-slots/days/${date}/windows/${window!.optionId}`;
    const extra = await send(manager, 'PUT', url, { capacity: template + 15 });
    expect(extra.statusCode, extra.body).toBe(200);
    expect((extra.json() as CalendarDay).slots.find((slot) => slot.optionId === window!.optionId)).toMatchObject({
      capacity: template + 15,
      isOverride: true,
    });
    expect((await slotOf(date, window!.optionId)).capacity).toBe(template + 15);
    expect(await latestAudit()).toMatchObject({
      action: 'delivery-day.capacity-set',
      entityId: date,
      before: { optionId: window!.optionId, capacity: null },
      after: { optionId: window!.optionId, capacity: template + 15 },
    });
    expect((await send(manager, 'DELETE', url)).statusCode).toBe(200);
    expect((await slotOf(date, window!.optionId)).capacity).toBe(template);

    const closed = await send(manager, 'PUT', `/admin-api/delivery-slots/days/${date}/closed`, {
      note: 'National Day',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ date, closed: { note: 'National Day' } });
    expect((closed.json() as CalendarDay).slots.every((slot) => slot.capacity === 0)).toBe(true);
    expect((await listed()).some((slot) => slot.date === date)).toBe(false);
    expect(await latestAudit()).toMatchObject({ action: 'delivery-day.closed', after: { closed: true } });
    const shopper = await createGuest(app);
    const chosen = await app.inject({
      method: 'PUT',
      url: `/web-gw/users/${shopper.userId}/carts/delivery-slot?deliverySlotId=${(await slotOf(date, window!.optionId)).id}`,
      headers: shopper.headers,
    });
    expect(chosen.statusCode).toBe(409);
    expect(chosen.json().code).toBe('DELIVERY_SLOT_CLOSED');

    expect((await send(manager, 'DELETE', `/admin-api/delivery-slots/days/${date}/closed`)).json()).toMatchObject({
      closed: null,
    });
    expect((await listed()).filter((slot) => slot.date === date)).toHaveLength((await windows()).length);

    // A day beyond the slots made so far is closed ahead; the calendar shows it.
    const later = day(40);
    expect((await send(manager, 'PUT', `/admin-api/delivery-slots/days/${later}/closed`, {})).statusCode).toBe(200);
    expect((await calendarDay(later)).closed).toEqual({ note: '' });
  });

  it('a window’s cut-off closes its slots for booking that long before they start', async () => {
    const [, , window] = await windows();
    const tomorrow = await slotOf(day(1), window!.optionId);
    const startsIn = (Date.parse(`${day(1)}T${window!.startTime}:00+03:00`) - Date.now()) / 60_000;
    const cutoffMinutes = Math.ceil(startsIn) + 60;
    const url = `/admin-api/delivery-slots/windows/${window!.optionId}`;
    expect((await send(manager, 'PUT', url, { ...window!, cutoffMinutes })).statusCode).toBe(200);

    const slots = await listed();
    expect(slots.some((slot) => slot.deliverySlotId === tomorrow.id)).toBe(false);
    expect(slots.some((slot) => slot.date === day(2) && slot.optionId === window!.optionId)).toBe(true);
    const shopper = await createGuest(app);
    const chosen = await app.inject({
      method: 'PUT',
      url: `/web-gw/users/${shopper.userId}/carts/delivery-slot?deliverySlotId=${tomorrow.id}`,
      headers: shopper.headers,
    });
    expect(chosen.statusCode).toBe(400);
    expect(chosen.json().code).toBe('DELIVERY_SLOT_PASSED');

    await send(manager, 'PUT', url, { ...window!, cutoffMinutes: 0 });
    const again = await app.inject({
      method: 'PUT',
      url: `/web-gw/users/${shopper.userId}/carts/delivery-slot?deliverySlotId=${tomorrow.id}`,
      headers: shopper.headers,
    });
    expect(CartSchema.parse(again.json()).deliverySlotId).toBe(tomorrow.id);
  });

  it('refuses any change below what a coming slot has booked, naming the day, window and bookings in en and ar', async () => {
    const [, , window] = await windows();
    const date = day(5);
    const slot = await slotOf(date, window!.optionId);
    await db.update(deliverySlots).set({ reserved: 3 }).where(eq(deliverySlots.id, slot.id));
    const auditBefore = (await latestAudit()).id;
    const windowUrl = `/admin-api/delivery-slots/windows/${window!.optionId}`;
    const lower = { weekdayCapacities: withCapacityOn(window!, date, 2), cutoffMinutes: 0 };

    const refused = await send(manager, 'PUT', windowUrl, lower);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('DELIVERY_CAPACITY_BELOW_BOOKED');
    const dayName = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
    expect(refused.json().message).toBe(
      `The capacity of ${dayName}, \u2066${window!.startTime}–${window!.endTime}\u2069 cannot go down to 2: 3 deliveries are already booked.`,
    );
    const inArabic = (await send(manager, 'PUT', windowUrl, lower, 'ar')).json().message as string;
    expect(inArabic).toContain(`${window!.startTime}–${window!.endTime}`);
    expect(inArabic).toContain('3 حجوزات');

    const dayUrl = `/admin-api/delivery-slots/days/${date}`;
    expect((await send(manager, 'PUT', `${dayUrl}/windows/${window!.optionId}`, { capacity: 1 })).statusCode).toBe(409);
    const closing = await send(manager, 'PUT', `${dayUrl}/closed`, { note: 'Holiday' });
    expect(closing.statusCode).toBe(409);
    expect(closing.json().message).toContain(`Deliveries cannot stop on ${dayName}`);
    expect((await send(manager, 'DELETE', windowUrl)).statusCode).toBe(409);

    // Nothing changed, nothing was audited; down to exactly what is booked is fine.
    expect((await slotOf(date, window!.optionId)).capacity).toBe(slot.capacity);
    expect((await calendarDay(date)).closed).toBeNull();
    expect((await windows()).find((row) => row.optionId === window!.optionId)).toEqual(window);
    expect((await latestAudit()).id).toBe(auditBefore);
    expect((await send(manager, 'PUT', `${dayUrl}/windows/${window!.optionId}`, { capacity: 3 })).statusCode).toBe(200);
    expect(await slotOf(date, window!.optionId)).toMatchObject({ capacity: 3, reserved: 3 });
    expect((await listed()).find((row) => row.deliverySlotId === slot.id)).toMatchObject({ isFull: true });
  });

  // On PostgreSQL both wait on the slot's row lock and race for it; on PGlite they run one after the other.
  it('a shopper booking the last place and a manager lowering the capacity at the same moment: exactly one wins', async () => {
    const [window] = await windows();
    const date = day(6);
    const url = `/admin-api/delivery-slots/days/${date}/windows/${window!.optionId}`;
    const product = await createProduct(database, { price: 5_000, variations: [{ stock: 100 }] });
    for (let round = 0; round < 4; round++) {
      expect((await send(manager, 'PUT', url, { capacity: 3 + round })).statusCode).toBe(200);
      const slot = await slotOf(date, window!.optionId);
      await db
        .update(deliverySlots)
        .set({ reserved: 2 + round })
        .where(eq(deliverySlots.id, slot.id));
      const shopper = await createGuest(app);
      const { client, addressId, cart } = await shopperReadyToOrder(app, shopper, product.productId);
      const [order, lowered] = await onceBothWaitForSlot(slot.id, () =>
        Promise.all([
          client.placeOrder(orderBody(cart, { addressId, paymentMethodId: cod, deliverySlotId: slot.id })),
          send(manager, 'PUT', url, { capacity: 2 + round }),
        ]),
      );
      const after = await slotOf(date, window!.optionId);
      if (order.statusCode === 201) {
        expect(lowered.statusCode).toBe(409);
        expect(after).toMatchObject({ capacity: 3 + round, reserved: 3 + round });
      } else {
        expect(order.json().code).toBe('DELIVERY_SLOT_FULL');
        expect(lowered.statusCode).toBe(200);
        expect(after).toMatchObject({ capacity: 2 + round, reserved: 2 + round });
      }
    }
  });

  it('adds and withdraws windows, and answers 4xx for bad input, unknown windows and past days', async () => {
    const weekdayCapacities = [5, 5, 5, 5, 5, 5, 5];
    const added = await send(manager, 'POST', '/admin-api/delivery-slots/windows', {
      startTime: '21:00',
      endTime: '23:00',
      weekdayCapacities,
      cutoffMinutes: 30,
    });
    expect(added.statusCode, added.body).toBe(201);
    const { optionId } = added.json() as DeliveryWindow;
    expect(await latestAudit()).toMatchObject({ action: 'delivery-window.created', entityId: String(optionId) });
    expect((await listed()).some((slot) => slot.optionId === optionId && slot.date === day(1))).toBe(true);
    const again = await send(manager, 'POST', '/admin-api/delivery-slots/windows', {
      startTime: '21:00',
      endTime: '23:00',
      weekdayCapacities,
      cutoffMinutes: 0,
    });
    expect(again.json().code).toBe('DELIVERY_WINDOW_TAKEN');
    expect((await send(manager, 'DELETE', `/admin-api/delivery-slots/windows/${optionId}`)).statusCode).toBe(204);
    expect((await listed()).some((slot) => slot.optionId === optionId)).toBe(false);
    expect((await windows()).some((window) => window.optionId === optionId)).toBe(false);
    expect(
      (
        await send(manager, 'PUT', `/admin-api/delivery-slots/windows/${optionId}`, {
          weekdayCapacities,
          cutoffMinutes: 0,
        })
      ).json().code,
    ).toBe('DELIVERY_WINDOW_NOT_FOUND');

    for (const body of [
      { startTime: '12:00', endTime: '11:00', weekdayCapacities, cutoffMinutes: 0 },
      { startTime: '25:00', endTime: '26:00', weekdayCapacities, cutoffMinutes: 0 },
      { startTime: '06:00', endTime: '08:00', weekdayCapacities: [5, 5], cutoffMinutes: 0 },
      { startTime: '06:00', endTime: '08:00', weekdayCapacities: [-1, 5, 5, 5, 5, 5, 5], cutoffMinutes: 0 },
    ])
      expect((await send(manager, 'POST', '/admin-api/delivery-slots/windows', body)).statusCode).toBe(400);
    expect((await send(manager, 'GET', '/admin-api/delivery-slots/calendar?from=2026-02-30')).statusCode).toBe(400);
    const past = await send(manager, 'PUT', `/admin-api/delivery-slots/days/${day(-1)}/closed`, {});
    expect(past.statusCode).toBe(400);
    expect(past.json().code).toBe('DELIVERY_DAY_PASSED');
  });
});
