import type { Cart, CartItem } from '@storefront/contracts';

// Test data for the cart and checkout unit tests (imported by tests only; shared by two features).

export function cartLine(overrides: Partial<CartItem> = {}): CartItem {
  const line: CartItem = {
    itemId: 1,
    productId: 10,
    variationId: 100,
    productName: 'Oud oil',
    picturePath: null,
    productQuantity: 1,
    unitPrice: 8000,
    attributes: [],
    activeQty: 50,
    lineTotal: 0,
    ...overrides,
  };
  return { ...line, lineTotal: overrides.lineTotal ?? line.unitPrice * line.productQuantity };
}

/** A cart of these lines with the server's sums; no promo code, no shipping method. */
export function cartOf(items: CartItem[], overrides: Partial<Cart> = {}): Cart {
  const subTotal = items.reduce((sum, item) => sum + item.lineTotal, 0);
  return {
    items,
    itemCount: items.reduce((sum, item) => sum + item.productQuantity, 0),
    subTotal,
    promoCode: null,
    promoProblem: null,
    discount: 0,
    shippingAmount: 0,
    total: subTotal,
    billingAddressId: null,
    shippingAddressId: null,
    shippingMethodId: null,
    paymentMethodId: null,
    deliverySlotId: null,
    ...overrides,
  };
}
