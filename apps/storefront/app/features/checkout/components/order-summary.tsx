import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { Cart } from '@storefront/contracts';
import { ImageWithFallback } from '../../../components/image-with-fallback.tsx';
import { OrderTotals } from '../../../components/order-totals.tsx';
import { Price } from '../../../components/price.tsx';

const TITLE_ID = 'order-summary-title';
const BODY_ID = 'order-summary-body';

/**
 * What is being bought and what it costs, beside every checkout step (sticky on a wide screen).
 * On a phone it folds into a bar with the total, opened on demand, as Shopify's checkout does.
 */
export function OrderSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  return (
    <aside className="order-summary" aria-labelledby={TITLE_ID}>
      {/* Only one of the two shows: the toggle on a phone, the heading on a wide screen (CSS). */}
      <button
        type="button"
        className="order-summary__toggle"
        aria-expanded={expanded}
        aria-controls={BODY_ID}
        onClick={() => setExpanded(!expanded)}
      >
        <span className="order-summary__toggle-label">
          {t('ui.prisma.checkout.summary.title')}
          {/* Drawn here rather than lucide's ChevronDown: sharing that icon with the menu would split it
              into a file of its own, one more request on every page (ADR 018). */}
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="order-summary__chevron">
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </span>
        <Price amount={cart.total} className="order-summary__toggle-total" />
      </button>
      <h2 id={TITLE_ID} className="order-summary__title">
        {t('ui.prisma.checkout.summary.title')}
      </h2>
      <div id={BODY_ID} className={expanded ? 'order-summary__body order-summary__body--open' : 'order-summary__body'}>
        <ul className="order-summary__lines">
          {cart.items.map((item) => (
            <li key={item.itemId} className="order-summary__line">
              <span className="order-summary__picture">
                <ImageWithFallback src={item.picturePath} alt="" width={56} height={56} loading="lazy" />
                <span className="order-summary__count" aria-hidden="true">
                  {item.productQuantity}
                </span>
              </span>
              <span className="order-summary__name">
                {item.productName}
                {item.attributes.length > 0 && (
                  <span className="order-summary__detail">
                    {item.attributes.map((attribute) => attribute.valueNames.join(', ')).join(' · ')}
                  </span>
                )}
                {/* The picture's badge shows the count; this says it to screen readers. */}
                <span className="visually-hidden">
                  {t('ui.prisma.checkout.card.quantity', { quantity: item.productQuantity })}
                </span>
              </span>
              <Price amount={item.lineTotal} className="order-summary__amount" />
            </li>
          ))}
        </ul>
        <OrderTotals totals={cart} />
      </div>
    </aside>
  );
}
