/** Shipping: shipping methods, their fees and delivery slots. */
export { createShippingRepository } from './shipping.repository.ts';
export { createShippingService, type ShippingService } from './shipping.service.ts';
export { shippingRoutes } from './shipping.routes.ts';
export { createDeliverySlotAdmin, type DeliverySlotAdmin } from './delivery-slot-admin.service.ts';
export { createDeliverySlotAdminRepository } from './delivery-slot-admin.repository.ts';
export { deliverySlotsAdminRoutes } from './delivery-slots.admin.routes.ts';
/** The back office's shipping methods (shipping-methods.admin.routes.ts). */
export { createShippingMethodAdmin } from './shipping-method-admin.ts';
export { shippingMethodsAdminRoutes } from './shipping-methods.admin.routes.ts';
