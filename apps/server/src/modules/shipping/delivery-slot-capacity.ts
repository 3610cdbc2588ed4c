import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * A window's capacity on a day, from the weekly template and the day's exceptions: 0 when the window
 * is withdrawn or the day closed, else the day's override, else the template's for that weekday. `o`
 * is the window (delivery_slot_options) and `day` a date expression.
 */
export const capacityOn = (day: SQL) => sql`
  case when not o.is_active or exists (select 1 from delivery_closed_days c where c.date = ${day}) then 0
  else coalesce(
    (select v.capacity from delivery_capacity_overrides v where v.date = ${day} and v.option_id = o.id),
    o.weekday_capacities[extract(dow from ${day})::int + 1])
  end`;

/**
 * Serialises whatever derives dated slots from the template (topping slots up, staff edits), so a
 * slot is never made from a template that an edit committing meanwhile has changed. Inside a transaction.
 */
export const lockSlotTemplate = (tx: Database) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('shipping:delivery-slot-template'))`);

/**
 * Makes sure every offered window has a dated slot on each of the `days` days from `fromDate`
 * (YYYY-MM-DD), at its capacity that day; existing slots keep theirs (unique date × window). Call it
 * holding lockSlotTemplate.
 */
export async function insertMissingSlots(tx: Database, fromDate: string, days: number): Promise<void> {
  await tx.execute(sql`
    insert into delivery_slots (option_id, date, capacity)
    select o.id, day.date, ${capacityOn(sql`day.date`)}
    from delivery_slot_options o
    cross join (select ${fromDate}::date + n as date from generate_series(0, ${days - 1}) as n) as day
    where o.is_active
    on conflict (date, option_id) do nothing`);
}
