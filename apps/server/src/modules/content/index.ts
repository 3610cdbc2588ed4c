/** Content: menus, static pages, data lists, banners, contact form and the theme file. */
export { createContentRepository } from './content.repository.ts';
export { createContentService, type ContentService } from './content.service.ts';
export { contentRoutes } from './content.routes.ts';
export { createThemeSource, resolveTheme, ThemeFileError, type ThemeSource } from './theme-file.ts';
