import { badRequest, conflict, notFound, type AppError } from '../../lib/errors.ts';
import type { ContentLanguage } from '../../lib/language.ts';

// The back office's refusals about delivery slots, in the staff member's language: they name the day,
// the window and the bookings in the way, so the refusal says what to do.

const dayName = (date: string, language: ContentLanguage) =>
  new Intl.DateTimeFormat(language === 'ar' ? 'ar-KW' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** "3 deliveries are"; Arabic counts its nouns in the forms Intl.PluralRules names. */
function bookingsText(count: number, language: ContentLanguage): string {
  if (language === 'en') return `${count} ${count === 1 ? 'delivery is' : 'deliveries are'}`;
  const form = new Intl.PluralRules('ar').select(count);
  if (form === 'one') return 'حجز واحد';
  if (form === 'two') return 'حجزان';
  return `${count} ${form === 'few' ? 'حجوزات' : form === 'many' ? 'حجزًا' : 'حجز'}`;
}

/** `09:00:00`–`12:00:00` → `09:00–12:00`, isolated left to right so an Arabic sentence keeps its order. */
const windowText = (slot: { startTime: string; endTime: string }) =>
  `\u2066${slot.startTime.slice(0, 5)}–${slot.endTime.slice(0, 5)}\u2069`;

/**
 * DELIVERY_CAPACITY_BELOW_BOOKED (409): a change would leave a coming slot with less capacity than it
 * has bookings (capacity 0: the window or the day would close).
 */
export function belowBooked(
  slot: { date: string; startTime: string; endTime: string; reserved: number; target: number },
  language: ContentLanguage,
): AppError {
  const en =
    slot.target === 0
      ? `Deliveries cannot stop on ${dayName(slot.date, 'en')}, ${windowText(slot)}: ${bookingsText(slot.reserved, 'en')} already booked.`
      : `The capacity of ${dayName(slot.date, 'en')}, ${windowText(slot)} cannot go down to ${slot.target}: ${bookingsText(slot.reserved, 'en')} already booked.`;
  const ar =
    slot.target === 0
      ? `لا يمكن إيقاف التوصيل يوم ${dayName(slot.date, 'ar')}، ${windowText(slot)}: فيه ${bookingsText(slot.reserved, 'ar')} بالفعل.`
      : `لا يمكن خفض سعة يوم ${dayName(slot.date, 'ar')}، ${windowText(slot)} إلى ${slot.target}: فيه ${bookingsText(slot.reserved, 'ar')} بالفعل.`;
  return conflict('DELIVERY_CAPACITY_BELOW_BOOKED', language === 'ar' ? ar : en);
}

export const dayPassed = (date: string) =>
  badRequest('DELIVERY_DAY_PASSED', `${date} has passed: only today and later days can change.`, [
    { field: 'date', message: 'A day that has passed' },
  ]);

export const windowNotFound = (id: number) =>
  notFound('DELIVERY_WINDOW_NOT_FOUND', `Delivery window ${id} does not exist or was withdrawn.`);

export const windowTaken = (startTime: string, endTime: string) =>
  conflict('DELIVERY_WINDOW_TAKEN', `A window from ${startTime} to ${endTime} is already offered.`, [
    { field: 'startTime', message: 'Already offered' },
  ]);
