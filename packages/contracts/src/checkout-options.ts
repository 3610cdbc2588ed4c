import { z } from 'zod';
import { MoneySchema } from './catalogue.ts';

// What a shopper chooses from at checkout (SPEC §7 "Payments and shipping", "delivery"):
// shipping methods, delivery slots and payment providers, with names in the caller's language.

export const ShippingMethodSchema = z.object({
  shippingMethodId: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** Thousandths of KD, before the free-shipping threshold. */
  fee: MoneySchema,
  /** Goods (after discount) from this amount on ship free; null: never free. */
  freeOver: MoneySchema.nullable(),
  /** Working days until delivery. */
  estimatedDays: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type ShippingMethod = z.infer<typeof ShippingMethodSchema>;

/** `HH:MM`, Kuwait time. */
const ClockTimeSchema = z.string().regex(/^\d{2}:\d{2}$/);

const DeliveryWindowSchema = z.object({
  optionId: z.number().int(),
  startTime: ClockTimeSchema,
  endTime: ClockTimeSchema,
});

/** A delivery window of the weekly template ("delivery-slot-options"). */
export const DeliverySlotOptionSchema = DeliveryWindowSchema.extend({
  /** Deliveries each dated slot of this window takes, by weekday from Sunday; 0: not offered that weekday. */
  weekdayCapacities: z.array(z.number().int()).length(7),
  /** The window closes for booking this many minutes before it starts. */
  cutoffMinutes: z.number().int(),
});
export type DeliverySlotOption = z.infer<typeof DeliverySlotOptionSchema>;

/** A dated slot of a window, with the places left now. */
export const DeliverySlotSchema = DeliveryWindowSchema.extend({
  deliverySlotId: z.number().int(),
  /** `YYYY-MM-DD`, Kuwait time. */
  date: z.string(),
  /** Deliveries this slot takes. */
  capacity: z.number().int(),
  remaining: z.number().int(),
  /** No place left: shown, but cannot be chosen. */
  isFull: z.boolean(),
});
export type DeliverySlot = z.infer<typeof DeliverySlotSchema>;

export const PAYMENT_KINDS = ['cod', 'card', 'bnpl'] as const;

export const PaymentProviderSchema = z.object({
  /** The id the cart and the order call `paymentMethodId`. */
  paymentMethodId: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** cod: cash on delivery; card: a card gateway's hosted page; bnpl: buy now, pay later. */
  kind: z.enum(PAYMENT_KINDS),
  /** Whether placing the order sends the shopper to a payment page. */
  isOnline: z.boolean(),
});
export type PaymentProvider = z.infer<typeof PaymentProviderSchema>;

/** A buy-now-pay-later merchant account, as the checkout shows it (tabby-accounts, tamara-accounts). */
export const BnplAccountSchema = z.object({
  provider: z.string(),
  paymentMethodId: z.number().int(),
  merchantCode: z.string(),
  installments: z.number().int(),
  /** Order totals the provider accepts, inclusive. */
  minAmount: MoneySchema,
  maxAmount: MoneySchema,
  currency: z.string(),
});
export type BnplAccount = z.infer<typeof BnplAccountSchema>;
