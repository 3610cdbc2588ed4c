import { useState } from 'react';
import {
  Button,
  Cell,
  Column,
  Dialog,
  Form,
  Heading,
  Link,
  ListBoxItem,
  Modal,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Selection,
} from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminApi, adminFile, type AdminAnswer } from '../api/admin-api.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { useLanguage } from '../shell/language.tsx';
import { AnswerView } from './answer-view.tsx';
import { Pager } from './pager.tsx';
import { formatKd } from './money.ts';
import { useAnswer } from './use-answer.ts';
import { SelectField } from './select-field.tsx';
import { filtersOf } from './filter-form.ts';
import { codeText } from './error-text.ts';
import { ActionMessage, useActionMessage } from './action-message.tsx';
import { DialogActions } from './dialog-actions.tsx';
import { SelectionCell, SelectionColumn } from './selection-cells.tsx';
import { TextInputField } from './text-input-field.tsx';

type OrderList = AdminAnswer<'/admin-api/orders', 'get'>;
export type OrderStatus = OrderList['items'][number]['status'];
export type PaymentState = OrderList['items'][number]['paymentState'];

export const ORDER_STATUSES: OrderStatus[] = [
  'awaiting_payment',
  'payment_failed',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
];
const PAYMENT_STATES: PaymentState[] = [
  'awaiting',
  'failed',
  'paid',
  'on_delivery',
  'voided',
  'partially_refunded',
  'refunded',
];
export const statusKey = (status: OrderStatus) => `admin.orderStatus.${status}` as MessageKey;
export const paymentStateKey = (state: PaymentState) => `admin.paymentState.${state}` as MessageKey;

const PAGE_SIZE = 25;
const ANY = 'any';
const FILTERS = [
  'q',
  'status',
  'paymentState',
  'paymentMethodId',
  'shippingMethodId',
  'deliveryDate',
  'from',
  'to',
] as const;
type OrderSummary = OrderList['items'][number];

