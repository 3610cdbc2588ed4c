import { useTranslation } from '../lib/use-translation.tsx';
import type { Route } from './+types/account-order';
import { DotsLoader } from '../components/dots-loader.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { NotFound } from '../components/not-found.tsx';
import { useAuth } from '../features/auth/auth-provider.tsx';
import { OrderDetail } from '../features/orders/components/order-detail.tsx';
import { pageMeta } from '../shell/page-meta.ts';
export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary.tsx';

const TITLE_KEY = 'ui.prisma.page.order.title';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, TITLE_KEY),
  { name: 'robots', content: 'noindex' },
];

/** One order of whomever the session acts for (the API answers 404 for anyone else's). */
export default function AccountOrderPage({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { ready, userId } = useAuth();
  const orderId = Number(params.orderId);
  if (!Number.isInteger(orderId) || orderId <= 0) return <NotFound />;
  return (
    <>
      <PageHeading>{t(TITLE_KEY)}</PageHeading>
      {ready && userId ? (
        <OrderDetail key={userId} userId={userId} orderId={orderId} />
      ) : (
        <DotsLoader label={t('ui.prisma.common.loading')} />
      )}
    </>
  );
}
