import { useTranslation } from '../lib/use-translation.tsx';
import { Link } from 'react-router';
import type { Address, Cart } from '@storefront/contracts';
import type { Route } from './+types/checkout';
import { DotsLoader } from '../components/dots-loader.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { useApi } from '../lib/api/api-context.tsx';
import { listCountries } from '../lib/api/lookups.ts';
import { useApiData } from '../lib/api/use-api-data.ts';
import { useBusyRequest } from '../lib/api/use-busy-request.ts';
import { createAddress, listAddresses } from '../features/account/account-api.ts';
import { addressLines, addressPayload, countryIdOf, emptyAddressForm } from '../lib/address-rules.ts';
import { AddressForm } from '../features/account/components/address-form.tsx';
import { useAuth } from '../features/auth/auth-provider.tsx';
import { useCart } from '../features/cart/cart-provider.tsx';
import { AddressStep } from '../features/checkout/components/address-step.tsx';
import { CheckoutCard } from '../features/checkout/components/checkout-card.tsx';
import { CheckoutSteps } from '../features/checkout/components/checkout-steps.tsx';
import { OrderConfirmation } from '../features/checkout/components/order-confirmation.tsx';
import { OrderSummary } from '../features/checkout/components/order-summary.tsx';
import { PaymentStep } from '../features/checkout/components/payment-step.tsx';
import { ShippingStep } from '../features/checkout/components/shipping-step.tsx';
import { useCheckout } from '../features/checkout/use-checkout.ts';
import { pageMeta } from '../shell/page-meta.ts';
import { useShellData } from '../shell/use-shell-data.ts';
export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary.tsx';

const TITLE_KEY = 'ui.prisma.page.checkout.title';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, TITLE_KEY),
  { name: 'robots', content: 'noindex' },
];

/** Checkout (SPEC §1, §4) for guests and customers alike, read in the browser where the shopper's tokens are. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const { ready, userId } = useAuth();
  const { cart } = useCart();
  return (
    <>
      <PageHeading>{t(TITLE_KEY)}</PageHeading>
      {/* Keyed by shopper: signing in (the guest cart merges) or impersonating starts afresh. */}
      {ready && userId && cart ? (
        <CheckoutFlow key={userId} userId={userId} cart={cart} />
      ) : (
        <DotsLoader label={t('ui.prisma.common.loading')} />
      )}
    </>
  );
}

function CheckoutFlow({ userId, cart }: { userId: string; cart: Cart }) {
  const { t } = useTranslation();
  const { theme } = useShellData();
  const checkout = useCheckout({ cart, userId, enforceCheckoutTerms: theme.enforce_checkout_terms });
  const addresses = useApiData(listAddresses, [userId]);

  if (checkout.placedOrder) return <OrderConfirmation order={checkout.placedOrder} />;
  if (checkout.draft.cartItems.length === 0) {
    return (
      <div className="checkout-empty">
        <p>{t('ui.prisma.checkout.emptyCart')}</p>
        <Link to="/" className="button">
          {t('ui.prisma.checkout.continueShopping')}
        </Link>
      </div>
    );
  }

  const newAddressForm = (onCreated: (address: Address) => void) => (
    <NewAddressForm
      onCreated={(address) => {
        addresses.reload();
        onCreated(address);
      }}
      onCancel={() => checkout.showAddressForm(false)}
    />
  );

  return (
    <div className="checkout">
      {checkout.cart && <OrderSummary cart={checkout.cart} />}
      <div className="checkout__steps">
        <CheckoutSteps draft={checkout.draft} onOpen={checkout.openStep} />
        {checkout.draft.activeStep <= 1 && (
          <AddressStep
            checkout={checkout}
            addresses={addresses.data}
            describe={(address) => <AddressSummary address={address} />}
            newAddressForm={newAddressForm}
          />
        )}
        {checkout.panels.shipping && <ShippingStep checkout={checkout} />}
        {checkout.panels.payment && <PaymentStep checkout={checkout} />}
        {checkout.panels.checkoutCard && (
          <CheckoutCard checkout={checkout} termsPath={`/pages/${encodeURIComponent(theme.checkout_terms_page)}`} />
        )}
      </div>
    </div>
  );
}

function AddressSummary({ address }: { address: Address }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="choice__title">
        {address.firstName} {address.lastName}
      </span>
      {addressLines(address, t).map((line) => (
        <span key={line} className="choice__detail">
          {line}
        </span>
      ))}
    </>
  );
}

/** The account's address form, saving a new address to the shopper's book. */
function NewAddressForm({ onCreated, onCancel }: { onCreated: (address: Address) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { theme } = useShellData();
  const countries = useApiData(listCountries, []);
  const { run } = useBusyRequest();
  if (!countries.data) return <DotsLoader label={t('ui.prisma.common.loading')} />;
  const countryId = countryIdOf(countries.data, theme.default_address_country);
  const save = (values: Parameters<typeof addressPayload>[0]) =>
    run(async () => onCreated(await createAddress(api, addressPayload(values, null))));
  return (
    <AddressForm
      initial={emptyAddressForm(countryId ? { countryId } : {})}
      existing={null}
      onSubmit={save}
      onCancel={onCancel}
    />
  );
}
