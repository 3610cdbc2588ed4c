/** Catalogue: categories, products, variations, prices and stock. */
export { createCatalogueRepository } from './catalogue.repository.ts';
export { createCatalogueService, type CatalogueService, type PricedVariation } from './catalogue.service.ts';
export type { ProductNameMatch } from './catalogue-mapping.ts';
export { catalogueRoutes } from './catalogue.routes.ts';
export { listenedCatalogueCache } from './catalogue-changes.ts';
export { normalizeSearchText } from './search-text.ts';
/** Taking and giving back stock inside an order's transaction (orders orchestrates it). */
export { stockLedger, type StockLedger } from './stock-ledger.ts';
