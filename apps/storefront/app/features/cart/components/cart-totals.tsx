import { useTranslation } from '../../../lib/use-translation.tsx';
import type { Cart } from '@storefront/contracts';
import { Price } from '../../../components/price.tsx';
import { totalsRows } from '../cart-totals.ts';

/** Subtotal, discount, shipping and total; dimmed while a removal waits for the server's new sums. */
export function CartTotals({ cart, updating }: { cart: Cart; updating: boolean }) {
  const { t } = useTranslation();
  return (
    <dl className="cart-totals" aria-busy={updating}>
      {totalsRows(cart).map((row) => (
        <div
          key={row.labelKey}
          className={row.isTotal ? 'cart-totals__row cart-totals__row--total' : 'cart-totals__row'}
        >
          <dt>{t(row.labelKey, row.labelValues)}</dt>
          <dd>
            {/* A discount is a negative amount: Intl writes its sign the right way round in Arabic too. */}
            {row.textKey ? t(row.textKey) : <Price amount={row.amount} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
