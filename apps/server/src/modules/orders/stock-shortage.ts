import type { Database } from '../../db/client.ts';
import type { AppError } from '../../lib/errors.ts';
import type { ContentLanguage } from '../../lib/language.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { reservedError, stockError } from '../cart/index.ts';

/** A line an order could not take: its variation, the units it needs, the product's name in the caller's language. */
export interface ShortLine {
  variationId: number;
  quantity: number;
  productName: string;
}

/**
 * Why an order cannot take a line's units: out of (or not enough) stock, or, when other shoppers'
 * unpaid online orders hold enough of them, "reserved by other shoppers" (the timeout may free them).
 */
export type StockShortage = (
  db: Database,
  line: ShortLine,
  available: number,
  language: ContentLanguage,
) => Promise<AppError>;

export function createStockShortage(paymentTimeoutMinutes: number): StockShortage {
  return async (db, line, available, language) => {
    const held = await createOrdersRepository(db).countHeldUnits(line.variationId);
    return held > 0 && line.quantity <= available + held
      ? reservedError(line.productName, paymentTimeoutMinutes, language)
      : stockError({ productName: line.productName, activeQty: available }, 0, language);
  };
}
