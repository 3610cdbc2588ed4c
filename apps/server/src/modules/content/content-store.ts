import { readFileSync } from 'node:fs';
import { asc, desc, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { menuItems, menus } from './content.schema.ts';
import { contentVersions } from './theme-versions.schema.ts';
import { readRelease, type ContentRelease, type MenuRelease } from './content-release.ts';
import { parseThemeFile, type ThemeFile } from './theme-file.ts';

/** The channel a publish notifies, with the new version number, when it commits. */
export const CONTENT_PUBLISHED_CHANNEL = 'content_published';
/** While change notices cannot be heard, how often the latest version number is asked for instead. */
export const CONTENT_POLL_MS = 1_000;

export interface PublishedContent {
  /** The published theme (ThemeSource's contract: read on every use, never re-read from the database). */
  get(): ThemeFile;
  release(): ContentRelease;
  version(): number;
  /** Loads the latest version if it is newer than the one held; answers the version held after. */
  refresh(): Promise<number>;
  stop(): void;
}

/**
 * The published theme and menus, held in memory by every process and replaced within a second of a
 * publish anywhere: at once on the publish's NOTIFY, or by asking for the latest version number
 * every second while notices cannot be heard. On a database without versions (the first start,
 * or one from before versions existed) version 1 is made from the theme file and the menu tables.
 */
export async function openPublishedContent(
  database: Pick<DatabaseHandle, 'db' | 'listen'>,
  themeFile: string,
  onError: (error: Error) => void,
): Promise<PublishedContent> {
  const { db } = database;
  await seedFirstVersion(db, themeFile);
  let current = await loadLatest(db);
  let listening = false;

  async function refresh() {
    const [latest] = await db.select({ version: sql<number>`max(${contentVersions.version})` }).from(contentVersions);
    if (latest && latest.version > current.version) {
      const next = await loadLatest(db);
      if (next.version > current.version) current = next;
    }
    return current.version;
  }
  const refreshLogged = () => void refresh().catch((error: unknown) => onError(error as Error));

  const poll = setInterval(() => {
    if (!listening) refreshLogged();
  }, CONTENT_POLL_MS);
  poll.unref();
  const unlisten = database.listen(CONTENT_PUBLISHED_CHANNEL, refreshLogged, (now) => {
    listening = now;
    // Notices sent while nobody listened are lost: catch up once listening again.
    if (now) refreshLogged();
  });

  return {
    get: () => current.release.theme,
    release: () => current.release,
    version: () => current.version,
    refresh,
    stop() {
      clearInterval(poll);
      void unlisten();
    },
  };
}

async function loadLatest(db: Database): Promise<{ version: number; release: ContentRelease }> {
  const [row] = await db.select().from(contentVersions).orderBy(desc(contentVersions.version)).limit(1);
  if (!row) throw new Error('No published content version: the first one is seeded at start.');
  return { version: row.version, release: readRelease(row) };
}

/** Version 1 from the theme file and the menus as the seed (or an older release of the shop) left them. */
async function seedFirstVersion(db: Database, themeFile: string): Promise<void> {
  const [existing] = await db.select({ version: contentVersions.version }).from(contentVersions).limit(1);
  if (existing) return;
  const theme = parseThemeFile(readFileSync(themeFile, 'utf8'), themeFile);
  const menuRows = await db.select().from(menus).orderBy(asc(menus.id));
  const itemRows = await db.select().from(menuItems).orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
  const release: MenuRelease[] = menuRows.map((menu) => ({
    menuId: menu.id,
    nameEn: menu.nameEn,
    nameAr: menu.nameAr,
    items: inTreeOrder(itemRows.filter((item) => item.menuId === menu.id)).map((item) => ({
      id: item.id,
      parentId: item.parentItemId,
      titleEn: item.titleEn,
      titleAr: item.titleAr,
      route: item.route,
      icon: item.icon,
      openInNewTab: item.openInNewTab,
      allowGuestUser: item.allowGuestUser,
    })),
  }));
  // Two processes starting together: one insert wins, the other's is ignored.
  await db
    .insert(contentVersions)
    .values({ version: 1, theme, menus: release })
    .onConflictDoNothing({ target: contentVersions.version });
}

/** Parents before their children, siblings in their order: the order a release lists items in. */
function inTreeOrder<T extends { id: number; parentItemId: number | null }>(items: T[]): T[] {
  const ordered: T[] = [];
  const visit = (parentId: number | null) => {
    for (const item of items.filter((candidate) => candidate.parentItemId === parentId)) {
      ordered.push(item);
      visit(item.id);
    }
  };
  visit(null);
  return ordered;
}

/** Publishing notifies every process (and clears the catalogue's and the pages' caches: they embed the theme). */
export const notifyPublished = (tx: Database, version: number) =>
  tx.execute(
    sql`select pg_notify(${CONTENT_PUBLISHED_CHANNEL}, ${String(version)}), pg_notify('catalogue_changed', '')`,
  );
