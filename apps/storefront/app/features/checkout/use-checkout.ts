import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { toast } from '../../components/toasts.tsx';
import { goodsAmountOf, shippingFeeFor, type Cart, type Order, type ShippingMethod } from '@storefront/contracts';
import { useApi } from '../../lib/api/api-context.tsx';
import { errorToastMessage } from '../../lib/api/toast-messages.ts';
import { announceChangeEverywhere } from '../../lib/tab-sync.ts';
import {
  chooseBillingAddress,
  chooseDeliverySlot,
  choosePaymentMethod,
  chooseShippingAddress,
  chooseShippingMethod,
} from './checkout-api.ts';
import { initialCheckoutPanels, setCheckoutPanel, type CheckoutPanel } from './checkout-panels.ts';
import {
  CHECKOUT_STEPS,
  initialOrderDraft,
  orderDraftReducer,
  stepperForCart,
  type CheckoutStep,
} from './order-draft.ts';
import { goToPaymentPage, newIdempotencyKey, placeOrder, placeOrderBody } from './place-order.ts';
import { cartParams, track } from '../../lib/analytics/analytics.ts';

/** The panel each checkout step shows; the cart step has none (it is the cart page). */
const STEP_PANELS: Partial<Record<CheckoutStep, CheckoutPanel>> = {
  shipping: 'shipping',
  payment: 'payment',
  review: 'checkoutCard',
};
const stepNumber = (step: CheckoutStep) => CHECKOUT_STEPS.indexOf(step);
/** The heading of each step's panel, where focus goes when the shopper opens the step. */
export const STEP_HEADING_IDS: Partial<Record<CheckoutStep, string>> = {
  address: 'checkout-address-title',
  shipping: 'checkout-shipping-title',
  payment: 'checkout-payment-title',
  review: 'checkout-card-title',
};

interface CheckoutOptions {
  /** The shopper's cart as the cart provider has it; null until loaded. */
  cart: Cart | null;
  userId: string | null;
  /** The theme's enforce_checkout_terms. */
  enforceCheckoutTerms: boolean;
}

/**
 * The checkout of the shopper's cart: the order draft (SPEC §3/§4), the panels on screen, and
 * every choice saved on the server's cart as it is made, so a reload or another device resumes it.
 */
