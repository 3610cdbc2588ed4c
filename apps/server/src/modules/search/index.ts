/** Search: product-name suggestions over the catalogue (OData-style filter). */
export { createSearchService } from './search.service.ts';
export { searchRoutes } from './search.routes.ts';
