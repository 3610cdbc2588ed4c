import { useState, type ReactNode } from 'react';
import {
  Button,
  Cell,
  Column,
  Dialog,
  Form,
  Heading,
  Input,
  Label,
  Link,
  Modal,
  NumberField,
  Radio,
  RadioGroup,
  Row,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminApi, adminFile, type AdminAnswer } from '../api/admin-api.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { useLanguage } from '../shell/language.tsx';
import { useSession } from '../session.tsx';
import { AnswerView } from './answer-view.tsx';
import { ActionMessage, useActionMessage } from './action-message.tsx';
import { formatKd } from './money.ts';
import { useAnswer } from './use-answer.ts';
import { paymentStateKey, statusKey } from './orders-page.tsx';
import { DialogActions } from './dialog-actions.tsx';
import { TextInputField } from './text-input-field.tsx';

type AdminOrder = AdminAnswer<'/admin-api/orders/{id}', 'get'>;
type Action = AdminOrder['actions'][number];
type Address = NonNullable<AdminOrder['shippingAddress']>;

/** The moves that need a few words from staff first, asked in a dialog. */
type DialogAction = 'ship' | 'cancel' | 'refund';
type RefundLines = { orderLineId: number; quantity: number }[];
interface DialogFields {
  carrier?: string;
  trackingNumber?: string;
  reason?: string;
  /** Units to refund by line; none: refund everything left. */
  lines?: RefundLines;
}

