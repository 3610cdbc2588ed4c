import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../lib/use-translation.tsx';
import type { Route } from './+types/register';
import { PageHeading } from '../components/page-heading.tsx';
import { RegisterForm } from '../features/auth/components/register-form.tsx';
import { pageMeta } from '../shell/page-meta.ts';
import { useShellData } from '../shell/use-shell-data.ts';
export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary.tsx';

const TITLE_KEY = 'ui.prisma.page.register.title';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, TITLE_KEY);

/** SPEC §6: registration can be switched off; then the page says so and offers LOG IN. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { publicConfig } = useShellData();
  const navigate = useNavigate();
  return (
    <>
      <PageHeading>{t(TITLE_KEY)}</PageHeading>
      <div className="auth-card">
        {publicConfig.registrationEnabled ? (
          <RegisterForm
            defaultCountryCode={publicConfig.defaultCountryCode}
            onRegistered={() => void navigate('/account/info', { replace: true })}
          />
        ) : (
          <>
            <p>{t('ui.prisma.page.register.closed')}</p>
            <Link to="/login" className="button">
              {t('ui.prisma.account.logIn')}
            </Link>
          </>
        )}
      </div>
    </>
  );
}
