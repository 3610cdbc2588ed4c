import { z } from 'zod';

export const MenuItemSchema = z.object({
  menuItemId: z.number().int(),
  parentItemId: z.number().int().nullable(),
  title: z.string(),
  route: z.string(),
  /** `group:name`; only the material-outline group is rendered (SPEC §2). */
  icon: z.string().nullable(),
  openInNewTab: z.boolean(),
  allowGuestUser: z.boolean(),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const MenuSchema = z.object({
  menuId: z.number().int(),
  name: z.string(),
  items: z.array(MenuItemSchema),
});
export type Menu = z.infer<typeof MenuSchema>;

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
