/** Orders: checkout (placing an order), payment of orders, the order lifecycle, invoices, reorder. */
export { countUnitsHeldByUnpaidOrders, createOrdersModule } from './orders-module.ts';
export { ordersRoutes } from './orders.routes.ts';
export { orderPaymentsRoutes, resultPageUrlOf } from './order-payments.routes.ts';
export { sweepPaymentTimeouts, PAYMENT_TIMEOUT_JOB } from './payment-timeout-sweeper.ts';
export { createGuestOrdersMerger } from './guest-orders.ts';
