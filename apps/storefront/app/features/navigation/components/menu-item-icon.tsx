import type { CSSProperties } from 'react';
import { materialOutlineIcon } from '@storefront/contracts';

/**
 * A menu item's `group:name` icon; only the material-outline group renders (SPEC §2). The SVG
 * is painted through a CSS mask so it takes the text colour, and it is decorative.
 */
export function MenuItemIcon({ icon }: { icon: string | null }) {
  const name = materialOutlineIcon(icon);
  if (!name) return null;
  return (
    <span
      className="icon"
      aria-hidden="true"
      style={{ '--icon': `url(/icons/material-outline/${name}.svg)` } as CSSProperties}
    />
  );
}