export function useCheckout({ cart: providedCart, userId, enforceCheckoutTerms }: CheckoutOptions) {
  const { t } = useTranslation();
  const api = useApi();
  const [draft, dispatch] = useReducer(orderDraftReducer, enforceCheckoutTerms, initialOrderDraft);
  const [panels, setPanels] = useState(initialCheckoutPanels);
  // The newest cart: the provider's, or the answer of a choice made here since.
  const [cart, setCart] = useState<Cart | null>(providedCart);
  const [busy, setBusy] = useState(false);
  const [placedOrder, setPlacedOrder] = useState<Order | null>(null);
  const idempotencyKey = useRef<string | null>(null);
  const resumed = useRef(false);
  const focusOpenedStep = useRef(false);

  const adopt = useCallback((answer: Cart) => {
    setCart(answer);
    dispatch({ type: 'cartLoaded', cart: answer });
  }, []);

  useEffect(() => {
    if (providedCart) adopt(providedCart);
  }, [providedCart, adopt]);

  // The first cart resumes the checkout at the furthest step it allows.
  // Computed from the cart itself: the draft has not taken it in yet during this render.
  useEffect(() => {
    if (resumed.current || !cart) return;
    resumed.current = true;
    track('begin_checkout', cartParams(cart));
    dispatch({ type: 'stepRequested', step: stepperForCart(cart) });
  }, [cart]);

  useEffect(() => {
    const shownPanel = STEP_PANELS[CHECKOUT_STEPS[draft.activeStep]!];
    setPanels((current) =>
      Object.values(STEP_PANELS).reduce((next, panel) => setCheckoutPanel(next, panel, panel === shownPanel), current),
    );
  }, [draft.activeStep]);

  // Choices are saved one after another in the order they were made (arrowing through radios
  // makes several in a row): the server ends with the last one, and only its answer is shown.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const queued = useRef(0);

  /** Saves a choice after those before it; a refusal is told with the server's message. */
  const save = useCallback(
    (task: () => Promise<Cart>) => {
      queued.current += 1;
      setBusy(true);
      const saved = queue.current.then(async () => {
        try {
          const answer = await task();
          if (queued.current === 1) adopt(answer);
          return true;
        } catch (error) {
          toast.error(errorToastMessage(error, t));
          return false;
        } finally {
          queued.current -= 1;
          if (queued.current === 0) setBusy(false);
        }
      });
      queue.current = saved;
      return saved;
    },
    [adopt, t],
  );

  const chooseBilling = (addressId: number) => {
    dispatch({ type: 'billingAddressChosen', addressId });
    const shipToSame = draft.shipToSameBillingAddress;
    return save(async () => {
      const billed = await chooseBillingAddress(api, addressId);
      return shipToSame ? chooseShippingAddress(api, addressId) : billed;
    });
  };

  const chooseShipping = (addressId: number) => {
    dispatch({ type: 'shippingAddressChosen', addressId });
    return save(() => chooseShippingAddress(api, addressId));
  };

  const setShipToSame = (shipToSame: boolean) => {
    dispatch({ type: 'shipToSameToggled', shipToSame });
    if (shipToSame && draft.billingAddressId !== null) return chooseBilling(draft.billingAddressId);
  };

  const chooseMethod = (method: ShippingMethod) => {
    if (!cart) return;
    const shippingFees = shippingFeeFor(method, goodsAmountOf(cart));
    dispatch({ type: 'shippingMethodChosen', shippingMethodId: method.shippingMethodId, shippingFees });
    track('add_shipping_info', { ...cartParams(cart), shipping_tier: method.code.slice(0, 100) });
    return save(() => chooseShippingMethod(api, method.shippingMethodId, shippingFees));
  };

  const chooseSlot = (deliverySlotId: number) => {
    dispatch({ type: 'deliverySlotChosen', deliverySlotId });
    return save(() => chooseDeliverySlot(api, deliverySlotId));
  };

  const choosePayment = (paymentMethodId: number) => {
    dispatch({ type: 'paymentMethodChosen', paymentMethodId });
    if (cart) track('add_payment_info', { ...cartParams(cart), payment_type: String(paymentMethodId) });
    return save(() => choosePaymentMethod(api, paymentMethodId));
  };

  const openStep = (step: CheckoutStep) => {
    focusOpenedStep.current = true;
    dispatch({ type: 'stepRequested', step: stepNumber(step) });
  };

  // A step the shopper opened takes the focus (keyboard and screen-reader users land on it); its
  // panel may only appear a render after the step changed, hence no dependency list.
  useEffect(() => {
    if (!focusOpenedStep.current) return;
    const heading = document.getElementById(STEP_HEADING_IDS[CHECKOUT_STEPS[draft.activeStep]!] ?? '');
    if (!heading) return;
    focusOpenedStep.current = false;
    heading.focus();
  });

  const showAddressForm = useCallback(
    (shown: boolean) => setPanels((current) => setCheckoutPanel(current, 'addressForm', shown)),
    [],
  );

  const placeTheOrder = async () => {
    if (busy || !userId) return;
    // One key per attempt: a second click or a retry after a network failure gets the same order.
    idempotencyKey.current ??= newIdempotencyKey();
    setBusy(true);
    try {
      const placed = await placeOrder(api, placeOrderBody(draft), idempotencyKey.current);
      announceChangeEverywhere('cart', userId);
      // Names the order for this session only: the server records the purchase itself, from the order.
      track('purchase', { transaction_id: placed.order.orderNumber });
      if (placed.payment) {
        // Stays busy while the browser leaves: a second click must not start another attempt.
        goToPaymentPage(placed.payment);
        return;
      }
      idempotencyKey.current = null;
      setPlacedOrder(placed.order);
    } catch (error) {
      toast.error(errorToastMessage(error, t));
    }
    setBusy(false);
  };

  return {
    draft,
    cart,
    panels,
    busy,
    placedOrder,
    chooseBilling,
    chooseShipping,
    setShipToSame,
    chooseMethod,
    chooseSlot,
    choosePayment,
    openStep,
    showAddressForm,
    toggleTerms: () => dispatch({ type: 'termsToggled' }),
    placeOrder: placeTheOrder,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
