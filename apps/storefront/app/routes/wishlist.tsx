import { useTranslation } from '../lib/use-translation.tsx';
import type { Route } from './+types/wishlist';
import { PageHeading } from '../components/page-heading.tsx';
import { useAddToCart } from '../features/cart/use-add-to-cart.ts';
import { WishlistDetails, type MoveToCart } from '../features/wishlist/components/wishlist-details.tsx';
import { pageMeta } from '../shell/page-meta.ts';
export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary.tsx';

const TITLE_KEY = 'ui.prisma.page.wishlist.title';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, TITLE_KEY),
  { name: 'robots', content: 'noindex' },
];

/** The shopper's wishlist (SPEC §2 /wishlist): read in the browser, where the shopper's tokens are. */
export default function WishlistPage() {
  const { t } = useTranslation();
  const { add } = useAddToCart();
  // One unit of the item's variation (the product's default one when none was chosen).
  const moveToCart: MoveToCart = (item) =>
    add({
      productId: item.productId,
      ...(item.variationId === null ? {} : { variationId: item.variationId }),
      quantity: 1,
    });
  return (
    <>
      <PageHeading>{t(TITLE_KEY)}</PageHeading>
      <WishlistDetails moveToCart={moveToCart} />
    </>
  );
}
