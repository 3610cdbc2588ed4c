import { z } from 'zod';
import type { FieldError, MenuItem } from '@storefront/contracts';
import { ThemeFileSchema, type ThemeFile } from './theme-file.ts';
import { localized, type ContentLanguage } from '../../lib/language.ts';

/** How deep menus nest: a main menu's item, its sub-items and theirs. */
export const MENU_MAX_DEPTH = 3;

const title = z.string().trim().min(1).max(100);

/** One menu item; items come in display order, a parent before its children. */
export const MenuReleaseItemSchema = z.object({
  /** Unique within the release; new items take the next free number. */
  id: z.number().int().positive(),
  parentId: z.number().int().positive().nullable(),
  titleEn: title,
  titleAr: title,
  route: z.string().trim().min(1).max(500),
  /** `group:name`, e.g. material-outline:home (SPEC §3's icon picker). */
  icon: z
    .string()
    .regex(/^[a-z][a-z-]*:[a-z0-9_]+$/, { error: 'An icon is written group:name, e.g. material-outline:home' })
    .nullable(),
  openInNewTab: z.boolean(),
  allowGuestUser: z.boolean(),
});
export type MenuReleaseItem = z.infer<typeof MenuReleaseItemSchema>;

export const MenuReleaseSchema = z.object({
  menuId: z.number().int().positive(),
  nameEn: title,
  nameAr: title,
  items: z.array(MenuReleaseItemSchema).max(500),
});
export type MenuRelease = z.infer<typeof MenuReleaseSchema>;

/** The theme (SPEC §3, as the theme file writes it) and every menu: what one version publishes. */
export const ContentReleaseSchema = z.object({
  theme: ThemeFileSchema,
  menus: z.array(MenuReleaseSchema).min(1).max(50),
});
export type ContentRelease = z.infer<typeof ContentReleaseSchema>;

/**
 * What the schema cannot say: menu and item ids unique, parents listed before their children and
 * not too deep, and the theme's main and footer menus present. Field errors in SPEC §8's shape.
 */
export function releaseErrors(release: ContentRelease): FieldError[] {
  const errors: FieldError[] = [];
  const menuIds = new Set<number>();
  const depthOf = new Map<number, number>();
  release.menus.forEach((menu, m) => {
    if (menuIds.has(menu.menuId)) errors.push({ field: `menus.${m}.menuId`, message: 'Another menu has this id.' });
    menuIds.add(menu.menuId);
    const inMenu = new Set<number>();
    menu.items.forEach((item, i) => {
      const field = `menus.${m}.items.${i}`;
      if (depthOf.has(item.id)) errors.push({ field: `${field}.id`, message: 'Another menu item has this id.' });
      const parentDepth = item.parentId === null ? 0 : inMenu.has(item.parentId) ? depthOf.get(item.parentId)! : null;
      if (parentDepth === null)
        errors.push({ field: `${field}.parentId`, message: 'The parent must be an earlier item of the same menu.' });
      else if (parentDepth + 1 > MENU_MAX_DEPTH)
        errors.push({ field: `${field}.parentId`, message: `Menus nest at most ${MENU_MAX_DEPTH} levels deep.` });
      depthOf.set(item.id, (parentDepth ?? 0) + 1);
      inMenu.add(item.id);
    });
  });
  if (!menuIds.has(release.theme.main_menu))
    errors.push({ field: 'theme.main_menu', message: `There is no menu ${release.theme.main_menu}.` });
  release.theme.footer_menus.forEach((menuId, f) => {
    if (!menuIds.has(menuId)) errors.push({ field: `theme.footer_menus.${f}`, message: `There is no menu ${menuId}.` });
  });
  return errors;
}

/** A release as stored: parsed again, so a version written before a new theme field gets its default. */
export const readRelease = (row: { theme: unknown; menus: unknown }): ContentRelease =>
  ContentReleaseSchema.parse({ theme: row.theme as ThemeFile, menus: row.menus });

export const findMenu = (release: ContentRelease, menuId: number) =>
  release.menus.find((menu) => menu.menuId === menuId) ?? null;

/**
 * The menu's items in the API's shape, in display order. With `guestOnly` (SPEC §2/§6) only items
 * flagged allowGuestUser, and none below a hidden item.
 */
export function menuItemsOf(menu: MenuRelease, language: ContentLanguage, guestOnly: boolean): MenuItem[] {
  const shown = new Set<number>();
  const items: MenuItem[] = [];
  for (const item of menu.items) {
    if (guestOnly && (!item.allowGuestUser || (item.parentId !== null && !shown.has(item.parentId)))) continue;
    shown.add(item.id);
    items.push({
      menuItemId: item.id,
      parentItemId: item.parentId,
      title: localized(item, 'title', language),
      route: item.route,
      icon: item.icon,
      openInNewTab: item.openInNewTab,
      allowGuestUser: item.allowGuestUser,
    });
  }
  return items;
}
