import { data } from 'react-router';
import { useTranslation } from '../lib/use-translation.tsx';
import type { Route } from './+types/wishlist-shared';
import { PageHeading } from '../components/page-heading.tsx';
import { AddToCartButton } from '../features/cart/components/add-to-cart.tsx';
import { findSharedWishlist } from '../features/wishlist/wishlist-api.server.ts';
import { SharedWishlistItems } from '../features/wishlist/components/shared-wishlist-items.tsx';
import { pageMeta } from '../shell/page-meta.ts';
import { createPageApi } from '../shell/request-language.server.ts';
export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary.tsx';

const TITLE_KEY = 'ui.prisma.page.sharedWishlist.title';

// Someone's list, reachable only by its unguessable link: not for search engines.
export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, TITLE_KEY),
  { name: 'robots', content: 'noindex' },
];

/** A wishlist its owner shared; the 404 page once it is private again (or never existed). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const wishlist = await findSharedWishlist(await createPageApi(request, context), params.shareId);
  if (!wishlist) throw data(null, { status: 404 });
  return { wishlist };
}

export default function SharedWishlistPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { wishlist } = loaderData;
  return (
    <>
      <PageHeading>
        {wishlist.displayName ? t('ui.prisma.wishlist.sharedBy', { name: wishlist.displayName }) : t(TITLE_KEY)}
      </PageHeading>
      {/* The visitor's own cart: the list stays its owner's. */}
      <SharedWishlistItems
        wishlist={wishlist}
        renderItemActions={(item) => (
          <AddToCartButton
            productId={item.productId}
            productName={item.productName}
            inStock={item.inStock}
            variationId={item.variationId ?? undefined}
          />
        )}
      />
    </>
  );
}
