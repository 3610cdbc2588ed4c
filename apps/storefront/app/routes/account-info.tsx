import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../lib/use-translation.tsx';
import { toast } from '../components/toasts.tsx';
import type { Route } from './+types/account-info';
import { DotsLoader } from '../components/dots-loader.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { useApi } from '../lib/api/api-context.tsx';
import { successToastMessage } from '../lib/api/toast-messages.ts';
import { useApiData } from '../lib/api/use-api-data.ts';
import { getProfile, saveAvatar } from '../features/account/account-api.ts';
import { AddressBook } from '../features/account/components/address-book.tsx';
import { AVATAR_TYPES, Avatar } from '../features/account/components/avatar.tsx';
import { PasswordForm } from '../features/account/components/password-form.tsx';
import { ProfileForm } from '../features/account/components/profile-form.tsx';
import { useAuth } from '../features/auth/auth-provider.tsx';
import { loginPathFor } from '../features/auth/redirect-path.ts';
import { UploadButton } from '../features/upload/components/upload-button.tsx';
import { UploadProvider } from '../features/upload/upload-context.tsx';
import { pageMeta } from '../shell/page-meta.ts';
import { useShellData } from '../shell/use-shell-data.ts';
export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary.tsx';

const TITLE_KEY = 'ui.prisma.page.accountInfo.title';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, TITLE_KEY),
  { name: 'robots', content: 'noindex' },
];

/** Account information: profile, avatar, password and address book, for signed-in customers only. */
export default function AccountInfoPage() {
  const { t } = useTranslation();
  const { ready, signedIn, userId } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    if (ready && !signedIn) void navigate(loginPathFor('/account/info'), { replace: true });
  }, [ready, signedIn, navigate]);

  return (
    <>
      <PageHeading>{t(TITLE_KEY)}</PageHeading>
      <p className="account-links">
        <Link to="/account/orders" className="button button--outline">
          {t('ui.prisma.account.myOrders')}
        </Link>
      </p>
      {/* Keyed by user: signing in as someone else (or impersonating) starts the page afresh. */}
      {ready && signedIn && userId ? (
        <AccountSections key={userId} />
      ) : (
        <DotsLoader label={t('ui.prisma.common.loading')} />
      )}
    </>
  );
}

function AccountSections() {
  const { t } = useTranslation();
  const api = useApi();
  const { theme } = useShellData();
  const profile = useApiData(getProfile, []);

  if (!profile.data) return <DotsLoader label={t('ui.prisma.common.loading')} />;
  const current = profile.data;
  return (
    <div className="account-sections">
      <section className="account-section" aria-labelledby="account-profile">
        <h2 id="account-profile">{t('ui.prisma.account.profileTitle')}</h2>
        <UploadProvider>
          <Avatar profile={current}>
            <UploadButton
              label={t('ui.prisma.account.changeAvatar')}
              accept={AVATAR_TYPES}
              onUploaded={async (file) => {
                toast.success(successToastMessage(await saveAvatar(api, current, file.path), t));
                profile.reload();
              }}
            />
          </Avatar>
        </UploadProvider>
        <ProfileForm key={`${current.displayName}|${current.email}`} profile={current} onSaved={profile.reload} />
      </section>
      <section className="account-section" aria-labelledby="account-password">
        <h2 id="account-password">{t('ui.prisma.account.passwordTitle')}</h2>
        <PasswordForm hasPassword={current.hasPassword} onSaved={profile.reload} />
      </section>
      <section className="account-section account-section--wide" aria-labelledby="account-addresses">
        <h2 id="account-addresses">{t('ui.prisma.account.addressesTitle')}</h2>
        <AddressBook profile={current} defaultCountryCode={theme.default_address_country} />
      </section>
    </div>
  );
}
