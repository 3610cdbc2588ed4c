import { useMemo } from 'react';
import { Link } from 'react-router';
import { buildMenuTree } from '@storefront/contracts';
import { UserMenu } from '../features/auth/components/user-menu.tsx';
import { CartButton } from '../features/cart/components/cart-button.tsx';
import { LanguageSelector } from '../features/locale/components/language-selector.tsx';
import { DesktopMenu } from '../features/navigation/components/desktop-menu.tsx';
import { MobileMenu } from '../features/navigation/components/mobile-menu.tsx';
import { SearchBox } from '../features/search/components/search-box.tsx';
import { WishlistLink } from '../features/wishlist/components/wishlist-link.tsx';
import type { ShellData } from './shell-data.server.ts';
import { useMainMenuItems } from './use-main-menu-items.ts';

/** SPEC §2 header: logo, search, wishlist, cart, user menu, language, and the main menu. */
export function SiteHeader({ shell }: { shell: ShellData }) {
  const { theme } = shell;
  const mainMenu = useMainMenuItems(theme.main_menu, shell.mainMenu);
  const menu = useMemo(() => buildMenuTree(mainMenu), [mainMenu]);
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <MobileMenu nodes={menu} />
        <Link to="/" className="site-header__logo">
          {theme.logo ? (
            <img src={theme.logo} alt={theme.metadata_title} width={140} height={44} />
          ) : (
            theme.metadata_title
          )}
        </Link>
        <div className="site-header__search">
          <SearchBox />
        </div>
        <div className="site-header__actions">
          <WishlistLink />
          <CartButton />
          <UserMenu registrationEnabled={shell.publicConfig.registrationEnabled} />
          <LanguageSelector languages={shell.languages} current={shell.langId} />
        </div>
      </div>
      <DesktopMenu nodes={menu} />
    </header>
  );
}
