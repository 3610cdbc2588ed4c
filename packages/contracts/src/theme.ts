import { z } from 'zod';
import { DEFAULT_PRIMARY_COLOR } from './color.ts';
import { LangIdSchema } from './locale.ts';
import { FALLBACK_MAIN_MENU_ID } from './theme-rules.ts';

export * from './theme-rules.ts';

export const PriceFormatSchema = z.enum(['standard-format', 'decimals-format', 'no-decimal-format']);
export type PriceFormat = z.infer<typeof PriceFormatSchema>;

const optionalUrl = z.url().nullable().default(null);
const optionalText = z.string().nullable().default(null);

/** Theme configuration as the API serves it, text already resolved for the caller's language (SPEC §3). */
export const ThemeConfigSchema = z.object({
  main_menu: z.number().int().positive().default(FALLBACK_MAIN_MENU_ID),
  logo: optionalText,
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default(DEFAULT_PRIMARY_COLOR),
  languages: z.array(LangIdSchema).min(1),
  footer_menus: z.array(z.number().int().positive()).default([]),
  twitter_url: optionalUrl,
  facebook_url: optionalUrl,
  instagram_url: optionalUrl,
  whatsapp_url: optionalUrl,
  tiktok_url: optionalUrl,
  youtube_url: optionalUrl,
  phone: optionalText,
  mobile: optionalText,
  email: z.email().nullable().default(null),
  address: optionalText,
  copy_right: optionalText,
  overrided_footer_image: optionalText,
  metadata_title: z.string().default('Storefront'),
  metadata_icon: optionalText,
  metadata_description: optionalText,
  enforce_checkout_terms: z.boolean().default(false),
  /** The static page (its slug) that holds the terms the checkout asks the shopper to accept. */
  checkout_terms_page: z.string().min(1).default('terms'),
  /**
   * The shop's own country (ISO 3166 alpha-2): where a new address starts. Not the server's
   * DEFAULT_COUNTRY_CODE, which only preselects the phone sign-in's dialling code (SPEC: eg).
   */
  default_address_country: z
    .string()
    .regex(/^[a-z]{2}$/i)
    .nullable()
    .default(null),
  keep_out_of_stock_at_end: z.boolean().default(false),
  price_format: PriceFormatSchema.default('standard-format'),
});
export type ThemeConfig = z.infer<typeof ThemeConfigSchema>;

/** What a staff preview shows: the unpublished draft, or a published version of the theme and menus. */
export const PreviewTargetSchema = z.union([z.literal('draft'), z.number().int().positive()]);
export type PreviewTarget = z.infer<typeof PreviewTargetSchema>;

/** GET /api/content-preview: what this browser's staff preview shows, or null: what shoppers see. */
export const ContentPreviewSchema = z.object({ target: PreviewTargetSchema.nullable() });
export type ContentPreview = z.infer<typeof ContentPreviewSchema>;