/** One order as staff fulfil it: its moves as buttons (dialogs where they need input), then everything about it. */
export function OrderPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { profile } = useSession();
  const id = useParams().id ?? '';
  const [version, setVersion] = useState(0);
  const [dialog, setDialog] = useState<DialogAction | null>(null);
  const { message, run } = useActionMessage(() => setVersion((n) => n + 1));
  const order = useAnswer(`${id}:${version}`, () => adminApi('get', '/admin-api/orders/{id}', { params: { id } }));
  const dateTime = new Intl.DateTimeFormat(language === 'ar' ? 'ar-KW' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const at = (iso: string) => <time dateTime={iso}>{dateTime.format(new Date(iso))}</time>;
  const params = { id };
  const simple = (action: 'confirm' | 'pack' | 'deliver', done: MessageKey) =>
    run(async () => {
      await adminApi('post', `/admin-api/orders/{id}/${action}`, { params, body: {} as never });
      return t(done);
    });

  return (
    <AnswerView answer={order}>
      {(data) => (
        <section aria-labelledby="order-title" className="order-page">
          <div className="card-head">
            <Heading level={1} id="order-title">
              {t('admin.order.title', { number: data.orderNumber })}
            </Heading>
            <span className={`badge badge-${data.status}`}>{t(statusKey(data.status))}</span>
          </div>
          <p>
            {t('admin.orders.paymentState')}: <strong>{t(paymentStateKey(data.paymentState))}</strong> ·{' '}
            {t('admin.orders.column.placed')}: {at(data.createdAt)}
          </p>
          <div className="order-actions" role="group" aria-label={t('admin.order.actions')}>
            {data.actions.map((action: Action) =>
              action === 'confirm' || action === 'pack' || action === 'deliver' ? (
                <Button
                  key={action}
                  className="button"
                  onPress={() => void simple(action, `admin.order.done.${action}` as MessageKey)}
                >
                  {t(`admin.order.action.${action}` as MessageKey)}
                </Button>
              ) : (
                <Button
                  key={action}
                  className={action === 'cancel' ? 'button button-danger' : 'button button-quiet'}
                  onPress={() => setDialog(action)}
                >
                  {t(`admin.order.action.${action}` as MessageKey)}
                </Button>
              ),
            )}
            <Button
              className="button button-quiet"
              onPress={() =>
                void run(async () => {
                  // Opened from the bytes in a new tab: the route wants the staff token, which a link cannot send.
                  window.open(URL.createObjectURL(await adminFile(`/admin-api/orders/${id}/invoice`)), '_blank');
                  return t('admin.order.invoiceOpened');
                })
              }
            >
              {t('admin.order.invoice')}
            </Button>
          </div>
          <ActionMessage message={message} />
          <Modal
            isDismissable
            isOpen={dialog !== null}
            onOpenChange={(open) => !open && setDialog(null)}
            className="modal"
          >
            {dialog && (
              <MoveDialog
                action={dialog}
                total={data.total - data.refundedAmount}
                lines={data.lines}
                onSubmit={(fields) =>
                  run(async () => {
                    setDialog(null);
                    if (dialog === 'ship')
                      await adminApi('post', '/admin-api/orders/{id}/ship', {
                        params,
                        body: { carrier: fields.carrier!, trackingNumber: fields.trackingNumber! },
                      });
                    else if (dialog === 'cancel')
                      await adminApi('post', '/admin-api/orders/{id}/cancel', {
                        params,
                        body: { reason: fields.reason! },
                      });
                    else
                      await adminApi('post', '/admin-api/orders/{id}/refund', {
                        params,
                        body: fields.lines
                          ? { lines: fields.lines, reason: fields.reason! }
                          : { whole: true, reason: fields.reason! },
                      });
                    return t(`admin.order.done.${dialog}` as MessageKey);
                  })
                }
              />
            )}
          </Modal>

          <div className="order-grid">
            <Facts title={t('admin.order.customer')}>
              <AddressLines address={data.billingAddress} />
              {profile?.permissions.includes('customers.read') && (
                <Link className="link" href={`/customers/${data.customerId}`}>
                  {t('admin.order.customerPage')}
                </Link>
              )}
            </Facts>
            <Facts title={t('admin.order.shipTo')}>
              <AddressLines address={data.shippingAddress} />
            </Facts>
            <Facts title={t('admin.order.delivery')}>
              <p>{data.shippingMethod ?? '—'}</p>
              {data.deliverySlot && (
                <p>
                  {data.deliverySlot.date}{' '}
                  <bdi dir="ltr">
                    {data.deliverySlot.startTime}–{data.deliverySlot.endTime}
                  </bdi>
                </p>
              )}
              {data.shipment && (
                <p>
                  {t('admin.order.shipment', {
                    carrier: data.shipment.carrier,
                    trackingNumber: data.shipment.trackingNumber,
                  })}
                </p>
              )}
              {data.confirmed && (
                <p className="muted">
                  {t('admin.order.confirmedBy', { name: data.confirmed.by?.name ?? '' })} {at(data.confirmed.at)}
                </p>
              )}
              {data.packed && (
                <p className="muted">
                  {t('admin.order.packedBy', { name: data.packed.by?.name ?? '' })} {at(data.packed.at)}
                </p>
              )}
            </Facts>
          </div>

          <Heading level={2} id="lines-title">
            {t('admin.order.lines')}
          </Heading>
          <div className="table-scroll">
            <Table aria-labelledby="lines-title" className="table">
              <TableHeader>
                <Column isRowHeader>{t('admin.order.column.product')}</Column>
                <Column>SKU</Column>
                <Column>{t('admin.order.column.quantity')}</Column>
                <Column>{t('admin.order.column.unitPrice')}</Column>
                <Column>{t('admin.order.column.lineTotal')}</Column>
                <Column>{t('admin.order.column.refunded')}</Column>
              </TableHeader>
              <TableBody items={data.lines.map((line) => ({ ...line, id: line.orderLineId }))}>
                {(line) => (
                  <Row>
                    <Cell>
                      <bdi>{line.productName}</bdi>
                    </Cell>
                    <Cell>
                      <code dir="ltr">{line.sku}</code>
                    </Cell>
                    <Cell>{line.quantity}</Cell>
                    <Cell>
                      <bdi dir="ltr">{formatKd(line.unitPrice)}</bdi>
                    </Cell>
                    <Cell>
                      <bdi dir="ltr">{formatKd(line.lineTotal)}</bdi>
                    </Cell>
                    <Cell>{line.refundedQuantity}</Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          </div>
          <dl className="totals">
            <dt>{t('admin.order.subtotal')}</dt>
            <dd dir="ltr">{formatKd(data.subTotal)}</dd>
            <dt>{t('admin.order.discount')}</dt>
            <dd dir="ltr">{formatKd(data.discount)}</dd>
            <dt>{t('admin.order.shipping')}</dt>
            <dd dir="ltr">{formatKd(data.shippingAmount)}</dd>
            <dt>{t('admin.orders.column.total')}</dt>
            <dd dir="ltr">
              <strong>{formatKd(data.total)}</strong>
            </dd>
            <dt>{t('admin.order.refunded')}</dt>
            <dd dir="ltr">{formatKd(data.refundedAmount)}</dd>
          </dl>

          <Heading level={2}>{t('admin.order.payments')}</Heading>
          {data.payments.length === 0 ? (
            <p className="muted">{data.paymentMethod ?? t('admin.order.noPayments')}</p>
          ) : (
            <ul className="plain-list">
              {data.payments.map((payment) => (
                <li key={payment.reference}>
                  <code dir="ltr">{payment.reference}</code> · {payment.gateway} ·{' '}
                  <code dir="ltr">{payment.gatewayReference ?? '—'}</code> ·{' '}
                  <bdi dir="ltr">{formatKd(payment.amount)}</bdi> · {payment.status}{' '}
                  {payment.failureReason && <span className="muted">({payment.failureReason})</span>}
                  {payment.refunds.map((refund) => (
                    <div key={refund.reference} className="muted">
                      {t('admin.order.refundLine', { amount: formatKd(refund.amount), status: refund.status })}{' '}
                      <code dir="ltr">{refund.gatewayRefundId ?? refund.reference}</code> — {refund.reason}
                    </div>
                  ))}
                </li>
              ))}
            </ul>
          )}

          <Heading level={2}>{t('admin.order.history')}</Heading>
          <ol className="plain-list">
            {data.history.map((entry, index) => (
              <li key={index}>
                {at(entry.at)} — {t(statusKey(entry.toStatus))}
                {entry.by ? ` · ${entry.by.name}` : ''}
                {entry.note && <span className="muted"> · {entry.note}</span>}
              </li>
            ))}
          </ol>

          <Heading level={2} id="notes-title">
            {t('admin.order.notes')}
          </Heading>
          {data.orderNotes && <p>{t('admin.order.shopperNote', { note: data.orderNotes })}</p>}
          <ul className="plain-list">
            {data.staffNotes.map((note, index) => (
              <li key={index}>
                {at(note.at)} · {note.by?.name}: {note.body}
              </li>
            ))}
          </ul>
          <Form
            className="form"
            aria-labelledby="notes-title"
            onSubmit={(event) => {
              event.preventDefault();
              const element = event.currentTarget;
              const body = String(new FormData(element).get('body') ?? '').trim();
              void run(async () => {
                await adminApi('post', '/admin-api/orders/{id}/notes', { params, body: { body } });
                element.reset();
                return t('admin.order.done.note');
              });
            }}
          >
            <TextInputField name="body" isRequired label={t('admin.order.addNote')} rows={2} />
            <Button type="submit" className="button button-quiet">
              {t('admin.order.saveNote')}
            </Button>
          </Form>

          <Heading level={2}>{t('admin.order.otherOrders')}</Heading>
          {data.otherOrders.length === 0 ? (
            <p className="muted">{t('admin.order.noOtherOrders')}</p>
          ) : (
            <ul className="plain-list">
              {data.otherOrders.map((other) => (
                <li key={other.orderId}>
                  <Link className="link" href={`/orders/${other.orderId}`}>
                    <bdi dir="ltr">{other.orderNumber}</bdi>
                  </Link>{' '}
                  · {t(statusKey(other.status))} · <bdi dir="ltr">{formatKd(other.total)}</bdi>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </AnswerView>
  );
}

function Facts({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="card">
      <Heading level={2}>{title}</Heading>
      {children}
    </div>
  );
}

function AddressLines({ address }: { address: Address | null }) {
  if (!address) return <p>—</p>;
  const place = [address.areaName, address.block && `${address.block}`, address.street, address.building]
    .filter(Boolean)
    .join('، ');
  return (
    <>
      <p>
        <bdi>
          {address.firstName} {address.lastName}
        </bdi>
      </p>
      <p dir="ltr" className="start-aligned">
        {address.phone}
      </p>
      {address.email && (
        <p dir="ltr" className="start-aligned">
          {address.email}
        </p>
      )}
      <p>
        <bdi>{place}</bdi>
      </p>
    </>
  );
}

/**
 * Asks what a move needs: carrier and tracking number to ship, a reason to cancel or refund, and for a
 * refund whether it is everything left or chosen units of some lines.
 */
function MoveDialog({
  action,
  total,
  lines,
  onSubmit,
}: {
  action: DialogAction;
  total: number;
  lines: AdminOrder['lines'];
  onSubmit(fields: DialogFields): void;
}) {
  const { t } = useTranslation();
  const [refundBy, setRefundBy] = useState<'whole' | 'lines'>('whole');
  const refundable = lines.filter((line) => line.quantity > line.refundedQuantity);
  return (
    <Dialog className="dialog">
      <Heading slot="title">{t(`admin.order.action.${action}` as MessageKey)}</Heading>
      {action === 'cancel' && <p>{t('admin.order.cancelHelp')}</p>}
      <Form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const text = (name: string) => String(data.get(name) ?? '').trim();
          const units = refundable
            .map((line) => ({ orderLineId: line.orderLineId, quantity: Number(data.get(`units-${line.orderLineId}`)) }))
            .filter((line) => line.quantity > 0);
          onSubmit(
            action === 'ship'
              ? { carrier: text('carrier'), trackingNumber: text('trackingNumber') }
              : { reason: text('reason'), ...(action === 'refund' && refundBy === 'lines' && { lines: units }) },
          );
        }}
      >
        {action === 'refund' && (
          <>
            <RadioGroup
              value={refundBy}
              onChange={(value) => setRefundBy(value as 'whole' | 'lines')}
              className="radio-group"
            >
              <Label>{t('admin.order.refundWhat')}</Label>
              <div className="radios">
                <Radio value="whole" className="radio">
                  {t('admin.order.refundAll', { amount: formatKd(total) })}
                </Radio>
                <Radio value="lines" className="radio" isDisabled={refundable.length === 0}>
                  {t('admin.order.refundLines')}
                </Radio>
              </div>
            </RadioGroup>
            {refundBy === 'lines' &&
              refundable.map((line) => (
                <NumberField
                  key={line.orderLineId}
                  name={`units-${line.orderLineId}`}
                  defaultValue={0}
                  minValue={0}
                  maxValue={line.quantity - line.refundedQuantity}
                  className="field"
                >
                  <Label>
                    {t('admin.order.refundUnits', {
                      product: line.productName,
                      left: line.quantity - line.refundedQuantity,
                    })}
                  </Label>
                  <Input />
                </NumberField>
              ))}
          </>
        )}
        {action === 'ship' ? (
          <>
            <TextInputField name="carrier" isRequired autoFocus label={t('admin.order.carrier')} />
            <TextInputField name="trackingNumber" isRequired label={t('admin.order.trackingNumber')} dir="ltr" />
          </>
        ) : (
          <TextInputField name="reason" isRequired autoFocus label={t('admin.order.reason')} />
        )}
        <DialogActions submit={t(`admin.order.confirm.${action}` as MessageKey)} danger={action === 'cancel'} />
      </Form>
    </Dialog>
  );
}
