import { memo, useCallback, useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { MenuNode } from '@storefront/contracts';
import { useDismiss } from '../../../components/use-dismiss.ts';
import { MenuTree } from './menu-tree.tsx';

/** Room kept at the end of the bar for the "More" item when some items do not fit. */
const MORE_ITEM_WIDTH_PX = 120;
/** The "More" item is no menu item of the API; its id cannot clash with theirs (positive). */
const MORE_ITEM_ID = -1;

/**
 * How many of the top-level items fit in `available` pixels: all of them, or as many as leave
 * room for "More" after them.
 */
export function countItemsThatFit(widths: readonly number[], available: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return widths.length;
  let used = MORE_ITEM_WIDTH_PX;
  let count = 0;
  while (count < widths.length && used + widths[count]! <= available) used += widths[count++]!;
  return count;
}

/**
 * The horizontal main menu of wide screens, with dropdown submenus, always one row: the items
 * that do not fit move into a "More" dropdown at its end. The server renders every item in one
 * clipped row; once loaded, the bar measures each item once and recounts on every resize.
 * Memoised: the header renders again whenever the session changes (its member menu), and these
 * dozens of links were most of that work, twice while a page hydrates.
 */
export const DesktopMenu = memo(function DesktopMenu({ nodes }: { nodes: MenuNode[] }) {
  const { t } = useTranslation();
  const navRef = useRef<HTMLElement>(null);
  const [openItemId, setOpenItemId] = useState<number | null>(null);
  const closeAll = useCallback(() => setOpenItemId(null), []);
  useDismiss({
    active: openItemId !== null,
    containerRef: navRef,
    onDismiss: closeAll,
  });

  const { pathname } = useLocation();
  useEffect(closeAll, [pathname, closeAll]);

  /** null until measured: every item is drawn. */
  const [fittingCount, setFittingCount] = useState<number | null>(null);
  const widthsRef = useRef<number[] | null>(null);
  // Other items (the signed-in menu): draw them all and measure again.
  useEffect(() => {
    widthsRef.current = null;
    setFittingCount(null);
  }, [nodes]);
  const measuring = fittingCount === null;
  useEffect(() => {
    const nav = navRef.current;
    const bar = nav?.querySelector<HTMLElement>(':scope > ul');
    if (!nav || !bar) return;
    const fit = () => {
      const style = getComputedStyle(bar);
      const available = bar.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
      // Below 768 px the bar is not shown: nothing to measure or fit.
      if (available <= 0) return;
      if (!widthsRef.current) {
        // Widths can only be read while every item is drawn.
        if (!measuring) return;
        widthsRef.current = [...bar.children].map((item) => item.getBoundingClientRect().width);
      }
      setFittingCount(countItemsThatFit(widthsRef.current, available));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(nav);
    return () => observer.disconnect();
  }, [nodes, measuring]);

  const shownNodes = useMemo(() => {
    if (fittingCount === null || fittingCount >= nodes.length) return nodes;
    const more: MenuNode = {
      menuItemId: MORE_ITEM_ID,
      parentItemId: null,
      title: t('ui.prisma.nav.more'),
      // No route: the item only opens its submenu.
      route: '',
      icon: null,
      openInNewTab: false,
      allowGuestUser: true,
      children: nodes.slice(fittingCount),
    };
    return [...nodes.slice(0, fittingCount), more];
  }, [nodes, fittingCount, t]);

  // Tabbing out of the menu closes it, as a click outside does.
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    if (!navRef.current?.contains(event.relatedTarget as Node | null)) closeAll();
  };

  if (nodes.length === 0) return null;
  return (
    <nav
      ref={navRef}
      className="desktop-menu"
      aria-label={t('ui.prisma.nav.main')}
      onBlur={closeWhenFocusLeaves}
      data-measured={fittingCount !== null || undefined}
    >
      <MenuTree nodes={shownNodes} variant="bar" openItemId={openItemId} onOpenItemChange={setOpenItemId} />
    </nav>
  );
});
