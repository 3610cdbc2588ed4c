/** Orders: checkout (placing an order), payment of orders, the order lifecycle, invoices, reorder. */
export { countUnitsHeldByUnpaidOrders, createOrdersModule, type OrderPurchase } from './orders-module.ts';
export { ordersRoutes } from './orders.routes.ts';
export { orderPaymentsRoutes, resultPageUrlOf } from './order-payments.routes.ts';
export { sweepPaymentTimeouts, PAYMENT_TIMEOUT_JOB } from './payment-timeout-sweeper.ts';
export { PAYMENT_WEBHOOK_JOB } from './order-payments.ts';
export { createGuestOrdersMerger } from './guest-orders.ts';
export { ordersAdminRoutes } from './orders.admin.routes.ts';
