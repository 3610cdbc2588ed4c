import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactMessages, dataListGroups, dataListItems, dataLists, staticPages } from './content.schema.ts';
import type { IdOrSlug } from '../../lib/path-params.ts';

type DataListKind = (typeof dataLists.kind.enumValues)[number];

export function createContentRepository(db: Database) {
  return {
    async findStaticPage(page: IdOrSlug) {
      const [row] = await db
        .select()
        .from(staticPages)
        .where('id' in page ? eq(staticPages.id, page.id) : eq(staticPages.slug, page.slug));
      return row ?? null;
    },

    listStaticPageChanges() {
      return db
        .select({ slug: staticPages.slug, updatedAt: staticPages.updatedAt })
        .from(staticPages)
        .orderBy(asc(staticPages.id));
    },

    async findDataList(id: number) {
      const [row] = await db.select().from(dataLists).where(eq(dataLists.id, id));
      return row ?? null;
    },
    async findDataListGroup(group: IdOrSlug) {
      const [row] = await db
        .select()
        .from(dataListGroups)
        .where('id' in group ? eq(dataListGroups.id, group.id) : eq(dataListGroups.slug, group.slug));
      return row ?? null;
    },
    /** The group's active lists in display order, only those of `kind` when given. */
    listDataListsOfGroup(groupId: number, kind?: DataListKind) {
      return db
        .select()
        .from(dataLists)
        .where(
          and(
            eq(dataLists.groupId, groupId),
            eq(dataLists.isActive, true),
            kind ? eq(dataLists.kind, kind) : undefined,
          ),
        )
        .orderBy(asc(dataLists.sortOrder), asc(dataLists.id));
    },
    /** Active items of several lists in one query, each list's items in display order. */
    async listDataListItems(dataListIds: number[]) {
      if (dataListIds.length === 0) return [];
      return db
        .select()
        .from(dataListItems)
        .where(and(inArray(dataListItems.dataListId, dataListIds), eq(dataListItems.isActive, true)))
        .orderBy(asc(dataListItems.sortOrder), asc(dataListItems.id));
    },

    async insertContactMessage(message: typeof contactMessages.$inferInsert) {
      await db.insert(contactMessages).values(message);
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
