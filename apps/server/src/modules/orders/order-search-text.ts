import { normalizeSearchText } from '../catalogue/index.ts';
import type { AddressSnapshot } from './orders.schema.ts';

const SEARCHED_FIELDS = ['firstName', 'lastName', 'phone', 'email'] as const;

/**
 * What the back office's order search matches: the number and the names, phones and e-mails of
 * both addresses, folded as the storefront search folds typed text (Arabic alef forms, taa
 * marbuta, diacritics), so "احمد" finds "أحمد". Migration 0013 folds older orders the same way in SQL.
 */
export function orderSearchText(order: {
  number: string;
  billingAddress: AddressSnapshot | null;
  shippingAddress: AddressSnapshot | null;
}): string {
  const parts = [order.number];
  for (const address of [order.billingAddress, order.shippingAddress])
    for (const field of SEARCHED_FIELDS) {
      const value = address?.[field];
      if (value !== null && value !== undefined) parts.push(String(value));
    }
  return normalizeSearchText(parts.join(' '));
}
