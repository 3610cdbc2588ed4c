import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { UI_AREA } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { languages, translationVersions, translations } from './locale.schema.ts';
import { readUiTranslations, UI_TRANSLATIONS_DIR } from './ui-translations.ts';

/**
 * Makes the stored storefront texts equal to the seed files shipped with this version: new keys
 * are added, changed texts updated (except those staff edited in the back office), dropped keys
 * removed. When anything changed the area's version goes up, so browsers holding the old texts
 * fetch them again. Runs at every start, so an upgrade of an existing shop gets its new texts
 * without a reseed.
 */
export async function syncUiTranslations(db: Database): Promise<{ changed: number; version: number }> {
  const langIds = (await db.select({ id: languages.id }).from(languages))
    .map((row) => row.id)
    .filter((id) => existsSync(path.join(UI_TRANSLATIONS_DIR, id)));
  const wanted = new Map(
    langIds.flatMap((langId) =>
      Object.entries(readUiTranslations(langId)).map(
        ([key, value]) => [`${langId}\u0000${key}`, { langId, key, value }] as const,
      ),
    ),
  );
  const stored = await db
    .select({
      langId: translations.langId,
      key: translations.key,
      value: translations.value,
      editedAt: translations.editedAt,
    })
    .from(translations)
    .where(and(inArray(translations.langId, langIds), like(translations.key, `${UI_AREA}.%`)));
  const storedRows = new Map(stored.map((row) => [`${row.langId}\u0000${row.key}`, row]));

  // A text staff edited in the back office stays as they wrote it.
  const upserts = [...wanted.entries()]
    .filter(([id, row]) => {
      const current = storedRows.get(id);
      return !current || (current.editedAt === null && current.value !== row.value);
    })
    .map(([, row]) => row);
  const removals = stored.filter((row) => !wanted.has(`${row.langId}\u0000${row.key}`));
  const [area] = await db.select().from(translationVersions).where(eq(translationVersions.area, UI_AREA));
  if (area && upserts.length === 0 && removals.length === 0) return { changed: 0, version: area.version };

  const version = area ? area.version + 1 : 1;
  await db.transaction(async (tx) => {
    for (let i = 0; i < upserts.length; i += 500) {
      await tx
        .insert(translations)
        .values(upserts.slice(i, i + 500).map((row) => ({ ...row, version })))
        .onConflictDoUpdate({
          target: [translations.langId, translations.key],
          set: { value: sql`excluded.value`, version },
        });
    }
    for (const row of removals) {
      await tx.delete(translations).where(and(eq(translations.langId, row.langId), eq(translations.key, row.key)));
    }
    await tx
      .insert(translationVersions)
      .values({ area: UI_AREA, version })
      .onConflictDoUpdate({ target: translationVersions.area, set: { version, updatedAt: new Date() } });
  });
  return { changed: upserts.length + removals.length, version };
}
