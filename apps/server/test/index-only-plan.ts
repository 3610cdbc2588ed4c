import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

/**
 * The plan of `statement` with sequential scans, bitmap scans and sorts forbidden, as text: whether
 * an index can serve a page in its order (the plan then names the index and has no Sort).
 */
export async function planWithIndexesOnly(db: Database, statement: string): Promise<string> {
  const plan = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    return tx.execute(sql.raw(`explain ${statement}`));
  });
  return JSON.stringify((plan as unknown as { rows: unknown[] }).rows);
}
