import { AppError } from '../../lib/errors.ts';
import type { ContentLanguage } from '../../lib/language.ts';

/** Why a delivery slot cannot be chosen, in the shopper's language (the checkout shows the message as it is). */
const PROBLEMS = {
  DELIVERY_SLOT_NOT_FOUND: {
    status: 404,
    en: (slotId: number) => `Delivery slot ${slotId} does not exist.`,
    ar: (slotId: number) => `موعد التوصيل ${slotId} غير موجود.`,
  },
  DELIVERY_SLOT_STARTED: {
    status: 400,
    en: () => 'This delivery slot has already started. Choose a later one.',
    ar: () => 'بدأ موعد التوصيل هذا بالفعل. اختر موعدًا لاحقًا.',
  },
  DELIVERY_SLOT_BOOKING_ENDED: {
    status: 400,
    en: () => 'Booking for this delivery slot has closed. Choose a later one.',
    ar: () => 'انتهى الحجز في موعد التوصيل هذا. اختر موعدًا لاحقًا.',
  },
  DELIVERY_SLOT_CLOSED: {
    status: 409,
    en: () => 'There are no deliveries in this slot. Choose another one.',
    ar: () => 'لا توصيل في هذا الموعد. اختر موعدًا آخر.',
  },
  DELIVERY_SLOT_FULL: {
    status: 409,
    en: () => 'This delivery slot is fully booked. Choose another one.',
    ar: () => 'موعد التوصيل هذا محجوز بالكامل. اختر موعدًا آخر.',
  },
} satisfies Record<string, { status: number } & Record<ContentLanguage, (slotId: number) => string>>;

/** The two "too late" problems share the public code DELIVERY_SLOT_PASSED (SPEC §8 codes). */
const PUBLIC_CODE = {
  DELIVERY_SLOT_NOT_FOUND: 'DELIVERY_SLOT_NOT_FOUND',
  DELIVERY_SLOT_STARTED: 'DELIVERY_SLOT_PASSED',
  DELIVERY_SLOT_BOOKING_ENDED: 'DELIVERY_SLOT_PASSED',
  DELIVERY_SLOT_CLOSED: 'DELIVERY_SLOT_CLOSED',
  DELIVERY_SLOT_FULL: 'DELIVERY_SLOT_FULL',
} as const;

export function slotError(problem: keyof typeof PROBLEMS, slotId: number, language: ContentLanguage): AppError {
  const { status, [language]: message } = PROBLEMS[problem];
  return new AppError(status, PUBLIC_CODE[problem], message(slotId));
}
