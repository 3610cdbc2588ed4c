import { useState } from 'react';
import {
  Button,
  Cell,
  Column,
  Dialog,
  Form,
  Heading,
  Link,
  Modal,
  Row,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminApi } from '../api/admin-api.ts';
import { useLanguage } from '../shell/language.tsx';
import { useSession } from '../session.tsx';
import { AnswerView } from './answer-view.tsx';
import { ActionMessage, useActionMessage } from './action-message.tsx';
import { Pager } from './pager.tsx';
import { formatKd } from './money.ts';
import { useAnswer } from './use-answer.ts';
import { statusKey } from './orders-page.tsx';
import { DialogActions } from './dialog-actions.tsx';
import { TextInputField } from './text-input-field.tsx';

const PAGE_SIZE = 25;

/** Signed-up customers, newest first, searched by name, e-mail or phone. */
export function CustomersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1) || 1;
  const q = params.get('q') ?? '';
  const customers = useAnswer(`${q}:${page}`, () =>
    adminApi('get', '/admin-api/customers', { query: { q: q || undefined, page, pageSize: PAGE_SIZE } as never }),
  );
  return (
    <section aria-labelledby="customers-title">
      <Heading level={1} id="customers-title">
        {t('admin.customers.title')}
      </Heading>
      <Form
        className="filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
          setParams(text ? new URLSearchParams({ q: text }) : new URLSearchParams());
        }}
      >
        <TextInputField
          name="q"
          defaultValue={q}
          className="field field-wide"
          label={t('admin.customers.search')}
          type="search"
        />
        <div className="filter-actions">
          <Button type="submit" className="button">
            {t('admin.customers.find')}
          </Button>
        </div>
      </Form>
      <AnswerView answer={customers}>
        {(data) => (
          <>
            <p className="count" role="status">
              {t('admin.customers.count', { count: data.total })}
            </p>
            <div className="table-scroll">
              <Table aria-labelledby="customers-title" className="table">
                <TableHeader>
                  <Column isRowHeader>{t('admin.customers.column.name')}</Column>
                  <Column>{t('admin.customers.column.phone')}</Column>
                  <Column>{t('admin.customers.column.email')}</Column>
                  <Column>{t('admin.customers.column.state')}</Column>
                </TableHeader>
                <TableBody
                  items={data.items.map((item) => ({ ...item, id: item.customerId }))}
                  renderEmptyState={() => t('admin.customers.empty')}
                >
                  {(customer) => (
                    <Row>
                      <Cell>
                        <Link className="link" href={`/customers/${customer.customerId}`}>
                          <bdi>{customer.name || '—'}</bdi>
                        </Link>
                      </Cell>
                      <Cell>
                        <span dir="ltr">{customer.phone ?? '—'}</span>
                      </Cell>
                      <Cell>
                        <span dir="ltr">{customer.email ?? '—'}</span>
                      </Cell>
                      <Cell>{customer.blocked ? t('admin.customers.blocked') : t('admin.customers.active')}</Cell>
                    </Row>
                  )}
                </TableBody>
              </Table>
            </div>
            <Pager
              page={page}
              pages={Math.max(1, Math.ceil(data.total / PAGE_SIZE))}
              onPage={(next) => setParams(new URLSearchParams({ ...(q && { q }), page: String(next) }))}
            />
          </>
        )}
      </AnswerView>
    </section>
  );
}

