import { useTranslation } from '../../../lib/use-translation.tsx';
import { Price } from '../../../components/price.tsx';

/** A price, and the struck-through compare-at price when the product is on sale. */
export function ProductPrice({
  price,
  compareAtPrice,
  size = 'normal',
}: {
  price: number;
  compareAtPrice: number | null;
  size?: 'normal' | 'large';
}) {
  const { t } = useTranslation();
  const onSale = compareAtPrice !== null && compareAtPrice > price;
  return (
    <p className={`product-price product-price--${size}`}>
      {onSale && <span className="visually-hidden">{t('ui.prisma.product.salePrice')}</span>}
      <Price
        amount={price}
        className={onSale ? 'product-price__current product-price__current--sale' : 'product-price__current'}
      />
      {onSale && (
        <>
          <span className="visually-hidden">{t('ui.prisma.product.compareAtPrice')}</span>
          <s className="product-price__compare-at">
            <Price amount={compareAtPrice} />
          </s>
        </>
      )}
    </p>
  );
}
