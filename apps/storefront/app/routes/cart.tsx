import { useTranslation } from '../lib/use-translation.tsx';
import type { Route } from './+types/cart';
import { PageHeading } from '../components/page-heading.tsx';
import { CartDetails } from '../features/cart/components/cart-details.tsx';
import { pageMeta } from '../shell/page-meta.ts';
export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary.tsx';

const TITLE_KEY = 'ui.prisma.page.cart.title';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, TITLE_KEY),
  { name: 'robots', content: 'noindex' },
];

/** The shopper's cart (SPEC §2 /cart): read in the browser, where the shopper's tokens are. */
export default function CartPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading>{t(TITLE_KEY)}</PageHeading>
      <CartDetails />
    </>
  );
}
