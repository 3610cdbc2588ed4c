import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CartSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { createGuest, type Caller } from '../../../test/sessions.ts';
import { cartClient, fieldsOf } from '../../../test/cart-client.ts';
import { createProduct } from '../../../test/shop-fixtures.ts';
import { promoCodes, promoRedemptions } from './promotions.schema.ts';
import { customers } from '../customers/customers.schema.ts';

// Promo codes as a shopper meets them: through the cart. Seeded codes (seed/data/commerce.ts):
// WELCOME10 10% from 10.000 KD, once per customer; SAVE5 5.000 KD off from 30.000 KD;
// EXPIRED (ended); LIMITED 2.000 KD off from 5.000 KD, 3 uses in all, once per customer.

const { app, database } = await buildTestApp();
const { db } = database;
const day = 86_400_000;

/** 12.345 KD a unit: 10% of it is 1.2345 KD, which rounds down. */
const gadget = await createProduct(database, { price: 12_345 });

/** A phone-verified customer, as phone sign-in leaves one (made directly: the OTP limits are not under test here). */
let phones = 0;
async function signedInCustomer(): Promise<Caller> {
  const caller = await createGuest(app);
  await db
    .update(customers)
    .set({ role: 'customer', phone: `+9655200${String((phones += 1)).padStart(4, '0')}` })
    .where(eq(customers.id, caller.userId));
  return caller;
}

async function shopperWith(units: number, language: 'en' | 'ar' = 'en', caller?: Caller) {
  const shopper = cartClient(app, caller ?? (await signedInCustomer()), language);
  const line = units > 0 ? await shopper.addLine({ productId: gadget.productId, quantity: units }) : null;
  return { shopper, line };
}

async function addCode(values: Partial<typeof promoCodes.$inferInsert> & { code: string }) {
  await db.insert(promoCodes).values({ kind: 'amount', value: 1_000, startsAt: new Date(Date.now() - day), ...values });
}

const rejection = (response: { statusCode: number; json: () => { code?: string; message: string } }) => [
  response.statusCode,
  response.json().code,
  response.json().message,
];

describe('applying a code', () => {
  it('takes a percentage off, rounded down to the fils, whatever the case the code is typed in', async () => {
    const { shopper } = await shopperWith(1);
    const response = await shopper.applyPromo('welcome10');
    expect(response.statusCode, response.body).toBe(200);
    expect(CartSchema.parse(response.json())).toMatchObject({
      promoCode: 'WELCOME10',
      promoProblem: null,
      subTotal: 12_345,
      discount: 1_234,
      total: 11_111,
    });
  });

  it('takes a fixed amount off above its minimum', async () => {
    const { shopper } = await shopperWith(3);
    expect(CartSchema.parse((await shopper.applyPromo('SAVE5')).json())).toMatchObject({
      subTotal: 37_035,
      discount: 5_000,
      total: 32_035,
    });
  });

  it('never takes off more than the subtotal', async () => {
    await addCode({ code: 'HUGE', value: 50_000 });
    const { shopper } = await shopperWith(1);
    await shopper.setShippingMethod(2, 2_500);
    expect(CartSchema.parse((await shopper.applyPromo('HUGE')).json())).toMatchObject({
      subTotal: 12_345,
      discount: 12_345,
      shippingAmount: 2_500,
      total: 2_500,
    });
  });

  it('replaces the code already attached, and can be removed', async () => {
    const { shopper } = await shopperWith(3);
    await shopper.applyPromo('WELCOME10');
    expect(CartSchema.parse((await shopper.applyPromo('SAVE5')).json()).promoCode).toBe('SAVE5');
    const removed = await shopper.removePromo();
    expect(removed.statusCode).toBe(200);
    expect(CartSchema.parse(removed.json())).toMatchObject({
      promoCode: null,
      promoProblem: null,
      discount: 0,
      total: 37_035,
    });
  });
});

