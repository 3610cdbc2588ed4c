import { useTranslation } from '../../../lib/use-translation.tsx';
import { goodsAmountOf, shippingFeeFor, type ShippingMethod } from '@storefront/contracts';
import { DotsLoader } from '../../../components/dots-loader.tsx';
import { useFormatPrice } from '../../../components/price.tsx';
import { errorToastMessage } from '../../../lib/api/toast-messages.ts';
import { useApiData } from '../../../lib/api/use-api-data.ts';
import { listDeliverySlots, listShippingMethods } from '../checkout-api.ts';
import type { Checkout } from '../use-checkout.ts';
import { StepActions } from './address-step.tsx';
import { DeliverySlotPicker } from './delivery-slot-picker.tsx';
import { Panel } from '../../../components/panel.tsx';

/** Shipping methods with their fee for this cart, and the delivery slots (full ones shown, not choosable). */
export function ShippingStep({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const methods = useApiData(listShippingMethods, []);
  const slots = useApiData(listDeliverySlots, []);
  const { draft, cart } = checkout;
  if (!cart) return null;

  const feeText = (method: ShippingMethod) => {
    const fee = shippingFeeFor(method, goodsAmountOf(cart));
    return fee === 0 ? t('ui.prisma.checkout.shipping.free') : formatPrice(fee);
  };
  // The draft's method (SPEC §9: 1 at first) is saved with Continue when none was chosen yet.
  const complete = async () => {
    if (cart.shippingMethodId !== null) return true;
    const method = methods.data?.find((candidate) => candidate.shippingMethodId === draft.shippingMethodId);
    return method ? ((await checkout.chooseMethod(method)) ?? false) : false;
  };

  return (
    <Panel titleId="checkout-shipping-title" title={t('ui.prisma.checkout.shipping.title')}>
      {methods.data ? (
        <fieldset className="choice-list">
          <legend className="choice-list__legend">{t('ui.prisma.checkout.shipping.method')}</legend>
          {methods.data.map((method) => (
            <label key={method.shippingMethodId} className="choice">
              <input
                type="radio"
                name="shipping-method"
                checked={draft.shippingMethodId === method.shippingMethodId}
                onChange={() => void checkout.chooseMethod(method)}
              />
              <span className="choice__body">
                <span className="choice__title">
                  {method.name}
                  <bdi className="choice__price">{feeText(method)}</bdi>
                </span>
                <span className="choice__detail">{method.description}</span>
                {method.freeOver !== null && (
                  <span className="choice__detail">
                    {t('ui.prisma.checkout.shipping.freeOver', { amount: formatPrice(method.freeOver) })}
                  </span>
                )}
              </span>
            </label>
          ))}
        </fieldset>
      ) : methods.error ? (
        <p role="alert">{errorToastMessage(methods.error, t)}</p>
      ) : (
        <DotsLoader label={t('ui.prisma.common.loading')} />
      )}
      {slots.data && slots.data.length > 0 && (
        <DeliverySlotPicker
          slots={slots.data}
          chosenSlotId={draft.deliverySlotId}
          onChoose={(deliverySlotId) => void checkout.chooseSlot(deliverySlotId)}
        />
      )}
      <StepActions checkout={checkout} next="payment" complete={complete} ready={methods.data !== undefined} />
    </Panel>
  );
}
