import type { DatabaseHandle } from '../src/db/client.ts';

/**
 * How many connections to the test's PostgreSQL database are waiting for a lock: how a race test
 * knows the other side has reached the row it holds, and may let it go.
 */
export async function connectionsWaitingForALock(database: DatabaseHandle): Promise<number> {
  const [row] = (
    await database.query(
      `select count(*)::int as waiting from pg_stat_activity
       where wait_event_type = 'Lock' and datname = current_database()`,
    )
  ).rows;
  return Number(row!.waiting);
}
