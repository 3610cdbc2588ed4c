import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../lib/use-translation.tsx';
import type { Route } from './+types/reset-password';
import { PageHeading } from '../components/page-heading.tsx';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form.tsx';
import { pageMeta } from '../shell/page-meta.ts';
export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary.tsx';

const TITLE_KEY = 'ui.prisma.page.resetPassword.title';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, TITLE_KEY),
  { name: 'robots', content: 'noindex' },
];

/** The page the password-reset e-mail links to, with `?token=`. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <>
      <PageHeading>{t(TITLE_KEY)}</PageHeading>
      <div className="auth-card">
        <ResetPasswordForm
          token={searchParams.get('token') ?? ''}
          onDone={() => void navigate('/login', { replace: true })}
        />
      </div>
    </>
  );
}
