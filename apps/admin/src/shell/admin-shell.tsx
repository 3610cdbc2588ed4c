import { Button, Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '../session.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { sectionsFor } from './navigation.ts';

/** The signed-in frame: sections the role may open, who is signed in, language, sign-out. */
export function AdminShell() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  if (session.profile === undefined) return <p className="loading">{t('admin.loading')}</p>;
  if (session.profile === null) return <Navigate to="/login" replace />;
  const { profile } = session;
  return (
    <div className="shell">
      <header className="shell-header">
        <span className="shell-name">{t('admin.name')}</span>
        <span className="shell-who">
          {t('admin.signedInAs', { name: profile.name })} · {t(`admin.role.${profile.role}`)}
        </span>
        <LanguageSwitch />
        <Button
          className="button button-quiet"
          onPress={async () => {
            await session.signOut();
            navigate('/login', { replace: true });
          }}
        >
          {t('admin.signOut')}
        </Button>
      </header>
      <nav className="shell-nav" aria-label={t('admin.nav.label')}>
        <ul>
          {sectionsFor(profile.permissions).map((item) => (
            <li key={item.path}>
              <Link
                href={item.path}
                className="nav-link"
                // A section's inner pages (a product's editor under /products) keep it marked.
                aria-current={
                  location.pathname === item.path || location.pathname.startsWith(`${item.path}/`) ? 'page' : undefined
                }
              >
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main className="shell-main">
        <Outlet />
      </main>
    </div>
  );
}

/** The first section the role may open. */
export function FirstSection() {
  const { profile } = useSession();
  const first = profile ? sectionsFor(profile.permissions)[0] : undefined;
  return <Navigate to={first?.path ?? '/account'} replace />;
}
