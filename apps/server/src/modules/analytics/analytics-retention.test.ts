import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { buildTestApp } from '../../../test/helper.ts';
import { analyticsEvents } from './analytics.schema.ts';

// Events are kept ANALYTICS_RETENTION_DAYS: the recurring analytics.prune job deletes older ones.

const { app, database } = await buildTestApp({
  ANALYTICS_RETENTION_DAYS: '30',
  ANALYTICS_PRUNE_INTERVAL_SECONDS: '1',
  JOBS_POLL_INTERVAL_SECONDS: '0.5',
});
// Ready: the job queue starts with the app.
await app.ready();
const { db } = database;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('analytics retention', () => {
  it('deletes events older than the retention and keeps the rest', async () => {
    const rows = await db
      .insert(analyticsEvents)
      .values(
        [31, 45, 29, 0].map((days) => ({
          name: 'page_view',
          sessionId: 'b'.repeat(32),
          language: 'en',
          occurredAt: daysAgo(days),
        })),
      )
      .returning({ id: analyticsEvents.id, occurredAt: analyticsEvents.occurredAt });
    const kept = async () =>
      (
        await db
          .select({ id: analyticsEvents.id })
          .from(analyticsEvents)
          .where(
            inArray(
              analyticsEvents.id,
              rows.map((row) => row.id),
            ),
          )
      )
        .map((row) => row.id)
        .sort((a, b) => a - b);
    await expect.poll(kept, { timeout: 20_000, interval: 250 }).toEqual([rows[2]!.id, rows[3]!.id]);
  });
});
