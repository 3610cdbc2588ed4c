import type {
  Order,
  OrderHistoryEntry,
  OrderItem,
  OrderList,
  OrderStatus,
  OrderTracking,
  PlacedOrder,
  PlaceOrderBodySchema,
  ReorderResult,
} from '@storefront/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { ContentLanguage } from '../../lib/language.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import type { OrderRow, OrdersRepository } from './orders.repository.ts';
import type { OrderLifecycle } from './order-lifecycle.ts';
import type { OrderPlacement } from './order-placement.ts';
import { isUnpaid, timelineSteps } from './order-status.ts';
import { toHistoryEntry, toOrderAddress, toOrderItem, toOrderSummary } from './order-mapping.ts';
import type { ShippingService } from '../shipping/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import type { PromoRedemption } from '../promotions/index.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import type { createReorder } from './order-reorder.ts';

export interface OrdersDependencies {
  db: Database;
  repository: OrdersRepository;
  lifecycle: OrderLifecycle;
  placement: OrderPlacement;
  shipping: Pick<ShippingService, 'findMethodName' | 'findSlot'>;
  payments: Pick<PaymentsService, 'describeProvider'>;
  promos: Pick<PromoRedemption, 'findCode'>;
  reorder: ReturnType<typeof createReorder>;
  catalogue: Pick<CatalogueService, 'picturePaths'>;
}

/** Another customer's order answers exactly like one that never existed. */
const orderNotFound = (orderId: number) =>
  notFound('ORDER_NOT_FOUND', { en: `Order ${orderId} does not exist.`, ar: `الطلب ${orderId} غير موجود.` });

