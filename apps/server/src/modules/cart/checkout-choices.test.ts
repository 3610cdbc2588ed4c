import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { AddressSchema, AreaSchema, CartSchema, CountrySchema, StateSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { createGuest, type Caller } from '../../../test/sessions.ts';
import { cartClient, fieldsOf } from '../../../test/cart-client.ts';
import { createProduct } from '../../../test/shop-fixtures.ts';
import { addresses } from '../addresses/addresses.schema.ts';
import { deliverySlotOptions, deliverySlots, shippingMethods } from '../shipping/shipping.schema.ts';
import { paymentProviders } from '../payments/payments.schema.ts';

const { app, database } = await buildTestApp();
const { db } = database;

/** Seeded methods (SPEC §9: 1 is the default): standard 1.000 KD, free from 20.000 KD; express 2.500 KD. */
const STANDARD = 1;
const EXPRESS = 2;

const book = await createProduct(database, { price: 4_000 });
const newShopper = async (caller?: Caller) => cartClient(app, caller ?? (await createGuest(app)));

async function addAddress(caller: Caller): Promise<number> {
  const country = CountrySchema.array()
    .parse((await app.inject('/api/countries')).json())
    .find((c) => c.code === 'kw')!;
  const state = StateSchema.array().parse((await app.inject(`/api/states?countryId=${country.countryId}`)).json())[0]!;
  const area = AreaSchema.array().parse((await app.inject(`/api/areas?stateId=${state.stateId}`)).json())[0]!;
  const response = await app.inject({
    method: 'POST',
    url: `/api/customers/${caller.userId}/address`,
    headers: caller.headers,
    payload: {
      addressType: 'Home',
      firstName: 'Huda',
      lastName: 'Al-Kandari',
      phone: '51150001',
      countryId: country.countryId,
      stateId: state.stateId,
      areaId: area.areaId,
      block: '1',
      street: 'Street 1',
      building: '2',
      note: '-',
      isDefault: false,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return AddressSchema.parse(response.json()).addressId;
}

const expectError = (response: { statusCode: number; json: () => { code?: string } }, status: number, code: string) =>
  expect([response.statusCode, response.json().code]).toEqual([status, code]);

describe('addresses', () => {
  it('ships and bills to the caller’s own addresses, and answers 404 for anyone else’s', async () => {
    const caller = await createGuest(app);
    const shopper = await newShopper(caller);
    const own = await addAddress(caller);
    const [someoneElses] = await db.select({ id: addresses.id }).from(addresses).limit(1);

    const shipped = await shopper.setShippingAddress(own);
    expect(shipped.statusCode).toBe(200);
    expect(CartSchema.parse(shipped.json()).shippingAddressId).toBe(own);
    expect(CartSchema.parse((await shopper.setBillingAddress(own)).json()).billingAddressId).toBe(own);

    expectError(await shopper.setShippingAddress(someoneElses!.id), 404, 'ADDRESS_NOT_FOUND');
    expectError(await shopper.setBillingAddress(2_000_000_000), 404, 'ADDRESS_NOT_FOUND');
    expect((await shopper.call('PUT', `/web-gw/users/${caller.userId}/carts/shipping-address`)).statusCode).toBe(400);
    expect((await shopper.cart()).shippingAddressId).toBe(own);
  });
});

describe('shipping method', () => {
  it('takes the method when the client shows its real fee for this cart, and always answers the server’s fee', async () => {
    const shopper = await newShopper();
    await shopper.addLine({ productId: book.productId, quantity: 1 });
    const chosen = await shopper.setShippingMethod(EXPRESS, 2_500);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(CartSchema.parse(chosen.json())).toMatchObject({
      shippingMethodId: EXPRESS,
      shippingAmount: 2_500,
      subTotal: 4_000,
      total: 6_500,
    });
  });

  it('refuses a fee that is not the real one with 400 SHIPPING_AMOUNT_MISMATCH, keeping the old choice', async () => {
    const shopper = await newShopper();
    await shopper.addLine({ productId: book.productId, quantity: 1 });
    await shopper.setShippingMethod(STANDARD, 1_000);
    const cheaper = await shopper.setShippingMethod(EXPRESS, 0);
    expectError(cheaper, 400, 'SHIPPING_AMOUNT_MISMATCH');
    expect(cheaper.json().message).toBe('Shipping with this method costs 2.500 KD for this cart, not 0.000 KD.');
    expect(fieldsOf(cheaper.json())).toEqual(['shippingAmount']);
    expect(await shopper.cart()).toMatchObject({ shippingMethodId: STANDARD, shippingAmount: 1_000 });
    for (const amount of [-1, 1.5, '1000'])
      expect((await shopper.setShippingMethod(STANDARD, amount as number)).statusCode).toBe(400);
  });

  it('ships free once the goods reach the method’s threshold, and charges again when they drop below it', async () => {
    const shopper = await newShopper();
    const line = await shopper.addLine({ productId: book.productId, quantity: 5 });
    expectError(await shopper.setShippingMethod(STANDARD, 1_000), 400, 'SHIPPING_AMOUNT_MISMATCH');
    expect(CartSchema.parse((await shopper.setShippingMethod(STANDARD, 0)).json())).toMatchObject({
      subTotal: 20_000,
      shippingAmount: 0,
      total: 20_000,
    });
    await shopper.setQuantity(line.itemId, 4);
    expect(await shopper.cart()).toMatchObject({ subTotal: 16_000, shippingAmount: 1_000, total: 17_000 });
  });

  it('charges nothing while the cart is empty', async () => {
    const shopper = await newShopper();
    expect(CartSchema.parse((await shopper.setShippingMethod(EXPRESS, 0)).json())).toMatchObject({
      shippingMethodId: EXPRESS,
      shippingAmount: 0,
      total: 0,
    });
  });

  it('answers 404 for an unknown method or one no longer offered, and forgets a chosen method taken off offer', async () => {
    const shopper = await newShopper();
    await shopper.addLine({ productId: book.productId, quantity: 1 });
    expectError(await shopper.setShippingMethod(2_000_000, 0), 404, 'SHIPPING_METHOD_NOT_FOUND');
    await shopper.setShippingMethod(3, 4_000);
    await db.update(shippingMethods).set({ isActive: false }).where(eq(shippingMethods.id, 3));
    expectError(await shopper.setShippingMethod(3, 4_000), 404, 'SHIPPING_METHOD_NOT_FOUND');
    expect(await shopper.cart()).toMatchObject({ shippingMethodId: null, shippingAmount: 0, total: 4_000 });
  });
});

describe('payment method', () => {
  it('takes an active provider and answers 404 for an unknown or inactive one', async () => {
    const providers = await db.select().from(paymentProviders).orderBy(asc(paymentProviders.sortOrder));
    const [knet, tamara] = [providers.find((p) => p.code === 'knet')!, providers.find((p) => p.code === 'tamara')!];
    const shopper = await newShopper();
    expect(CartSchema.parse((await shopper.setPaymentMethod(knet.id)).json()).paymentMethodId).toBe(knet.id);
    await db.update(paymentProviders).set({ isActive: false }).where(eq(paymentProviders.id, tamara.id));
    expectError(await shopper.setPaymentMethod(tamara.id), 404, 'PAYMENT_METHOD_NOT_FOUND');
    expectError(await shopper.setPaymentMethod(2_000_000), 404, 'PAYMENT_METHOD_NOT_FOUND');
    expect((await shopper.cart()).paymentMethodId).toBe(knet.id);
  });
});

describe('buy-now-pay-later payment method', () => {
  it('is refused with 400 and a translated reason while the total is outside the provider’s range', async () => {
    const [tabby] = await db.select().from(paymentProviders).where(eq(paymentProviders.code, 'tabby'));
    const shopper = cartClient(app, await createGuest(app), 'ar');
    await shopper.addLine({ productId: book.productId, quantity: 1 });
    const refused = await shopper.setPaymentMethod(tabby!.id);
    expectError(refused, 400, 'PAYMENT_METHOD_NOT_AVAILABLE');
    expect(refused.json().message).toBe(`${tabby!.nameAr} غير متاح لهذا المبلغ.`);
    expect((await shopper.cart()).paymentMethodId).toBeNull();
    await shopper.addLine({ productId: book.productId, quantity: 1 });
    expect(CartSchema.parse((await shopper.setPaymentMethod(tabby!.id)).json()).paymentMethodId).toBe(tabby!.id);
  });
});

describe('delivery slot', () => {
  const slots = () => db.select().from(deliverySlots).orderBy(asc(deliverySlots.date), asc(deliverySlots.optionId));

  it('takes a coming slot with room', async () => {
    const [slot] = await slots();
    const shopper = await newShopper();
    expect(CartSchema.parse((await shopper.setDeliverySlot(slot!.id)).json()).deliverySlotId).toBe(slot!.id);
  });

  it('refuses a full slot with 409, one that has started with 400 and an unknown one with 404', async () => {
    const [, full] = await slots();
    await db.update(deliverySlots).set({ reserved: full!.capacity }).where(eq(deliverySlots.id, full!.id));
    const [option] = await db.select().from(deliverySlotOptions).limit(1);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const [past] = await db
      .insert(deliverySlots)
      .values({ optionId: option!.id, date: yesterday, capacity: 10 })
      .returning();

    const shopper = await newShopper();
    expectError(await shopper.setDeliverySlot(full!.id), 409, 'DELIVERY_SLOT_FULL');
    expectError(await shopper.setDeliverySlot(past!.id), 400, 'DELIVERY_SLOT_PASSED');
    expectError(await shopper.setDeliverySlot(2_000_000), 404, 'DELIVERY_SLOT_NOT_FOUND');
    expect((await shopper.cart()).deliverySlotId).toBeNull();

    // In the shopper's language, as the checkout shows the message as it is.
    const arabic = cartClient(app, await createGuest(app), 'ar');
    expect((await arabic.setDeliverySlot(full!.id)).json().message).toBe(
      'موعد التوصيل هذا محجوز بالكامل. اختر موعدًا آخر.',
    );
    expect((await arabic.setDeliverySlot(past!.id)).json().message).toBe(
      'بدأ موعد التوصيل هذا بالفعل. اختر موعدًا لاحقًا.',
    );
    expect((await shopper.setDeliverySlot(full!.id)).json().message).toBe(
      'This delivery slot is fully booked. Choose another one.',
    );
  });
});
