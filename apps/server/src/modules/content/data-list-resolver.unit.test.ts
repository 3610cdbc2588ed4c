import { describe, expect, it } from 'vitest';
import type { Category, ProductSummary } from '@storefront/contracts';
import { resolveDataLists } from './data-list-resolver.ts';
import type { CatalogueReader } from './catalogue-reader.ts';

type Lists = Parameters<typeof resolveDataLists>[0];
type Items = Parameters<typeof resolveDataLists>[1];

const aList = (id: number, kind: Lists[number]['kind']): Lists[number] => ({
  id,
  kind,
  slug: `list-${id}`,
  groupId: 1,
  titleEn: `List ${id}`,
  titleAr: `قائمة ${id}`,
  sortOrder: id,
  isActive: true,
});
const anItem = (dataListId: number, fields: Partial<Items[number]>): Items[number] => ({
  id: 0,
  dataListId,
  productId: null,
  categoryId: null,
  imagePath: null,
  link: null,
  titleEn: null,
  titleAr: null,
  sortOrder: 0,
  isActive: true,
  ...fields,
});
const aProduct = (productId: number): ProductSummary => ({
  productId,
  productName: `P${productId}`,
  slug: `p-${productId}`,
  picturePath: null,
  price: 1000,
  compareAtPrice: null,
  brand: null,
  inStock: true,
});
const aCategory = (categoryId: number): Category => ({
  categoryId,
  parentId: null,
  slug: `c-${categoryId}`,
  name: `C${categoryId}`,
  description: '',
  imagePath: null,
  sortOrder: 0,
});

/** A catalogue that knows products and categories 1–9 and records what it was asked. */
function recordingCatalogue() {
  const calls: { method: string; ids: number[] }[] = [];
  const known = (ids: number[]) => ids.filter((id) => id < 10);
  const catalogue: CatalogueReader = {
    async findProductSummaries(ids) {
      calls.push({ method: 'products', ids });
      return known(ids).map(aProduct);
    },
    async findCategories(ids) {
      calls.push({ method: 'categories', ids });
      return known(ids).map(aCategory);
    },
  };
  return { catalogue, calls };
}

describe('resolving data lists', () => {
  it('asks the catalogue once per kind for all lists together, never for ids of another kind', async () => {
    const { catalogue, calls } = recordingCatalogue();
    const lists = [aList(1, 'products'), aList(2, 'products'), aList(3, 'categories'), aList(4, 'images')];
    const items = [
      anItem(1, { productId: 3 }),
      anItem(1, { productId: 1 }),
      anItem(2, { productId: 1 }),
      anItem(2, { productId: 2 }),
      anItem(3, { categoryId: 5 }),
      anItem(4, {
        imagePath: '/banner.svg',
        categoryId: 8,
        link: '/categories/8',
        titleEn: 'Sale',
        titleAr: 'تخفيضات',
      }),
    ];
    const resolved = await resolveDataLists(lists, items, catalogue, 'ar');
    expect(calls).toEqual([
      { method: 'products', ids: [3, 1, 2] },
      { method: 'categories', ids: [5] },
    ]);
    expect(resolved.map((list) => [list.kind, list.title])).toEqual([
      ['products', 'قائمة 1'],
      ['products', 'قائمة 2'],
      ['categories', 'قائمة 3'],
      ['images', 'قائمة 4'],
    ]);
    expect(resolved[3]!.items).toEqual([{ imagePath: '/banner.svg', link: '/categories/8', title: 'تخفيضات' }]);
  });

  it('keeps the stored order and leaves out what the catalogue does not return', async () => {
    const { catalogue } = recordingCatalogue();
    const items = [anItem(1, { productId: 4 }), anItem(1, { productId: 42 }), anItem(1, { productId: 2 })];
    const [list] = await resolveDataLists([aList(1, 'products')], items, catalogue, 'en');
    expect(list!.items.map((item) => ('productId' in item ? item.productId : null))).toEqual([4, 2]);
  });

  it('does not call the catalogue for lists without catalogue items', async () => {
    const { catalogue, calls } = recordingCatalogue();
    const [list] = await resolveDataLists([aList(1, 'products')], [], catalogue, 'en');
    expect(list!.items).toEqual([]);
    expect(calls).toEqual([]);
  });
});
