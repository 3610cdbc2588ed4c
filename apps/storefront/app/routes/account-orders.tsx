import { useTranslation } from '../lib/use-translation.tsx';
import type { Route } from './+types/account-orders';
import { DotsLoader } from '../components/dots-loader.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { useAuth } from '../features/auth/auth-provider.tsx';
import { OrderList } from '../features/orders/components/order-list.tsx';
import { pageMeta } from '../shell/page-meta.ts';
export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary.tsx';

const TITLE_KEY = 'ui.prisma.page.orders.title';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, TITLE_KEY),
  { name: 'robots', content: 'noindex' },
];

/** The orders of whomever the session acts for: a guest sees the orders placed as that guest. */
export default function AccountOrdersPage() {
  const { t } = useTranslation();
  const { ready, userId } = useAuth();
  return (
    <>
      <PageHeading>{t(TITLE_KEY)}</PageHeading>
      {ready && userId ? <OrderList key={userId} /> : <DotsLoader label={t('ui.prisma.common.loading')} />}
    </>
  );
}
