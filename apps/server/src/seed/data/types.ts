/**
 * Shapes of the demo-shop seed data. These are what the generators return and what the
 * inserter reads; they are neither database rows nor API contracts. Records refer to one
 * another by stable string `key`s (slugs); the inserter assigns numeric ids and resolves
 * the keys. Names end in `Seed` where a contract type of the same idea exists.
 */
import type { Shape } from './catalogue-taxonomy.ts';

/** Every human-readable text, in both shop languages. */
export interface Localized {
  en: string;
  ar: string;
}

/** Integer thousandths of a Kuwaiti dinar (fils): 12.500 KD is 12500. Never a float. */
export type Money = number;

// ---------------------------------------------------------------- catalogue

export interface CategorySeed {
  /** Stable slug, unique across all categories; used in routes `/categories/{key}`. */
  key: string;
  /** null for a top-level category. The tree is at most three levels deep. */
  parentKey: string | null;
  name: Localized;
  description: Localized;
  /** Order among siblings, starting at 1. */
  sortOrder: number;
}

export interface BrandSeed {
  key: string;
  name: Localized;
}

export type AttributeKey = 'size' | 'colour';

export interface AttributeValueSeed {
  /** Unique within its attribute, e.g. `m`, `eu-42`, `navy`. */
  key: string;
  name: Localized;
  /** `#rrggbb`, colours only. */
  hex?: string;
}

export interface AttributeSeed {
  key: AttributeKey;
  name: Localized;
  values: AttributeValueSeed[];
}

export interface VariationAttributeSeed {
  attributeKey: AttributeKey;
  valueKey: string;
}

export interface VariationSeed {
  /** SKU, unique across the whole catalogue. */
  key: string;
  /** Empty for a product sold in a single variation. */
  attributes: VariationAttributeSeed[];
  /** Added to the product price; 0 for most variations, never negative. */
  priceDelta: Money;
  /** Units on hand; 0 means out of stock. */
  stock: number;
}

export interface ProductSeed {
  /** Unique slug. */
  key: string;
  name: Localized;
  description: Localized;
  brandKey: string;
  /** Leaf category keys, the primary (the one the picture is drawn for) first. */
  categoryKeys: string[];
  price: Money;
  /** Price before a sale, always above `price`; null when not on sale. */
  compareAtPrice: Money | null;
  /** Age of the product; the inserter sets created_at = now - this many days. */
  createdDaysAgo: number;
  /** Products sharing a groupKey are one model in several colours ("grouped products"). */
  groupKey: string | null;
  /** Two `#rrggbb` colours for the drawn picture (see renderProductImageSvg). */
  imageColors: [string, string];
  /** What the picture draws: the kind of product its noun names (noun-shapes.ts). */
  pictureShape: Shape;
  /** At least one. */
  variations: VariationSeed[];
}

export interface Catalogue {
  categories: CategorySeed[];
  brands: BrandSeed[];
  attributes: AttributeSeed[];
  products: ProductSeed[];
}

// ---------------------------------------------------------------- geography

export interface AreaSeed {
  /** Unique within the country. */
  key: string;
  name: Localized;
}

export interface StateSeed {
  /** Unique within the country. */
  key: string;
  name: Localized;
  areas: AreaSeed[];
}

export interface CountrySeed {
  /** ISO 3166-1 alpha-2, lowercase, e.g. `kw`. */
  code: string;
  name: Localized;
  /** International dialling prefix with the plus sign, e.g. `+965`. */
  phoneCode: string;
  states: StateSeed[];
}

// ---------------------------------------------------------------- content

export interface MenuItemSeed {
  /** Unique within the menu. */
  key: string;
  parentKey: string | null;
  title: Localized;
  /** An in-shop path such as `/categories/phones`, or an absolute https URL. */
  route: string;
  /** `group:name`; only `material-outline:*` is rendered, other groups must be ignored. */
  icon: string | null;
  openInNewTab: boolean;
  /** false hides the item (and so its children) from guests. */
  allowGuestUser: boolean;
  /** Order among siblings, starting at 1. */
  sortOrder: number;
}

export interface MenuSeed {
  /** Fixed id: the theme config refers to menus by id (main 53, footers 54–56). */
  id: number;
  /** Internal name, e.g. `main`. */
  name: string;
  /** Heading shown above a footer menu. */
  title: Localized;
  /** Parents always come before their children. */
  items: MenuItemSeed[];
}

