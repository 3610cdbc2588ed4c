import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/register';
import { PageHeading } from '../components/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';
import { useShellData } from '../shell/use-shell-data.ts';
export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary.tsx';

const TITLE_KEY = 'ui.prisma.page.register.title';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, TITLE_KEY);

/** SPEC §6: registration can be switched off; then the page says so and offers LOG IN. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { publicConfig } = useShellData();
  return (
    <>
      <PageHeading>{t(TITLE_KEY)}</PageHeading>
      {!publicConfig.registrationEnabled && (
        <>
          <p>{t('ui.prisma.page.register.closed')}</p>
          <p>
            <Link to="/login" className="button">
              {t('ui.prisma.account.logIn')}
            </Link>
          </p>
        </>
      )}
    </>
  );
}
