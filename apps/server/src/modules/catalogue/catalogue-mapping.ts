/** Catalogue rows as the repository returns them, turned into the contract types of the API. */
import type {
  Category,
  CategoryRef,
  ProductAttribute,
  ProductSummary,
  SearchResult,
  Variation,
} from '@storefront/contracts';
import type { CatalogueRepository, NameMatchRow, SummaryRow } from './catalogue.repository.ts';
import { localized, type ContentLanguage } from '../../lib/language.ts';

export type CategoryRow = Awaited<ReturnType<CatalogueRepository['listPublishedCategories']>>[number];
export type ProductRow = NonNullable<Awaited<ReturnType<CatalogueRepository['findProduct']>>>['product'];
export type VariationRow = Awaited<ReturnType<CatalogueRepository['listVariations']>>[number];
type UsedValueRow = Awaited<ReturnType<CatalogueRepository['listUsedAttributeValues']>>[number];

/** A product name found by a prefix search, as SPEC §3's search result carries it. */
export type ProductNameMatch = SearchResult['data'][number]['product'];

export function toProductSummary(row: SummaryRow, language: ContentLanguage): ProductSummary {
  return {
    productId: row.id,
    productName: localized(row, 'name', language),
    slug: row.slug,
    picturePath: row.picturePath,
    price: row.price,
    compareAtPrice: row.compareAtPrice,
    brand: row.brand ? { brandId: row.brand.id, name: localized(row.brand, 'name', language) } : null,
    inStock: row.inStock,
  };
}

export function toNameMatch(row: NameMatchRow, language: ContentLanguage): ProductNameMatch {
  return { productId: row.id, productName: localized(row, 'name', language), picturePath: row.picturePath };
}

export function toCategory(row: CategoryRow, language: ContentLanguage): Category {
  return {
    categoryId: row.id,
    parentId: row.parentId,
    slug: row.slug,
    name: localized(row, 'name', language),
    description: localized(row, 'description', language),
    imagePath: row.imagePath,
    sortOrder: row.sortOrder,
  };
}

export function toCategoryRef(row: CategoryRow, language: ContentLanguage): CategoryRef {
  return { categoryId: row.id, slug: row.slug, name: localized(row, 'name', language) };
}

/** A variation costs the product price plus its delta; a sale's compare-at price moves with it. */
export function variationPrice(
  product: Pick<ProductRow, 'price' | 'compareAtPrice'>,
  variation: Pick<VariationRow, 'priceDelta'>,
) {
  return {
    price: product.price + variation.priceDelta,
    compareAtPrice: product.compareAtPrice === null ? null : product.compareAtPrice + variation.priceDelta,
  };
}

export function toVariation(product: ProductRow, row: VariationRow): Variation {
  return {
    variationId: row.id,
    sku: row.sku,
    ...variationPrice(product, row),
    activeQty: row.activeQty,
    isDefault: row.isDefault,
    attributeValueIds: row.attributeValueIds,
  };
}

export function groupAttributes(rows: UsedValueRow[], language: ContentLanguage): ProductAttribute[] {
  const byAttribute = new Map<number, ProductAttribute>();
  for (const { attribute, value } of rows) {
    let group = byAttribute.get(attribute.id);
    if (!group) {
      group = {
        attributeId: attribute.id,
        code: attribute.code,
        name: localized(attribute, 'name', language),
        values: [],
      };
      byAttribute.set(attribute.id, group);
    }
    group.values.push({
      attributeValueId: value.id,
      code: value.code,
      name: localized(value, 'name', language),
      hex: value.hex,
    });
  }
  return [...byAttribute.values()];
}

/** Rows in the order of `ids`, leaving out ids without a row. */
export function inOrderOf<Row extends { id: number }, Out>(
  ids: number[],
  rows: readonly Row[],
  map: (row: Row) => Out,
): Out[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [map(row)] : [];
  });
}
