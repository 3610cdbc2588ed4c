import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '../lib/use-translation.tsx';
import { NotFound } from './not-found.tsx';
import { PageHeading } from './page-heading.tsx';

/**
 * A page's error boundary: it replaces the page body only, so the shell (menus, search) stays
 * usable. Each route module re-exports it as its ErrorBoundary.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <>
      <PageHeading>{t('ui.prisma.error.title')}</PageHeading>
      <p>{t('ui.prisma.toast.error.generic')}</p>
    </>
  );
}
