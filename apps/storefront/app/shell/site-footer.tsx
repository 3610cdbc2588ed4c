import { useTranslation } from '../lib/use-translation.tsx';
import { buildMenuTree } from '@storefront/contracts';
import { ImageWithFallback } from '../components/image-with-fallback.tsx';
import { ScrollToTopButton } from '../components/scroll-to-top-button.tsx';
import { ContactUs } from '../features/content/components/contact-us.tsx';
import { FollowUs } from '../features/content/components/follow-us.tsx';
import { FooterMenu } from '../features/navigation/components/footer-menu.tsx';
import type { ShellData } from './shell-data.server.ts';
import { SKIP_LINK_ID } from './skip-link.tsx';

/** SPEC §2 footer: the theme's footer menus, follow us, contact us, copyright, scroll-to-top. */
export function SiteFooter({ shell }: { shell: ShellData }) {
  const { t } = useTranslation();
  const { theme } = shell;
  return (
    <footer className="site-footer">
      <div className="site-footer__columns container">
        {shell.footerMenus.map((menu) => (
          <FooterMenu key={menu.menuId} name={menu.name} nodes={buildMenuTree(menu.items)} />
        ))}
        <FollowUs theme={theme} />
        <ContactUs theme={theme} />
      </div>
      {(theme.overrided_footer_image || theme.copy_right) && (
        <div className="site-footer__bottom">
          <div className="container site-footer__bottom-inner">
            {theme.overrided_footer_image && (
              <ImageWithFallback
                src={theme.overrided_footer_image}
                alt=""
                width={240}
                height={60}
                loading="lazy"
                className="site-footer__image"
              />
            )}
            {theme.copy_right && <p className="site-footer__copyright">{theme.copy_right}</p>}
          </div>
        </div>
      )}
      <ScrollToTopButton label={t('ui.prisma.footer.scrollToTop')} focusTargetId={SKIP_LINK_ID} />
    </footer>
  );
}
