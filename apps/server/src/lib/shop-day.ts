/** The shop's time zone: Kuwait, UTC+3 all year (no daylight saving). Its days are the back office's days. */
export const SHOP_TIME_ZONE = 'Asia/Kuwait';
const SHOP_UTC_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 86_400_000;

/** A Kuwait calendar day's (YYYY-MM-DD) first moment, or that of the day `plusDays` later. */
export const shopDayStart = (day: string, plusDays = 0) =>
  new Date(new Date(`${day}T00:00:00+03:00`).getTime() + plusDays * DAY_MS);

/** The Kuwait calendar day (YYYY-MM-DD) of a moment. */
export const shopDayOf = (moment: Date) => new Date(moment.getTime() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);
