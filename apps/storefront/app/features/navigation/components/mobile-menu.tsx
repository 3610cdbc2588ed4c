import { Menu, X } from 'lucide-react';
import { memo, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { MenuNode } from '@storefront/contracts';
import { MenuTree } from './menu-tree.tsx';

/**
 * The slide-in main menu of narrow screens: a modal <dialog> entering from the inline-start
 * side. The browser traps focus in it and closes it on Escape; focus returns to the button.
 * Memoised: the header renders again whenever the session changes (its member menu), and these
 * dozens of links were most of that work, twice while a page hydrates.
 */
export const MobileMenu = memo(function MobileMenu({ nodes }: { nodes: MenuNode[] }) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // The menu is drawn on first opening: it needs JavaScript anyway, and the page stays light.
  const [opened, setOpened] = useState(false);
  const titleId = useId();

  const show = () => {
    dialogRef.current?.showModal();
    setOpen(true);
    setOpened(true);
  };
  const close = () => dialogRef.current?.close();

  // A click on the backdrop lands on the dialog itself; a followed link also closes the menu.
  const closeOnBackdropOrLink = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element;
    if (target === dialogRef.current || target.closest('a')) close();
  };

  if (nodes.length === 0) return null;
  return (
    <>
      <button
        ref={openButtonRef}
        type="button"
        className="icon-button mobile-menu__open"
        aria-label={t('ui.prisma.nav.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
      >
        <Menu aria-hidden="true" size={24} />
      </button>
      <dialog
        ref={dialogRef}
        className="mobile-menu"
        aria-labelledby={titleId}
        onClick={closeOnBackdropOrLink}
        onClose={() => {
          setOpen(false);
          openButtonRef.current?.focus();
        }}
      >
        <div className="mobile-menu__panel">
          <div className="mobile-menu__header">
            <button type="button" className="icon-button" aria-label={t('ui.prisma.nav.close')} onClick={close}>
              <X aria-hidden="true" size={24} />
            </button>
            <h2 id={titleId} className="mobile-menu__title">
              {t('ui.prisma.nav.title')}
            </h2>
          </div>
          <nav aria-labelledby={titleId}>{opened && <MenuTree nodes={nodes} variant="drawer" />}</nav>
        </div>
      </dialog>
    </>
  );
});