/** One customer: profile, addresses, orders, wishlist; block or unblock; act as them on the storefront. */
export function CustomerPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { profile } = useSession();
  const id = useParams().id ?? '';
  const [version, setVersion] = useState(0);
  const [asking, setAsking] = useState(false);
  const { message, run } = useActionMessage(() => setVersion((n) => n + 1));
  const customer = useAnswer(`${id}:${version}`, () =>
    adminApi('get', '/admin-api/customers/{id}', { params: { id } }),
  );
  const date = new Intl.DateTimeFormat(language === 'ar' ? 'ar-KW' : 'en-GB', { dateStyle: 'medium' });
  const may = (permission: 'customers.block' | 'impersonation' | 'orders') =>
    profile?.permissions.includes(permission) ?? false;

  return (
    <AnswerView answer={customer}>
      {(data) => (
        <section aria-labelledby="customer-title">
          <div className="card-head">
            <Heading level={1} id="customer-title">
              <bdi>{data.name || data.phone || data.email}</bdi>
            </Heading>
            {data.blocked && <span className="badge badge-cancelled">{t('admin.customers.blocked')}</span>}
          </div>
          <p>
            <span dir="ltr">{data.phone ?? '—'}</span> · <span dir="ltr">{data.email ?? '—'}</span> ·{' '}
            {t('admin.customers.since', { date: date.format(new Date(data.createdAt)) })}
          </p>
          <div className="order-actions">
            {may('customers.block') && (
              <Button className={data.blocked ? 'button' : 'button button-danger'} onPress={() => setAsking(true)}>
                {data.blocked ? t('admin.customers.unblock') : t('admin.customers.block')}
              </Button>
            )}
            {may('impersonation') && !data.blocked && data.phone && (
              // The storefront's support page, where the support user's impersonation starts (and is audited).
              <a className="button button-quiet" href={`/support?q=${encodeURIComponent(data.phone)}`}>
                {t('admin.customers.actAs')}
              </a>
            )}
          </div>
          <ActionMessage message={message} />
          <Modal isDismissable isOpen={asking} onOpenChange={setAsking} className="modal">
            <Dialog className="dialog">
              <Heading slot="title">{data.blocked ? t('admin.customers.unblock') : t('admin.customers.block')}</Heading>
              {!data.blocked && <p>{t('admin.customers.blockHelp')}</p>}
              <Form
                className="form"
                onSubmit={(event) => {
                  event.preventDefault();
                  const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
                  setAsking(false);
                  void run(async () => {
                    await adminApi('post', `/admin-api/customers/{id}/${data.blocked ? 'unblock' : 'block'}`, {
                      params: { id },
                      body: { reason },
                    });
                    return data.blocked ? t('admin.customers.unblocked') : t('admin.customers.blockedDone');
                  });
                }}
              >
                <TextInputField name="reason" isRequired autoFocus label={t('admin.order.reason')} />
                <DialogActions
                  submit={data.blocked ? t('admin.customers.unblock') : t('admin.customers.block')}
                  danger={!data.blocked}
                />
              </Form>
            </Dialog>
          </Modal>

          <Heading level={2}>{t('admin.customers.addresses')}</Heading>
          <ul className="plain-list">
            {data.addresses.map((address) => (
              <li key={address.addressId}>
                <bdi>
                  {address.firstName} {address.lastName}
                </bdi>{' '}
                ·{' '}
                <bdi>
                  {[address.areaName, address.block, address.street, address.building].filter(Boolean).join('، ')}
                </bdi>
              </li>
            ))}
          </ul>

          <Heading level={2}>{t('admin.customers.orders', { count: data.orders.length })}</Heading>
          <ul className="plain-list">
            {data.orders.map((order) => (
              <li key={order.orderId}>
                {may('orders') ? (
                  <Link className="link" href={`/orders/${order.orderId}`}>
                    <bdi dir="ltr">{order.orderNumber}</bdi>
                  </Link>
                ) : (
                  <bdi dir="ltr">{order.orderNumber}</bdi>
                )}{' '}
                · {t(statusKey(order.status as never))} · <bdi dir="ltr">{formatKd(order.total)}</bdi> ·{' '}
                {date.format(new Date(order.createdAt))}
              </li>
            ))}
          </ul>

          <Heading level={2}>{t('admin.customers.wishlist', { count: data.wishlist.items.length })}</Heading>
          <ul className="plain-list">
            {data.wishlist.items.map((item) => (
              <li key={item.itemId}>
                <bdi>{item.productName}</bdi>
              </li>
            ))}
          </ul>
        </section>
      )}
    </AnswerView>
  );
}
