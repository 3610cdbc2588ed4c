import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_METHOD_ID, type Cart } from '@storefront/contracts';
import { cartLine, cartOf } from '../../lib/cart-fixtures.ts';
import {
  addressToPreselect,
  canOpenStep,
  initialOrderDraft,
  isReadyToOrder,
  orderDraftReducer,
  stepperForCart,
  type OrderDraft,
  type OrderDraftEvent,
} from './order-draft.ts';

const LINE = cartLine();
const cart = (overrides: Partial<Cart> = {}): Cart => cartOf([LINE], overrides);

const run = (events: OrderDraftEvent[], draft: OrderDraft = initialOrderDraft(false)) =>
  events.reduce(orderDraftReducer, draft);
const withItems = (stepper: number) =>
  run([{ type: 'cartLoaded', cart: cart({ paymentMethodId: stepper >= 4 ? 1 : null }) }]);

describe('the order draft at first (SPEC §3, §9)', () => {
  it('has shipping method 1, nothing chosen, step 0 and ships to the billing address', () => {
    const draft = initialOrderDraft(false);
    expect(draft).toMatchObject({
      shippingMethodId: DEFAULT_SHIPPING_METHOD_ID,
      billingAddressId: null,
      shippingAddressId: null,
      paymentMethodId: null,
      deliverySlotId: null,
    });
    expect(draft).toMatchObject({
      availableCartStepper: 0,
      activeStep: 0,
      shipToSameBillingAddress: true,
      shippingFees: 0,
      cartItems: [],
      errors: {},
    });
  });
});

describe('the checkout progress (SPEC §4)', () => {
  it('copies a billing address to shipping while ship-to-same is on, raising the stepper to 2', () => {
    const draft = run([{ type: 'billingAddressChosen', addressId: 7 }]);
    expect(draft).toMatchObject({ billingAddressId: 7, shippingAddressId: 7, availableCartStepper: 2 });
  });

  it('never lowers the stepper when a billing address is chosen later', () => {
    const draft = run([
      { type: 'paymentMethodChosen', paymentMethodId: 1 },
      { type: 'billingAddressChosen', addressId: 7 },
    ]);
    expect(draft.availableCartStepper).toBe(4);
  });

  it('keeps the shipping address and the stepper when ship-to-same is off', () => {
    const draft = run([
      { type: 'shipToSameToggled', shipToSame: false },
      { type: 'billingAddressChosen', addressId: 7 },
    ]);
    expect(draft).toMatchObject({ billingAddressId: 7, shippingAddressId: null, availableCartStepper: 0 });
  });

  it('turns ship-to-same off when a shipping address is chosen, raising the stepper to at least 2', () => {
    const draft = run([{ type: 'shippingAddressChosen', addressId: 9 }]);
    expect(draft).toMatchObject({ shippingAddressId: 9, shipToSameBillingAddress: false, availableCartStepper: 2 });
    expect(
      run([
        { type: 'shippingMethodChosen', shippingMethodId: 2, shippingFees: 0 },
        { type: 'shippingAddressChosen', addressId: 9 },
      ]).availableCartStepper,
    ).toBe(3);
  });

  it('sets the stepper to 3 with a shipping method, keeping its fee', () => {
    const draft = run([
      { type: 'paymentMethodChosen', paymentMethodId: 1 },
      { type: 'shippingMethodChosen', shippingMethodId: 2, shippingFees: 1500 },
    ]);
    expect(draft).toMatchObject({ shippingMethodId: 2, shippingFees: 1500, availableCartStepper: 3 });
  });

  it('sets the stepper to 4 with a payment method', () => {
    expect(run([{ type: 'paymentMethodChosen', paymentMethodId: 3 }])).toMatchObject({
      paymentMethodId: 3,
      availableCartStepper: 4,
    });
  });

  it.each([
    ['an empty cart', cart({ items: [] }), 0],
    ['items', cart(), 1],
    ['only a billing address', cart({ items: [], billingAddressId: 1 }), 1],
    ['a shipping address', cart({ shippingAddressId: 1 }), 2],
    ['a shipping method', cart({ shippingMethodId: 1 }), 3],
    ['a payment method', cart({ paymentMethodId: 1 }), 4],
  ])('computes the stepper of a loaded cart with %s', (_, loaded, stepper) => {
    expect(stepperForCart(loaded)).toBe(stepper);
    expect(run([{ type: 'cartLoaded', cart: loaded }]).availableCartStepper).toBe(stepper);
  });

  it('takes a loaded cart’s items and choices, with shipping method 1 when it has none', () => {
    const draft = run([
      {
        type: 'cartLoaded',
        cart: cart({
          billingAddressId: 1,
          shippingAddressId: 2,
          paymentMethodId: 3,
          deliverySlotId: 4,
          shippingAmount: 500,
        }),
      },
    ]);
    expect(draft).toMatchObject({
      cartItems: [LINE],
      billingAddressId: 1,
      shippingAddressId: 2,
      paymentMethodId: 3,
      deliverySlotId: 4,
      shippingFees: 500,
    });
    expect(draft).toMatchObject({ shippingMethodId: DEFAULT_SHIPPING_METHOD_ID, shipToSameBillingAddress: false });
  });
});