/** Orders newest first: filters and search in the address bar, pages by the server's cursors. */
export function OrdersPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  // The cursor that opens each page reached so far (page 1 has none): Previous goes back through them.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const page = cursors.length;
  const filter = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? undefined]));
  const [reload, setReload] = useState(0);
  const orders = useAnswer(`${params}:${cursors.at(-1) ?? ''}:${reload}`, () =>
    adminApi('get', '/admin-api/orders', {
      query: { ...filter, pageSize: PAGE_SIZE, after: cursors.at(-1) } as never,
    }),
  );
  const options = useAnswer('filter-options', () => adminApi('get', '/admin-api/orders/filter-options'));
  const [selected, setSelected] = useState<Selection>(new Set());
  const [shipping, setShipping] = useState<OrderSummary[] | null>(null);
  const { message, run } = useActionMessage(() => {
    setSelected(new Set());
    setReload((count) => count + 1);
  });
  const selectedOrders = (items: OrderSummary[]) =>
    selected === 'all' ? items : items.filter((order) => selected.has(order.orderId));
  const date = new Intl.DateTimeFormat(language === 'ar' ? 'ar-KW' : 'en-GB', { dateStyle: 'medium' });
  const pages = orders.data
    ? Math.max(
        page + (orders.data.nextCursor ? 1 : 0),
        orders.data.totalIsLowerBound ? page + 1 : Math.ceil(orders.data.total / PAGE_SIZE),
      )
    : page;

  return (
    <section aria-labelledby="orders-title">
      <Heading level={1} id="orders-title">
        {t('admin.orders.title')}
      </Heading>
      <Form
        className="filters"
        aria-label={t('admin.orders.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          setCursors([undefined]);
          setParams(filtersOf(event.currentTarget, FILTERS, ANY));
        }}
      >
        <TextInputField
          name="q"
          defaultValue={params.get('q') ?? ''}
          className="field field-wide"
          label={t('admin.orders.search')}
          type="search"
        />
        <SelectField name="status" defaultSelectedKey={params.get('status') ?? ANY} label={t('admin.orders.status')}>
          <ListBoxItem id={ANY} className="option">
            {t('admin.orders.any')}
          </ListBoxItem>
          {ORDER_STATUSES.map((status) => (
            <ListBoxItem key={status} id={status} className="option">
              {t(statusKey(status))}
            </ListBoxItem>
          ))}
        </SelectField>
        <SelectField
          name="paymentState"
          defaultSelectedKey={params.get('paymentState') ?? ANY}
          label={t('admin.orders.paymentState')}
        >
          <ListBoxItem id={ANY} className="option">
            {t('admin.orders.any')}
          </ListBoxItem>
          {PAYMENT_STATES.map((state) => (
            <ListBoxItem key={state} id={state} className="option">
              {t(paymentStateKey(state))}
            </ListBoxItem>
          ))}
        </SelectField>
        {(
          [
            ['paymentMethodId', 'admin.orders.paymentMethod', options.data?.paymentMethods],
            ['shippingMethodId', 'admin.orders.shippingMethod', options.data?.shippingMethods],
          ] as const
        ).map(([name, label, methods]) => (
          <SelectField key={name} name={name} defaultSelectedKey={params.get(name) ?? ANY} label={t(label)}>
            <ListBoxItem id={ANY} className="option">
              {t('admin.orders.any')}
            </ListBoxItem>
            {(methods ?? []).map((method) => (
              <ListBoxItem key={method.id} id={String(method.id)} className="option">
                {method.name}
              </ListBoxItem>
            ))}
          </SelectField>
        ))}
        <TextInputField
          name="deliveryDate"
          type="date"
          defaultValue={params.get('deliveryDate') ?? ''}
          label={t('admin.orders.deliveryDate')}
        />
        <TextInputField name="from" type="date" defaultValue={params.get('from') ?? ''} label={t('admin.audit.from')} />
        <TextInputField name="to" type="date" defaultValue={params.get('to') ?? ''} label={t('admin.audit.to')} />
        <div className="filter-actions">
          <Button type="submit" className="button">
            {t('admin.audit.apply')}
          </Button>
          <Button
            className="button button-quiet"
            onPress={() => {
              setCursors([undefined]);
              setParams(new URLSearchParams());
            }}
          >
            {t('admin.audit.clear')}
          </Button>
          {params.get('deliveryDate') && (
            <Button
              className="button button-quiet"
              onPress={() =>
                void run(async () => {
                  // Opened from the bytes in a new tab: the route wants the staff token, which a link cannot send.
                  const date = params.get('deliveryDate')!;
                  const pdf = await adminFile(`/admin-api/orders/packing-slips?date=${encodeURIComponent(date)}`);
                  window.open(URL.createObjectURL(pdf), '_blank');
                  return t('admin.slips.opened');
                })
              }
            >
              {t('admin.slips.open')}
            </Button>
          )}
        </div>
      </Form>
      <ActionMessage message={message} />
      <AnswerView answer={orders}>
        {(data) => (
          <>
            <div className="card-head">
              <p className="count" role="status">
                {data.totalIsLowerBound
                  ? t('admin.orders.countMore', { count: data.total })
                  : t('admin.orders.count', { count: data.total })}
              </p>
              <Button
                className="button"
                isDisabled={selectedOrders(data.items).length === 0}
                onPress={() => setShipping(selectedOrders(data.items))}
              >
                {t('admin.orders.shipSelected', { count: selectedOrders(data.items).length })}
              </Button>
            </div>
            <Modal
              isDismissable
              isOpen={shipping !== null}
              onOpenChange={(open) => !open && setShipping(null)}
              className="modal"
            >
              {shipping && (
                <BulkShipDialog
                  orders={shipping}
                  onSubmit={(body) =>
                    void run(async () => {
                      setShipping(null);
                      const result = await adminApi('post', '/admin-api/orders/bulk-ship', { body });
                      const numberOf = new Map(shipping.map((order) => [order.orderId, order.orderNumber]));
                      return [
                        t('admin.orders.shipped', { count: result.shipped.length }),
                        ...result.refused.map((refusal) =>
                          t('admin.orders.notShipped', {
                            number: numberOf.get(refusal.orderId),
                            reason: codeText(t, refusal.code),
                          }),
                        ),
                      ].join(' ');
                    })
                  }
                />
              )}
            </Modal>
            <div className="table-scroll">
              <Table
                aria-labelledby="orders-title"
                className="table"
                selectionMode="multiple"
                selectedKeys={selected}
                onSelectionChange={setSelected}
              >
                <TableHeader>
                  <SelectionColumn label={t('admin.orders.selectAll')} />
                  <Column isRowHeader>{t('admin.orders.column.number')}</Column>
                  <Column>{t('admin.orders.column.placed')}</Column>
                  <Column>{t('admin.orders.column.customer')}</Column>
                  <Column>{t('admin.orders.status')}</Column>
                  <Column>{t('admin.orders.paymentState')}</Column>
                  <Column>{t('admin.orders.column.total')}</Column>
                  <Column>{t('admin.orders.deliveryDate')}</Column>
                </TableHeader>
                <TableBody items={data.items} renderEmptyState={() => t('admin.orders.empty')}>
                  {(order) => (
                    <Row id={order.orderId}>
                      <SelectionCell />
                      <Cell>
                        <Link href={`/orders/${order.orderId}`} className="link">
                          <bdi dir="ltr">{order.orderNumber}</bdi>
                        </Link>
                      </Cell>
                      <Cell>
                        <time dateTime={order.createdAt}>{date.format(new Date(order.createdAt))}</time>
                      </Cell>
                      <Cell>
                        <bdi>{order.customerName}</bdi>{' '}
                        <span className="muted" dir="ltr">
                          {order.phone}
                        </span>
                      </Cell>
                      <Cell>
                        <span className={`badge badge-${order.status}`}>{t(statusKey(order.status))}</span>
                      </Cell>
                      <Cell>{t(paymentStateKey(order.paymentState))}</Cell>
                      <Cell>
                        <bdi dir="ltr">{formatKd(order.total)}</bdi>
                      </Cell>
                      <Cell>{order.deliveryDate ?? '—'}</Cell>
                    </Row>
                  )}
                </TableBody>
              </Table>
            </div>
            <Pager
              page={page}
              pages={pages}
              onPage={(next) =>
                setCursors((list) =>
                  next < page ? list.slice(0, next) : data.nextCursor ? [...list, data.nextCursor] : list,
                )
              }
            />
          </>
        )}
      </AnswerView>
    </section>
  );
}

/** One carrier for the set, a tracking number for each order. */
function BulkShipDialog({
  orders,
  onSubmit,
}: {
  orders: OrderSummary[];
  onSubmit(body: { orders: { orderId: number; carrier: string; trackingNumber: string }[] }): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog className="dialog">
      <Heading slot="title">{t('admin.orders.shipSelected', { count: orders.length })}</Heading>
      <Form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const carrier = String(data.get('carrier') ?? '').trim();
          onSubmit({
            orders: orders.map((order) => ({
              orderId: order.orderId,
              carrier,
              trackingNumber: String(data.get(`tracking-${order.orderId}`) ?? '').trim(),
            })),
          });
        }}
      >
        <TextInputField name="carrier" isRequired autoFocus label={t('admin.order.carrier')} />
        {orders.map((order) => (
          <TextInputField
            key={order.orderId}
            name={`tracking-${order.orderId}`}
            isRequired
            label={t('admin.orders.trackingOf', { number: order.orderNumber })}
            dir="ltr"
          />
        ))}
        <DialogActions submit={t('admin.orders.shipSelected', { count: orders.length })} />
      </Form>
    </Dialog>
  );
}
