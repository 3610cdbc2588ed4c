import { z } from 'zod';

// What the back office sends and receives for delivery slots (delivery-slots.admin.routes.ts). Days
// are Kuwait calendar days (YYYY-MM-DD), times Kuwait clock times (HH:MM); weekdays count from Sunday.

/** More than any van fleet delivers in one window: a typo, not a plan. */
const MAX_CAPACITY = 10_000;
/** A window may close for booking up to a week before it starts. */
const MAX_CUTOFF_MINUTES = 7 * 24 * 60;

const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:MM');
const Capacity = z.number().int().min(0).max(MAX_CAPACITY);
export const DaySchema = z.iso.date('Expected a date as YYYY-MM-DD');

const WeeklyFields = {
  /** Deliveries per dated slot, Sunday to Saturday; 0: the window is not offered that weekday. */
  weekdayCapacities: z.array(Capacity).length(7),
  /** The window closes for booking this many minutes before it starts. */
  cutoffMinutes: z.number().int().min(0).max(MAX_CUTOFF_MINUTES),
};

export const DeliveryWindowSchema = z.object({
  optionId: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  ...WeeklyFields,
});
export type DeliveryWindow = z.infer<typeof DeliveryWindowSchema>;

export const NewWindowBodySchema = z
  .object({ startTime: ClockTime, endTime: ClockTime, ...WeeklyFields })
  .refine((body) => body.startTime < body.endTime, { path: ['endTime'], message: 'Must be after the start' });
export type NewWindowBody = z.infer<typeof NewWindowBodySchema>;

export const WindowBodySchema = z.object(WeeklyFields);
export type WindowBody = z.infer<typeof WindowBodySchema>;

export const CalendarQuerySchema = z.object({ from: DaySchema.optional() });

export const CalendarSlotSchema = z.object({
  optionId: z.number().int(),
  /** Deliveries the slot takes that day (0: not offered). */
  capacity: z.number().int(),
  booked: z.number().int(),
  /** The capacity is the day's exception, not the weekly template's. */
  isOverride: z.boolean(),
});

export const CalendarDaySchema = z.object({
  date: z.string(),
  /** A closed day (holiday) with the note staff gave. */
  closed: z.object({ note: z.string() }).nullable(),
  slots: z.array(CalendarSlotSchema),
});
export type CalendarDay = z.infer<typeof CalendarDaySchema>;

/** A week of days × windows: every window still offered, and withdrawn ones that have bookings that week. */
export const CalendarSchema = z.object({
  from: z.string(),
  today: z.string(),
  windows: z.array(z.object({ optionId: z.number().int(), startTime: z.string(), endTime: z.string() })),
  days: z.array(CalendarDaySchema),
});
export type Calendar = z.infer<typeof CalendarSchema>;

export const CloseDayBodySchema = z.object({ note: z.string().trim().max(200).default('') });
export const CapacityBodySchema = z.object({ capacity: Capacity });
