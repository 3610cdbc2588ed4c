/** Catalogue: categories, products, variations, prices and stock. */
export { createCatalogueRepository } from './catalogue.repository.ts';
export {
  createCatalogueService,
  productNotFound,
  type CatalogueService,
  type PricedVariation,
} from './catalogue.service.ts';
export type { ProductNameMatch } from './catalogue-mapping.ts';
export { catalogueRoutes } from './catalogue.routes.ts';
/** The back office's products: list, editor, duplicate, archive, bulk actions (products.admin.routes.ts). */
export { createProductAdmin, type ProductAdmin } from './product-admin.service.ts';
export { createProductAdminRepository } from './product-admin.repository.ts';
export { productsAdminRoutes } from './products.admin.routes.ts';
export { listenedCatalogueCache, CATALOGUE_CHANGED_CHANNEL } from './catalogue-changes.ts';
export { normalizeSearchText } from './search-text.ts';
/** Taking and giving back stock inside an order's transaction (orders orchestrates it). */
export { stockLedger, type StockLedger } from './stock-ledger.ts';
/** Staff and tools change stock inside their own transaction (README "Stock adjustments"). */
export { adjustStock, type StockAdjustmentInput, type StockAdjustmentResult } from './stock-ledger.ts';
export { STOCK_REASONS, type StockReason } from './catalogue.schema.ts';
export { createStockRepository } from './stock.repository.ts';
export { createStockService, type StockService } from './stock.service.ts';
export { stockAdminRoutes } from './stock.admin.routes.ts';
/** The back office's category tree and brands. */
export { createCategoryBrandAdminRepository } from './category-brand-admin.repository.ts';
export { createCategoryBrandAdmin, type CategoryBrandAdmin } from './category-brand-admin.service.ts';
export { categoriesAdminRoutes } from './categories.admin.routes.ts';
/** Product CSV import (a durable job) and export (ADR 037). */
export { createProductImports, type ProductImports, IMPORT_JOB } from './import/product-import.service.ts';
export { createProductImportRepository } from './import/product-import.repository.ts';
export { productImportRoutes } from './import/product-import.routes.ts';
