import { X } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { toast } from '../../../components/toasts.tsx';
import type { CartItem } from '@storefront/contracts';
import { DotsLoader } from '../../../components/dots-loader.tsx';
import { ImageWithFallback } from '../../../components/image-with-fallback.tsx';
import { Price } from '../../../components/price.tsx';
import { errorToastMessage } from '../../../lib/api/toast-messages.ts';
import { useCart, useCartActions } from '../cart-provider.tsx';
import { isOutOfStock } from '../cart-stock.ts';

/**
 * The mini-cart dropdown's content (SPEC §2): the empty message, or each line with its picture,
 * name, quantity, unit price, out-of-stock tag and remove control, then the item count,
 * SUB-TOTAL and GO TO CART.
 */
export function MiniCart() {
  const { t } = useTranslation();
  const { cart, removing } = useCart();
  const { removeItem } = useCartActions();
  const bodyRef = useRef<HTMLDivElement>(null);

  if (!cart) return <DotsLoader label={t('ui.prisma.common.loading')} />;

  const remove = (item: CartItem) => {
    // The pressed button disappears with its line: keep the focus inside the open dropdown.
    bodyRef.current?.focus();
    removeItem(item.itemId).catch((error: unknown) => toast.error(errorToastMessage(error, t)));
  };

  return (
    <div ref={bodyRef} tabIndex={-1} className="mini-cart__body">
      {cart.items.length === 0 ? (
        <p className="mini-cart__empty">{t('ui.prisma.cart.empty')}</p>
      ) : (
        <>
          <p className="mini-cart__count">{t('ui.prisma.cart.itemCount', { count: cart.itemCount })}</p>
          <ul className="mini-cart__lines" aria-busy={removing}>
            {cart.items.map((item) => (
              <MiniCartLine key={item.itemId} item={item} removing={removing} onRemove={() => remove(item)} />
            ))}
          </ul>
          <p className="mini-cart__subtotal">
            <span>{t('ui.prisma.cart.subTotal')}</span>
            <Price amount={cart.subTotal} />
          </p>
          <Link to="/cart" className="button mini-cart__go">
            {t('ui.prisma.cart.goToCart')}
          </Link>
        </>
      )}
    </div>
  );
}

function MiniCartLine({ item, removing, onRemove }: { item: CartItem; removing: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="mini-cart-line">
      <ImageWithFallback
        src={item.picturePath}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        className="mini-cart-line__image"
      />
      <div className="mini-cart-line__details">
        <Link to={`/products/${item.productId}`} className="mini-cart-line__name">
          {item.productName}
        </Link>
        <p className="mini-cart-line__meta">
          <span>{t('ui.prisma.cart.quantityShort', { quantity: item.productQuantity })}</span>
          <span>
            <span className="visually-hidden">{t('ui.prisma.cart.unitPrice')} </span>
            <Price amount={item.unitPrice} />
          </span>
        </p>
        {isOutOfStock(item) && <span className="tag tag--warning">{t('ui.prisma.cart.outOfStock')}</span>}
      </div>
      {/* Not disabled while another removal runs, so focus never drops; the click is ignored then (SPEC §5). */}
      <button
        type="button"
        className="icon-button mini-cart-line__remove"
        aria-label={t('ui.prisma.cart.removeItem', { name: item.productName })}
        aria-disabled={removing || undefined}
        onClick={onRemove}
      >
        <X aria-hidden="true" size={18} />
      </button>
    </li>
  );
}
