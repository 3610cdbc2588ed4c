import type { PriceFormat } from './theme.ts';

/** Money travels and is stored as integer thousandths of the currency unit (KD has 3 decimals). */
export const MONEY_SCALE = 1000;

const DECIMALS: Record<PriceFormat, number> = {
  'standard-format': 2,
  'decimals-format': 3,
  'no-decimal-format': 0,
};

export function priceDecimals(format: PriceFormat | null | undefined): number {
  return DECIMALS[format ?? 'standard-format'] ?? 2;
}

/**
 * SPEC §5: null gives empty output, zero gives "0", otherwise the amount with the decimals of
 * `format` followed by the currency label. `thousandths` is an integer amount in 1/1000 units.
 * Digits stay Latin in every language, as Gulf shops print prices.
 */
export function formatPrice(
  thousandths: number | null | undefined,
  options: { format?: PriceFormat | null; currency: string; locale?: string },
): string {
  if (thousandths === null || thousandths === undefined) return '';
  if (thousandths === 0) return '0';
  const amount = numberFormat(options.locale === 'ar' ? 'ar-u-nu-latn' : 'en-US', priceDecimals(options.format));
  return `${amount.format(thousandths / MONEY_SCALE)} ${options.currency}`;
}

/** Made once per locale and decimals: a listing prints dozens of prices, and making a formatter costs 60× using one. */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(key, format);
  }
  return format;
}

/** The currency label in each language the shop writes in (the storefront's ui.prisma.price.currency). */
const CURRENCY_LABELS: Record<string, string> = { en: 'KD', ar: 'د.ك' };

/**
 * An amount the server writes into a message or a document, in `language` ('en' or 'ar'): KD's
 * three decimals and its label, zero included ("0.000 KD"), where a price tag shows a bare "0"
 * (SPEC §5) that would read too terse in a sentence or on an invoice.
 */
export function formatAmount(thousandths: number, language: string): string {
  const currency = CURRENCY_LABELS[language] ?? CURRENCY_LABELS.en!;
  return thousandths === 0
    ? `${(0).toFixed(priceDecimals('decimals-format'))} ${currency}`
    : formatPrice(thousandths, { format: 'decimals-format', currency, locale: language });
}