export interface StaticPageSeed {
  /** Slug; the page lives at `/pages/{key}`. */
  key: string;
  title: Localized;
  /** Plain text, no HTML; paragraphs separated by a blank line. */
  body: Localized;
}

export interface DataListGroupSeed {
  key: string;
  name: Localized;
}

export type DataListKind = 'images' | 'categories' | 'products';

export interface DataListItemSeed {
  /** kind 'images': key of an image the inserter stores (see bannerImageKey). */
  imageKey?: string;
  /** kind 'categories'. */
  categoryKey?: string;
  /** kind 'products'. */
  productKey?: string;
  /** Where the item leads, e.g. `/categories/phones`. */
  link?: string;
  title?: Localized;
}

export interface DataListSeed {
  key: string;
  kind: DataListKind;
  groupKey: string;
  title: Localized;
  sortOrder: number;
  items: DataListItemSeed[];
}

export type PriceFormat = 'standard-format' | 'decimals-format' | 'no-decimal-format';

/**
 * The operator-edited theme file, before the API resolves Localized fields to the
 * caller's language. Field names follow SPEC §3 exactly.
 */
export interface ThemeConfigSeed {
  main_menu: number;
  logo: string;
  color: string;
  languages: string[];
  footer_menus: number[];
  twitter_url: string;
  facebook_url: string;
  instagram_url: string;
  whatsapp_url: string;
  tiktok_url: string;
  youtube_url: string;
  phone: string;
  mobile: string;
  email: string;
  address: Localized;
  copy_right: Localized;
  overrided_footer_image: string | null;
  metadata_title: Localized;
  metadata_icon: string;
  metadata_description: Localized;
  enforce_checkout_terms: boolean;
  checkout_terms_page: string;
  default_address_country: string;
  keep_out_of_stock_at_end: boolean;
  price_format: PriceFormat;
}

// ---------------------------------------------------------------- commerce

export interface ShippingMethodSeed {
  /** Fixed id; 1 is the default method. */
  id: number;
  key: string;
  name: Localized;
  description: Localized;
  fee: Money;
  /** The fee is waived when the cart sub-total is at least this; null when never. */
  freeOver: Money | null;
  /** Days from order to delivery; 0 means the same day. */
  estimatedDays: { min: number; max: number };
}

export interface DeliverySlotWindowSeed {
  key: string;
  /** Local Kuwait time (UTC+3, no daylight saving), `HH:MM`, 24-hour. */
  start: string;
  end: string;
  /** Orders one slot (one window on one day) accepts. */
  capacity: number;
}

export type PaymentKind = 'cod' | 'card' | 'bnpl';

export interface PaymentProviderSeed {
  key: string;
  name: Localized;
  kind: PaymentKind;
  sortOrder: number;
  /** Payment gateway the provider goes through; null for cash on delivery. */
  gateway: string | null;
  /**
   * Public merchant settings the checkout shows (buy-now-pay-later: merchant code, installments, amount bounds in
   * Money).
   */
  settings?: Record<string, string>;
}

export type PromoKind = 'percent' | 'amount';

export interface PromoCodeSeed {
  /** Upper case, what the shopper types. */
  code: string;
  kind: PromoKind;
  /** kind 'percent': whole percent (10 = 10 %). kind 'amount': Money off. */
  value: number;
  /** Cart sub-total required, Money; 0 for none. */
  minSubtotal: Money;
  /** Relative to the seeding day; negative means it started in the past. */
  startsDaysFromNow: number;
  /** Relative to the seeding day; negative means it has ended; null never ends. */
  endsDaysFromNow: number | null;
  /** Uses across all customers; null for unlimited. */
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
}

export type DemoRole = 'customer' | 'support';

/** A back-office account (staff module); `role` is one of its roles. */
export interface DemoStaffSeed {
  email: string;
  name: string;
  role: 'owner' | 'catalogue-manager' | 'order-manager' | 'support';
  password: string;
}

export interface DemoAddressSeed {
  countryCode: string;
  stateKey: string;
  areaKey: string;
  block: string;
  street: string;
  building: string;
  floor: string | null;
  apartment: string | null;
  note: string | null;
}

export interface DemoAccountSeed {
  key: string;
  role: DemoRole;
  /** A person's name, in whichever script the person uses. */
  displayName: string;
  /** E.164, e.g. `+96550000001`. */
  phone: string;
  email: string;
  /** Plain text demo password; the inserter must hash it. */
  password: string;
  preferredLanguage: 'en' | 'ar';
  address: DemoAddressSeed | null;
}
