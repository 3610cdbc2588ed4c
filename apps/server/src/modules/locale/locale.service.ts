import type { Language, TranslationsResponse } from '@storefront/contracts';
import type { LocaleRepository } from './locale.repository.ts';
import { notFound } from '../../lib/errors.ts';

export function createLocaleService(repository: LocaleRepository) {
  return {
    async listLanguages(): Promise<Language[]> {
      const rows = await repository.listLanguages();
      return rows.map((row) => ({ langId: row.id, language: row.name, isRtl: row.isRtl }));
    },

    /**
     * A client that holds `knownVersion` of an area gets the whole area again only when the
     * server's version is newer; an up-to-date client gets an empty list and keeps its cache.
     */
    async getTranslationsSince(area: string, langId: string, knownVersion: number): Promise<TranslationsResponse> {
      const version = await repository.findAreaVersion(area);
      if (version === null) throw notFound('TRANSLATION_AREA_NOT_FOUND', `No translations exist for area ${area}.`);
      const translations = knownVersion < version ? await repository.listTranslations(langId, area) : [];
      return { version, langId, translations };
    },
  };
}
export type LocaleService = ReturnType<typeof createLocaleService>;
