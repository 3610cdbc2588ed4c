import { asc, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../lib/database-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { ContentLanguage } from '../../lib/language.ts';
import type { AuditTrail } from '../audit/index.ts';
import type { CatalogueReader } from './catalogue-reader.ts';
import { dataListGroups, dataListItems, dataLists } from './content.schema.ts';

type DataListRow = typeof dataLists.$inferSelect;
type DataListItemRow = typeof dataListItems.$inferSelect;
type DataListKind = DataListRow['kind'];

export interface DataListInput {
  groupId: number | null;
  kind: DataListKind;
  slug: string;
  titleEn: string;
  titleAr: string;
}
export type DataListChanges = Partial<Pick<DataListRow, 'titleEn' | 'titleAr' | 'isActive'>>;

/** What an item names: a product (product rails), a category (featured categories) or a picture (banners). */
export interface DataListItemInput {
  productId?: number | undefined;
  categoryId?: number | undefined;
  imagePath?: string | undefined;
  link?: string | null | undefined;
  titleEn?: string | null | undefined;
  titleAr?: string | null | undefined;
  isActive?: boolean | undefined;
}

const listNotFound = () => notFound('DATA_LIST_NOT_FOUND', 'No such data list.');
const itemNotFound = () => notFound('DATA_LIST_ITEM_NOT_FOUND', 'No such item.');
const invalid = (field: string, message: string) => badRequest('VALIDATION_FAILED', message, [{ field, message }]);

/** The field each kind of list names its item by. */
const ITEM_FIELD = { products: 'productId', categories: 'categoryId', images: 'imagePath' } as const;

/**
 * The back office's home page data lists (permission `content`): lists of a group in their order,
 * switched on and off, and their items added, edited, reordered and removed. Items keep only
 * catalogue ids; the catalogue (`CatalogueReader`) names them and vouches for them. Every write
 * is audited in its transaction and clears kept storefront pages at commit (migration 0017).
 */
export function createDataListsAdmin(deps: {
  db: Database;
  audit: Pick<AuditTrail, 'record'>;
  catalogue: CatalogueReader;
}) {
  const { db, audit, catalogue } = deps;

  const findList = async (tx: Database, id: number) => {
    const [row] = await tx.select().from(dataLists).where(eq(dataLists.id, id));
    return row ?? null;
  };
  const findItem = async (tx: Database, id: number) => {
    const [row] = await tx.select().from(dataListItems).where(eq(dataListItems.id, id));
    return row ?? null;
  };
  const itemsOf = (tx: Database, listId: number) =>
    tx
      .select()
      .from(dataListItems)
      .where(eq(dataListItems.dataListId, listId))
      .orderBy(asc(dataListItems.sortOrder), asc(dataListItems.id));
  const listsOfGroup = (tx: Database, groupId: number | null) =>
    tx
      .select()
      .from(dataLists)
      .where(groupId === null ? isNull(dataLists.groupId) : eq(dataLists.groupId, groupId))
      .orderBy(asc(dataLists.sortOrder), asc(dataLists.id));

  /** Items named in the caller's language; null for what the storefront does not show (unpublished, deleted). */
  async function withLabels(list: DataListRow, items: DataListItemRow[], language: ContentLanguage) {
    const ids = (pick: (item: DataListItemRow) => number | null) =>
      items.map(pick).filter((id): id is number => id !== null);
    const labels = new Map<number, string>();
    if (list.kind === 'products')
      for (const product of await catalogue.findProductSummaries(
        ids((item) => item.productId),
        language,
      ))
        labels.set(product.productId, product.productName);
    if (list.kind === 'categories')
      for (const category of await catalogue.findCategories(
        ids((item) => item.categoryId),
        language,
      ))
        labels.set(category.categoryId, category.name);
    return items.map((item) => {
      const id = list.kind === 'products' ? item.productId : item.categoryId;
      return { ...item, label: id === null ? null : (labels.get(id) ?? null) };
    });
  }

  /** The one field the list's kind needs, checked against the catalogue; the others are cleared. */
  async function itemFields(list: DataListRow, input: DataListItemInput, language: ContentLanguage) {
    const field = ITEM_FIELD[list.kind];
    const given = input[field];
    if (given === undefined) throw invalid(field, `A ${list.kind} list's item needs ${field}.`);
    if (list.kind === 'products' && (await catalogue.findProductSummaries([given as number], language)).length === 0)
      throw invalid('productId', 'No product shown on the storefront has this id.');
    if (list.kind === 'categories' && (await catalogue.findCategories([given as number], language)).length === 0)
      throw invalid('categoryId', 'No category shown on the storefront has this id.');
    return list.kind === 'images'
      ? {
          imagePath: input.imagePath!,
          link: input.link ?? null,
          titleEn: input.titleEn ?? null,
          titleAr: input.titleAr ?? null,
          productId: null,
          categoryId: null,
        }
      : { [field]: given, imagePath: null, link: null, titleEn: null, titleAr: null };
  }

  /** Places rows in the order of `ids`, which must name each of them once. */
  async function reorder(
    tx: Database,
    table: typeof dataLists | typeof dataListItems,
    current: { id: number }[],
    ids: number[],
    field: string,
  ) {
    const known = new Set(current.map((row) => row.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
      throw invalid(field, 'Give every one of its entries once, in the new order.');
    for (const [position, id] of ids.entries())
      await tx.update(table).set({ sortOrder: position }).where(eq(table.id, id));
  }

  return {
    /** Every group and every list (switched off too), each group's lists in display order, with item counts. */
    async listDataLists() {
      const groups = await db.select().from(dataListGroups).orderBy(asc(dataListGroups.id));
      const lists = await db
        .select({
          id: dataLists.id,
          groupId: dataLists.groupId,
          kind: dataLists.kind,
          slug: dataLists.slug,
          titleEn: dataLists.titleEn,
          titleAr: dataLists.titleAr,
          sortOrder: dataLists.sortOrder,
          isActive: dataLists.isActive,
          itemCount: count(dataListItems.id),
        })
        .from(dataLists)
        .leftJoin(dataListItems, eq(dataListItems.dataListId, dataLists.id))
        .groupBy(dataLists.id)
        .orderBy(asc(dataLists.groupId), asc(dataLists.sortOrder), asc(dataLists.id));
      return { groups, lists };
    },

    /** A list and all its items (switched off too), each named in `language`. Throws DATA_LIST_NOT_FOUND (404). */
    async getDataList(id: number, language: ContentLanguage) {
      const list = await findList(db, id);
      if (!list) throw listNotFound();
      return { ...list, items: await withLabels(list, await itemsOf(db, id), language) };
    },

    /** Last in its group. Throws DATA_LIST_GROUP_NOT_FOUND (404), SLUG_TAKEN (409). */
    async createDataList(staffId: string, input: DataListInput) {
      try {
        return await db.transaction(async (tx) => {
          if (input.groupId !== null) {
            const [group] = await tx.select().from(dataListGroups).where(eq(dataListGroups.id, input.groupId));
            if (!group) throw notFound('DATA_LIST_GROUP_NOT_FOUND', 'No such data list group.');
          }
          const siblings = await listsOfGroup(tx, input.groupId);
          const [created] = await tx
            .insert(dataLists)
            .values({ ...input, sortOrder: siblings.length })
            .returning();
          await audit.record(tx, {
            actorStaffId: staffId,
            action: 'data-list.created',
            entityType: 'data-list',
            entityId: String(created!.id),
            after: created,
          });
          return created!;
        });
      } catch (error) {
        if (violatedUniqueConstraint(error) === 'data_lists_slug_unique')
          throw conflict('SLUG_TAKEN', 'Another data list already has this slug.');
        throw error;
      }
    },

    /** Titles and whether the storefront shows it. Throws DATA_LIST_NOT_FOUND (404). */
    updateDataList(staffId: string, id: number, changes: DataListChanges) {
      return db.transaction(async (tx) => {
        const before = await findList(tx, id);
        if (!before) throw listNotFound();
        const [after] = await tx.update(dataLists).set(changes).where(eq(dataLists.id, id)).returning();
        await audit.record(tx, {
          actorStaffId: staffId,
          action: 'data-list.updated',
          entityType: 'data-list',
          entityId: String(id),
          before,
          after,
        });
        return after!;
      });
    },

    /** The group's lists in the order of `listIds` (every one of them once). Throws DATA_LIST_GROUP_NOT_FOUND (404). */
    reorderDataLists(staffId: string, groupId: number, listIds: number[]) {
      return db.transaction(async (tx) => {
        const before = await listsOfGroup(tx, groupId);
        const [group] = await tx.select().from(dataListGroups).where(eq(dataListGroups.id, groupId));
        if (!group) throw notFound('DATA_LIST_GROUP_NOT_FOUND', 'No such data list group.');
        await reorder(tx, dataLists, before, listIds, 'listIds');
        await audit.record(tx, {
          actorStaffId: staffId,
          action: 'data-list-group.reordered',
          entityType: 'data-list-group',
          entityId: String(groupId),
          before: { listIds: before.map((list) => list.id) },
          after: { listIds },
        });
      });
    },

    /**
     * Last in the list. Throws DATA_LIST_NOT_FOUND (404), VALIDATION_FAILED (400) for what the
     * list's kind cannot hold.
     */
    async addItem(staffId: string, listId: number, input: DataListItemInput, language: ContentLanguage) {
      // The catalogue is asked before the transaction: it reads through its own connection.
      const list = await findList(db, listId);
      if (!list) throw listNotFound();
      const fields = await itemFields(list, input, language);
      return db.transaction(async (tx) => {
        const existing = await itemsOf(tx, listId);
        const [created] = await tx
          .insert(dataListItems)
          .values({ ...fields, dataListId: listId, isActive: input.isActive ?? true, sortOrder: existing.length })
          .returning();
        await audit.record(tx, {
          actorStaffId: staffId,
          action: 'data-list-item.created',
          entityType: 'data-list-item',
          entityId: String(created!.id),
          after: created,
        });
        return created!;
      });
    },

    /** Throws DATA_LIST_ITEM_NOT_FOUND (404), VALIDATION_FAILED (400). */
    async updateItem(staffId: string, itemId: number, input: DataListItemInput, language: ContentLanguage) {
      const before = await findItem(db, itemId);
      if (!before) throw itemNotFound();
      const list = (await findList(db, before.dataListId))!;
      const keep = <T>(given: T | undefined, stored: T) => (given === undefined ? stored : given);
      // Only a new product or category is checked against the catalogue: an item whose product
      // left the storefront may still be switched off.
      const fields =
        list.kind === 'images'
          ? {
              imagePath: keep(input.imagePath, before.imagePath),
              link: keep(input.link, before.link),
              titleEn: keep(input.titleEn, before.titleEn),
              titleAr: keep(input.titleAr, before.titleAr),
            }
          : input.productId === undefined && input.categoryId === undefined
            ? {}
            : await itemFields(list, input, language);
      return db.transaction(async (tx) => {
        const [after] = await tx
          .update(dataListItems)
          .set({ ...fields, isActive: input.isActive ?? before.isActive })
          .where(eq(dataListItems.id, itemId))
          .returning();
        await audit.record(tx, {
          actorStaffId: staffId,
          action: 'data-list-item.updated',
          entityType: 'data-list-item',
          entityId: String(itemId),
          before,
          after,
        });
        return after!;
      });
    },

    /** Throws DATA_LIST_ITEM_NOT_FOUND (404). */
    removeItem(staffId: string, itemId: number) {
      return db.transaction(async (tx) => {
        const before = await findItem(tx, itemId);
        if (!before) throw itemNotFound();
        await tx.delete(dataListItems).where(eq(dataListItems.id, itemId));
        await audit.record(tx, {
          actorStaffId: staffId,
          action: 'data-list-item.deleted',
          entityType: 'data-list-item',
          entityId: String(itemId),
          before,
        });
      });
    },

    /** The list's items in the order of `itemIds` (every one of them once). Throws DATA_LIST_NOT_FOUND (404). */
    reorderItems(staffId: string, listId: number, itemIds: number[]) {
      return db.transaction(async (tx) => {
        if (!(await findList(tx, listId))) throw listNotFound();
        const before = await itemsOf(tx, listId);
        await reorder(tx, dataListItems, before, itemIds, 'itemIds');
        await audit.record(tx, {
          actorStaffId: staffId,
          action: 'data-list.reordered',
          entityType: 'data-list',
          entityId: String(listId),
          before: { itemIds: before.map((item) => item.id) },
          after: { itemIds },
        });
      });
    },
  };
}
export type DataListsAdmin = ReturnType<typeof createDataListsAdmin>;
export const DATA_LIST_KINDS = dataLists.kind.enumValues;