describe('a code that does not apply is refused with the reason, in the caller’s language', () => {
  it('PROMO_NOT_FOUND (404) for an unknown or withdrawn code', async () => {
    await addCode({ code: 'WITHDRAWN', isActive: false });
    const { shopper } = await shopperWith(1);
    const unknown = await shopper.applyPromo('NOPE');
    expect(rejection(unknown)).toEqual([404, 'PROMO_NOT_FOUND', 'The promo code "NOPE" does not exist.']);
    expect(fieldsOf(unknown.json())).toEqual(['promoCode']);
    expect(rejection(await shopper.applyPromo('withdrawn'))).toEqual([
      404,
      'PROMO_NOT_FOUND',
      'The promo code "WITHDRAWN" does not exist.',
    ]);
    expect((await shopper.cart()).promoCode).toBeNull();
  });

  it('PROMO_MIN_SUBTOTAL (400), naming the amount', async () => {
    const { shopper: empty } = await shopperWith(0);
    expect(rejection(await empty.applyPromo('WELCOME10'))).toEqual([
      400,
      'PROMO_MIN_SUBTOTAL',
      'This promo code needs a subtotal of at least 10.000 KD.',
    ]);
    const { shopper: arabic } = await shopperWith(1, 'ar');
    expect(rejection(await arabic.applyPromo('SAVE5'))).toEqual([
      400,
      'PROMO_MIN_SUBTOTAL',
      'يتطلب رمز الخصم هذا ألا يقل المجموع الفرعي عن 30.000 د.ك.',
    ]);
  });

  it('PROMO_EXPIRED and PROMO_NOT_STARTED (400) outside the validity window', async () => {
    await addCode({ code: 'SOON', startsAt: new Date(Date.now() + day) });
    const { shopper } = await shopperWith(1);
    expect(rejection(await shopper.applyPromo('EXPIRED'))).toEqual([
      400,
      'PROMO_EXPIRED',
      'This promo code has expired.',
    ]);
    expect(rejection(await shopper.applyPromo('SOON'))).toEqual([
      400,
      'PROMO_NOT_STARTED',
      'This promo code is not valid yet.',
    ]);
    const { shopper: arabic } = await shopperWith(1, 'ar');
    expect(rejection(await arabic.applyPromo('EXPIRED'))[2]).toBe('انتهت صلاحية رمز الخصم هذا.');
  });

  it('PROMO_USED_UP (400) once all uses are taken, counting uses placed orders consumed', async () => {
    await addCode({ code: 'TWICE', maxUses: 2, usedCount: 2 });
    const { shopper } = await shopperWith(1);
    expect(rejection(await shopper.applyPromo('TWICE'))).toEqual([
      400,
      'PROMO_USED_UP',
      'This promo code has been used up.',
    ]);
  });

  it('PROMO_SIGN_IN_REQUIRED (400) for a guest and a once-per-customer code; other codes stay open to guests', async () => {
    const guest = await createGuest(app);
    const { shopper } = await shopperWith(1, 'en', guest);
    expect(rejection(await shopper.applyPromo('WELCOME10'))).toEqual([
      400,
      'PROMO_SIGN_IN_REQUIRED',
      'This promo code is once per customer: sign in with your phone number to use it.',
    ]);
    const { shopper: arabic } = await shopperWith(1, 'ar', await createGuest(app));
    expect(rejection(await arabic.applyPromo('LIMITED'))[2]).toBe(
      'رمز الخصم هذا لمرة واحدة لكل عميل: سجّل الدخول برقم هاتفك لاستخدامه.',
    );
    const { shopper: bigSpender } = await shopperWith(3, 'en', await createGuest(app));
    expect((await bigSpender.applyPromo('SAVE5')).statusCode).toBe(200);
  });

  it('PROMO_ALREADY_USED (400) for a customer who used up their own share', async () => {
    const caller = await signedInCustomer();
    const [welcome] = await db.select().from(promoCodes).where(eq(promoCodes.code, 'WELCOME10'));
    await db.insert(promoRedemptions).values({ promoCodeId: welcome!.id, customerId: caller.userId, orderId: 1 });
    const { shopper } = await shopperWith(1, 'en', caller);
    expect(rejection(await shopper.applyPromo('WELCOME10'))).toEqual([
      400,
      'PROMO_ALREADY_USED',
      'You have already used this promo code.',
    ]);
    const { shopper: someoneElse } = await shopperWith(1);
    expect((await someoneElse.applyPromo('WELCOME10')).statusCode).toBe(200);
  });

  it('refuses an empty or overlong code with 400', async () => {
    const { shopper } = await shopperWith(1);
    expect((await shopper.applyPromo('')).statusCode).toBe(400);
    expect((await shopper.applyPromo('X'.repeat(51))).statusCode).toBe(400);
  });
});

describe('an attached code is judged again on every read', () => {
  it('gives no discount while the cart is below the minimum, keeps the code and says why, and applies again above it', async () => {
    const { shopper, line } = await shopperWith(1);
    await shopper.applyPromo('WELCOME10');
    await shopper.remove(line!.itemId);
    expect(await shopper.cart()).toMatchObject({
      promoCode: 'WELCOME10',
      promoProblem: { code: 'PROMO_MIN_SUBTOTAL', message: 'This promo code needs a subtotal of at least 10.000 KD.' },
      discount: 0,
      total: 0,
    });
    await shopper.addLine({ productId: gadget.productId, quantity: 2 });
    expect(await shopper.cart()).toMatchObject({
      promoCode: 'WELCOME10',
      promoProblem: null,
      subTotal: 24_690,
      discount: 2_469,
    });
  });

  it('stops the discount when the code ends, is used up or is withdrawn after it was attached', async () => {
    await addCode({ code: 'FLEETING', maxUses: 5 });
    const { shopper } = await shopperWith(1, 'ar');
    await shopper.applyPromo('FLEETING');
    expect((await shopper.cart()).discount).toBe(1_000);

    await db
      .update(promoCodes)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(promoCodes.code, 'FLEETING'));
    expect((await shopper.cart()).promoProblem).toEqual({
      code: 'PROMO_EXPIRED',
      message: 'انتهت صلاحية رمز الخصم هذا.',
    });
    await db.update(promoCodes).set({ endsAt: null, usedCount: 5 }).where(eq(promoCodes.code, 'FLEETING'));
    expect((await shopper.cart()).promoProblem?.code).toBe('PROMO_USED_UP');
    await db.update(promoCodes).set({ usedCount: 0, isActive: false }).where(eq(promoCodes.code, 'FLEETING'));
    expect(await shopper.cart()).toMatchObject({
      promoCode: 'FLEETING',
      discount: 0,
      promoProblem: { code: 'PROMO_NOT_FOUND' },
    });
  });
});
