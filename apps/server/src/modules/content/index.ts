/** Content: the theme and menus (versioned), static pages, data lists, banners and the contact form. */
export { createContentRepository } from './content.repository.ts';
export { createContentService, type ContentService } from './content.service.ts';
export { contentRoutes } from './content.routes.ts';
export { createStaticPagesAdmin } from './static-pages.admin.ts';
export { staticPagesAdminRoutes } from './static-pages.admin.routes.ts';
export { createDataListsAdmin } from './data-lists.admin.ts';
export { dataListsAdminRoutes } from './data-lists.admin.routes.ts';
export { resolveTheme, ThemeFileError, type ThemeSource } from './theme-file.ts';
export { openPublishedContent, type PublishedContent } from './content-store.ts';
export { createThemeVersions } from './theme-versions.service.ts';
export { PREVIEW_COOKIE } from './preview-cookie.ts';
