import { useEffect, useRef, useState } from 'react';
import { Button, Form, Heading, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { AdminApiError, adminApi } from '../api/admin-api.ts';
import { useLanguage } from '../shell/language.tsx';
import { errorText } from './error-text.ts';
import { useAnswer } from './use-answer.ts';
import { AnswerView } from './answer-view.tsx';
import { ThemeFields } from './theme-fields.tsx';
import { MenusEditor } from './menus-editor.tsx';
import { contentFieldError, type ContentDraft, type ContentVersion } from './theme-draft.ts';

type Notice = { text: string; error: boolean } | null;

/** Opens the storefront in a new tab; the preview cookie just set makes it show the draft or a version. */
const openStorefront = () => window.open('/', '_blank', 'noopener');

/**
 * The storefront's theme and menus (ADR 039): edit one draft of both, save it, preview the shop
 * with it (only this browser sees it), publish it; the versions published, each previewable, and
 * rollback (publishing a copy of an earlier one).
 */
export function ThemePage() {
  const { t } = useTranslation();
  const [reload, setReload] = useState(0);
  const draft = useAnswer(`draft:${reload}`, () => adminApi('get', '/admin-api/content/draft'));
  const versions = useAnswer(`versions:${reload}`, () => adminApi('get', '/admin-api/content/versions'));
  const [notice, setNotice] = useState<Notice>(null);

  return (
    <section aria-labelledby="theme-title">
      <Heading level={1} id="theme-title">
        {t('admin.content.title')}
      </Heading>
      <p className="status" role="status">
        {notice && <span className={notice.error ? 'form-error' : 'form-success'}>{notice.text}</span>}
      </p>
      <AnswerView answer={draft}>
        {(loaded) => (
          <DraftEditor
            key={`${loaded.revision}:${reload}`}
            loaded={loaded}
            onNotice={setNotice}
            onChanged={() => setReload((n) => n + 1)}
          />
        )}
      </AnswerView>
      <AnswerView answer={versions}>
        {(list) => (
          <VersionsList versions={list.items} onNotice={setNotice} onChanged={() => setReload((n) => n + 1)} />
        )}
      </AnswerView>
    </section>
  );
}

function DraftEditor({
  loaded,
  onNotice,
  onChanged,
}: {
  loaded: ContentDraft;
  onNotice(notice: Notice): void;
  onChanged(): void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [draft, setDraft] = useState(loaded);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  // What the staff member sees now, for a save that ends after further edits.
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  });

  // Leaving with unsaved edits asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const edit = (next: Pick<ContentDraft, 'theme' | 'menus'>) => {
    setDraft({ ...draft, ...next });
    setDirty(true);
  };

  /** Saves the edits when there are any; answers the revision saved (what preview and publish name). */
  async function save(): Promise<number> {
    if (!dirty) return draft.revision;
    const sent = { theme: draft.theme, menus: draft.menus };
    const saved = await adminApi('put', '/admin-api/content/draft', { body: { revision: draft.revision, ...sent } });
    // Edits made while it was being saved stay, and stay unsaved.
    setDraft((current) => ({ ...saved, theme: current.theme, menus: current.menus }));
    setDirty(latest.current.theme !== sent.theme || latest.current.menus !== sent.menus);
    setErrors({});
    return saved.revision;
  }

  async function run(work: () => Promise<string>, reloadAfter = false) {
    setPending(true);
    onNotice(null);
    try {
      onNotice({ text: await work(), error: false });
      if (reloadAfter) onChanged();
    } catch (error) {
      const fields = error instanceof AdminApiError ? error.errors : [];
      setErrors(Object.fromEntries(fields.map((field) => [field.field, contentFieldError(t, field.field)])));
      onNotice({ text: errorText(t, error), error: true });
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.theme-form [aria-invalid="true"]')?.focus());
    } finally {
      setPending(false);
    }
  }

  const status =
    draft.revision === 0
      ? t('admin.content.draft.none', { version: draft.baseVersion })
      : t('admin.content.draft.saved', {
          version: draft.baseVersion,
          name: draft.updatedBy?.name ?? '',
          at: new Date(draft.updatedAt ?? '').toLocaleString(language === 'ar' ? 'ar-KW' : 'en-GB'),
        });

  return (
    <Form
      className="editor-form theme-form"
      validationBehavior="aria"
      validationErrors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => (await save(), t('admin.content.saved')));
      }}
    >
      <div className="card draft-bar">
        <p>
          {status}
          {dirty && <span className="badge"> {t('admin.content.unsaved')}</span>}
        </p>
        <div className="row-actions">
          <Button type="submit" className="button" isPending={pending}>
            {t('admin.content.save')}
          </Button>
          <Button
            className="button button-quiet"
            isDisabled={pending}
            onPress={() =>
              run(async () => {
                await save();
                await adminApi('post', '/admin-api/content/preview', { body: { target: 'draft' } });
                openStorefront();
                return t('admin.content.previewing');
              })
            }
          >
            {t('admin.content.preview')}
          </Button>
          <Button
            className="button"
            isDisabled={pending}
            onPress={() =>
              run(async () => {
                const revision = await save();
                const published = await adminApi('post', '/admin-api/content/draft/publish', { body: { revision } });
                return t('admin.content.published', { version: published.version });
              }, true)
            }
          >
            {t('admin.content.publish')}
          </Button>
          {(draft.revision > 0 || dirty) && (
            <Button
              className="button button-quiet button-danger"
              isDisabled={pending}
              onPress={() =>
                run(async () => {
                  if (draft.revision > 0) await adminApi('delete', '/admin-api/content/draft');
                  return t('admin.content.discarded');
                }, true)
              }
            >
              {t('admin.content.discard')}
            </Button>
          )}
        </div>
      </div>
      <Tabs className="tabs">
        <TabList aria-label={t('admin.content.title')} className="tab-list">
          <Tab id="theme" className="tab">
            {t('admin.content.tab.theme')}
          </Tab>
          <Tab id="menus" className="tab">
            {t('admin.content.tab.menus')}
          </Tab>
        </TabList>
        <TabPanel id="theme" shouldForceMount className="tab-panel">
          <ThemeFields
            theme={draft.theme}
            menus={draft.menus}
            onChange={(theme) => edit({ theme, menus: draft.menus })}
          />
        </TabPanel>
        <TabPanel id="menus" shouldForceMount className="tab-panel">
          <MenusEditor
            menus={draft.menus}
            mainMenuId={draft.theme.main_menu ?? draft.menus[0]!.menuId}
            errors={errors}
            onChange={(menus) => edit({ theme: draft.theme, menus })}
          />
        </TabPanel>
      </Tabs>
    </Form>
  );
}

