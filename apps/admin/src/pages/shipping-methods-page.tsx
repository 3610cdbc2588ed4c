import { useState } from 'react';
import {
  Button,
  Cell,
  Checkbox,
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
import { ActionMessage, useActionMessage } from './action-message.tsx';
import { AnswerView } from './answer-view.tsx';
import { errorText } from './error-text.ts';
import { formatKd, parseKd, parseUnits } from './money.ts';
import { useAnswer } from './use-answer.ts';
import { TextInputField } from './text-input-field.tsx';

type Method = AdminAnswer<'/admin-api/shipping-methods', 'get'>[number];
type MethodBody = NonNullable<
  NonNullable<Parameters<typeof adminApi<'post', '/admin-api/shipping-methods'>>[2]>['body']
>;

/** The method every checkout starts with (SPEC §9): it stays offered. */
const DEFAULT_METHOD_ID = 1;

/** The form's values as the API takes them, or null when an amount or a number of days is not one. */
function bodyOf(form: HTMLFormElement): MethodBody | null {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const fee = parseKd(text('fee'));
  const freeOver = text('freeOver') ? parseKd(text('freeOver')) : null;
  const [minDays, maxDays, sortOrder] = [
    parseUnits(text('minDays')),
    parseUnits(text('maxDays')),
    parseUnits(text('sortOrder') || '0'),
  ];
  if (
    fee === null ||
    (text('freeOver') && freeOver === null) ||
    minDays === null ||
    maxDays === null ||
    sortOrder === null
  )
    return null;
  if (minDays > maxDays) return null;
  return {
    code: text('code'),
    nameEn: text('nameEn'),
    nameAr: text('nameAr'),
    descriptionEn: text('descriptionEn'),
    descriptionAr: text('descriptionAr'),
    fee,
    freeOver,
    minDays,
    maxDays,
    sortOrder,
    isActive: data.get('isActive') === 'on',
  };
}

/** Shipping methods: their fees, free-shipping threshold, names and descriptions in both languages, on offer or not. */
export function ShippingMethodsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<Method | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { message, run } = useActionMessage(() => setVersion((n) => n + 1));
  const methods = useAnswer(String(version), () => adminApi('get', '/admin-api/shipping-methods'));
  const nameOf = (method: Method) => (language === 'ar' ? method.nameAr : method.nameEn);

  return (
    <section aria-labelledby="shipping-title">
      <Heading level={1} id="shipping-title">
        {t('admin.shipping.title')}
      </Heading>
      <Form
        className="card"
        aria-labelledby="new-method-title"
        onSubmit={(event) => {
          event.preventDefault();
          const element = event.currentTarget;
          const body = bodyOf(element);
          setFormError(body ? null : t('admin.shipping.invalid'));
          if (body)
            void run(async () => {
              await adminApi('post', '/admin-api/shipping-methods', { body });
              element.reset();
              return t('admin.shipping.created');
            });
        }}
      >
        <Heading level={2} id="new-method-title" className="form-title">
          {t('admin.shipping.new')}
        </Heading>
        <MethodInputs />
        {formError && (
          <p role="alert" className="form-error">
            {formError}
          </p>
        )}
        <div className="filter-actions">
          <Button type="submit" className="button">
            {t('admin.shipping.create')}
          </Button>
        </div>
      </Form>
      <ActionMessage message={message} />
      <AnswerView answer={methods}>
        {(data) => (
          <div className="table-scroll">
            <Table aria-labelledby="shipping-title" className="table">
              <TableHeader>
                <Column isRowHeader>{t('admin.shipping.column.name')}</Column>
                <Column>{t('admin.shipping.column.fee')}</Column>
                <Column>{t('admin.shipping.column.freeOver')}</Column>
                <Column>{t('admin.shipping.column.days')}</Column>
                <Column>{t('admin.shipping.column.order')}</Column>
                <Column>{t('admin.shipping.column.state')}</Column>
                <Column>
                  <span className="visually-hidden">{t('admin.stock.column.actions')}</span>
                </Column>
              </TableHeader>
              <TableBody items={data} renderEmptyState={() => t('admin.shipping.empty')}>
                {(method) => (
                  <Row id={method.id}>
                    <Cell>
                      {nameOf(method)}
                      {method.id === DEFAULT_METHOD_ID && (
                        <span className="muted"> · {t('admin.shipping.default')}</span>
                      )}
                    </Cell>
                    <Cell>
                      <bdi dir="ltr">{formatKd(method.fee)}</bdi>
                    </Cell>
                    <Cell>
                      {method.freeOver === null ? (
                        t('admin.shipping.never')
                      ) : (
                        <bdi dir="ltr">{formatKd(method.freeOver)}</bdi>
                      )}
                    </Cell>
                    <Cell>{t('admin.shipping.days', { min: method.minDays, max: method.maxDays })}</Cell>
                    <Cell>{method.sortOrder}</Cell>
                    <Cell>
                      <span className={`badge ${method.isActive ? 'badge-published' : 'badge-draft'}`}>
                        {method.isActive ? t('admin.promos.active') : t('admin.promos.inactive')}
                      </span>
                    </Cell>
                    <Cell>
                      <Button
                        className="button button-quiet"
                        aria-label={t('admin.shipping.editNamed', { name: nameOf(method) })}
                        onPress={() => {
                          setDialogError(null);
                          setEditing(method);
                        }}
                      >
                        {t('admin.edit')}
                      </Button>
                    </Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          </div>
        )}
      </AnswerView>
      <Modal
        isDismissable
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        className="modal"
      >
        {editing && (
          <Dialog className="dialog" aria-labelledby="edit-method-title">
            <Form
              className="form"
              onSubmit={async (event) => {
                event.preventDefault();
                const body = bodyOf(event.currentTarget);
                if (!body) return setDialogError(t('admin.shipping.invalid'));
                try {
                  await adminApi('patch', '/admin-api/shipping-methods/{id}', {
                    params: { id: String(editing.id) },
                    body,
                  });
                  setEditing(null);
                  void run(async () => t('admin.shipping.saved'));
                } catch (error) {
                  setDialogError(errorText(t, error));
                }
              }}
            >
              <Heading slot="title" level={2} id="edit-method-title">
                {t('admin.shipping.editNamed', { name: nameOf(editing) })}
              </Heading>
              <MethodInputs method={editing} />
              {dialogError && (
                <p role="alert" className="form-error">
                  {dialogError}
                </p>
              )}
              <div className="filter-actions">
                <Button type="submit" className="button">
                  {t('admin.save')}
                </Button>
                <Button className="button button-quiet" onPress={() => setEditing(null)}>
                  {t('admin.cancel')}
                </Button>
              </div>
            </Form>
          </Dialog>
        )}
      </Modal>
    </section>
  );
}

function MethodInputs({ method }: { method?: Method }) {
  const { t } = useTranslation();
  const isDefault = method?.id === DEFAULT_METHOD_ID;
  return (
    <div className="form-grid">
      <TextInputField name="code" isRequired defaultValue={method?.code} label={t('admin.shipping.code')} dir="ltr" />
      <TextInputField name="nameEn" isRequired defaultValue={method?.nameEn} label={t('admin.names.en')} dir="ltr" />
      <TextInputField name="nameAr" isRequired defaultValue={method?.nameAr} label={t('admin.names.ar')} dir="rtl" />
      <TextInputField
        name="descriptionEn"
        defaultValue={method?.descriptionEn}
        label={t('admin.descriptions.en')}
        dir="ltr"
        rows={2}
      />
      <TextInputField
        name="descriptionAr"
        defaultValue={method?.descriptionAr}
        label={t('admin.descriptions.ar')}
        dir="rtl"
        rows={2}
      />
      <TextInputField
        name="fee"
        isRequired
        defaultValue={method ? formatKd(method.fee) : ''}
        label={t('admin.shipping.fee')}
        dir="ltr"
        inputMode="decimal"
      />
      <TextInputField
        name="freeOver"
        defaultValue={method?.freeOver === null || !method ? '' : formatKd(method.freeOver)}
        label={t('admin.shipping.freeOver')}
        dir="ltr"
        inputMode="decimal"
      />
      <TextInputField
        name="minDays"
        isRequired
        defaultValue={String(method?.minDays ?? 1)}
        label={t('admin.shipping.minDays')}
        dir="ltr"
        inputMode="numeric"
      />
      <TextInputField
        name="maxDays"
        isRequired
        defaultValue={String(method?.maxDays ?? 3)}
        label={t('admin.shipping.maxDays')}
        dir="ltr"
        inputMode="numeric"
      />
      <TextInputField
        name="sortOrder"
        defaultValue={String(method?.sortOrder ?? 0)}
        label={t('admin.shipping.sortOrder')}
        dir="ltr"
        inputMode="numeric"
      />
      <div className="field">
        <Checkbox
          name="isActive"
          defaultSelected={method?.isActive ?? true}
          isDisabled={isDefault}
          className="checkbox"
        >
          <span className="checkbox-box" aria-hidden="true" />
          {t('admin.shipping.isActive')}
        </Checkbox>
        {isDefault && (
          <>
            {/* A disabled box is not sent: the default method stays offered. */}
            <input type="hidden" name="isActive" value="on" />
            <p className="muted">{t('admin.shipping.defaultHelp')}</p>
          </>
        )}
      </div>
    </div>
  );
}
