import type { Category, ProductSummary } from '@storefront/contracts';
import type { ContentLanguage } from '../../lib/language.ts';

/**
 * What content needs of the catalogue to resolve data list items, which store only ids.
 * Both answer in the order of `ids`, skipping ids that are missing or not published.
 */
export interface CatalogueReader {
  findProductSummaries(ids: number[], language: ContentLanguage): Promise<ProductSummary[]>;
  findCategories(ids: number[], language: ContentLanguage): Promise<Category[]>;
}
