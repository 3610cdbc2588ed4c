/** Locale: languages and the versioned UI translations. */
export { createLocaleRepository } from './locale.repository.ts';
export { createLocaleService, type LocaleService } from './locale.service.ts';
export { localeRoutes } from './locale.routes.ts';
export { syncUiTranslations } from './sync-ui-translations.ts';
export { createTranslationsAdmin } from './translations.admin.ts';
export { translationsAdminRoutes } from './translations.admin.routes.ts';
