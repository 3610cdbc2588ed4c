import type { OfflinePaymentProvider } from './payment-provider.ts';

/** Cash on delivery: the order is confirmed at once and the courier collects the money. */
export const cashOnDelivery: OfflinePaymentProvider = { online: false };
