import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../lib/use-translation.tsx';
import type { ImpersonationSession } from '@storefront/contracts';
import type { Route } from './+types/support';
import { DotsLoader } from '../components/dots-loader.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { useAuth } from '../features/auth/auth-provider.tsx';
import { loginPathFor } from '../features/auth/redirect-path.ts';
import { SupportCustomers } from '../features/impersonation/components/support-customers.tsx';
import { pageMeta } from '../shell/page-meta.ts';
export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary.tsx';

const TITLE_KEY = 'ui.prisma.page.support.title';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, TITLE_KEY),
  { name: 'robots', content: 'noindex' },
];

/** Support staff pick a customer to act as (SPEC §6); the server checks the role again. */
export default function SupportPage() {
  const { t } = useTranslation();
  const { ready, ownRole, impersonation, session } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const actAs = (started: ImpersonationSession) => {
    session.startImpersonation(started);
    void navigate('/');
  };

  return (
    <>
      <PageHeading>{t(TITLE_KEY)}</PageHeading>
      {!ready ? (
        <DotsLoader label={t('ui.prisma.common.loading')} />
      ) : ownRole !== 'support' ? (
        <div className="auth-card">
          <p>{t('ui.prisma.account.support.staffOnly')}</p>
          <Link to={loginPathFor('/support')} className="button">
            {t('ui.prisma.account.logIn')}
          </Link>
        </div>
      ) : impersonation ? (
        <p>{t('ui.prisma.account.support.finishFirst', { displayName: impersonation.displayName })}</p>
      ) : (
        <SupportCustomers onStarted={actAs} initialQuery={searchParams.get('q') ?? ''} />
      )}
    </>
  );
}
