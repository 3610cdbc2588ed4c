import type { FastifyBaseLogger } from 'fastify';
import type { OrderStatus, ThemeConfig } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import type { ContentLanguage } from '../../lib/language.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { createOrderLifecycle, type OrderEventListener } from './order-lifecycle.ts';
import { createOrderPlacement, type OrderPlacementDependencies } from './order-placement.ts';
import { createStockShortage } from './stock-shortage.ts';
import { createOrderPayments } from './order-payments.ts';
import { createReorder } from './order-reorder.ts';
import { createOrdersService } from './orders.service.ts';
import { createOrderInvoices } from './invoice/order-invoices.ts';
import { stockLedger, type CatalogueService } from '../catalogue/index.ts';
import { promoRedemption } from '../promotions/index.ts';
import type { CartCheckout, CartService } from '../cart/index.ts';
import type { AddressesService } from '../addresses/index.ts';
import type { ShippingService } from '../shipping/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import type { JobQueue } from '../jobs/index.ts';
import type { AuditActor, AuditTrail } from '../audit/index.ts';
import { createOrderAdmin } from './order-admin.service.ts';
import { createOrderAdminRepository } from './order-admin.repository.ts';
import { customerOfOrder } from './order-mapping.ts';

export interface OrdersModuleDependencies {
  db: Database;
  log: FastifyBaseLogger;
  cart: CartService;
  cartCheckout: CartCheckout;
  catalogue: CatalogueService;
  addresses: AddressesService;
  shipping: ShippingService;
  payments: PaymentsService;
  theme(language: ContentLanguage): ThemeConfig;
  paymentTimeoutMinutes: number;
  unpaidOrderLimits: OrderPlacementDependencies['unpaidOrderLimits'];
  /** Runs the module's jobs (webhook events). */
  jobs: JobQueue;
  /** Told of each placed order and status change inside its transaction (the shop's e-mails queue their job). */
  onOrderEvent: OrderEventListener;
  /** Staff moves are audited, and name the staff who made them. */
  audit: AuditTrail;
  describeStaff(ids: string[]): Promise<Map<string, AuditActor>>;
}

/** Units of a variation held by unpaid online orders: the cart tells a shopper they are reserved, not sold out. */
export const countUnitsHeldByUnpaidOrders = (db: Database, variationId: number) =>
  createOrdersRepository(db).countHeldUnits(variationId);

/**
 * The orders module's parts, wired: it orchestrates checkout across cart, catalogue stock, promotions, shipping and
 * payments.
 */
/** What a purchase is made of, for analytics. */
export interface OrderPurchase {
  number: string;
  currency: string;
  total: number;
  shippingFee: number;
  discount: number;
  lines: { productId: number; sku: string; nameEn: string; nameAr: string; quantity: number; unitPrice: number }[];
}

export function createOrdersModule({
  db,
  log,
  cart,
  cartCheckout,
  catalogue,
  addresses,
  shipping,
  payments,
  theme,
  paymentTimeoutMinutes,
  unpaidOrderLimits,
  jobs,
  onOrderEvent,
  audit,
  describeStaff,
}: OrdersModuleDependencies) {
  const repository = createOrdersRepository(db);
  const stockShortage = createStockShortage(paymentTimeoutMinutes);
  const lifecycle = createOrderLifecycle({
    db,
    stock: stockLedger,
    promos: promoRedemption,
    shipping,
    payments,
    log,
    paymentTimeoutMinutes,
    stockShortage,
    onOrderEvent,
  });
  const placement = createOrderPlacement({
    db,
    repository,
    cartCheckout,
    catalogue,
    stock: stockLedger,
    addresses,
    shipping,
    payments,
    promos: promoRedemption,
    checkoutTermsEnforced: () => theme('en').enforce_checkout_terms,
    paymentTimeoutMinutes,
    stockShortage,
    unpaidOrderLimits,
    onOrderEvent,
  });
  const reorder = createReorder({ cart, catalogue });
  const orders = createOrdersService({
    db,
    repository,
    lifecycle,
    placement,
    shipping,
    payments,
    promos: promoRedemption,
    reorder,
    catalogue,
  });
  return {
    orders,
    lifecycle,
    /** Orders placed so far, for the metrics. */
    countPlaced: () => repository.countAll(),
    /** Whether the customer has an order that was not cancelled (first-order-only promo codes). */
    hasOrdered: (customerId: string) => repository.hasOrdered(customerId),
    /** Number, status and customer of these orders, for a promo code's uses. */
    async describeOrders(ids: number[], language: ContentLanguage) {
      const rows = await repository.listByIds(ids);
      return new Map(
        rows.map((row) => [
          row.id,
          { orderNumber: row.number, status: row.status, ...customerOfOrder(row.billingAddress, language) },
        ]),
      );
    },
    /** An order as analytics records its purchase (names in both languages, money in fils), or null. */
    async findPurchase(orderId: number): Promise<OrderPurchase | null> {
      const row = await repository.findOrder(orderId);
      if (!row) return null;
      const lines = await repository.listLines(orderId);
      return {
        number: row.number,
        currency: row.currency,
        total: row.total,
        shippingFee: row.shippingFee,
        discount: row.discount,
        lines: lines.map((line) => ({
          productId: line.productId,
          sku: line.sku,
          nameEn: line.productName,
          nameAr: line.productNameAr,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
        })),
      };
    },
    /** Orders in each of these statuses now, for the back office's dashboard. */
    countByStatus: (statuses: readonly OrderStatus[]) => repository.countByStatus(statuses),
    orderPayments: createOrderPayments({ db, repository, lifecycle, payments, jobs, log }),
    invoices: createOrderInvoices({ orders, theme }),
    orderAdmin: createOrderAdmin({
      db,
      repository: createOrderAdminRepository(db),
      lifecycle,
      audit,
      describeStaff,
      shipping,
      payments,
      promos: promoRedemption,
      catalogue,
    }),
  };
}
