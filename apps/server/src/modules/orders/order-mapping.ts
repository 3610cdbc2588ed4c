import type { Address, OrderAddress, OrderHistoryEntry, OrderItem, OrderSummary } from '@storefront/contracts';
import type { AddressSnapshot } from './orders.schema.ts';
import type { OrderHistoryRow, OrderLineWithPicture, OrderRow } from './orders.repository.ts';
import type { ContentLanguage } from '../../lib/language.ts';

// Rows of the orders module as the API answers them, in the caller's language.

const PLACE_FIELDS = ['countryName', 'stateName', 'areaName'] as const;
const DETAIL_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'block',
  'street',
  'avenue',
  'building',
  'floor',
  'apartment',
  'postalCode',
  'note',
] as const;

/** An address book entry frozen into an order, with its place names in both languages. */
export function snapshotAddress(english: Address, arabic: Address): AddressSnapshot {
  const snapshot: AddressSnapshot = {};
  for (const field of DETAIL_FIELDS) snapshot[field] = english[field];
  for (const field of PLACE_FIELDS) {
    snapshot[`${field}En`] = english[field];
    snapshot[`${field}Ar`] = arabic[field];
  }
  return snapshot;
}

export function toOrderAddress(snapshot: AddressSnapshot | null, language: ContentLanguage): OrderAddress | null {
  if (!snapshot) return null;
  const text = (field: string) =>
    snapshot[field] === null || snapshot[field] === undefined ? null : String(snapshot[field]);
  const place = (field: (typeof PLACE_FIELDS)[number]) => text(`${field}${language === 'ar' ? 'Ar' : 'En'}`);
  return {
    firstName: text('firstName') ?? '',
    lastName: text('lastName') ?? '',
    phone: text('phone') ?? '',
    email: text('email'),
    countryName: place('countryName') ?? '',
    stateName: place('stateName'),
    areaName: place('areaName'),
    block: text('block'),
    street: text('street'),
    avenue: text('avenue'),
    building: text('building'),
    floor: text('floor'),
    apartment: text('apartment'),
    postalCode: text('postalCode'),
    note: text('note') ?? '',
  };
}

/** Who an order is for, as the back office lists it: the billing address's name, phone and e-mail. */
export function customerOfOrder(billingAddress: AddressSnapshot | null, language: ContentLanguage) {
  const address = toOrderAddress(billingAddress, language);
  return {
    customerName: address ? `${address.firstName} ${address.lastName}`.trim() : '',
    phone: address?.phone ?? '',
    email: address?.email ?? null,
  };
}

export const toOrderItem = (row: OrderLineWithPicture, language: ContentLanguage): OrderItem => ({
  orderLineId: row.id,
  productId: row.productId,
  variationId: row.variationId,
  productName: language === 'ar' ? row.productNameAr : row.productName,
  picturePath: row.picturePath,
  sku: row.sku,
  quantity: row.quantity,
  unitPrice: row.unitPrice,
  attributes: row.attributes,
  itemNotes: row.itemNotes,
  discountType: 'amount',
  discountValue: row.discountValue,
  taxable: row.taxable,
  taxPercent: row.taxPercent,
  lineTotal: row.lineTotal,
});

export const toOrderSummary = (row: OrderRow, itemCount: number): OrderSummary => ({
  orderId: row.id,
  orderNumber: row.number,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  currency: row.currency,
  total: row.total,
  itemCount,
});

export const toHistoryEntry = (row: OrderHistoryRow): OrderHistoryEntry => ({
  fromStatus: row.fromStatus,
  toStatus: row.toStatus,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});
