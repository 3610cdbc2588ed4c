import { asc, eq, like, sql } from 'drizzle-orm';
import { UI_AREA } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { AuditTrail } from '../audit/index.ts';
import { languages, translationVersions, translations } from './locale.schema.ts';

/** i18next's plural suffixes: `cart.itemCount_one`, `cart.itemCount_few` … */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

export const baseKeyOf = (key: string) => key.replace(PLURAL_SUFFIX, '');
const placeholdersOf = (text: string) => new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!));

/**
 * The plural forms a language's texts may have, as i18next picks them (Intl plural rules: one and
 * other in English; zero, one, two, few, many and other in Arabic).
 */
export const pluralFormsOf = (langId: string) =>
  new Intl.PluralRules(langId).resolvedOptions().pluralCategories as string[];

export interface TranslationText {
  langId: string;
  key: string;
  value: string;
}

interface StoredText extends TranslationText {
  editedAt: Date | null;
}

/**
 * The back office's view of the storefront's UI texts (permission `content`): a text is found by
 * its key or by what it says in any language, and edited per language and plural form. Every
 * change raises the area's version in the same transaction, so browsers and renderers holding an
 * older version fetch the texts again (ADR 004), and is audited.
 */
export function createTranslationsAdmin(deps: { db: Database; audit: Pick<AuditTrail, 'record'> }) {
  const { db, audit } = deps;

  const storedTexts = (tx: Database): Promise<StoredText[]> =>
    tx
      .select({
        langId: translations.langId,
        key: translations.key,
        value: translations.value,
        editedAt: translations.editedAt,
      })
      .from(translations)
      .where(like(translations.key, `${UI_AREA}.%`))
      .orderBy(asc(translations.key), asc(translations.langId));

  const entriesOf = (rows: StoredText[]) => {
    const byKey = new Map<string, StoredText[]>();
    for (const row of rows) {
      const key = baseKeyOf(row.key);
      byKey.set(key, [...(byKey.get(key) ?? []), row]);
    }
    return [...byKey.entries()].map(([key, texts]) => ({
      key,
      plural: texts.some((text) => text.key !== key),
      texts: texts.map((text) => ({ ...text, editedAt: text.editedAt?.toISOString() ?? null })),
    }));
  };

  const currentVersion = async (tx: Database) => {
    const [row] = await tx
      .select({ version: translationVersions.version })
      .from(translationVersions)
      .where(eq(translationVersions.area, UI_AREA));
    return row?.version ?? 0;
  };

  return {
    /**
     * Texts grouped by key (a plural text's forms together), by key, `pageSize` at a time: those
     * whose key or text in any language contains `query` (case-insensitive), or all.
     */
    async searchTexts(query: string, page: number, pageSize: number) {
      const needle = query.trim().toLocaleLowerCase();
      const entries = entriesOf(await storedTexts(db)).filter(
        (entry) =>
          needle === '' ||
          entry.key.toLowerCase().includes(needle) ||
          entry.texts.some((text) => text.value.toLocaleLowerCase().includes(needle)),
      );
      const languageRows = await db.select().from(languages).orderBy(asc(languages.sortOrder));
      return {
        version: await currentVersion(db),
        languages: languageRows.map((row) => ({
          langId: row.id,
          name: row.name,
          isRtl: row.isRtl,
          pluralForms: pluralFormsOf(row.id),
        })),
        total: entries.length,
        entries: entries.slice((page - 1) * pageSize, page * pageSize),
      };
    },

    /**
     * Stores the changed texts of one key (its plural forms in any language). A language's missing
     * text, or a form it uses of a plural text, may be added; any other key answers TRANSLATION_NOT_FOUND
     * (404). A text may only use the `{{placeholders}}` the key's texts already use (400).
     * Answers the area's version, raised when anything changed.
     */
    async updateTexts(staffId: string, key: string, texts: TranslationText[]) {
      return db.transaction(async (tx) => {
        const stored = (await storedTexts(tx)).filter((row) => baseKeyOf(row.key) === key);
        if (stored.length === 0 || baseKeyOf(key) !== key)
          throw notFound('TRANSLATION_NOT_FOUND', `There is no text ${key}.`);
        const isPlural = stored.some((row) => row.key !== key);
        const langIds = new Set((await tx.select({ id: languages.id }).from(languages)).map((row) => row.id));
        const known = new Map(stored.map((row) => [`${row.langId} ${row.key}`, row]));
        const allowedPlaceholders = new Set(stored.flatMap((row) => [...placeholdersOf(row.value)]));

        const changes = texts.flatMap((text, index) => {
          const before = known.get(`${text.langId} ${text.key}`);
          const form = PLURAL_SUFFIX.exec(text.key)?.[1];
          // A language's missing text of the key, or a plural form the language uses.
          const isNewText =
            !before &&
            langIds.has(text.langId) &&
            (text.key === key
              ? !isPlural
              : isPlural && baseKeyOf(text.key) === key && pluralFormsOf(text.langId).includes(form ?? ''));
          if (!before && !isNewText)
            throw notFound('TRANSLATION_NOT_FOUND', `There is no text ${text.key} in language ${text.langId}.`);
          const unknown = [...placeholdersOf(text.value)].filter((name) => !allowedPlaceholders.has(name));
          if (unknown.length > 0) {
            const message = `Unknown placeholder ${unknown.map((name) => `{{${name}}}`).join(', ')}.`;
            throw badRequest('VALIDATION_FAILED', message, [{ field: `texts.${index}.value`, message }]);
          }
          return before?.value === text.value ? [] : [{ ...text, before: before?.value ?? null }];
        });
        if (changes.length === 0) return { version: await currentVersion(tx) };

        const [raised] = await tx
          .update(translationVersions)
          .set({ version: sql`${translationVersions.version} + 1`, updatedAt: new Date() })
          .where(eq(translationVersions.area, UI_AREA))
          .returning({ version: translationVersions.version });
        const version = raised!.version;
        const editedAt = new Date();
        for (const change of changes)
          await tx
            .insert(translations)
            .values({ langId: change.langId, key: change.key, value: change.value, version, editedAt })
            .onConflictDoUpdate({
              target: [translations.langId, translations.key],
              set: { value: change.value, version, editedAt },
            });
        await audit.record(tx, {
          actorStaffId: staffId,
          action: 'translation.updated',
          entityType: 'translation',
          entityId: key,
          before: Object.fromEntries(changes.map((change) => [`${change.langId}:${change.key}`, change.before])),
          after: Object.fromEntries(changes.map((change) => [`${change.langId}:${change.key}`, change.value])),
        });
        return { version };
      });
    },
  };
}
export type TranslationsAdmin = ReturnType<typeof createTranslationsAdmin>;
