import type { FastifyBaseLogger } from 'fastify';
import type { ThemeConfig } from '@storefront/contracts';
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
  /** Told of each placed order and status change inside its transaction (the shop's e-mails queue their job). */
  onOrderEvent: OrderEventListener;
}

/** Units of a variation held by unpaid online orders: the cart tells a shopper they are reserved, not sold out. */
export const countUnitsHeldByUnpaidOrders = (db: Database, variationId: number) =>
  createOrdersRepository(db).countHeldUnits(variationId);

/**
 * The orders module's parts, wired: it orchestrates checkout across cart, catalogue stock, promotions, shipping and
 * payments.
 */
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
  onOrderEvent,
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
    orderPayments: createOrderPayments({ repository, lifecycle, payments, log }),
    invoices: createOrderInvoices({ orders, theme }),
  };
}
