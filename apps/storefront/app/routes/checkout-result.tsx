import { useTranslation } from '../lib/use-translation.tsx';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/checkout-result';
import { DotsLoader } from '../components/dots-loader.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { useAuth } from '../features/auth/auth-provider.tsx';
import { PaymentResult } from '../features/checkout/components/payment-result.tsx';
import { pageMeta } from '../shell/page-meta.ts';
export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary.tsx';

const TITLE_KEY = 'ui.prisma.page.checkoutResult.title';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, TITLE_KEY),
  { name: 'robots', content: 'noindex' },
];

/** Where the payment gateway sends the shopper back (`?ref=…&status=…`); only the payment's owner may read it. */
export default function CheckoutResultPage() {
  const { t } = useTranslation();
  const { ready, userId } = useAuth();
  const [params] = useSearchParams();
  const reference = params.get('ref');
  return (
    <>
      <PageHeading>{t(TITLE_KEY)}</PageHeading>
      {!reference ? (
        <p role="alert">{t('ui.prisma.checkout.result.missing')}</p>
      ) : ready && userId ? (
        <PaymentResult key={`${userId}:${reference}`} reference={reference} />
      ) : (
        <DotsLoader label={t('ui.prisma.common.loading')} />
      )}
    </>
  );
}