function VersionsList({
  versions,
  onNotice,
  onChanged,
}: {
  versions: ContentVersion[];
  onNotice(notice: Notice): void;
  onChanged(): void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  async function run(work: () => Promise<string>, reloadAfter: boolean) {
    onNotice(null);
    try {
      onNotice({ text: await work(), error: false });
      if (reloadAfter) onChanged();
    } catch (error) {
      onNotice({ text: errorText(t, error), error: true });
    }
  }
  return (
    <section className="card" aria-labelledby="versions-title">
      <Heading level={2} id="versions-title" className="form-title">
        {t('admin.content.versions')}
      </Heading>
      <ol className="versions">
        {versions.map((version) => (
          <li key={version.version} className="version-row">
            <span>
              <strong>{t('admin.content.version', { version: version.version })}</strong>
              {version.live && <span className="badge badge-published">{t('admin.content.live')}</span>}
              <span className="muted">
                {' · '}
                {new Date(version.publishedAt).toLocaleString(language === 'ar' ? 'ar-KW' : 'en-GB')}
                {' · '}
                {version.publishedBy?.name ?? t('admin.content.fromFile')}
                {version.copiedFrom !== null && ` · ${t('admin.content.copyOf', { version: version.copiedFrom })}`}
              </span>
            </span>
            <span className="row-actions">
              <Button
                className="button button-quiet"
                aria-label={t('admin.content.previewVersion', { version: version.version })}
                onPress={() =>
                  run(async () => {
                    await adminApi('post', '/admin-api/content/preview', { body: { target: version.version } });
                    openStorefront();
                    return t('admin.content.previewingVersion', { version: version.version });
                  }, false)
                }
              >
                {t('admin.content.preview')}
              </Button>
              {!version.live && (
                <Button
                  className="button button-quiet"
                  aria-label={t('admin.content.rollBackTo', { version: version.version })}
                  onPress={() =>
                    run(async () => {
                      const published = await adminApi('post', '/admin-api/content/versions/{version}/rollback', {
                        params: { version: version.version },
                      });
                      return t('admin.content.rolledBack', { version: version.version, published: published.version });
                    }, true)
                  }
                >
                  {t('admin.content.rollBack')}
                </Button>
              )}
            </span>
          </li>
        ))}
      </ol>
      <Button
        className="button button-quiet"
        onPress={() =>
          run(async () => {
            await adminApi('delete', '/admin-api/content/preview');
            return t('admin.content.previewEnded');
          }, false)
        }
      >
        {t('admin.content.endPreview')}
      </Button>
    </section>
  );
}
