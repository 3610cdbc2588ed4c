import { useTranslation } from 'react-i18next';
import type { DeliverySlot, ShippingMethod } from '@storefront/contracts';
import { DotsLoader } from '../../../components/dots-loader.tsx';
import { useFormatPrice } from '../../../components/price.tsx';
import { useApiData } from '../../../lib/api/use-api-data.ts';
import { listDeliverySlots, listShippingMethods } from '../checkout-api.ts';
import { shippingFeeFor } from '../shipping-fee.ts';
import type { Checkout } from '../use-checkout.ts';
import { StepActions } from './address-step.tsx';
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
    const fee = shippingFeeFor(method, cart);
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
      ) : (
        <DotsLoader label={t('ui.prisma.common.loading')} />
      )}
      {slots.data && slots.data.length > 0 && <DeliverySlots slots={slots.data} checkout={checkout} />}
      <StepActions checkout={checkout} next="payment" complete={complete} />
    </Panel>
  );
}

/** The slots a day at a time: the day once, then its time windows side by side (seven days fit a phone). */
function DeliverySlots({ slots, checkout }: { slots: DeliverySlot[]; checkout: Checkout }) {
  const { t, i18n } = useTranslation();
  const dayFormat = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const days = new Map<string, DeliverySlot[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return (
    <fieldset className="choice-list">
      <legend className="choice-list__legend">{t('ui.prisma.checkout.slot.title')}</legend>
      {[...days].map(([date, daySlots]) => (
        <div key={date} role="group" aria-labelledby={`slot-day-${date}`} className="slot-day">
          <span id={`slot-day-${date}`} className="slot-day__title">
            {dayFormat.format(new Date(`${date}T00:00:00Z`))}
          </span>
          <div className="slot-day__times">
            {daySlots.map((slot) => (
              <label key={slot.deliverySlotId} className="choice choice--slot" aria-disabled={slot.isFull || undefined}>
                <input
                  type="radio"
                  name="delivery-slot"
                  checked={checkout.draft.deliverySlotId === slot.deliverySlotId}
                  disabled={slot.isFull}
                  onChange={() => void checkout.chooseSlot(slot.deliverySlotId)}
                />
                <span className="choice__body">
                  <bdi dir="ltr">{`${slot.startTime}–${slot.endTime}`}</bdi>
                  {slot.isFull && <span className="tag">{t('ui.prisma.checkout.slot.full')}</span>}
                </span>
              </label>
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
