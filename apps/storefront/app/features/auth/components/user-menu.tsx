import { CircleUserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Dropdown } from '../../../components/dropdown.tsx';
import { useAuth, useLogOut } from '../auth-provider.tsx';

/**
 * SPEC §2 user menu: a signed-in customer sees MY ACCOUNT and LOG OUT; a guest sees REGISTER
 * (only when registration is enabled) and LOG IN. Support staff also find their support page.
 */
export function UserMenu({ registrationEnabled }: { registrationEnabled: boolean }) {
  const { t } = useTranslation();
  const { signedIn, ownRole } = useAuth();
  const logOut = useLogOut();

  return (
    <Dropdown
      label={t('ui.prisma.account.menu')}
      trigger={<CircleUserRound aria-hidden="true" size={24} />}
      className="user-menu"
    >
      <ul className="dropdown-list">
        {ownRole === 'support' && (
          <li>
            <Link to="/support" className="dropdown-list__item">
              {t('ui.prisma.account.supportPage')}
            </Link>
          </li>
        )}
        {signedIn ? (
          <>
            <li>
              <Link to="/account/info" className="dropdown-list__item">
                {t('ui.prisma.account.myAccount')}
              </Link>
            </li>
            <li>
              <button type="button" className="dropdown-list__item" onClick={() => void logOut()}>
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
