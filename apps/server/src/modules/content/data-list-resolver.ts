import type { Category, DataList, ProductSummary } from '@storefront/contracts';
import { localized, type ContentLanguage } from '../../lib/language.ts';
import type { CatalogueReader } from './catalogue-reader.ts';
import type { ContentRepository } from './content.repository.ts';

type DataListRow = NonNullable<Awaited<ReturnType<ContentRepository['findDataList']>>>;
type DataListItemRow = Awaited<ReturnType<ContentRepository['listDataListItems']>>[number];

/**
 * Turns list rows and their items into DataLists in the caller's language. Items hold only
 * catalogue ids, so all products of all the lists are fetched in one catalogue call (and all
 * categories in one), whatever the number of lists; items the catalogue no longer shows
 * (unpublished or deleted) are left out, the others keep their order.
 */
export async function resolveDataLists(
  lists: DataListRow[],
  items: DataListItemRow[],
  catalogue: CatalogueReader,
  language: ContentLanguage,
): Promise<DataList[]> {
  const listsWithItems = lists.map((list) => ({
    list,
    listItems: items.filter((item) => item.dataListId === list.id),
  }));
  // Banners also carry the category they advertise; only the ids a list's own kind shows count.
  const idsIn = (kind: DataList['kind'], pick: (item: DataListItemRow) => number | null) => [
    ...new Set(
      listsWithItems
        .flatMap(({ list, listItems }) => (list.kind === kind ? listItems.map(pick) : []))
        .filter((id) => id !== null),
    ),
  ];

  const productIds = idsIn('products', (item) => item.productId);
  const categoryIds = idsIn('categories', (item) => item.categoryId);
  const [products, categories] = await Promise.all([
    productIds.length > 0 ? catalogue.findProductSummaries(productIds, language) : [],
    categoryIds.length > 0 ? catalogue.findCategories(categoryIds, language) : [],
  ]);
  const productById = new Map<number, ProductSummary>(products.map((product) => [product.productId, product]));
  const categoryById = new Map<number, Category>(categories.map((category) => [category.categoryId, category]));

  return listsWithItems.map(({ list, listItems }): DataList => {
    const base = {
      dataListId: list.id,
      slug: list.slug,
      title: localized(list, 'title', language),
      sortOrder: list.sortOrder,
    };
    switch (list.kind) {
      case 'products':
        return { ...base, kind: list.kind, items: pickFound(listItems, (item) => item.productId, productById) };
      case 'categories':
        return { ...base, kind: list.kind, items: pickFound(listItems, (item) => item.categoryId, categoryById) };
      case 'images':
        return {
          ...base,
          kind: list.kind,
          items: listItems.flatMap(({ imagePath, link, ...item }) =>
            imagePath === null ? [] : [{ imagePath, link, title: localized(item, 'title', language) }],
          ),
        };
    }
  });
}

function pickFound<T>(
  items: DataListItemRow[],
  idOf: (item: DataListItemRow) => number | null,
  found: Map<number, T>,
): T[] {
  return items.flatMap((item) => {
    const id = idOf(item);
    const entry = id === null ? undefined : found.get(id);
    return entry === undefined ? [] : [entry];
  });
}
