import { useId } from 'react';
import type { MenuNode } from '@storefront/contracts';
import { MenuItemLink } from './menu-item-link.tsx';

/** A footer column: the menu's name over its links; sub-items are listed under their parent. */
export function FooterMenu({ name, nodes }: { name: string; nodes: MenuNode[] }) {
  const headingId = useId();
  return (
    <nav className="footer-column" aria-labelledby={headingId}>
      <h2 id={headingId} className="footer-column__title">
        {name}
      </h2>
      <FooterMenuList nodes={nodes} />
    </nav>
  );
}

function FooterMenuList({ nodes }: { nodes: MenuNode[] }) {
  return (
    <ul className="footer-menu">
      {nodes.map((node) => (
        <li key={node.menuItemId}>
          <MenuItemLink item={node} className="footer-menu__link" />
          {node.children.length > 0 && <FooterMenuList nodes={node.children} />}
        </li>
      ))}
    </ul>
  );
}
