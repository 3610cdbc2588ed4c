import type { Menu, MenuItem, ThemeConfig } from '@storefront/contracts';
import type { ContentRepository } from './content.repository.ts';
import type { ThemeSource } from './theme-file.ts';
import { resolveTheme } from './theme-file.ts';
import { localized, type ContentLanguage } from '../../plugins/language.ts';
import { notFound } from '../../lib/errors.ts';

type MenuItemRow = Awaited<ReturnType<ContentRepository['listMenuItems']>>[number];

export function createContentService(repository: ContentRepository, theme: ThemeSource) {
  const toMenuItem = (row: MenuItemRow, language: ContentLanguage): MenuItem => ({
    menuItemId: row.id,
    parentItemId: row.parentItemId,
    title: localized(row, 'title', language),
    route: row.route,
    icon: row.icon,
    openInNewTab: row.openInNewTab,
    allowGuestUser: row.allowGuestUser,
  });

  async function getMenuRow(menuId: number) {
    const menu = await repository.findMenu(menuId);
    if (!menu) throw notFound('MENU_NOT_FOUND', `Menu ${menuId} does not exist.`);
    return menu;
  }

  return {
    getTheme(language: ContentLanguage): ThemeConfig {
      return resolveTheme(theme.get(), language);
    },

    async getMenu(menuId: number, language: ContentLanguage): Promise<Menu> {
      const menu = await getMenuRow(menuId);
      const items = await repository.listMenuItems(menuId, false);
      return { menuId: menu.id, name: localized(menu, 'name', language), items: items.map((row) => toMenuItem(row, language)) };
    },

    /** SPEC §2/§6: guests see only items flagged allowGuestUser; a hidden parent hides its subtree. */
    async listVisibleMenuItems(menuId: number, language: ContentLanguage, isGuest: boolean): Promise<MenuItem[]> {
      await getMenuRow(menuId);
      const rows = await repository.listMenuItems(menuId, isGuest);
      const visible = new Set(rows.map((row) => row.id));
      return rows.filter((row) => row.parentItemId === null || visible.has(row.parentItemId)).map((row) => toMenuItem(row, language));
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
