import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { buildTestApp } from '../../../test/helper.ts';
import { CONTENT_POLL_MS, openPublishedContent } from './content-store.ts';
import { contentVersions } from './theme-versions.schema.ts';

// The published theme each process holds follows a publish made elsewhere even when change notices
// cannot be heard (the listening connection lost, or a pooler that does not pass LISTEN on): it then
// asks for the latest version every CONTENT_POLL_MS. The database is real; only hearing is taken away.

const { database } = await buildTestApp();
const { db } = database;
const themeFile = path.join(inject('databaseTemplate').dataDir, 'theme.json');

/** A listen that reports whether notices are heard, and never delivers one. */
const hearing = (heard: boolean) => ({
  db,
  listen: (_channel: string, _onNotice: () => void, onListening: (listening: boolean) => void) => {
    onListening(heard);
    return async () => {};
  },
});

async function publishElsewhere(color: string): Promise<number> {
  const [latest] = await db.select().from(contentVersions).orderBy(desc(contentVersions.version)).limit(1);
  const version = latest!.version + 1;
  await db
    .insert(contentVersions)
    .values({ ...latest!, version, theme: { ...latest!.theme, color }, publishedAt: new Date() });
  return version;
}

const fail = (error: Error) => {
  throw error;
};

describe('the published theme held in memory', () => {
  it('while notices can be heard, waits for them instead of asking', async () => {
    const content = await openPublishedContent(hearing(true), themeFile, fail);
    try {
      const before = content.version();
      await publishElsewhere('#224466');
      await new Promise((resolve) => setTimeout(resolve, CONTENT_POLL_MS * 2.5));
      expect(content.version()).toBe(before);
    } finally {
      content.stop();
    }
  });

  it('while notices cannot be heard, asks every second and picks up a publish made elsewhere', async () => {
    const content = await openPublishedContent(hearing(false), themeFile, fail);
    try {
      const version = await publishElsewhere('#663322');
      await expect.poll(() => content.version(), { timeout: CONTENT_POLL_MS * 5, interval: 100 }).toBe(version);
      expect(content.get().color).toBe('#663322');
    } finally {
      content.stop();
    }
  });
});
