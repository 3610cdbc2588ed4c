import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { Address } from '@storefront/contracts';
import { toast } from '../../../components/toasts.tsx';
import { CheckboxField } from '../../../components/form-field.tsx';
import { CHECKOUT_STEPS, addressToPreselect } from '../order-draft.ts';
import type { Checkout } from '../use-checkout.ts';
import { Panel } from '../../../components/panel.tsx';

interface AddressStepProps {
  checkout: Checkout;
  /** The shopper's saved addresses; undefined while they load. */
  addresses: Address[] | undefined;
  /** An address as the address book shows it (the account feature composes it in). */
  describe: (address: Address) => ReactNode;
  /** The new-address form; it calls `onCreated` with the saved address. */
  newAddressForm: (onCreated: (address: Address) => void) => ReactNode;
}

/** Billing address (a saved one, or a new one), shipping to it or to another one. */
export function AddressStep({ checkout, addresses, describe, newAddressForm }: AddressStepProps) {
  const { t } = useTranslation();
  const { draft, panels } = checkout;
  const hasAddresses = (addresses?.length ?? 0) > 0;
  const noAddresses = addresses !== undefined && !hasAddresses;
  const { showAddressForm } = checkout;

  // Without a saved address the form is the only way on: it opens by itself.
  useEffect(() => {
    if (noAddresses) showAddressForm(true);
  }, [noAddresses, showAddressForm]);

  // Once the addresses are in, the default one is chosen for billing and shipping (once only:
  // the shopper may then choose another).
  const preselected = useRef(false);
  const { cart, chooseBilling } = checkout;
  useEffect(() => {
    if (preselected.current || !addresses || !cart) return;
    preselected.current = true;
    const addressId = addressToPreselect(cart, addresses);
    if (addressId !== null) void chooseBilling(addressId);
  }, [addresses, cart, chooseBilling]);

  const created = (address: Address) => {
    checkout.showAddressForm(false);
    void (draft.billingAddressId === null || draft.shipToSameBillingAddress
      ? checkout.chooseBilling(address.addressId)
      : checkout.chooseShipping(address.addressId));
  };

  return (
    <Panel titleId="checkout-address-title" title={t('ui.prisma.checkout.address.title')}>
      {hasAddresses && (
        <AddressChoice
          legend={t('ui.prisma.checkout.address.billing')}
          name="billing-address"
          addresses={addresses!}
          chosen={draft.billingAddressId}
          describe={describe}
          onChoose={(addressId) => void checkout.chooseBilling(addressId)}
        />
      )}
      {addresses && !hasAddresses && !panels.addressForm && (
        <p className="muted">{t('ui.prisma.checkout.address.none')}</p>
      )}
      <CheckboxField
        label={t('ui.prisma.checkout.address.shipToSame')}
        checked={draft.shipToSameBillingAddress}
        onChange={(event) => void checkout.setShipToSame(event.target.checked)}
      />
      {!draft.shipToSameBillingAddress && hasAddresses && (
        <AddressChoice
          legend={t('ui.prisma.checkout.address.shipping')}
          name="shipping-address"
          addresses={addresses!}
          chosen={draft.shippingAddressId}
          describe={describe}
          onChoose={(addressId) => void checkout.chooseShipping(addressId)}
        />
      )}
      {panels.addressForm ? (
        newAddressForm(created)
      ) : (
        <button type="button" className="button button--outline" onClick={() => checkout.showAddressForm(true)}>
          {t('ui.prisma.checkout.address.add')}
        </button>
      )}
      <StepActions checkout={checkout} next="shipping" />
    </Panel>
  );
}

interface AddressChoiceProps {
  legend: string;
  name: string;
  addresses: Address[];
  chosen: number | null;
  describe: (address: Address) => ReactNode;
  onChoose: (addressId: number) => void;
}

function AddressChoice({ legend, name, addresses, chosen, describe, onChoose }: AddressChoiceProps) {
  return (
    <fieldset className="choice-list">
      <legend className="choice-list__legend">{legend}</legend>
      {addresses.map((address) => (
        <label key={address.addressId} className="choice">
          <input
            type="radio"
            name={name}
            checked={chosen === address.addressId}
            onChange={() => onChoose(address.addressId)}
          />
          <span className="choice__body">{describe(address)}</span>
        </label>
      ))}
    </fieldset>
  );
}

const MISSING_CHOICE_KEYS = {
  shipping: 'ui.prisma.checkout.missing.address',
  payment: 'ui.prisma.checkout.missing.shipping',
  review: 'ui.prisma.checkout.missing.payment',
} as const;

/**
 * "Continue" to the next step. `complete` makes the choice the step still lacks (resolving false
 * when it failed); without it, a step the stepper does not allow yet says what is missing. Until
 * the step's choices have loaded (`ready`) the button is disabled, so a press never silently does nothing.
 */
export function StepActions({
  checkout,
  next,
  complete,
  ready = true,
}: {
  checkout: Checkout;
  next: keyof typeof MISSING_CHOICE_KEYS;
  complete?: () => Promise<boolean>;
  ready?: boolean;
}) {
  const { t } = useTranslation();
  const go = async () => {
    if (complete) {
      if (!(await complete())) return;
    } else if (checkout.draft.availableCartStepper < CHECKOUT_STEPS.indexOf(next)) {
      toast.error(t(MISSING_CHOICE_KEYS[next]));
      return;
    }
    checkout.openStep(next);
  };
  return (
    <div className="form-actions checkout-panel__actions">
      <button type="button" className="button" disabled={!ready} onClick={() => void go()}>
        {t('ui.prisma.checkout.continue')}
      </button>
    </div>
  );
}
