import { useState } from 'react';
import { Button, Form, Heading, Input, Label, SearchField, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { adminApi, type AdminAnswer } from '../api/admin-api.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { ActionMessage, useActionMessage } from './action-message.tsx';
import { AnswerView } from './answer-view.tsx';
import { Pager } from './pager.tsx';
import { useAnswer } from './use-answer.ts';

type Search = AdminAnswer<'/admin-api/translations', 'get'>;
type Entry = Search['entries'][number];

/** The storefront's texts: found by key or wording, each edited in every language and plural form. */
export function TranslationsPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  // Raised by a save: shown at once, without reloading the texts being edited.
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  const found = useAnswer(`${query}:${page}`, () =>
    adminApi('get', '/admin-api/translations', { query: { q: query, page } }),
  );
  return (
    <section aria-labelledby="translations-title">
      <Heading level={1} id="translations-title">
        {t('admin.translations.title')}
      </Heading>
      <SearchField
        className="field"
        defaultValue={query}
        onSubmit={(value) => {
          setQuery(value);
          setPage(1);
        }}
        onClear={() => setQuery('')}
      >
        <Label>{t('admin.translations.search')}</Label>
        <Input />
      </SearchField>
      <AnswerView answer={found}>
        {(data) => (
          <>
            <p className="muted" role="status">
              {t('admin.translations.count', { count: data.total })} ·{' '}
              {t('admin.translations.version', { version: savedVersion ?? data.version })}
            </p>
            {data.entries.length === 0 && <p>{t('admin.translations.empty')}</p>}
            {data.entries.map((entry) => (
              <TextEditor key={entry.key} entry={entry} languages={data.languages} onSaved={setSavedVersion} />
            ))}
            {data.total > data.pageSize && (
              <Pager page={page} pages={Math.ceil(data.total / data.pageSize)} onPage={setPage} />
            )}
          </>
        )}
      </AnswerView>
    </section>
  );
}

/** One key's texts: per language, the plain text or each plural form the language uses. */
function TextEditor({
  entry,
  languages,
  onSaved,
}: {
  entry: Entry;
  languages: Search['languages'];
  onSaved(version: number): void;
}) {
  const { t } = useTranslation();
  const { message, run } = useActionMessage();
  const valueOf = (langId: string, key: string) =>
    entry.texts.find((text) => text.langId === langId && text.key === key)?.value ?? '';
  const fieldsOf = (langId: string, pluralForms: string[]) =>
    entry.plural
      ? pluralForms.map((form) => ({ key: `${entry.key}_${form}`, form }))
      : [{ key: entry.key, form: null }];
  const titleId = `text-${entry.key.replace(/\W/g, '-')}`;
  return (
    <Form
      className="card form translation-card"
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const texts = languages.flatMap(({ langId, pluralForms }) =>
          fieldsOf(langId, pluralForms).flatMap(({ key }) => {
            const value = String(data.get(`${langId}:${key}`) ?? '').trim();
            return value === '' && valueOf(langId, key) === '' ? [] : [{ langId, key, value }];
          }),
        );
        void run(async () => {
          const { version } = await adminApi('put', '/admin-api/translations/{key}', {
            params: { key: entry.key },
            body: { texts },
          });
          onSaved(version);
          return t('admin.translations.saved', { version });
        });
      }}
    >
      <Heading level={2} id={titleId} className="form-title">
        <code dir="ltr">{entry.key}</code>
      </Heading>
      {entry.plural && <p className="muted">{t('admin.translations.plural')}</p>}
      <div className="translation-languages">
        {languages.map(({ langId, name, isRtl, pluralForms }) => (
          <fieldset key={langId} lang={langId}>
            <legend>{name}</legend>
            {fieldsOf(langId, pluralForms).map(({ key, form }) => (
              <TextField key={key} name={`${langId}:${key}`} defaultValue={valueOf(langId, key)} className="field">
                {/* The legend shows the language; a plain text's field needs no second caption on screen. */}
                <Label className={form ? undefined : 'visually-hidden'}>
                  {form ? `${name} · ${t(`admin.translations.form.${form}` as MessageKey)}` : name}
                </Label>
                <Input dir={isRtl ? 'rtl' : 'ltr'} />
              </TextField>
            ))}
          </fieldset>
        ))}
      </div>
      <div className="filter-actions">
        <Button type="submit" className="button" aria-label={t('admin.translations.edit', { key: entry.key })}>
          {t('admin.save')}
        </Button>
      </div>
      <ActionMessage message={message} />
    </Form>
  );
}
