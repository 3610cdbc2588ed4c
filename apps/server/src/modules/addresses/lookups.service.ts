import type { Area, Country, State } from '@storefront/contracts';
import type { LookupsRepository } from './lookups.repository.ts';
import { notFound } from '../../lib/errors.ts';
import { CONTENT_LANGUAGES, localized, type ContentLanguage } from '../../lib/language.ts';

/** Sorted here, not in SQL: PGlite and PostgreSQL may collate differently, Intl orders Arabic the same everywhere. */
const collators = Object.fromEntries(
  CONTENT_LANGUAGES.map((language) => [language, new Intl.Collator(language)]),
) as Record<ContentLanguage, Intl.Collator>;
const byName = <T extends { name: string }>(items: T[], language: ContentLanguage): T[] =>
  items.sort((a, b) => collators[language].compare(a.name, b.name));

/** The country/state/area lists of the address form, names in the caller's language. */
export function createLookupsService(repository: LookupsRepository) {
  return {
    async listCountries(language: ContentLanguage): Promise<Country[]> {
      const rows = await repository.listCountries();
      return byName(
        rows.map((row) => ({
          countryId: row.id,
          code: row.code,
          name: localized(row, 'name', language),
          phoneCode: row.phoneCode,
        })),
        language,
      );
    },

    /** An empty list for a country without states; 404 for a country that does not exist. */
    async listStates(countryId: number, language: ContentLanguage): Promise<State[]> {
      const rows = await repository.listStates(countryId);
      if (rows.length === 0 && !(await repository.findCountry(countryId)))
        throw notFound('COUNTRY_NOT_FOUND', { en: 'This country does not exist.', ar: 'هذه الدولة غير موجودة.' });
      return byName(
        rows.map((row) => ({ stateId: row.id, countryId: row.countryId, name: localized(row, 'name', language) })),
        language,
      );
    },

    /** An empty list for a state without areas; 404 for a state that does not exist. */
    async listAreas(stateId: number, language: ContentLanguage): Promise<Area[]> {
      const rows = await repository.listAreas(stateId);
      if (rows.length === 0 && !(await repository.findState(stateId)))
        throw notFound('STATE_NOT_FOUND', { en: 'This state does not exist.', ar: 'هذه المحافظة غير موجودة.' });
      return byName(
        rows.map((row) => ({ areaId: row.id, stateId: row.stateId, name: localized(row, 'name', language) })),
        language,
      );
    },
  };
}
export type LookupsService = ReturnType<typeof createLookupsService>;
