import { and, asc, eq, like } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { languages, translationVersions, translations } from './locale.schema.ts';

export function createLocaleRepository(db: Database) {
  return {
    listLanguages() {
      return db.select().from(languages).orderBy(asc(languages.sortOrder));
    },
    async findAreaVersion(area: string): Promise<number | null> {
      const [row] = await db
        .select({ version: translationVersions.version })
        .from(translationVersions)
        .where(eq(translationVersions.area, area));
      return row?.version ?? null;
    },
    listTranslations(langId: string, area: string) {
      return db
        .select({ langId: translations.langId, key: translations.key, value: translations.value })
        .from(translations)
        .where(and(eq(translations.langId, langId), like(translations.key, `${area}.%`)))
        .orderBy(asc(translations.key));
    },
  };
}
export type LocaleRepository = ReturnType<typeof createLocaleRepository>;
