import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { MenuNode } from '@storefront/contracts';
import { MenuItemLink } from './menu-item-link.tsx';

export type MenuVariant = 'bar' | 'drawer';

interface MenuTreeProps {
  nodes: MenuNode[];
  /** `bar`: desktop dropdowns; `drawer`: expandable rows in the slide-in menu. */
  variant: MenuVariant;
  level?: number;
  id?: string;
  hidden?: boolean;
  /** Controlled open item of this level (the desktop bar closes it on outside clicks). */
  openItemId?: number | null;
  onOpenItemChange?: (menuItemId: number | null) => void;
}

/**
 * Nested menu to any depth, as a disclosure navigation: each parent has its link plus a toggle
 * button (aria-expanded) for its submenu. One submenu per level is open at a time; Escape closes
 * the innermost one and returns focus to its toggle.
 */
export function MenuTree({ nodes, variant, level = 0, id, hidden, openItemId, onOpenItemChange }: MenuTreeProps) {
  const [ownOpenItemId, setOwnOpenItemId] = useState<number | null>(null);
  const isControlled = onOpenItemChange !== undefined;
  const currentOpenItemId = isControlled ? (openItemId ?? null) : ownOpenItemId;
  const setOpenItemId = isControlled ? onOpenItemChange : setOwnOpenItemId;

  // A closed submenu forgets its open children, so reopening it starts folded.
  useEffect(() => {
    if (hidden) setOwnOpenItemId(null);
  }, [hidden]);

  return (
    <ul id={id} hidden={hidden} className={`menu menu--${variant}`} data-level={level}>
      {nodes.map((node) => (
        <MenuTreeItem
          key={node.menuItemId}
          node={node}
          variant={variant}
          level={level}
          open={currentOpenItemId === node.menuItemId}
          onOpenChange={(open) => setOpenItemId(open ? node.menuItemId : null)}
        />
      ))}
    </ul>
  );
}

interface MenuTreeItemProps {
  node: MenuNode;
  variant: MenuVariant;
  level: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function MenuTreeItem({ node, variant, level, open, onOpenChange }: MenuTreeItemProps) {
  const { t } = useTranslation();
  const submenuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  if (node.children.length === 0) {
    return (
      <li className="menu__item">
        <MenuItemLink item={node} className="menu__link" />
      </li>
    );
  }

  const closeOnEscape = (event: KeyboardEvent) => {
    if (!open || event.key !== 'Escape') return;
    // Only the innermost open submenu closes; its parents stay open.
    event.stopPropagation();
    onOpenChange(false);
    toggleRef.current?.focus();
  };

  // A parent without a route (the bar's "More") is only a button that opens its submenu.
  const isGroup = node.route === '';
  return (
    <li
      className={`menu__item menu__item--parent${isGroup ? ' menu__item--group' : ''}`}
      data-open={open || undefined}
      onKeyDown={closeOnEscape}
    >
      <div className="menu__row">
        {!isGroup && <MenuItemLink item={node} className="menu__link" />}
        <button
          ref={toggleRef}
          type="button"
          className={isGroup ? 'menu__toggle menu__toggle--labelled' : 'menu__toggle'}
          aria-expanded={open}
          aria-controls={submenuId}
          aria-label={isGroup ? undefined : t('ui.prisma.nav.toggleSubmenu', { title: node.title })}
          onClick={() => onOpenChange(!open)}
        >
          {isGroup && <span>{node.title}</span>}
          <ChevronDown aria-hidden="true" size={16} />
        </button>
      </div>
      <MenuTree nodes={node.children} variant={variant} level={level + 1} id={submenuId} hidden={!open} />
    </li>
  );
}
