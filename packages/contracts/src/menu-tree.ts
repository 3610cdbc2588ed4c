import type { MenuItem } from './menu.ts';

// Pure menu logic, kept apart from the schemas so a browser bundle can use it without zod.

export type MenuNode = MenuItem & { children: MenuNode[] };

/** Builds the nested tree from the flat list the API returns; orphans are dropped. */
export function buildMenuTree(items: readonly MenuItem[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>(items.map((item) => [item.menuItemId, { ...item, children: [] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    if (node.parentItemId === null) roots.push(node);
    else nodes.get(node.parentItemId)?.children.push(node);
  }
  return roots;
}

/** Splits `group:name`; returns the name only for the rendered material-outline group. */
export function materialOutlineIcon(icon: string | null): string | null {
  if (!icon) return null;
  const [group, name] = icon.split(':');
  return group === 'material-outline' && name && /^[a-z0-9_]+$/.test(name) ? name : null;
}
