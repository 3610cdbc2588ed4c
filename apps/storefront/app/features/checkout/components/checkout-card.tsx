import { ExternalLink } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { CheckboxField } from '../../../components/form-field.tsx';
import { Price } from '../../../components/price.tsx';
import { isReadyToOrder } from '../order-draft.ts';
import type { Checkout } from '../use-checkout.ts';
import { OrderTotals } from '../../../components/order-totals.tsx';
import { Panel } from '../../../components/panel.tsx';

/**
 * The checkout card: what is ordered and what it costs, the terms when the shop asks, and the
 * order button. `termsPath` is the shop's terms page, opened in a new tab so the order in
 * progress stays on screen.
 */
export function CheckoutCard({ checkout, termsPath }: { checkout: Checkout; termsPath: string }) {
  const { t } = useTranslation();
  const { draft, cart, busy } = checkout;
  if (!cart) return null;
  return (
    <Panel titleId="checkout-card-title" title={t('ui.prisma.checkout.card.title')} className="checkout-card">
      <ul className="checkout-card__lines">
        {cart.items.map((item) => (
          <li key={item.itemId} className="checkout-card__line">
            <span>
              {item.productName}
              {item.attributes.length > 0 && (
                <span className="checkout-card__attributes">
                  {item.attributes.map((attribute) => attribute.valueNames.join(', ')).join(' · ')}
                </span>
              )}
            </span>
            <span className="checkout-card__quantity">
              {t('ui.prisma.checkout.card.quantity', { quantity: item.productQuantity })}
            </span>
            <Price amount={item.lineTotal} className="checkout-card__amount" />
          </li>
        ))}
      </ul>
      <OrderTotals totals={cart} />
      {draft.enforceCheckoutTerms && (
        <div className="checkout-card__terms">
          <CheckboxField
            label={t('ui.prisma.checkout.card.acceptTerms')}
            checked={draft.acceptCheckoutTerms === true}
            onChange={checkout.toggleTerms}
          />
          <a href={termsPath} target="_blank" rel="noopener" className="checkout-card__terms-link">
            {t('ui.prisma.checkout.card.readTerms')}
            <ExternalLink aria-hidden="true" size={14} className="flip-in-rtl" />
            <span className="visually-hidden"> {t('ui.prisma.nav.opensInNewTab')}</span>
          </a>
        </div>
      )}
      <button
        type="button"
        className="button checkout-card__place"
        disabled={busy || !isReadyToOrder(draft)}
        aria-busy={busy}
        onClick={() => void checkout.placeOrder()}
      >
        {t('ui.prisma.checkout.card.placeOrder')}
      </button>
    </Panel>
  );
}
