import { formatAmount, goodsAmountOf, type Cart } from '@storefront/contracts';
import type { CartRepository } from './cart.repository.ts';
import { promoLinesOf, shippingFor } from './cart-pricing.ts';
import type { PromotionsService } from '../promotions/index.ts';
import type { ShippingService } from '../shipping/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import type { AddressesService } from '../addresses/index.ts';
import { fieldProblem } from '../../lib/errors.ts';
import type { ContentLanguage } from '../../lib/language.ts';

export interface CheckoutChoicesDependencies {
  repository: CartRepository;
  promotions: Pick<PromotionsService, 'checkCode'>;
  shipping: Pick<ShippingService, 'getFee' | 'assertSlotBookable'>;
  payments: Pick<PaymentsService, 'getCheckoutProvider'>;
  addresses: Pick<AddressesService, 'get'>;
  /** The cart as its owner sees it, priced now. */
  getCart(customerId: string, language: ContentLanguage): Promise<Cart>;
}

/**
 * What a cart holds for checkout besides its lines: promo code, addresses, shipping and payment
 * method, delivery slot. Each is checked when chosen (the customer's own address, a method or
 * provider on offer, a slot with room), and each setter answers the whole cart, priced again.
 */
export function createCheckoutChoices({
  repository,
  promotions,
  shipping,
  payments,
  addresses,
  getCart,
}: CheckoutChoicesDependencies) {
  return {
    /** Attaches a code that applies to the cart now; throws the promotions module's translated 404/400 otherwise. */
    async applyPromoCode(customerId: string, code: string, language: ContentLanguage): Promise<Cart> {
      const { subTotal, items } = await getCart(customerId, language);
      const promoCodeId = await promotions.checkCode(code, {
        customerId,
        subTotal,
        lines: promoLinesOf(items),
        language,
      });
      await repository.saveChoices(customerId, { promoCodeId });
      return getCart(customerId, language);
    },

    async removePromoCode(customerId: string, language: ContentLanguage): Promise<Cart> {
      await repository.saveChoices(customerId, { promoCodeId: null });
      return getCart(customerId, language);
    },

    /** Throws ADDRESS_NOT_FOUND (404) unless the address is the customer's. */
    async chooseShippingAddress(customerId: string, addressId: number, language: ContentLanguage): Promise<Cart> {
      await addresses.get(customerId, addressId, language);
      await repository.saveChoices(customerId, { shippingAddressId: addressId });
      return getCart(customerId, language);
    },

    /** Throws ADDRESS_NOT_FOUND (404) unless the address is the customer's. */
    async chooseBillingAddress(customerId: string, addressId: number, language: ContentLanguage): Promise<Cart> {
      await addresses.get(customerId, addressId, language);
      await repository.saveChoices(customerId, { billingAddressId: addressId });
      return getCart(customerId, language);
    },

    /**
     * The client states the fee it shows; the server computes the real one for this cart (free
     * over the method's threshold) and refuses a different amount with 400
     * SHIPPING_AMOUNT_MISMATCH, so a shopper never confirms a fee they will not pay. Throws
     * SHIPPING_METHOD_NOT_FOUND (404) for a method not offered.
     */
    async chooseShippingMethod(
      customerId: string,
      methodId: number,
      shownAmount: number,
      language: ContentLanguage,
    ): Promise<Cart> {
      const cart = await getCart(customerId, language);
      const fee = shippingFor(await shipping.getFee(methodId, goodsAmountOf(cart)), cart.itemCount);
      if (shownAmount !== fee) {
        throw fieldProblem(400, 'SHIPPING_AMOUNT_MISMATCH', 'shippingAmount', {
          en: `Shipping with this method costs ${formatAmount(fee, 'en')} for this cart, not ${formatAmount(shownAmount, 'en')}.`,
          ar: `الشحن بهذه الطريقة يكلّف ${formatAmount(fee, 'ar')} لهذه السلة، وليس ${formatAmount(shownAmount, 'ar')}.`,
        });
      }
      await repository.saveChoices(customerId, { shippingMethodId: methodId });
      return getCart(customerId, language);
    },

    /**
     * Throws PAYMENT_METHOD_NOT_FOUND (404) for a provider that is not active, and
     * PAYMENT_METHOD_NOT_AVAILABLE (400) for a buy-now-pay-later one that does not take this total.
     */
    async choosePaymentMethod(customerId: string, providerId: number, language: ContentLanguage): Promise<Cart> {
      const { total } = await getCart(customerId, language);
      await payments.getCheckoutProvider(providerId, total, language);
      await repository.saveChoices(customerId, { paymentMethodId: providerId });
      return getCart(customerId, language);
    },

    /** Throws DELIVERY_SLOT_NOT_FOUND (404), DELIVERY_SLOT_PASSED (400) or DELIVERY_SLOT_FULL (409). */
    async chooseDeliverySlot(customerId: string, slotId: number, language: ContentLanguage): Promise<Cart> {
      await shipping.assertSlotBookable(slotId, language);
      await repository.saveChoices(customerId, { deliverySlotId: slotId });
      return getCart(customerId, language);
    },
  };
}
