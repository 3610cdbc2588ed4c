import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { toast } from '../../../components/toasts.tsx';
import type { CartItem } from '@storefront/contracts';
import { ImageWithFallback } from '../../../components/image-with-fallback.tsx';
import { Price } from '../../../components/price.tsx';
import { errorToastMessage } from '../../../lib/api/toast-messages.ts';
import { useCartActions } from '../cart-provider.tsx';
import { stockFix } from '../cart-stock.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

const IMAGE_SIZE = 96;

/**
 * A line of the cart page: picture, name, chosen attributes, unit price, quantity, line total, remove, and the stock
 * warning with its fix.
 */
export function CartLine({ item, removing }: { item: CartItem; removing: boolean }) {
  const { t } = useTranslation();
  const { setQuantity, removeItem } = useCartActions();
  const [pending, setPending] = useState(false);
  const productPath = `/products/${item.productId}`;
  const fix = stockFix(item);

  const changeQuantity = async (quantity: number) => {
    setPending(true);
    try {
      await setQuantity(item.itemId, quantity);
    } catch (error) {
      // The server's stock message ("Only 2 of … in stock") when it refuses.
      toast.error(errorToastMessage(error, t));
    } finally {
      setPending(false);
    }
  };
  const remove = () => removeItem(item.itemId).catch((error: unknown) => toast.error(errorToastMessage(error, t)));

  return (
    <li className="cart-line">
      <Link to={productPath} className="cart-line__media" tabIndex={-1} aria-hidden="true">
        <ImageWithFallback
          src={item.picturePath}
          alt=""
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          loading="lazy"
          className="cart-line__image"
        />
      </Link>
      <div className="cart-line__details">
        <h2 className="cart-line__name">
          <Link to={productPath}>{item.productName}</Link>
        </h2>
        {item.attributes.map((attribute) => (
          <p key={attribute.attributeId} className="cart-line__attribute">
            {attribute.name}: {attribute.valueNames.join(', ')}
          </p>
        ))}
        <p className="cart-line__unit-price">
          {t('ui.prisma.cart.unitPrice')}: <Price amount={item.unitPrice} />
        </p>
      </div>
      <QuantityStepper
        productName={item.productName}
        quantity={item.productQuantity}
        pending={pending}
        onChange={(quantity) => void changeQuantity(quantity)}
      />
      <p className="cart-line__total">
        <span className="visually-hidden">{t('ui.prisma.cart.lineTotal')} </span>
        <Price amount={item.lineTotal} />
      </p>
      <button
        type="button"
        className="link-button link-button--danger cart-line__remove"
        aria-label={t('ui.prisma.cart.removeItem', { name: item.productName })}
        aria-disabled={removing || undefined}
        onClick={() => void remove()}
      >
        {t('ui.prisma.cart.remove')}
      </button>
      {fix && (
        <div className="cart-line__warning">
          <span className="tag tag--warning">{t('ui.prisma.cart.outOfStock')}</span>
          {fix.kind === 'reduce' ? (
            <>
              <span>{t('ui.prisma.cart.onlyLeft', { count: fix.quantity })}</span>
              <button
                type="button"
                className="button button--small button--outline"
                disabled={pending}
                onClick={() => void changeQuantity(fix.quantity)}
              >
                {t('ui.prisma.cart.reduceTo', { quantity: fix.quantity })}
              </button>
            </>
          ) : (
            <span>{t('ui.prisma.cart.soldOut')}</span>
          )}
        </div>
      )}
    </li>
  );
}
