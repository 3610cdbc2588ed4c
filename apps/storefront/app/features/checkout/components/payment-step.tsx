import { useTranslation } from '../../../lib/use-translation.tsx';
import type { BnplAccount, PaymentProvider } from '@storefront/contracts';
import { DotsLoader } from '../../../components/dots-loader.tsx';
import { useFormatPrice } from '../../../components/price.tsx';
import { useApiData } from '../../../lib/api/use-api-data.ts';
import { listBnplAccounts, listPaymentProviders } from '../checkout-api.ts';
import type { Checkout } from '../use-checkout.ts';
import { StepActions } from './address-step.tsx';
import { Panel } from '../../../components/panel.tsx';

const KIND_DETAIL_KEYS: Record<PaymentProvider['kind'], string> = {
  cod: 'ui.prisma.checkout.payment.codDetail',
  card: 'ui.prisma.checkout.payment.cardDetail',
  bnpl: 'ui.prisma.checkout.payment.bnplDetail',
};

/** Cash on delivery, cards on the gateway's page, and buy-now-pay-later within their accounts' limits. */
export function PaymentStep({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const providers = useApiData(listPaymentProviders, []);
  const accounts = useApiData(listBnplAccounts, []);
  const { draft, cart } = checkout;
  if (!cart) return null;

  const accountOf = (provider: PaymentProvider): BnplAccount | undefined =>
    accounts.data?.find((account) => account.paymentMethodId === provider.paymentMethodId);
  // The provider refuses totals outside its account's range: offering it would only fail later.
  const outOfRange = (account: BnplAccount | undefined) =>
    account !== undefined && (cart.total < account.minAmount || cart.total > account.maxAmount);

  return (
    <Panel titleId="checkout-payment-title" title={t('ui.prisma.checkout.payment.title')}>
      {providers.data ? (
        <fieldset className="choice-list">
          <legend className="choice-list__legend">{t('ui.prisma.checkout.payment.method')}</legend>
          {providers.data.map((provider) => {
            const account = accountOf(provider);
            const unavailable = outOfRange(account);
            return (
              <label key={provider.paymentMethodId} className="choice" aria-disabled={unavailable || undefined}>
                <input
                  type="radio"
                  name="payment-method"
                  checked={draft.paymentMethodId === provider.paymentMethodId}
                  disabled={unavailable}
                  onChange={() => void checkout.choosePayment(provider.paymentMethodId)}
                />
                <span className="choice__body">
                  <span className="choice__title">{provider.name}</span>
                  <span className="choice__detail">{t(KIND_DETAIL_KEYS[provider.kind])}</span>
                  {account && (
                    <span className="choice__detail">
                      {t('ui.prisma.checkout.payment.installments', {
                        count: account.installments,
                        min: formatPrice(account.minAmount),
                        max: formatPrice(account.maxAmount),
                      })}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : (
        <DotsLoader label={t('ui.prisma.common.loading')} />
      )}
      <StepActions checkout={checkout} next="review" />
    </Panel>
  );
}
