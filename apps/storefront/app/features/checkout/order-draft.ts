import { DEFAULT_SHIPPING_METHOD_ID, type Address, type Cart, type CartItem } from '@storefront/contracts';

/**
 * The steps by number: 0 is the cart itself (the only one an empty cart may show), then the four
 * checkout panels. The stepper is the furthest step the shopper may open.
 */
export const CHECKOUT_STEPS = ['cart', 'address', 'shipping', 'payment', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
export const REVIEW_STEP = CHECKOUT_STEPS.indexOf('review');

/** SPEC §3 Order draft: the shopper's choices while checking out. */
export interface OrderDraft {
  billingAddressId: number | null;
  shippingAddressId: number | null;
  paymentMethodId: number | null;
  shipToSameBillingAddress: boolean;
  shippingMethodId: number;
  /** The chosen method's fee for this cart, in thousandths. */
  shippingFees: number;
  /** SPEC §4 checkout progress: the furthest step the shopper may open (4: ready to order). */
  availableCartStepper: number;
  /** The step on screen, numbered as CHECKOUT_STEPS. */
  activeStep: number;
  enforceCheckoutTerms: boolean;
  /** null when the shop does not ask for acceptance (SPEC §4). */
  acceptCheckoutTerms: boolean | null;
  cartItems: CartItem[];
  /** Problems that hold the shopper on the current step, by field. */
  errors: Record<string, string>;
  deliverySlotId: number | null;
}

export type OrderDraftEvent =
  | { type: 'cartLoaded'; cart: Cart }
  | { type: 'billingAddressChosen'; addressId: number }
  | { type: 'shippingAddressChosen'; addressId: number }
  | { type: 'shipToSameToggled'; shipToSame: boolean }
  | { type: 'shippingMethodChosen'; shippingMethodId: number; shippingFees: number }
  | { type: 'deliverySlotChosen'; deliverySlotId: number }
  | { type: 'paymentMethodChosen'; paymentMethodId: number }
  | { type: 'stepRequested'; step: number }
  | { type: 'termsToggled' }
  | { type: 'termsSet'; accepted: boolean }
  | { type: 'errorsSet'; errors: Record<string, string> };

export function initialOrderDraft(enforceCheckoutTerms: boolean): OrderDraft {
  return {
    billingAddressId: null,
    shippingAddressId: null,
    paymentMethodId: null,
    shipToSameBillingAddress: true,
    shippingMethodId: DEFAULT_SHIPPING_METHOD_ID,
    shippingFees: 0,
    availableCartStepper: 0,
    activeStep: 0,
    enforceCheckoutTerms,
    acceptCheckoutTerms: enforceCheckoutTerms ? false : null,
    cartItems: [],
    errors: {},
    deliverySlotId: null,
  };
}

/** SPEC §4: the stepper a loaded cart allows, from the furthest choice it already holds. */
export function stepperForCart(cart: Cart): number {
  if (cart.paymentMethodId !== null) return 4;
  if (cart.shippingMethodId !== null) return 3;
  if (cart.shippingAddressId !== null) return 2;
  if (cart.items.length > 0 || cart.billingAddressId !== null) return 1;
  return 0;
}

/**
 * The address a checkout starts with: the shopper's default one, so a repeat purchase is address →
 * continue. None when the cart already holds a billing address (the shopper chose it on purpose).
 */
export function addressToPreselect(
  cart: Pick<Cart, 'billingAddressId'>,
  addresses: readonly Pick<Address, 'addressId' | 'isDefault'>[],
): number | null {
  if (cart.billingAddressId !== null) return null;
  return addresses.find((address) => address.isDefault)?.addressId ?? null;
}

/** SPEC §4: a step opens only without errors, within the stepper, and with items (step 0 always). */
export function canOpenStep(draft: OrderDraft, step: number): boolean {
  if (Object.keys(draft.errors).length > 0) return false;
  if (step > draft.availableCartStepper) return false;
  return step === 0 || draft.cartItems.length > 0;
}

/** The order can be placed: every step is done and the terms, when asked for, are accepted. */
export const isReadyToOrder = (draft: OrderDraft) =>
  draft.availableCartStepper >= REVIEW_STEP && draft.cartItems.length > 0 && draft.acceptCheckoutTerms !== false;

export function orderDraftReducer(draft: OrderDraft, event: OrderDraftEvent): OrderDraft {
  switch (event.type) {
    case 'cartLoaded': {
      const { cart } = event;
      return {
        ...draft,
        cartItems: cart.items,
        billingAddressId: cart.billingAddressId,
        shippingAddressId: cart.shippingAddressId,
        // A different shipping address was saved earlier: the shopper chose it on purpose.
        shipToSameBillingAddress: cart.shippingAddressId === null || cart.shippingAddressId === cart.billingAddressId,
        shippingMethodId: cart.shippingMethodId ?? DEFAULT_SHIPPING_METHOD_ID,
        shippingFees: cart.shippingAmount,
        paymentMethodId: cart.paymentMethodId,
        deliverySlotId: cart.deliverySlotId,
        availableCartStepper: stepperForCart(cart),
      };
    }
    case 'billingAddressChosen': {
      if (!draft.shipToSameBillingAddress) return { ...draft, billingAddressId: event.addressId };
      return {
        ...draft,
        billingAddressId: event.addressId,
        shippingAddressId: event.addressId,
        availableCartStepper: Math.max(draft.availableCartStepper, 2),
      };
    }
    case 'shippingAddressChosen':
      return {
        ...draft,
        shippingAddressId: event.addressId,
        shipToSameBillingAddress: false,
        availableCartStepper: Math.max(draft.availableCartStepper, 2),
      };
    case 'shipToSameToggled':
      return { ...draft, shipToSameBillingAddress: event.shipToSame };
    case 'shippingMethodChosen':
      return {
        ...draft,
        shippingMethodId: event.shippingMethodId,
        shippingFees: event.shippingFees,
        availableCartStepper: 3,
      };
    case 'deliverySlotChosen':
      return { ...draft, deliverySlotId: event.deliverySlotId };
    case 'paymentMethodChosen':
      return { ...draft, paymentMethodId: event.paymentMethodId, availableCartStepper: 4 };
    case 'stepRequested':
      return canOpenStep(draft, event.step) ? { ...draft, activeStep: event.step } : draft;
    case 'termsToggled':
      return draft.enforceCheckoutTerms ? { ...draft, acceptCheckoutTerms: !draft.acceptCheckoutTerms } : draft;
    case 'termsSet':
      return draft.enforceCheckoutTerms ? { ...draft, acceptCheckoutTerms: event.accepted } : draft;
    case 'errorsSet':
      return { ...draft, errors: event.errors };
  }
}
