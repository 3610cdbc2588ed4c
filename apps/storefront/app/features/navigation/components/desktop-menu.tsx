import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@storefront/contracts';
import { useDismiss } from '../../../components/use-dismiss.ts';
import { MenuTree } from './menu-tree.tsx';

/** The horizontal main menu of wide screens, with dropdown submenus. */
export function DesktopMenu({ nodes }: { nodes: MenuNode[] }) {
  const { t } = useTranslation();
  const navRef = useRef<HTMLElement>(null);
  const [openItemId, setOpenItemId] = useState<number | null>(null);
  const closeAll = useCallback(() => setOpenItemId(null), []);
  useDismiss({ active: openItemId !== null, containerRef: navRef, onDismiss: closeAll });

  const { pathname } = useLocation();
  useEffect(closeAll, [pathname, closeAll]);

  // Tabbing out of the menu closes it, as a click outside does.
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    if (!navRef.current?.contains(event.relatedTarget as Node | null)) closeAll();
  };

  if (nodes.length === 0) return null;
  return (
    <nav ref={navRef} className="desktop-menu" aria-label={t('ui.prisma.nav.main')} onBlur={closeWhenFocusLeaves}>
      <MenuTree nodes={nodes} variant="bar" openItemId={openItemId} onOpenItemChange={setOpenItemId} />
    </nav>
  );
}
