import { useState } from 'react';
import { Button, Dialog, Form, Heading, Link, Modal } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { adminApi, type AdminAnswer } from '../api/admin-api.ts';
import { useLanguage } from '../shell/language.tsx';
import { ActionMessage, useActionMessage } from './action-message.tsx';
import { AnswerView } from './answer-view.tsx';
import { DialogActions } from './dialog-actions.tsx';
import { MarkdownField } from './markdown-field.tsx';
import { useAnswer } from './use-answer.ts';
import { TextInputField } from './text-input-field.tsx';

type EditorPage = AdminAnswer<'/admin-api/static-pages/{id}', 'get'>;

/** Static pages (about, terms …): every page by slug, each opened in the editor. */
export function StaticPagesPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const pages = useAnswer('pages', () => adminApi('get', '/admin-api/static-pages'));
  return (
    <section aria-labelledby="pages-title">
      <Heading level={1} id="pages-title">
        {t('admin.pages.title')}
      </Heading>
      <p>
        <Link href="/pages/new" className="button">
          {t('admin.pages.new')}
        </Link>
      </p>
      <AnswerView answer={pages}>
        {(data) => (
          <>
            <p className="muted">{t('admin.pages.count', { count: data.length })}</p>
            {data.length === 0 ? (
              <p>{t('admin.pages.empty')}</p>
            ) : (
              <ul className="card-list">
                {data.map((page) => {
                  const title = language === 'ar' ? page.titleAr : page.titleEn;
                  return (
                    <li key={page.id} className="card">
                      <Link href={`/pages/${page.id}`} aria-label={t('admin.pages.editNamed', { name: title })}>
                        {title}
                      </Link>{' '}
                      <code dir="ltr">/pages/{page.slug}</code>
                      <p className="muted">
                        {t('admin.pages.column.updated')}:{' '}
                        {new Date(page.updatedAt).toLocaleString(language === 'ar' ? 'ar-KW' : 'en-GB')}
                      </p>
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </AnswerView>
    </section>
  );
}

/** One page: en/ar titles, slug and Markdown texts; after saving, the sanitised HTML shoppers will see. */
export function StaticPageEditorPage() {
  const id = useParams().id ?? 'new';
  const page = useAnswer(id, () =>
    id === 'new' ? Promise.resolve(null) : adminApi('get', '/admin-api/static-pages/{id}', { params: { id } }),
  );
  if (id === 'new') return <PageEditor key="new" page={null} />;
  return <AnswerView answer={page}>{(data) => <PageEditor key={data?.id} page={data} />}</AnswerView>;
}

function PageEditor({ page: initial }: { page: EditorPage | null }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [page, setPage] = useState(initial);
  const [deleting, setDeleting] = useState(false);
  const { message, run } = useActionMessage();
  // A page just created opens at its own address, saying so.
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const title = page ? (language === 'ar' ? page.titleAr : page.titleEn) : t('admin.pages.new');

  return (
    <section aria-labelledby="page-title">
      <p>
        <Link href="/pages">{t('admin.pages.title')}</Link>
      </p>
      <Heading level={1} id="page-title">
        {page ? t('admin.pages.edit') : t('admin.pages.new')}
      </Heading>
      <Form
        className="form card"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const text = (name: string) => String(data.get(name) ?? '');
          const body = {
            slug: text('slug').trim(),
            titleEn: text('titleEn'),
            titleAr: text('titleAr'),
            bodyEn: text('bodyEn'),
            bodyAr: text('bodyAr'),
          };
          void run(async () => {
            if (page) {
              setPage(
                await adminApi('patch', '/admin-api/static-pages/{id}', { params: { id: String(page.id) }, body }),
              );
              return t('admin.pages.saved');
            }
            const { id } = await adminApi('post', '/admin-api/static-pages', { body });
            void navigate(`/pages/${id}`, { replace: true, state: { created: true } });
            return t('admin.pages.created');
          });
        }}
      >
        <TextInputField
          name="titleEn"
          isRequired
          defaultValue={page?.titleEn}
          label={t('admin.pages.titleEn')}
          dir="ltr"
        />
        <TextInputField
          name="titleAr"
          isRequired
          defaultValue={page?.titleAr}
          label={t('admin.pages.titleAr')}
          dir="rtl"
        />
        <TextInputField name="slug" isRequired defaultValue={page?.slug} label={t('admin.slug')} dir="ltr" />
        <p className="muted" id="markdown-help">
          {t('admin.pages.markdownHelp')}
        </p>
        <MarkdownField name="bodyEn" label={t('admin.pages.bodyEn')} defaultValue={page?.bodyEn ?? ''} dir="ltr" />
        <MarkdownField name="bodyAr" label={t('admin.pages.bodyAr')} defaultValue={page?.bodyAr ?? ''} dir="rtl" />
        <div className="filter-actions">
          <Button type="submit" className="button">
            {t('admin.save')}
          </Button>
          {page && (
            <Button className="button button-quiet button-danger" onPress={() => setDeleting(true)}>
              {t('admin.delete')}
            </Button>
          )}
          {page && (
            <Link href={`/pages/${page.slug}?lang=${language}`} target="_blank" className="button button-quiet">
              {t('admin.pages.view')}
            </Link>
          )}
        </div>
        <ActionMessage message={message ?? (created ? { text: t('admin.pages.created'), error: false } : null)} />
      </Form>
      <section aria-labelledby="preview-title" className="card">
        <Heading level={2} id="preview-title">
          {t('admin.pages.preview')}
        </Heading>
        {page ? (
          <div className="page-previews">
            {/* The server's rendering, sanitised against its allow-list (ADR 040). */}
            <article lang="en" dir="ltr" className="page-preview" dangerouslySetInnerHTML={{ __html: page.htmlEn }} />
            <article lang="ar" dir="rtl" className="page-preview" dangerouslySetInnerHTML={{ __html: page.htmlAr }} />
          </div>
        ) : (
          <p className="muted">{t('admin.pages.previewAfterSave')}</p>
        )}
      </section>
      <Modal isDismissable isOpen={deleting} onOpenChange={setDeleting} className="modal">
        {page && (
          <Dialog className="dialog" role="alertdialog" aria-labelledby="delete-page-title">
            <Form
              onSubmit={(event) => {
                event.preventDefault();
                void run(async () => {
                  setDeleting(false);
                  await adminApi('delete', '/admin-api/static-pages/{id}', { params: { id: String(page.id) } });
                  void navigate('/pages');
                  return t('admin.pages.deleted');
                });
              }}
            >
              <Heading slot="title" level={2} id="delete-page-title">
                {t('admin.pages.delete.title', { name: title })}
              </Heading>
              <p>{t('admin.pages.delete.body')}</p>
              <DialogActions submit={t('admin.delete')} danger />
            </Form>
          </Dialog>
        )}
      </Modal>
    </section>
  );
}
