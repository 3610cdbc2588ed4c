import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DeliverySlotOptionSchema, DeliverySlotSchema, ShippingMethodSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { createGuest } from '../../../test/sessions.ts';
import { deliverySlots } from './shipping.schema.ts';

const { app, database } = await buildTestApp();

const get = (url: string, language = 'en', headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { language, ...headers } });

describe('shipping methods', () => {
  it('lists the methods on offer in the caller’s language, with fee, free-shipping threshold and estimate', async () => {
    const response = await get('/web-gw/shipping-methods');
    expect(response.statusCode).toBe(200);
    const methods = ShippingMethodSchema.array().parse(response.json());
    expect(methods.map((method) => method.shippingMethodId)).toEqual([1, 2, 3, 4]);
    expect(methods[0]).toMatchObject({
      name: 'Standard delivery',
      fee: 1000,
      freeOver: 20000,
      estimatedDays: { min: 1, max: 3 },
    });
    expect(ShippingMethodSchema.array().parse((await get('/web-gw/shipping-methods', 'ar')).json())[0]!.name).toBe(
      'توصيل عادي',
    );
  });

  it('answers one method, 404 for an unknown one and 400 for a malformed id', async () => {
    expect(ShippingMethodSchema.parse((await get('/web-gw/shipping-methods/2')).json())).toMatchObject({
      code: 'express',
      fee: 2500,
      freeOver: null,
    });
    expect((await get('/web-gw/shipping-methods/999')).json().code).toBe('SHIPPING_METHOD_NOT_FOUND');
    for (const id of ['abc', '0', '-1', '1.5', '99999999999'])
      expect((await get(`/web-gw/shipping-methods/${id}`)).statusCode, id).toBe(400);
  });

  it('may be cached by browsers and CDNs for anonymous callers', async () => {
    const response = await get('/web-gw/shipping-methods');
    expect(response.headers['cache-control']).toContain('public');
    expect(
      (await get('/web-gw/shipping-methods', 'en', { 'if-none-match': response.headers.etag as string })).statusCode,
    ).toBe(304);
    const guest = await createGuest(app);
    expect((await get('/web-gw/shipping-methods', 'en', guest.headers)).headers['cache-control']).toBe(
      'private, no-cache',
    );
  });
});

describe('delivery slots', () => {
  it('lists the daily windows', async () => {
    const options = DeliverySlotOptionSchema.array().parse((await get('/web-gw/delivery-slot-options')).json());
    expect(options.map((option) => `${option.startTime}-${option.endTime}`)).toEqual([
      '09:00-12:00',
      '12:00-15:00',
      '15:00-18:00',
      '18:00-21:00',
    ]);
  });

  it('lists upcoming slots by date and time with the places left, a full one flagged isFull', async () => {
    const slots = DeliverySlotSchema.array().parse((await get('/web-gw/delivery-slot')).json());
    expect(slots.length).toBeGreaterThanOrEqual(7 * 4);
    const keys = slots.map((slot) => `${slot.date} ${slot.startTime}`);
    expect(keys).toEqual([...keys].sort());
    expect(slots.every((slot) => new Date(`${slot.date}T${slot.startTime}:00+03:00`) > new Date())).toBe(true);

    const [first] = slots;
    await database.db
      .update(deliverySlots)
      .set({ reserved: first!.capacity })
      .where(eq(deliverySlots.id, first!.deliverySlotId));
    const full = DeliverySlotSchema.parse((await get(`/web-gw/delivery-slot/${first!.deliverySlotId}`)).json());
    expect(full).toMatchObject({ remaining: 0, isFull: true });
    const listed = DeliverySlotSchema.array().parse((await get('/web-gw/delivery-slot')).json());
    expect(listed.find((slot) => slot.deliverySlotId === first!.deliverySlotId)).toMatchObject({ isFull: true });
    expect(listed[1]).toMatchObject({ isFull: false, remaining: listed[1]!.capacity });
  });

  it('answers 404 for an unknown slot and 400 for a malformed id', async () => {
    expect((await get('/web-gw/delivery-slot/2000000000')).json().code).toBe('DELIVERY_SLOT_NOT_FOUND');
    expect((await get('/web-gw/delivery-slot/x1')).statusCode).toBe(400);
  });
});
