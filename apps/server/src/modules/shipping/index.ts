/** Shipping: shipping methods, their fees and delivery slots. */
export { createShippingRepository } from './shipping.repository.ts';
export { createShippingService, type ShippingService } from './shipping.service.ts';
export { shippingRoutes } from './shipping.routes.ts';
