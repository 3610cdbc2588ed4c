import { CircleUserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '../../../components/dropdown.tsx';
import { logOut } from '../auth-storage.ts';
import { useAuthState } from '../use-auth-state.ts';

/**
 * SPEC §2 user menu: a signed-in customer sees MY ACCOUNT and LOG OUT; a guest sees REGISTER
 * (only when registration is enabled) and LOG IN.
 */
export function UserMenu({ registrationEnabled }: { registrationEnabled: boolean }) {
  const { t } = useTranslation();
  const auth = useAuthState();
  const signedIn = auth !== null && !auth.isGuest;

  return (
    <Dropdown label={t('ui.prisma.account.menu')} trigger={<CircleUserRound aria-hidden="true" size={24} />} className="user-menu">
      <ul className="dropdown-list">
        {signedIn ? (
          <>
            <li>
              <Link to="/account/info" className="dropdown-list__item">
                {t('ui.prisma.account.myAccount')}
              </Link>
            </li>
            <li>
              <button type="button" className="dropdown-list__item" onClick={logOut}>
                {t('ui.prisma.account.logOut')}
              </button>
            </li>
          </>
        ) : (
          <>
            {registrationEnabled && (
              <li>
                <Link to="/register" className="dropdown-list__item">
                  {t('ui.prisma.account.register')}
                </Link>
              </li>
            )}
            <li>
              <Link to="/login" className="dropdown-list__item">
                {t('ui.prisma.account.logIn')}
              </Link>
            </li>
          </>
        )}
      </ul>
    </Dropdown>
  );
}
