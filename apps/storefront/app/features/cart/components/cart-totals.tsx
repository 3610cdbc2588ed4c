import { useTranslation } from 'react-i18next';
import type { Cart } from '@storefront/contracts';
import { useFormatPrice } from '../../../components/price.tsx';
import { totalsRows } from '../cart-totals.ts';

/**
 * A minus that stays on the left of its digits in Arabic too: the left-to-right mark makes the
 * sign and the (Latin) digits one left-to-right run, as Intl writes negative numbers for `ar`.
 */
const DEDUCTION_SIGN = '\u200E−';

/** Subtotal, discount, shipping and total; dimmed while a removal waits for the server's new sums. */
export function CartTotals({ cart, updating }: { cart: Cart; updating: boolean }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  return (
    <dl className="cart-totals" aria-busy={updating}>
      {totalsRows(cart).map((row) => (
        <div key={row.labelKey} className={row.isTotal ? 'cart-totals__row cart-totals__row--total' : 'cart-totals__row'}>
          <dt>{t(row.labelKey, row.labelValues)}</dt>
          <dd>
            {row.textKey ? t(row.textKey) : <bdi>{`${row.deducted ? DEDUCTION_SIGN : ''}${formatPrice(row.amount)}`}</bdi>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
