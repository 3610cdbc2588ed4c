import { MAX_LINE_QUANTITY } from '@storefront/contracts';
import type { PricedVariation } from '../catalogue/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { ContentLanguage } from '../../lib/language.ts';
import { minutesText } from '../../lib/minutes-text.ts';

interface StockShortage {
  productName: string;
  /** Units in stock. */
  available: number;
  /** Units of the line already in the cart, when the request adds to them. */
  inCart: number;
}

const MESSAGES = {
  OUT_OF_STOCK: {
    en: ({ productName }: StockShortage) => `"${productName}" is out of stock.`,
    ar: ({ productName }: StockShortage) => `"${productName}" غير متوفر حاليًا.`,
  },
  NOT_ENOUGH_STOCK: {
    en: ({ productName, available, inCart }: StockShortage) =>
      `Only ${available} of "${productName}" in stock${inCart > 0 ? `, and your cart already has ${inCart}` : ''}.`,
    ar: ({ productName, available, inCart }: StockShortage) =>
      `المتوفر من "${productName}" ${available} فقط${inCart > 0 ? `، وفي سلتك ${inCart} منه بالفعل` : ''}.`,
  },
} satisfies Record<string, Record<ContentLanguage, (shortage: StockShortage) => string>>;

/**
 * 409 OUT_OF_STOCK or NOT_ENOUGH_STOCK on the `quantity` field, naming what is available (and
 * what the cart already holds when the request adds to it), in the caller's language.
 */
export function stockError(
  variation: Pick<PricedVariation, 'productName' | 'activeQty'>,
  inCart: number,
  language: ContentLanguage,
): AppError {
  const shortage = { productName: variation.productName, available: variation.activeQty, inCart };
  const code = shortage.available === 0 ? 'OUT_OF_STOCK' : 'NOT_ENOUGH_STOCK';
  const message = MESSAGES[code][language](shortage);
  return new AppError(409, code, message, [{ field: 'quantity', message }]);
}

const LINE_LIMIT: Record<ContentLanguage, (productName: string, inCart: number) => string> = {
  en: (productName, inCart) =>
    `A cart line holds at most ${MAX_LINE_QUANTITY} units, and your cart already has ${inCart} of "${productName}".`,
  ar: (productName, inCart) =>
    `لا يتسع سطر السلة لأكثر من ${MAX_LINE_QUANTITY} قطعة، وفي سلتك ${inCart} من "${productName}" بالفعل.`,
};

/** 409 LINE_QUANTITY_LIMIT on `quantity`: adding would take the line past MAX_LINE_QUANTITY, which checkout refuses. */
export function lineLimitError(productName: string, inCart: number, language: ContentLanguage): AppError {
  const message = LINE_LIMIT[language](productName, inCart);
  return new AppError(409, 'LINE_QUANTITY_LIMIT', message, [{ field: 'quantity', message }]);
}

const RESERVED: Record<ContentLanguage, (productName: string, minutes: number) => string> = {
  en: (productName, minutes) =>
    `The last units of "${productName}" are reserved by other shoppers who are paying for them. Units they do not pay for come back within ${minutesText(minutes, 'en')}.`,
  ar: (productName, minutes) =>
    `آخر القطع من "${productName}" محجوزة لمتسوقين آخرين يدفعون ثمنها الآن. ما لا يُدفع ثمنه يعود متاحًا خلال ${minutesText(minutes, 'ar')}.`,
};

/**
 * 409 RESERVED_BY_OTHER_SHOPPERS on `quantity`: the units exist but other shoppers' unpaid online
 * orders hold them; unlike OUT_OF_STOCK, trying again later may work.
 */
export function reservedError(productName: string, paymentTimeoutMinutes: number, language: ContentLanguage) {
  const message = RESERVED[language](productName, paymentTimeoutMinutes);
  return new AppError(409, 'RESERVED_BY_OTHER_SHOPPERS', message, [{ field: 'quantity', message }]);
}
