import { useState } from 'react';
import {
  Button,
  Cell,
  Column,
  Dialog,
  Form,
  Heading,
  Modal,
  Row,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { adminApi, type AdminAnswer } from '../api/admin-api.ts';
import { useLanguage } from '../shell/language.tsx';
import { errorText } from './error-text.ts';
import { PictureField } from './picture-field.tsx';
import { useAnswer } from './use-answer.ts';
import { AnswerView } from './answer-view.tsx';
import { TextInputField } from './text-input-field.tsx';

type AdminBrand = AdminAnswer<'/admin-api/brands', 'get'>[number];
type BrandFields = { nameEn: string; nameAr: string; slug?: string; logoPath: string | null };

const fieldsOf = (form: HTMLFormElement): BrandFields => {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  return {
    nameEn: text('nameEn'),
    nameAr: text('nameAr'),
    ...(text('slug') && { slug: text('slug') }),
    logoPath: text('logoPath') || null,
  };
};

/** Brands: create, edit the names in both languages, delete one no product has. */
export function BrandsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [version, setVersion] = useState(0);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [editing, setEditing] = useState<AdminBrand | null>(null);
  const [deleting, setDeleting] = useState<AdminBrand | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const brands = useAnswer(String(version), () => adminApi('get', '/admin-api/brands'));
  const nameOf = (brand: AdminBrand) => (language === 'ar' ? brand.nameAr : brand.nameEn);

  /** Runs a write; answers whether it succeeded, saying so on the page or in the open dialog. */
  async function run(work: () => Promise<unknown>, success: string, inDialog = false) {
    setMessage(null);
    setDialogError(null);
    try {
      await work();
      setMessage({ text: success, error: false });
      setVersion((n) => n + 1);
      return true;
    } catch (error) {
      if (inDialog) setDialogError(errorText(t, error));
      else setMessage({ text: errorText(t, error), error: true });
      return false;
    }
  }
  const closeDialogs = () => {
    setEditing(null);
    setDeleting(null);
    setDialogError(null);
  };

  return (
    <section aria-labelledby="brands-title">
      <Heading level={1} id="brands-title">
        {t('admin.brands.title')}
      </Heading>
      <Form
        className="card filters"
        aria-labelledby="new-brand-title"
        onSubmit={async (event) => {
          event.preventDefault();
          const element = event.currentTarget;
          const body = fieldsOf(element);
          if (await run(() => adminApi('post', '/admin-api/brands', { body }), t('admin.brands.created')))
            element.reset();
        }}
      >
        <Heading level={2} id="new-brand-title" className="form-title">
          {t('admin.brands.new')}
        </Heading>
        <BrandFieldsInputs />
        <div className="filter-actions">
          <Button type="submit" className="button">
            {t('admin.brands.create')}
          </Button>
        </div>
      </Form>
      <p className="status" role="status">
        {message && <span className={message.error ? 'form-error' : 'form-success'}>{message.text}</span>}
      </p>
      <AnswerView answer={brands}>
        {(data) => (
          <div className="table-scroll">
            <Table aria-labelledby="brands-title" className="table table-narrow">
              <TableHeader>
                <Column isRowHeader>{t('admin.brands.column.name')}</Column>
                <Column>{t('admin.brands.column.otherName')}</Column>
                <Column>{t('admin.slug')}</Column>
                <Column>{t('admin.brands.column.products')}</Column>
                <Column>
                  <span className="visually-hidden">{t('admin.stock.column.actions')}</span>
                </Column>
              </TableHeader>
              <TableBody items={data} renderEmptyState={() => t('admin.brands.empty')}>
                {(brand) => (
                  <Row id={brand.id}>
                    <Cell>{nameOf(brand)}</Cell>
                    <Cell>
                      <bdi>{language === 'ar' ? brand.nameEn : brand.nameAr}</bdi>
                    </Cell>
                    <Cell>
                      <code dir="ltr">{brand.slug}</code>
                    </Cell>
                    <Cell>{brand.productCount}</Cell>
                    <Cell>
                      <span className="tree-actions">
                        <Button
                          className="button button-quiet"
                          aria-label={t('admin.brands.editNamed', { name: nameOf(brand) })}
                          onPress={() => setEditing(brand)}
                        >
                          {t('admin.edit')}
                        </Button>
                        <Button
                          className="button button-quiet button-danger"
                          aria-label={t('admin.brands.deleteNamed', { name: nameOf(brand) })}
                          onPress={() => setDeleting(brand)}
                        >
                          {t('admin.delete')}
                        </Button>
                      </span>
                    </Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          </div>
        )}
      </AnswerView>
      <Modal isDismissable isOpen={editing !== null} onOpenChange={(open) => !open && closeDialogs()} className="modal">
        {editing && (
          <Dialog className="dialog" aria-labelledby="edit-brand-title">
            <Form
              className="form"
              onSubmit={async (event) => {
                event.preventDefault();
                const body = fieldsOf(event.currentTarget);
                const saved = await run(
                  () => adminApi('patch', '/admin-api/brands/{id}', { params: { id: String(editing.id) }, body }),
                  t('admin.brands.saved'),
                  true,
                );
                if (saved) closeDialogs();
              }}
            >
              <Heading slot="title" level={2} id="edit-brand-title">
                {t('admin.brands.edit')}
              </Heading>
              <BrandFieldsInputs brand={editing} />
              {dialogError && (
                <p role="alert" className="form-error">
                  {dialogError}
                </p>
              )}
              <div className="filter-actions">
                <Button type="submit" className="button">
                  {t('admin.save')}
                </Button>
                <Button className="button button-quiet" onPress={closeDialogs}>
                  {t('admin.cancel')}
                </Button>
              </div>
            </Form>
          </Dialog>
        )}
      </Modal>
      <Modal
        isDismissable
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && closeDialogs()}
        className="modal"
      >
        {deleting && (
          <Dialog className="dialog" role="alertdialog" aria-labelledby="delete-brand-title">
            <Heading slot="title" level={2} id="delete-brand-title">
              {t('admin.brands.delete.title', { name: nameOf(deleting) })}
            </Heading>
            <p>{t('admin.brands.delete.body', { count: deleting.productCount })}</p>
            {dialogError && (
              <p role="alert" className="form-error">
                {dialogError}
              </p>
            )}
            <div className="filter-actions">
              <Button
                className="button button-danger-solid"
                onPress={async () => {
                  const deleted = await run(
                    () => adminApi('delete', '/admin-api/brands/{id}', { params: { id: String(deleting.id) } }),
                    t('admin.brands.deleted'),
                    true,
                  );
                  if (deleted) closeDialogs();
                }}
              >
                {t('admin.delete')}
              </Button>
              <Button className="button button-quiet" onPress={closeDialogs}>
                {t('admin.cancel')}
              </Button>
            </div>
          </Dialog>
        )}
      </Modal>
    </section>
  );
}

function BrandFieldsInputs({ brand }: { brand?: AdminBrand }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInputField name="nameEn" isRequired defaultValue={brand?.nameEn} label={t('admin.names.en')} dir="ltr" />
      <TextInputField name="nameAr" isRequired defaultValue={brand?.nameAr} label={t('admin.names.ar')} dir="rtl" />
      <TextInputField
        name="slug"
        isRequired={brand !== undefined}
        defaultValue={brand?.slug}
        label={t('admin.slug')}
        dir="ltr"
        placeholder={brand ? undefined : t('admin.slug.auto')}
      />
      <PictureField name="logoPath" label={t('admin.brands.logo')} initialPath={brand?.logoPath ?? null} />
    </>
  );
}
