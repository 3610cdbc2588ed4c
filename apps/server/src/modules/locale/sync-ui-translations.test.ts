import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { translations } from './locale.schema.ts';
import { syncUiTranslations } from './sync-ui-translations.ts';
import { readUiTranslations } from './ui-translations.ts';

const { app, database } = await buildTestApp();
const { db } = database;

describe('storefront texts at start-up', () => {
  it('leave an up-to-date shop alone', async () => {
    expect((await syncUiTranslations(db)).changed).toBe(0);
  });

  it('bring back texts of a newer release to an existing shop, and make browsers fetch them again', async () => {
    const before = (await app.inject('/api/locale/self/translations/versions/0')).json().version as number;
    const key = 'ui.prisma.price.currency';
    await db.delete(translations).where(and(eq(translations.langId, 'en'), eq(translations.key, key)));
    await db
      .update(translations)
      .set({ value: 'old text' })
      .where(and(eq(translations.langId, 'ar'), eq(translations.key, key)));
    await db
      .insert(translations)
      .values({ langId: 'en', key: 'ui.prisma.removed.in.this.release', value: 'gone', version: before });

    const result = await syncUiTranslations(db);
    expect(result).toEqual({ changed: 3, version: before + 1 });

    const en = (await app.inject(`/api/locale/self/translations/versions/${before}`)).json();
    expect(en.version).toBe(before + 1);
    const values = Object.fromEntries(en.translations.map((t: { key: string; value: string }) => [t.key, t.value]));
    expect(values[key]).toBe(readUiTranslations('en')[key]);
    expect(values['ui.prisma.removed.in.this.release']).toBeUndefined();
    const ar = (
      await app.inject({ url: `/api/locale/self/translations/versions/${before}`, headers: { language: 'ar' } })
    ).json();
    expect(ar.translations.find((t: { key: string }) => t.key === key).value).toBe(readUiTranslations('ar')[key]);
  });
});
