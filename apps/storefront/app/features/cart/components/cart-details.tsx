import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { Cart } from '@storefront/contracts';
import { DotsLoader } from '../../../components/dots-loader.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useCart } from '../cart-provider.tsx';
import { hasOutOfStockLines } from '../cart-stock.ts';
import { CartLine } from './cart-line.tsx';
import { CartTotals } from './cart-totals.tsx';
import { ClearCart } from './clear-cart.tsx';
import { PromoCode } from './promo-code.tsx';

/** The cart page's body: loading, the empty state, or the lines beside the summary. */
export function CartDetails() {
  const { t } = useTranslation();
  const { cart, removing } = useCart();

  if (!cart) return <DotsLoader label={t('ui.prisma.common.loading')} />;
  if (cart.items.length === 0) return <EmptyState message={t('ui.prisma.cart.empty')} />;
  return (
    <div className="cart-page">
      <section className="cart-page__lines" aria-label={t('ui.prisma.cart.linesTitle')}>
        <p className="cart-page__count">{t('ui.prisma.cart.itemCount', { count: cart.itemCount })}</p>
        <ul className="cart-lines">
          {cart.items.map((item) => (
            <CartLine key={item.itemId} item={item} removing={removing} />
          ))}
        </ul>
        <ClearCart />
      </section>
      <aside className="cart-summary" aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title" className="cart-summary__title">
          {t('ui.prisma.cart.summary.title')}
        </h2>
        <PromoCode cart={cart} />
        <CartTotals cart={cart} updating={removing} />
        <CheckoutLink cart={cart} />
        <Link to="/" className="cart-summary__continue">
          {t('ui.prisma.cart.continueShopping')}
        </Link>
      </aside>
    </div>
  );
}

/** The way into checkout, held back while a line asks for more than the stock (the order would be refused). */
function CheckoutLink({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  if (hasOutOfStockLines(cart)) {
    return (
      <p className="cart-summary__blocked" role="status">
        {t('ui.prisma.cart.fixStockFirst')}
      </p>
    );
  }
  return (
    <Link to="/checkout" className="button cart-summary__checkout">
      {t('ui.prisma.cart.checkout')}
    </Link>
  );
}