/** A customer's orders as they read them: owner only, with an overdue unpaid order cancelled before it is shown. */
export function createOrdersService({
  db,
  repository,
  lifecycle,
  placement,
  shipping,
  payments,
  promos,
  reorder,
  catalogue,
}: OrdersDependencies) {
  /** Throws ORDER_NOT_FOUND (404) unless the order is the customer's. */
  async function getOwnOrder(customerId: string, orderId: number): Promise<OrderRow> {
    const order = await repository.findOrder(orderId);
    if (order?.customerId !== customerId) throw orderNotFound(orderId);
    if (!isUnpaid(order.status)) return order;
    // The lazy half of the payment timeout: whoever reads an overdue order sees it released.
    await lifecycle.expireIfOverdue(order);
    return (await repository.findOrder(orderId))!;
  }

  async function toOrder(order: OrderRow, language: ContentLanguage): Promise<Order> {
    const [units, methodName, provider, slot, promoCode] = await Promise.all([
      repository.countUnits([order.id]),
      order.shippingMethodId === null ? null : shipping.findMethodName(order.shippingMethodId, language),
      order.paymentMethodId === null ? null : payments.describeProvider(order.paymentMethodId, language),
      order.deliverySlotId === null ? null : shipping.findSlot(order.deliverySlotId),
      order.promoCodeId === null ? null : promos.findCode(db, order.promoCodeId),
    ]);
    return {
      ...toOrderSummary(order, units.get(order.id) ?? 0),
      subTotal: order.subtotal,
      discount: order.discount,
      shippingAmount: order.shippingFee,
      promoCode,
      shippingMethod: methodName === null ? null : { shippingMethodId: order.shippingMethodId!, name: methodName },
      paymentMethod: provider && {
        paymentMethodId: provider.paymentMethodId,
        name: provider.name,
        kind: provider.kind,
      },
      deliverySlot: slot && {
        deliverySlotId: slot.deliverySlotId,
        date: slot.date,
        startTime: slot.startTime,
        endTime: slot.endTime,
      },
      billingAddress: toOrderAddress(order.billingAddress, language),
      shippingAddress: toOrderAddress(order.shippingAddress, language),
      orderNotes: order.orderNotes,
      paymentDueAt: order.paymentDueAt?.toISOString() ?? null,
    };
  }

  return {
    getOwnOrder,
    toOrder,

    /** See OrderPlacement.placeOrder for what it throws. */
    async placeOrder(
      customerId: string,
      body: z.output<typeof PlaceOrderBodySchema>,
      idempotencyKey: string | undefined,
      language: ContentLanguage,
      placedFrom: string,
    ) {
      const placed = await placement.placeOrder(customerId, body, idempotencyKey, language, placedFrom);
      const answer: PlacedOrder = { order: await toOrder(placed.order, language), payment: placed.payment };
      return { ...answer, replayed: placed.replayed };
    },

    /** Whose order it is, for messages about it; null when there is no such order. */
    async findCustomerId(orderId: number): Promise<string | null> {
      return (await repository.findOrder(orderId))?.customerId ?? null;
    },

    /** An order and its lines in `language` for a message to its customer (no owner check: the server writes it). */
    async findForMessage(
      orderId: number,
      language: ContentLanguage,
    ): Promise<{
      order: Order;
      items: OrderItem[];
      shipment: { carrier: string; trackingNumber: string } | null;
    } | null> {
      const row = await repository.findOrder(orderId);
      if (!row) return null;
      const lines = await repository.listLines(orderId);
      return {
        order: await toOrder(row, language),
        items: lines.map((line) => toOrderItem({ ...line, picturePath: null }, language)),
        shipment:
          row.carrier && row.trackingNumber ? { carrier: row.carrier, trackingNumber: row.trackingNumber } : null,
      };
    },

    async listOrders(customerId: string, page: { skip: number; top: number }): Promise<OrderList> {
      const [rows, count] = await Promise.all([
        repository.listOrders(customerId, page),
        repository.countOrders(customerId),
      ]);
      await Promise.all(rows.filter((row) => isUnpaid(row.status)).map((row) => lifecycle.expireIfOverdue(row)));
      const fresh = await Promise.all(
        rows.map(async (row) => (isUnpaid(row.status) ? (await repository.findOrder(row.id))! : row)),
      );
      const units = await repository.countUnits(fresh.map((row) => row.id));
      return { data: fresh.map((row) => toOrderSummary(row, units.get(row.id) ?? 0)), count };
    },

    async getOrder(customerId: string, orderId: number, language: ContentLanguage): Promise<Order> {
      return toOrder(await getOwnOrder(customerId, orderId), language);
    },

    async listItems(customerId: string, orderId: number, language: ContentLanguage): Promise<OrderItem[]> {
      await getOwnOrder(customerId, orderId);
      const lines = await repository.listLines(orderId);
      const pictures = await catalogue.picturePaths(lines.map((line) => line.productId));
      return lines.map((row) => toOrderItem({ ...row, picturePath: pictures.get(row.productId) ?? null }, language));
    },

    async listHistory(customerId: string, orderId: number): Promise<OrderHistoryEntry[]> {
      await getOwnOrder(customerId, orderId);
      return (await repository.listHistory(orderId)).map(toHistoryEntry);
    },

    /**
     * The happy path of this order with when each step was reached, plus where it left that path (payment failed,
     * cancelled).
     */
    async getTracking(customerId: string, orderId: number): Promise<OrderTracking> {
      const order = await getOwnOrder(customerId, orderId);
      const history = await repository.listHistory(orderId);
      const reachedAt = new Map(history.map((entry) => [entry.toStatus, entry.createdAt.toISOString()]));
      const steps = timelineSteps(history[0]?.toStatus === 'awaiting_payment', new Set(reachedAt.keys()), order.status);
      const slot = order.deliverySlotId === null ? null : await shipping.findSlot(order.deliverySlotId);
      return {
        orderId: order.id,
        orderNumber: order.number,
        status: order.status,
        steps: steps.map((status) => ({
          status,
          reached: reachedAt.has(status),
          current: status === order.status,
          at: reachedAt.get(status) ?? null,
        })),
        deliverySlot: slot && {
          deliverySlotId: slot.deliverySlotId,
          date: slot.date,
          startTime: slot.startTime,
          endTime: slot.endTime,
        },
        shipment:
          order.carrier && order.trackingNumber
            ? { carrier: order.carrier, trackingNumber: order.trackingNumber }
            : null,
      };
    },

    /** Adds what is still available of the order to the cart; see createReorder. */
    async reorder(customerId: string, orderId: number, language: ContentLanguage): Promise<ReorderResult> {
      await getOwnOrder(customerId, orderId);
      return reorder(customerId, await repository.listLines(orderId), language);
    },

    /**
     * Staff move an order on (shipped, delivered, cancelled …): 403 SUPPORT_ONLY for anyone else, 409 for an illegal
     * move.
     */
    async changeStatus(
      caller: AccessClaims | null,
      orderId: number,
      to: OrderStatus,
      note: string | null,
      language: ContentLanguage,
    ): Promise<Order> {
      if (caller?.role !== 'support' || caller.impersonationSessionId)
        throw forbidden('SUPPORT_ONLY', 'Only support staff can do this.');
      let found = false;
      const refund = await lifecycle.withLockedOrder(orderId, (tx, order) => {
        found = true;
        return lifecycle.move(tx, order, to, note);
      });
      if (!found) throw orderNotFound(orderId);
      await lifecycle.sendRefunds([refund], language);
      return toOrder((await repository.findOrder(orderId))!, language);
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
