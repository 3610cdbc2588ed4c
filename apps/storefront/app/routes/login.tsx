import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../lib/use-translation.tsx';
import type { Route } from './+types/login';
import { PageHeading } from '../components/page-heading.tsx';
import { useAuth } from '../features/auth/auth-provider.tsx';
import { EmailSignIn } from '../features/auth/components/email-sign-in.tsx';
import { PhoneSignIn } from '../features/auth/components/phone-sign-in.tsx';
import { safeRedirectPath } from '../features/auth/redirect-path.ts';
import { pageMeta } from '../shell/page-meta.ts';
import { useShellData } from '../shell/use-shell-data.ts';
export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary.tsx';

const TITLE_KEY = 'ui.prisma.page.login.title';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, TITLE_KEY);

/** SPEC §6 sign-in: by phone code (on), by e-mail (off in the demo), or on as a guest. */
export default function LoginPage() {
  const { t } = useTranslation();
  const { publicConfig } = useShellData();
  const { session, signedIn } = useAuth();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const goOn = () => void navigate(safeRedirectPath(searchParams.get('redirectTo')), { replace: true });
  const continueAsGuest = () => {
    session.continueAsGuest();
    goOn();
  };

  return (
    <>
      <PageHeading>{t(TITLE_KEY)}</PageHeading>
      <div className="auth-card">
        {signedIn ? (
          <>
            <p>{t('ui.prisma.account.alreadySignedIn')}</p>
            <Link to="/account/info" className="button">
              {t('ui.prisma.account.myAccount')}
            </Link>
          </>
        ) : (
          <>
            <p className="muted">
              {t(publicConfig.loginByOtp ? 'ui.prisma.account.phoneIntro' : 'ui.prisma.account.emailIntro')}
            </p>
            {publicConfig.loginByOtp && (
              <PhoneSignIn defaultCountryCode={publicConfig.defaultCountryCode} onSignedIn={goOn} />
            )}
            {publicConfig.loginByEmail && <EmailSignIn onSignedIn={goOn} />}
            <p className="auth-card__or">{t('ui.prisma.account.or')}</p>
            <button type="button" className="button button--outline" onClick={continueAsGuest}>
              {t('ui.prisma.account.continueAsGuest')}
            </button>
          </>
        )}
      </div>
    </>
  );
}
