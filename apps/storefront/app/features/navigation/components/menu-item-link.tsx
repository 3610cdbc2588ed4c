import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { MenuItem } from '@storefront/contracts';
import { isExternalRoute } from '../menu-routes.ts';
import { MenuItemIcon } from './menu-item-icon.tsx';

/** A menu item as a link: shop paths navigate client-side, other addresses are plain links. */
export function MenuItemLink({ item, className }: { item: MenuItem; className?: string }) {
  const { t } = useTranslation();
  const content = (
    <>
      <MenuItemIcon icon={item.icon} />
      <span>{item.title}</span>
      {item.openInNewTab && <span className="visually-hidden"> {t('ui.prisma.nav.opensInNewTab')}</span>}
    </>
  );
  const newTab = item.openInNewTab ? { target: '_blank', rel: 'noopener' } : {};
  if (isExternalRoute(item.route)) {
    return (
      <a href={item.route} className={className} {...newTab}>
        {content}
      </a>
    );
  }
  return (
    <Link to={item.route} className={className} {...newTab}>
      {content}
    </Link>
  );
}
