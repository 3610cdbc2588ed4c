import type { Database } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { ContentLanguage } from '../../lib/language.ts';
import { normalizeSearchText } from '../catalogue/index.ts';
import type { AuditActor, AuditTrail } from '../audit/index.ts';
import type { ShippingService } from '../shipping/index.ts';
import { GatewayUnavailableError, type PaymentsService } from '../payments/index.ts';
import type { PromoRedemption } from '../promotions/index.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import { createOrdersRepository, type OrderRow } from './orders.repository.ts';
import type { OrderAdminRepository, AdminOrderFilter, OrderCursor } from './order-admin.repository.ts';
import type { OrderLifecycle } from './order-lifecycle.ts';
import { assertTransition, canTransition, isUnpaid } from './order-status.ts';
import { customerOfOrder, toOrderAddress, toOrderItem } from './order-mapping.ts';
import type { PackingSlip } from './invoice/packing-slips-pdf.ts';
import {
  ADMIN_ORDER_COUNT_LIMIT,
  type AdminOrder,
  type AdminOrderList,
  type AdminOrderListQuery,
  type AdminOrderSummary,
  type OrderFilterOptions,
  type RefundBody,
} from './order-admin.contract.ts';
import { shopDayStart } from '../../lib/shop-day.ts';

export interface OrderAdminDependencies {
  db: Database;
  repository: OrderAdminRepository;
  lifecycle: OrderLifecycle;
  audit: AuditTrail;
  describeStaff(ids: string[]): Promise<Map<string, AuditActor>>;
  shipping: Pick<ShippingService, 'findMethodName' | 'findSlot' | 'listSlotIdsOn' | 'listMethods'>;
  payments: Pick<
    PaymentsService,
    'describeProvider' | 'listAttemptsOfOrder' | 'findOpenRequestOfOrder' | 'cancelAtGateway' | 'listProviders'
  >;
  promos: Pick<PromoRedemption, 'findCode'>;
  catalogue: Pick<CatalogueService, 'picturePaths'>;
}

type Action = AdminOrder['actions'][number];

/** Search words shorter than this cannot use the trigram index, which would read every order. */
const MIN_SEARCH_LENGTH = 3;
const OTHER_ORDERS = 20;
/** A delivery day's orders are bounded by its slots' capacity: far more than this means a wrong day, not work. */
export const MAX_PACKING_SLIPS = 1_000;

const orderNotFound = (orderId: number) => notFound('ORDER_NOT_FOUND', `Order ${orderId} does not exist.`);
const outOfOrder = (message: string) => conflict('FULFILMENT_STEP_OUT_OF_ORDER', message);

const encodeCursor = (cursor: OrderCursor) => Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');
function decodeCursor(text: string): OrderCursor {
  const [createdAt, id] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (!createdAt || !/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(createdAt) || !/^\d{1,10}$/.test(id ?? ''))
    throw badRequest('VALIDATION_FAILED', 'This page cursor is not valid.', [
      { field: 'after', message: 'Not a cursor' },
    ]);
  return { createdAt, id: Number(id) };
}

/** What staff may do with the order now: the status machine's moves in fulfilment order. */
export function actionsOf(order: OrderRow): Action[] {
  const actions: Action[] = [];
  if (order.status === 'paid' || (order.status === 'processing' && !order.confirmedAt)) actions.push('confirm');
  if (order.status === 'processing' && order.confirmedAt && !order.packedAt) actions.push('pack');
  if (order.status === 'processing' && order.confirmedAt) actions.push('ship');
  if (order.status === 'shipped') actions.push('deliver');
  if (canTransition(order.status, 'cancelled')) actions.push('cancel');
  if (order.paymentState === 'paid' || order.paymentState === 'partially_refunded') actions.push('refund');
  return actions;
}

