import { z } from 'zod';
import { LangIdSchema } from './locale.ts';

// Storefront analytics (issue 13, ADR 044): the GA4 recommended e-commerce events, with GA4's own
// parameter names and money in KD (GA4's `value` and `price` are currency units, not fils).

/** The events the storefront sends, GA4's names. */
export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'view_item_list',
  'view_item',
  'search',
  'add_to_cart',
  'remove_from_cart',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** GA4's limit per Measurement Protocol request, and so the most one storefront batch holds. */
export const ANALYTICS_MAX_BATCH_EVENTS = 25;
/** The largest collector request body, in bytes. */
export const ANALYTICS_MAX_BODY_BYTES = 32 * 1024;
/** The browser's anonymous session id: 32 hex digits, the shape of a Firebase app instance id. */
export const ANALYTICS_SESSION_ID_PATTERN = /^[0-9a-f]{32}$/;

const text = (max: number) => z.string().max(max);
const kd = z.number().min(0).max(100_000_000);

export const AnalyticsItemSchema = z.object({
  item_id: text(64),
  item_name: text(200).optional(),
  item_variant: text(64).optional(),
  item_list_name: text(100).optional(),
  price: kd.optional(),
  quantity: z.number().int().min(1).max(10_000).optional(),
  index: z.number().int().min(0).max(10_000).optional(),
});
export type AnalyticsItem = z.infer<typeof AnalyticsItemSchema>;

/**
 * The parameters GA4 documents for these events. A `purchase` from a browser only claims the order it
 * names (`transaction_id`) for its session: its money comes from the server's order, never from here.
 * `result_count` is ours: how many products a `search` found.
 */
export const AnalyticsParamsSchema = z.object({
  page_location: text(1000).optional(),
  page_title: text(300).optional(),
  page_referrer: text(1000).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  value: kd.optional(),
  items: z.array(AnalyticsItemSchema).max(50).optional(),
  item_list_id: text(100).optional(),
  item_list_name: text(100).optional(),
  search_term: text(200).optional(),
  result_count: z.number().int().min(0).max(10_000_000).optional(),
  transaction_id: text(64).optional(),
  shipping_tier: text(100).optional(),
  payment_type: text(100).optional(),
  coupon: text(64).optional(),
});
export type AnalyticsParams = z.infer<typeof AnalyticsParamsSchema>;

export const AnalyticsEventSchema = z.object({
  name: z.enum(ANALYTICS_EVENT_NAMES),
  params: AnalyticsParamsSchema.default({}),
  /** How long ago it happened when the batch was sent (a batch waits up to 60 s, SPEC §9). */
  elapsed_ms: z
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60 * 1000)
    .default(0),
});
export type AnalyticsEvent = z.input<typeof AnalyticsEventSchema>;

/** What the storefront posts to the collector: one session's events in one language. */
export const AnalyticsBatchSchema = z.object({
  session_id: z.string().regex(ANALYTICS_SESSION_ID_PATTERN),
  language: LangIdSchema,
  events: z.array(AnalyticsEventSchema).min(1).max(ANALYTICS_MAX_BATCH_EVENTS),
});
export type AnalyticsBatch = z.input<typeof AnalyticsBatchSchema>;
