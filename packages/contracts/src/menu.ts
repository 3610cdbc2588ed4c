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

export { buildMenuTree, materialOutlineIcon, type MenuNode } from './menu-tree.ts';