describe('the active step (SPEC §4)', () => {
  it('changes to a step within the stepper when the cart has items', () => {
    expect(run([{ type: 'stepRequested', step: 1 }], withItems(1)).activeStep).toBe(1);
    expect(run([{ type: 'stepRequested', step: 4 }], withItems(4)).activeStep).toBe(4);
  });

  it('does not change above the stepper', () => {
    expect(run([{ type: 'stepRequested', step: 2 }], withItems(1)).activeStep).toBe(0);
  });

  it('does not change while there are errors', () => {
    const draft = run(
      [
        { type: 'errorsSet', errors: { address: 'required' } },
        { type: 'stepRequested', step: 1 },
      ],
      withItems(1),
    );
    expect(draft.activeStep).toBe(0);
    expect(canOpenStep(draft, 0)).toBe(false);
  });

  it('does not change with an empty cart, except to step 0', () => {
    const empty = run([{ type: 'billingAddressChosen', addressId: 1 }]);
    expect(run([{ type: 'stepRequested', step: 1 }], empty).activeStep).toBe(0);
    const onStepOne = run([{ type: 'stepRequested', step: 1 }], withItems(1));
    expect(
      run(
        [
          { type: 'cartLoaded', cart: cart({ items: [] }) },
          { type: 'stepRequested', step: 0 },
        ],
        onStepOne,
      ).activeStep,
    ).toBe(0);
  });
});

describe('the checkout terms (SPEC §4)', () => {
  it('start unaccepted when enforced, and can be toggled or set', () => {
    const enforced = initialOrderDraft(true);
    expect(enforced.acceptCheckoutTerms).toBe(false);
    expect(run([{ type: 'termsToggled' }], enforced).acceptCheckoutTerms).toBe(true);
    expect(run([{ type: 'termsToggled' }, { type: 'termsToggled' }], enforced).acceptCheckoutTerms).toBe(false);
    expect(run([{ type: 'termsSet', accepted: true }], enforced).acceptCheckoutTerms).toBe(true);
  });

  it('stay null when not enforced, whatever is asked', () => {
    expect(initialOrderDraft(false).acceptCheckoutTerms).toBeNull();
    expect(run([{ type: 'termsToggled' }, { type: 'termsSet', accepted: true }]).acceptCheckoutTerms).toBeNull();
  });

  it('hold the order back until accepted when enforced', () => {
    const ready = run([{ type: 'cartLoaded', cart: cart({ paymentMethodId: 1 }) }], initialOrderDraft(true));
    expect(isReadyToOrder(ready)).toBe(false);
    expect(isReadyToOrder(run([{ type: 'termsSet', accepted: true }], ready))).toBe(true);
    expect(isReadyToOrder(run([{ type: 'cartLoaded', cart: cart({ paymentMethodId: 1 }) }]))).toBe(true);
  });
});

describe('the address a checkout starts with', () => {
  const addresses = [
    { addressId: 7, isDefault: false },
    { addressId: 9, isDefault: true },
  ];

  it('is the shopper’s default address', () => {
    expect(addressToPreselect(cart(), addresses)).toBe(9);
  });

  it('is none when the cart already holds a billing address, or no address is the default', () => {
    expect(addressToPreselect(cart({ billingAddressId: 7 }), addresses)).toBeNull();
    expect(addressToPreselect(cart(), [{ addressId: 7, isDefault: false }])).toBeNull();
    expect(addressToPreselect(cart(), [])).toBeNull();
  });
});
