import type { ProductSummary } from '@storefront/contracts';
import { AddToCartButton, ProductAddToCart, type CartSelection } from '../features/cart/components/add-to-cart.tsx';
import { WishlistToggle } from '../features/wishlist/components/wishlist-toggle.tsx';

// Features do not import each other: the cart and wishlist controls of the catalogue's cards and
// product page are put together here, and the routes hand them to the catalogue's slots.

/** Under a product card: add one of the default variation, and the heart. */
export function renderProductCardActions(product: ProductSummary) {
  return (
    <div className="product-actions">
      <AddToCartButton productId={product.productId} productName={product.productName} inStock={product.inStock} />
      <WishlistToggle productId={product.productId} productName={product.productName} />
    </div>
  );
}

/** On the product page: add the chosen variation and quantity, and the heart (keeping that variation). */
export function renderProductPageActions(productName: string, selection: CartSelection) {
  return (
    <div className="product-actions product-actions--page">
      <ProductAddToCart selection={selection} />
      <WishlistToggle
        productId={selection.productId}
        productName={productName}
        variationId={selection.variationId}
        size="large"
      />
    </div>
  );
}