/** What the audit trail keeps of an order before and after a staff move. */
const auditView = (order: OrderRow) => ({
  status: order.status,
  paymentState: order.paymentState,
  refundedAmount: order.refundedAmount,
  confirmedAt: order.confirmedAt,
  packedAt: order.packedAt,
  carrier: order.carrier,
  trackingNumber: order.trackingNumber,
});

/**
 * The back office's orders: lists at a million orders, the order page, and staff moves through the
 * status machine (order-lifecycle.ts), each in one transaction with the order locked, recorded in
 * its history with who made it and in the audit trail.
 */
export function createOrderAdmin(deps: OrderAdminDependencies) {
  const { db, repository, lifecycle, audit, shipping, payments } = deps;

  /** Names of payment and shipping methods and slot days, each asked once per answer. */
  function namers(language: ContentLanguage) {
    const memo = <T>(load: (id: number) => Promise<T>) => {
      const seen = new Map<number, Promise<T>>();
      return (id: number | null) => {
        if (id === null) return Promise.resolve(null);
        if (!seen.has(id)) seen.set(id, load(id));
        return seen.get(id)!;
      };
    };
    return {
      payment: memo(async (id) => (await payments.describeProvider(id, language))?.name ?? null),
      shipping: memo((id) => shipping.findMethodName(id, language)),
      slot: memo((id) => shipping.findSlot(id)),
    };
  }

  async function toSummaries(rows: OrderRow[], language: ContentLanguage): Promise<AdminOrderSummary[]> {
    const names = namers(language);
    const units = await createOrdersRepository(db).countUnits(rows.map((row) => row.id));
    return Promise.all(
      rows.map(async (row) => ({
        orderId: row.id,
        orderNumber: row.number,
        status: row.status,
        paymentState: row.paymentState,
        createdAt: row.createdAt.toISOString(),
        ...customerOfOrder(row.billingAddress, language),
        total: row.total,
        itemCount: units.get(row.id) ?? 0,
        paymentMethod: await names.payment(row.paymentMethodId),
        shippingMethod: await names.shipping(row.shippingMethodId),
        deliveryDate: (await names.slot(row.deliverySlotId))?.date ?? null,
      })),
    );
  }

  async function filterOf(query: AdminOrderListQuery): Promise<AdminOrderFilter> {
    const words = query.q ? normalizeSearchText(query.q).split(' ').filter(Boolean) : [];
    if (query.q && !words.some((word) => word.length >= MIN_SEARCH_LENGTH))
      throw badRequest('VALIDATION_FAILED', `Type at least ${MIN_SEARCH_LENGTH} letters or digits to search.`, [
        { field: 'q', message: `At least ${MIN_SEARCH_LENGTH} characters` },
      ]);
    return {
      status: query.status,
      paymentState: query.paymentState,
      paymentMethodId: query.paymentMethodId,
      shippingMethodId: query.shippingMethodId,
      deliverySlotIds: query.deliveryDate ? await shipping.listSlotIdsOn(query.deliveryDate) : undefined,
      placedFrom: query.from ? shopDayStart(query.from) : undefined,
      placedBefore: query.to ? shopDayStart(query.to, 1) : undefined,
      words: words.length > 0 ? words : undefined,
    };
  }

  async function getRow(orderId: number): Promise<OrderRow> {
    const order = await createOrdersRepository(db).findOrder(orderId);
    if (!order) throw orderNotFound(orderId);
    return order;
  }

  /**
   * Runs a staff move on the locked order and audits it (before and after) in the same transaction; answers what
   * `work` returned. ORDER_NOT_FOUND (404) when there is no such order.
   */
  async function staffMove<T>(
    staffId: string,
    orderId: number,
    action: string,
    work: (tx: Database, order: OrderRow) => Promise<T>,
  ): Promise<T> {
    let found = false;
    const result = await lifecycle.withLockedOrder(orderId, async (tx, order) => {
      found = true;
      const answer = await work(tx, order);
      const after = (await createOrdersRepository(tx).findOrder(orderId))!;
      await audit.record(tx, {
        actorStaffId: staffId,
        action,
        entityType: 'order',
        entityId: String(orderId),
        before: auditView(order),
        after: auditView(after),
      });
      return answer;
    });
    if (!found) throw orderNotFound(orderId);
    return result as T;
  }

  /** Ships the locked order: it must be processing and confirmed. */
  async function ship(
    tx: Database,
    order: OrderRow,
    staffId: string,
    shipment: { carrier: string; trackingNumber: string },
  ) {
    assertTransition(order.status, 'shipped');
    if (!order.confirmedAt) throw outOfOrder('Confirm the order before shipping it.');
    await createOrdersRepository(tx).updateFulfilment(order.id, shipment);
    await lifecycle.move(tx, order, 'shipped', `${shipment.carrier} ${shipment.trackingNumber}`, 'cancelled', staffId);
  }

  const service = {
    async listOrders(query: AdminOrderListQuery, language: ContentLanguage): Promise<AdminOrderList> {
      const filter = await filterOf(query);
      const after = query.after ? decodeCursor(query.after) : null;
      const [rows, counted] = await Promise.all([
        repository.listOrders(filter, after, query.pageSize + 1),
        repository.countOrders(filter, ADMIN_ORDER_COUNT_LIMIT),
      ]);
      const page = rows.slice(0, query.pageSize);
      const last = page.at(-1);
      return {
        items: await toSummaries(page, language),
        nextCursor:
          rows.length > query.pageSize && last ? encodeCursor({ createdAt: last.cursorAt, id: last.id }) : null,
        total: Math.min(counted, ADMIN_ORDER_COUNT_LIMIT),
        totalIsLowerBound: counted > ADMIN_ORDER_COUNT_LIMIT,
      };
    },

    async filterOptions(language: ContentLanguage): Promise<OrderFilterOptions> {
      const [providers, methods] = await Promise.all([
        payments.listProviders(language),
        shipping.listMethods(language),
      ]);
      return {
        paymentMethods: providers.map((provider) => ({ id: provider.paymentMethodId, name: provider.name })),
        shippingMethods: methods.map((method) => ({ id: method.shippingMethodId, name: method.name })),
      };
    },

    /** The order page: everything staff need to fulfil it. ORDER_NOT_FOUND (404). */
    async getOrder(orderId: number, language: ContentLanguage): Promise<AdminOrder> {
      const order = await getRow(orderId);
      const orders = createOrdersRepository(db);
      const [[summary], lines, history, notes, refunds, attempts, others, slot, promoCode] = await Promise.all([
        toSummaries([order], language),
        orders.listLines(orderId),
        orders.listHistory(orderId),
        orders.listStaffNotes(orderId),
        orders.listRefunds(orderId),
        payments.listAttemptsOfOrder(orderId),
        repository.listOtherOrders(order.customerId, orderId, OTHER_ORDERS),
        order.deliverySlotId === null ? null : shipping.findSlot(order.deliverySlotId),
        order.promoCodeId === null ? null : deps.promos.findCode(db, order.promoCodeId),
      ]);
      const pictures = await deps.catalogue.picturePaths(lines.map((line) => line.productId));
      const staffIds = [
        order.confirmedBy,
        order.packedBy,
        ...history.map((row) => row.staffId),
        ...notes.map((row) => row.staffId),
        ...refunds.map((row) => row.staffId),
      ].filter((id): id is string => id !== null);
      const staff = await deps.describeStaff([...new Set(staffIds)]);
      const by = (id: string | null) =>
        id === null ? null : { staffId: id, name: staff.get(id)?.name ?? staff.get(id)?.email ?? '' };
      const refundedUnits = new Map<number, number>();
      for (const refund of refunds)
        if (refund.orderLineId !== null)
          refundedUnits.set(refund.orderLineId, (refundedUnits.get(refund.orderLineId) ?? 0) + refund.quantity);
      return {
        ...summary!,
        customerId: order.customerId,
        currency: order.currency,
        subTotal: order.subtotal,
        discount: order.discount,
        shippingAmount: order.shippingFee,
        refundedAmount: order.refundedAmount,
        promoCode,
        deliverySlot: slot && { date: slot.date, startTime: slot.startTime, endTime: slot.endTime },
        billingAddress: toOrderAddress(order.billingAddress, language),
        shippingAddress: toOrderAddress(order.shippingAddress, language),
        orderNotes: order.orderNotes,
        confirmed: order.confirmedAt && { at: order.confirmedAt.toISOString(), by: by(order.confirmedBy) },
        packed: order.packedAt && { at: order.packedAt.toISOString(), by: by(order.packedBy) },
        shipment:
          order.carrier && order.trackingNumber
            ? { carrier: order.carrier, trackingNumber: order.trackingNumber }
            : null,
        lines: lines.map((line) => ({
          ...toOrderItem({ ...line, picturePath: pictures.get(line.productId) ?? null }, language),
          refundedQuantity: refundedUnits.get(line.id) ?? 0,
        })),
        payments: attempts.map((attempt) => ({
          reference: attempt.reference,
          gateway: attempt.gateway,
          gatewayReference: attempt.gatewayTransactionId,
          amount: attempt.amount,
          status: attempt.status,
          failureReason: attempt.failureReason,
          createdAt: attempt.createdAt.toISOString(),
          completedAt: attempt.completedAt?.toISOString() ?? null,
          refunds: attempt.refunds.map((refund) => ({
            reference: refund.reference,
            amount: refund.amount,
            status: refund.status,
            gatewayRefundId: refund.gatewayRefundId,
            reason: refund.reason,
            createdAt: refund.createdAt.toISOString(),
          })),
        })),
        refunds: refunds.map((refund) => ({
          amount: refund.amount,
          orderLineId: refund.orderLineId,
          quantity: refund.quantity,
          reason: refund.reason,
          by: by(refund.staffId),
          createdAt: refund.createdAt.toISOString(),
        })),
        history: history.map((row) => ({
          fromStatus: row.fromStatus,
          toStatus: row.toStatus,
          note: row.note,
          by: by(row.staffId),
          at: row.createdAt.toISOString(),
        })),
        staffNotes: notes.map((note) => ({ body: note.body, by: by(note.staffId), at: note.createdAt.toISOString() })),
        otherOrders: others.map((other) => ({
          orderId: other.id,
          orderNumber: other.number,
          status: other.status,
          total: other.total,
          createdAt: other.createdAt.toISOString(),
        })),
        actions: actionsOf(order),
      };
    },

    /**
     * The packing slips of a delivery day's orders that are not cancelled, by delivery window then order number,
     * read in a few queries whatever their count. 422 TOO_MANY_PACKING_SLIPS when the day holds more than
     * MAX_PACKING_SLIPS orders (cancelled ones count: none past the cap is ever left out unsaid).
     */
    async packingSlips(date: string, language: ContentLanguage): Promise<PackingSlip[]> {
      const filter = { deliverySlotIds: await shipping.listSlotIdsOn(date) };
      const rows = await repository.listOrders(filter, null, MAX_PACKING_SLIPS + 1);
      if (rows.length > MAX_PACKING_SLIPS)
        throw new AppError(422, 'TOO_MANY_PACKING_SLIPS', `More than ${MAX_PACKING_SLIPS} orders to pack on ${date}.`);
      const toPack = rows.filter((row) => row.status !== 'cancelled');
      const names = namers(language);
      const lines = await createOrdersRepository(db).listLinesOf(toPack.map((row) => row.id));
      const slips = await Promise.all(
        toPack.map(async (row) => {
          const slot = await names.slot(row.deliverySlotId);
          return {
            orderNumber: row.number,
            shippingMethod: await names.shipping(row.shippingMethodId),
            deliverySlot: slot && { date: slot.date, startTime: slot.startTime, endTime: slot.endTime },
            shippingAddress: toOrderAddress(row.shippingAddress, language),
            orderNotes: row.orderNotes,
            lines: (lines.get(row.id) ?? []).map((line) => {
              const { productName, sku, quantity } = toOrderItem({ ...line, picturePath: null }, language);
              return { productName, sku, quantity };
            }),
          };
        }),
      );
      const window = (slip: PackingSlip) => slip.deliverySlot?.startTime ?? '';
      return slips.toSorted((a, b) => window(a).localeCompare(window(b)) || a.orderNumber.localeCompare(b.orderNumber));
    },

    /**
     * Confirms an order: a paid one moves to processing; a cash-on-delivery one (placed in processing) is marked
     * confirmed. 409 FULFILMENT_STEP_OUT_OF_ORDER when it was confirmed already, ILLEGAL_STATUS_TRANSITION otherwise.
     */
    async confirm(staffId: string, orderId: number): Promise<void> {
      await staffMove(staffId, orderId, 'order.confirm', async (tx, order) => {
        if (order.status === 'processing' && order.confirmedAt) throw outOfOrder('This order is confirmed already.');
        if (order.status !== 'processing')
          await lifecycle.move(tx, order, 'processing', 'Confirmed.', 'cancelled', staffId);
        await createOrdersRepository(tx).updateFulfilment(order.id, { confirmedAt: new Date(), confirmedBy: staffId });
      });
    },

    /** Marks a confirmed order packed. 409 FULFILMENT_STEP_OUT_OF_ORDER before it is confirmed or once packed. */
    async pack(staffId: string, orderId: number): Promise<void> {
      await staffMove(staffId, orderId, 'order.pack', async (tx, order) => {
        if (order.status !== 'processing' || !order.confirmedAt)
          throw outOfOrder('Only a confirmed order that has not shipped can be packed.');
        if (order.packedAt) throw outOfOrder('This order is packed already.');
        await createOrdersRepository(tx).updateFulfilment(order.id, { packedAt: new Date(), packedBy: staffId });
      });
    },

    /** Ships a confirmed order with its carrier and tracking number, which the shopper's tracking page shows. */
    async ship(staffId: string, orderId: number, shipment: { carrier: string; trackingNumber: string }) {
      await staffMove(staffId, orderId, 'order.ship', (tx, order) => ship(tx, order, staffId, shipment));
    },

    async deliver(staffId: string, orderId: number): Promise<void> {
      await staffMove(staffId, orderId, 'order.deliver', (tx, order) =>
        lifecycle.move(tx, order, 'delivered', 'Delivered.', 'cancelled', staffId),
      );
    },

    /**
     * Cancels an order: gives back its stock, delivery-slot place and promo use, and refunds what was paid, in one
     * transaction (order-lifecycle.ts's move). An unpaid online order's payment is voided at its gateway first, as
     * the payment timeout does, so a payment the shopper finished meanwhile is counted (and then refunded) rather
     * than lost. 502 PAYMENT_GATEWAY_UNAVAILABLE when that gateway does not answer: nothing is cancelled.
     */
    async cancel(staffId: string, orderId: number, reason: string, language: ContentLanguage): Promise<void> {
      const order = await getRow(orderId);
      if (isUnpaid(order.status)) {
        const open = await payments.findOpenRequestOfOrder(orderId);
        if (open) {
          let outcome;
          try {
            outcome = await payments.cancelAtGateway(open);
          } catch (error) {
            if (!(error instanceof GatewayUnavailableError)) throw error;
            throw new AppError(
              502,
              'PAYMENT_GATEWAY_UNAVAILABLE',
              'The payment service is not answering, so the payment cannot be voided yet. Try again in a moment.',
            );
          }
          if (outcome?.status === 'paid') await lifecycle.applyPaymentOutcome(open, outcome);
        }
      }
      const claim = await staffMove(staffId, orderId, 'order.cancel', (tx, locked) =>
        lifecycle.move(tx, locked, 'cancelled', reason, 'cancelled', staffId),
      );
      await lifecycle.sendRefunds([claim], language);
    },

    /**
     * Refunds what is left of the order, or units of its lines (each at its price as charged, less its share of the
     * order's discount), recorded with who and why and sent to the payment's gateway. 404 ORDER_LINE_NOT_FOUND, 409
     * REFUND_EXCEEDS_LINE beyond a line's units, REFUND_EXCEEDS_PAYMENT beyond what was paid, NOTHING_TO_REFUND.
     */
    async refund(staffId: string, orderId: number, body: RefundBody, language: ContentLanguage): Promise<void> {
      const claim = await staffMove(staffId, orderId, 'order.refund', async (tx, order) => {
        if ('whole' in body) {
          const left = order.total - order.refundedAmount;
          if (left <= 0) throw conflict('NOTHING_TO_REFUND', 'This order is refunded in full already.');
          return lifecycle.recordRefund(tx, order, { amount: left, reason: body.reason, staffId, lines: [] });
        }
        const orders = createOrdersRepository(tx);
        const lines = new Map((await orders.listLines(orderId)).map((line) => [line.id, line]));
        const refunded = new Map<number, number>();
        for (const row of await orders.listRefunds(orderId))
          if (row.orderLineId !== null)
            refunded.set(row.orderLineId, (refunded.get(row.orderLineId) ?? 0) + row.quantity);
        const refundLines = body.lines.map(({ orderLineId, quantity }) => {
          const line = lines.get(orderLineId);
          if (!line) throw notFound('ORDER_LINE_NOT_FOUND', `Line ${orderLineId} is not a line of this order.`);
          refunded.set(orderLineId, (refunded.get(orderLineId) ?? 0) + quantity);
          if (refunded.get(orderLineId)! > line.quantity)
            throw conflict('REFUND_EXCEEDS_LINE', `More units of ${line.productName} than were ordered.`);
          // The line's share of the order's discount comes off, so refunds by line never exceed what was paid for it.
          const paidForGoods = order.subtotal > 0 ? (order.subtotal - order.discount) / order.subtotal : 0;
          const amount = Math.floor(((line.lineTotal * quantity) / line.quantity) * paidForGoods);
          return { orderLineId, quantity, amount };
        });
        const amount = refundLines.reduce((sum, line) => sum + line.amount, 0);
        if (amount <= 0)
          throw conflict('NOTHING_TO_REFUND', 'These units cost nothing, so there is nothing to refund.');
        return lifecycle.recordRefund(tx, order, { amount, reason: body.reason, staffId, lines: refundLines });
      });
      await lifecycle.sendRefunds([claim], language);
    },

    /** A customer's latest 50 orders, newest first (the back office's customer page). */
    async listCustomerOrders(customerId: string) {
      return (await repository.listOtherOrders(customerId, 0, 50)).map((row) => ({
        orderId: row.id,
        orderNumber: row.number,
        status: row.status,
        total: row.total,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** A staff note on the order (never shown to the shopper), audited. */
    async addNote(staffId: string, orderId: number, body: string): Promise<void> {
      await staffMove(staffId, orderId, 'order.note', async (tx, order) => {
        await createOrdersRepository(tx).insertStaffNote(order.id, staffId, body);
      });
    },

    /**
     * Ships each listed order in its own transaction: the ones that could not ship (not confirmed, cancelled …) are
     * answered with why, the others ship.
     */
    async bulkShip(staffId: string, shipments: { orderId: number; carrier: string; trackingNumber: string }[]) {
      const shipped: number[] = [];
      const refused: { orderId: number; code: string; message: string }[] = [];
      for (const { orderId, ...shipment } of shipments) {
        try {
          await service.ship(staffId, orderId, shipment);
          shipped.push(orderId);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          refused.push({ orderId, code: error.code, message: error.message });
        }
      }
      return { shipped, refused };
    },
  };
  return service;
}
export type OrderAdmin = ReturnType<typeof createOrderAdmin>;
