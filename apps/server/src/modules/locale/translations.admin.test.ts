import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiErrorSchema, TranslationsResponseSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { signInAsStaff } from '../../../test/staff.ts';
import { auditEntries } from '../audit/audit.schema.ts';
import { syncUiTranslations } from './sync-ui-translations.ts';

const { app, database } = await buildTestApp();
const owner = await signInAsStaff(app, 'owner');
const manager = await signInAsStaff(app, 'catalogue-manager');
const support = await signInAsStaff(app, 'support');

interface Search {
  version: number;
  languages: { langId: string; pluralForms: string[] }[];
  total: number;
  entries: { key: string; plural: boolean; texts: { langId: string; key: string; value: string }[] }[];
}

const search = async (q: string, page = 1) => {
  const response = await app.inject({
    url: '/admin-api/translations',
    query: { q, page: String(page) },
    headers: manager.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Search;
};
const save = (key: string, texts: { langId: string; key: string; value: string }[], headers = manager.headers) =>
  app.inject({ method: 'PUT', url: `/admin-api/translations/${key}`, headers, payload: { texts } });
/** What a browser holding `version` fetches, as the storefront does (ADR 004). */
const storefrontTexts = async (version: number, language: string) => {
  const body = TranslationsResponseSchema.parse(
    (await app.inject({ url: `/api/locale/self/translations/versions/${version}`, headers: { language } })).json(),
  );
  return { version: body.version, values: new Map(body.translations.map((t) => [t.key, t.value])) };
};

describe('storefront texts in the back office', () => {
  it('finds texts by key or by what they say in either language, plural forms together', async () => {
    const byKey = await search('cart.itemCount');
    const entry = byKey.entries.find((e) => e.key === 'ui.prisma.cart.itemCount')!;
    expect(entry.plural).toBe(true);
    expect(entry.texts.filter((t) => t.langId === 'en').map((t) => t.key)).toEqual([
      'ui.prisma.cart.itemCount_one',
      'ui.prisma.cart.itemCount_other',
    ]);
    expect(entry.texts.filter((t) => t.langId === 'ar')).toHaveLength(6);
    expect(byKey.languages.find((l) => l.langId === 'ar')!.pluralForms.sort()).toEqual([
      'few',
      'many',
      'one',
      'other',
      'two',
      'zero',
    ]);
    expect((await search('سلة')).entries.length).toBeGreaterThan(0);
    expect((await search('no such text anywhere')).total).toBe(0);
    const all = await search('');
    expect(all.entries).toHaveLength(20);
    expect((await search('', 2)).entries[0]!.key > all.entries[19]!.key).toBe(true);
  });

  it('an edit raises the version, so a browser holding the old one fetches the new text in each language; start-up keeps it', async () => {
    const { version } = await search('price.currency');
    const saved = await save('ui.prisma.price.currency', [
      { langId: 'en', key: 'ui.prisma.price.currency', value: 'KWD' },
      { langId: 'ar', key: 'ui.prisma.price.currency', value: 'د.ك.' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).toBe(version + 1);

    const en = await storefrontTexts(version, 'en');
    expect(en.version).toBe(version + 1);
    expect(en.values.get('ui.prisma.price.currency')).toBe('KWD');
    expect((await storefrontTexts(version, 'ar')).values.get('ui.prisma.price.currency')).toBe('د.ك.');
    // A browser already up to date keeps its cache.
    expect((await storefrontTexts(version + 1, 'en')).values.size).toBe(0);

    // The next start's sync leaves the edited text alone and raises nothing.
    expect(await syncUiTranslations(database.db)).toEqual({ changed: 0, version: version + 1 });
    expect((await storefrontTexts(0, 'en')).values.get('ui.prisma.price.currency')).toBe('KWD');

    const [entry] = await database.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.action, 'translation.updated'), eq(auditEntries.entityId, 'ui.prisma.price.currency')),
      );
    expect(entry).toMatchObject({
      after: { 'en:ui.prisma.price.currency': 'KWD', 'ar:ui.prisma.price.currency': 'د.ك.' },
    });

    // Saving the same texts again changes nothing and keeps the version.
    const again = await save('ui.prisma.price.currency', [
      { langId: 'en', key: 'ui.prisma.price.currency', value: 'KWD' },
    ]);
    expect(again.json().version).toBe(version + 1);
  });

  it("edits a plural text's Arabic forms, keeping its placeholders", async () => {
    const saved = await save(
      'ui.prisma.cart.itemCount',
      [
        { langId: 'ar', key: 'ui.prisma.cart.itemCount_few', value: '{{count}} قطع' },
        { langId: 'en', key: 'ui.prisma.cart.itemCount_other', value: '{{count}} pieces' },
      ],
      owner.headers,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const ar = await storefrontTexts(0, 'ar');
    expect(ar.values.get('ui.prisma.cart.itemCount_few')).toBe('{{count}} قطع');

    const unknownPlaceholder = await save('ui.prisma.cart.itemCount', [
      { langId: 'en', key: 'ui.prisma.cart.itemCount_one', value: '{{total}} item' },
    ]);
    expect(unknownPlaceholder.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(unknownPlaceholder.json()).errors).toEqual([
      { field: 'texts.0.value', message: 'Unknown placeholder {{total}}.' },
    ]);
  });

  it('answers 404 for keys that do not exist or forms a language does not use, 400 for empty text, 403 without the permission', async () => {
    const missing = await save('ui.prisma.no.such.key', [{ langId: 'en', key: 'ui.prisma.no.such.key', value: 'x' }]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('TRANSLATION_NOT_FOUND');
    const englishFew = await save('ui.prisma.cart.itemCount', [
      { langId: 'en', key: 'ui.prisma.cart.itemCount_few', value: '{{count}} items' },
    ]);
    expect(englishFew.statusCode).toBe(404);
    const otherKey = await save('ui.prisma.cart.itemCount', [
      { langId: 'en', key: 'ui.prisma.price.currency', value: 'x' },
    ]);
    expect(otherKey.statusCode).toBe(404);
    const empty = await save('ui.prisma.price.currency', [
      { langId: 'en', key: 'ui.prisma.price.currency', value: ' ' },
    ]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('texts.0.value');
    const refused = await save(
      'ui.prisma.price.currency',
      [{ langId: 'en', key: 'ui.prisma.price.currency', value: 'x' }],
      support.headers,
    );
    expect(refused.statusCode).toBe(403);
  });
});
