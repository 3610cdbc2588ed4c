import { useTranslation } from 'react-i18next';
import type { Route } from './+types/checkout';
import { PageHeading } from '../components/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';
export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary.tsx';

const TITLE_KEY = 'ui.prisma.page.checkout.title';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, TITLE_KEY);

export default function CheckoutPage() {
  const { t } = useTranslation();
  return <PageHeading>{t(TITLE_KEY)}</PageHeading>;
}
