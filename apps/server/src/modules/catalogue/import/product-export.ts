import type { Database } from '../../../db/client.ts';
import { statusOf } from '../product-admin.repository.ts';
import {
  CSV_COLUMN_KEYS,
  CSV_HEADER,
  MAX_OPTIONS,
  PATH_SEPARATOR,
  TAG_SEPARATOR,
  csvLine,
  formatKd,
  textToHtml,
  type CsvColumn,
} from './product-csv.ts';
import type { ProductImportRepository } from './product-import.repository.ts';

/** Products read per page: the export holds one page in memory whatever the catalogue's size. */
const EXPORT_PAGE = 200;

type Names = {
  brands: { id: number; nameEn: string; nameAr: string }[];
  categories: { id: number; parentId: number | null; nameEn: string; nameAr: string }[];
  attributes: {
    attribute: { id: number; nameEn: string; nameAr: string };
    value: { id: number; attributeId: number; nameEn: string; nameAr: string } | null;
  }[];
};

/**
 * The catalogue as the import's CSV (Shopify's layout, product-csv.ts), a page of products at a
 * time, in id order: the first row of a product carries its fields, and row n its n-th variation
 * (the default first) and n-th picture. Its categories: the first as Type, the others as Tags,
 * each as its path of names from the top of the tree, so an import rebuilds the same tree.
 */
export async function* writeExport(deps: {
  db: Database;
  repository: ProductImportRepository;
  publicUrl: string;
  loadNames(): Promise<Names>;
  idsAfter(afterId: number, limit: number): Promise<number[]>;
}): AsyncGenerator<string> {
  const names = await deps.loadNames();
  const brands = new Map(names.brands.map((brand) => [brand.id, brand]));
  const categories = new Map(names.categories.map((category) => [category.id, category]));
  const values = new Map(names.attributes.flatMap(({ value }) => (value ? [[value.id, value] as const] : [])));
  const attributes = new Map(names.attributes.map(({ attribute }) => [attribute.id, attribute]));
  const pathOf = (id: number, language: 'nameEn' | 'nameAr') => {
    const levels: string[] = [];
    for (let at = categories.get(id); at; at = at.parentId === null ? undefined : categories.get(at.parentId))
      levels.unshift(at[language]);
    return levels.join(PATH_SEPARATOR);
  };

  yield CSV_HEADER;
  let afterId = 0;
  for (;;) {
    const ids = await deps.idsAfter(afterId, EXPORT_PAGE);
    if (ids.length === 0) return;
    afterId = ids.at(-1)!;
    const page = await deps.repository.exportPage(deps.db, ids);
    let text = '';
    for (const product of page.products) {
      const variations = page.variations.filter((variation) => variation.productId === product.id);
      const images = page.images.filter((image) => image.productId === product.id);
      const categoryIds = page.categories.filter((row) => row.productId === product.id).map((row) => row.categoryId);
      const optionIds = [
        ...new Set(
          variations.flatMap((variation) => variation.attributeValueIds.map((id) => values.get(id)?.attributeId)),
        ),
      ]
        .filter((id): id is number => id !== undefined)
        .sort((a, b) => a - b)
        .slice(0, MAX_OPTIONS);
      const brand = product.brandId === null ? undefined : brands.get(product.brandId);
      const status = statusOf(product);
      const rows = Math.max(variations.length, images.length, 1);
      for (let n = 0; n < rows; n++) {
        const cells: Partial<Record<CsvColumn, string>> = { handle: product.slug };
        if (n === 0)
          Object.assign(cells, {
            title: product.nameEn,
            titleAr: product.nameAr,
            body: textToHtml(product.descriptionEn),
            bodyAr: textToHtml(product.descriptionAr),
            vendor: brand?.nameEn ?? '',
            vendorAr: brand?.nameAr ?? '',
            type: categoryIds[0] === undefined ? '' : pathOf(categoryIds[0], 'nameEn'),
            typeAr: categoryIds[0] === undefined ? '' : pathOf(categoryIds[0], 'nameAr'),
            tags: categoryIds
              .slice(1)
              .map((id) => pathOf(id, 'nameEn'))
              .join(`${TAG_SEPARATOR} `),
            tagsAr: categoryIds
              .slice(1)
              .map((id) => pathOf(id, 'nameAr'))
              .join(`${TAG_SEPARATOR} `),
            published: status === 'published' ? 'TRUE' : 'FALSE',
            status: status === 'published' ? 'active' : status,
            ...Object.fromEntries(
              optionIds.flatMap((id, index) => [
                [`option${index + 1}Name`, attributes.get(id)!.nameEn],
                [`option${index + 1}NameAr`, attributes.get(id)!.nameAr],
              ]),
            ),
          });
        const variation = variations[n];
        if (variation) {
          const price = product.price + variation.priceDelta;
          Object.assign(cells, {
            sku: variation.sku,
            price: formatKd(price),
            compareAt: product.compareAtPrice === null ? '' : formatKd(product.compareAtPrice + variation.priceDelta),
            quantity: String(variation.activeQty),
            barcode: variation.barcode ?? '',
          });
          optionIds.forEach((attributeId, index) => {
            const value = variation.attributeValueIds
              .map((id) => values.get(id))
              .find((candidate) => candidate?.attributeId === attributeId);
            cells[`option${index + 1}Value` as CsvColumn] = value?.nameEn ?? '';
            cells[`option${index + 1}ValueAr` as CsvColumn] = value?.nameAr ?? '';
          });
        }
        const image = images[n];
        if (image)
          Object.assign(cells, {
            imageSrc: image.path.startsWith('/') ? `${deps.publicUrl}${image.path}` : image.path,
            imagePosition: String(n + 1),
            imageAlt: image.altEn,
            imageAltAr: image.altAr,
          });
        text += csvLine(CSV_COLUMN_KEYS.map((column) => cells[column] ?? ''));
      }
    }
    yield text;
  }
}
