import { z } from 'zod';
import type { AppLoadContext } from 'react-router';
import {
  ContentPreviewSchema,
  MenuItemSchema,
  MenuSchema,
  ThemeConfigSchema,
  TENANT_ID,
  isRtl,
  type Language,
  type MenuItem,
  type PreviewTarget,
  type PublicConfig,
  type ThemeConfig,
} from '@storefront/contracts';
import type { ApiClient } from '../lib/api/api-client.ts';
import { getTranslations } from '../features/locale/translation-cache.server.ts';
import type { TranslationBundle } from '../features/locale/translations.ts';
import { createServerApi, resolveRequestLanguage, sharedAnswers } from './request-language.server.ts';

export interface FooterMenu {
  menuId: number;
  name: string;
  items: MenuItem[];
}

/** Everything the shell of every page needs, loaded once per document by the root loader. */
export interface ShellData {
  langId: string;
  /** The language at the plain address (ADR 025). */
  defaultLangId: string;
  dir: 'ltr' | 'rtl';
  /** Languages offered in the selector: those the API knows and the theme configures. */
  languages: Language[];
  theme: ThemeConfig;
  translations: TranslationBundle;
  /** Main menu items visible to a guest, flat (the tree is built where it is drawn). */
  mainMenu: MenuItem[];
  footerMenus: FooterMenu[];
  publicConfig: PublicConfig;
  /** What a staff preview shows (every page then says so), or null: what shoppers see. */
  preview: PreviewTarget | null;
}

export async function loadShellData(request: Request, context: AppLoadContext): Promise<ShellData> {
  // The language must be known before the texts.
  const { langId, defaultLangId, known } = await resolveRequestLanguage(request, context);
  const api = createServerApi(context, langId);
  const load = () => loadLanguageShell(api, langId, context.publicConfig);
  // Kept per published version, so a publish shows on the next page; a preview is loaded each time.
  const [{ theme, translations, mainMenu, footerMenus }, preview] =
    context.contentVersion === null
      ? await Promise.all([load(), api.get('/api/content-preview', { schema: ContentPreviewSchema })])
      : [await sharedAnswers.get(`shell:${langId}:${context.contentVersion}`, load), { target: null }];
  return {
    langId,
    defaultLangId,
    dir: isRtl(langId) ? 'rtl' : 'ltr',
    languages: known.filter((language) => theme.languages.includes(language.langId)),
    theme,
    translations,
    mainMenu,
    footerMenus,
    publicConfig: context.publicConfig,
    preview: preview.target,
  };
}

/** The parts of the shell that depend on the language only. */
async function loadLanguageShell(api: ApiClient, langId: string, publicConfig: PublicConfig) {
  const [theme, translations] = await Promise.all([
    api.getConfigured(publicConfig.themePath, { schema: ThemeConfigSchema }),
    getTranslations(api, langId),
  ]);
  const [mainMenu, footerMenus] = await Promise.all([
    findVisibleMenuItems(api, theme.main_menu),
    Promise.all(theme.footer_menus.map((menuId) => findFooterMenu(api, menuId))),
  ]);
  return {
    theme,
    translations,
    mainMenu: mainMenu ?? [],
    footerMenus: footerMenus.filter((menu) => menu !== null),
  };
}

/**
 * Menus are not worth failing the page for: a menu that cannot be read (a theme naming a
 * deleted menu, say) is logged and left out, and the rest of the shop still renders.
 */
async function findVisibleMenuItems(api: ApiClient, menuId: number): Promise<MenuItem[] | null> {
  try {
    return await api.get('/api/tenants/{tenantId}/menus/{menuId}/items/visible', {
      params: { tenantId: TENANT_ID, menuId },
      schema: z.array(MenuItemSchema),
    });
  } catch (error) {
    console.error(`Menu ${menuId} could not be loaded; it is left out of the page.`, error);
    return null;
  }
}

async function findFooterMenu(api: ApiClient, menuId: number): Promise<FooterMenu | null> {
  const [menu, items] = await Promise.all([
    api
      .get('/api/tenants/{tenantId}/menus/{menuId}', { params: { tenantId: TENANT_ID, menuId }, schema: MenuSchema })
      .catch((error: unknown) => {
        console.error(`Footer menu ${menuId} could not be loaded; it is left out of the page.`, error);
        return null;
      }),
    findVisibleMenuItems(api, menuId),
  ]);
  return menu && items ? { menuId, name: menu.name, items } : null;
}
