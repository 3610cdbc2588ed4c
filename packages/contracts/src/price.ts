import type { PriceFormat } from './theme.ts';

/** Money travels and is stored as integer thousandths of the currency unit (KD has 3 decimals). */
export const MONEY_SCALE = 1000;
const MONEY_DECIMALS = 3;

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
  return `${groupedDecimal(thousandths, priceDecimals(options.format), options.locale === 'ar')} ${options.currency}`;
}

/**
 * `thousandths` / 1000 with `decimals` decimals (rounded half away from zero), digits grouped by
 * threes with commas: exactly what Intl.NumberFormat prints for "en-US" and for Arabic with Latin
 * digits ("ar-u-nu-latn", whose minus sign comes after a left-to-right mark); price.test.ts
 * compares the two. Written out because a browser's first Intl.NumberFormat loads ICU's number
 * data on the main thread: 20–50 ms in Chromium, the longest task of a product page's hydration.
 */
function groupedDecimal(thousandths: number, decimals: number, arabic: boolean): string {
  const divisor = 10 ** (MONEY_DECIMALS - decimals);
  const magnitude = Math.abs(thousandths);
  let units = Math.floor(magnitude / divisor);
  if (2 * (magnitude - units * divisor) >= divisor) units += 1;
  const scale = 10 ** decimals;
  const whole = Math.floor(units / scale)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = decimals > 0 ? `.${(units % scale).toString().padStart(decimals, '0')}` : '';
  const sign = thousandths < 0 ? (arabic ? '\u200E-' : '-') : '';
  return `${sign}${whole}${fraction}`;
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
