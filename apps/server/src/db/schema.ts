/** Every table, for drizzle-kit and for the typed database handle. Each module owns its own file. */
export * from '../modules/customers/customers.schema.ts';
export * from '../modules/auth/auth.schema.ts';
export * from '../modules/sessions/sessions.schema.ts';
export * from '../modules/messaging/messaging.schema.ts';
export * from '../modules/addresses/addresses.schema.ts';
export * from '../modules/catalogue/catalogue.schema.ts';
export * from '../modules/shipping/shipping.schema.ts';
export * from '../modules/payments/payments.schema.ts';
export * from '../modules/payments/sandbox-gateway/sandbox-gateway.schema.ts';
export * from '../modules/promotions/promotions.schema.ts';
export * from '../modules/cart/cart.schema.ts';
export * from '../modules/wishlist/wishlist.schema.ts';
export * from '../modules/orders/orders.schema.ts';
export * from '../modules/content/content.schema.ts';
export * from '../modules/locale/locale.schema.ts';
export * from '../modules/files/files.schema.ts';
