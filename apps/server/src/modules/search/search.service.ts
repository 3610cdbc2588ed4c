import type { z } from 'zod';
import type { ProductSearchQuerySchema, ProductSuggestQuerySchema, SearchResult } from '@storefront/contracts';
import { type CatalogueService, type ProductNameMatch, normalizeSearchText } from '../catalogue/index.ts';
import { parseProductNameFilter } from './odata-filter.ts';
import type { ContentLanguage } from '../../lib/language.ts';
import { badRequest, fieldProblem } from '../../lib/errors.ts';

type SearchQuery = z.output<typeof ProductSearchQuerySchema>;
type SuggestQuery = z.output<typeof ProductSuggestQuerySchema>;

/** As long as the suggest call's `query` may be. */
const MAX_SEARCH_TEXT = 100;

const invalidFilter = (message: string) => badRequest('INVALID_FILTER', message, [{ field: '$filter', message }]);

/** Text that folds to nothing (spaces, a lone diacritic) would match every product. */
const isBlank = (text: string) => normalizeSearchText(text) === '';

const toSearchResult = (matches: ProductNameMatch[], count: number | null): SearchResult => ({
  data: matches.map((product) => ({ product })),
  count,
});

export function createSearchService(catalogue: Pick<CatalogueService, 'searchByNamePrefix' | 'suggestByNamePrefix'>) {
  return {
    /** GET /query: names starting with the `$filter` text, paged. Throws INVALID_FILTER (400). */
    async query(query: SearchQuery, language: ContentLanguage): Promise<SearchResult> {
      const filter = parseProductNameFilter(query.$filter);
      if (!filter.ok) throw invalidFilter(filter.reason);
      if (isBlank(filter.text)) throw invalidFilter('The search text is empty.');
      if (filter.text.length > MAX_SEARCH_TEXT)
        throw invalidFilter(`The search text may be at most ${MAX_SEARCH_TEXT} characters.`);
      const { matches, count } = await catalogue.searchByNamePrefix(
        filter.text,
        { skip: query.$skip, top: query.$top, count: query.$count },
        language,
      );
      return toSearchResult(matches, count);
    },

    /**
     * GET /web-gw/products/suggest: at most MAX_SUGGESTIONS names (the schema caps pageCount), as
     * `render` writes them; a repeated suggestion is rendered once. Throws EMPTY_SEARCH_TEXT (400).
     */
    async suggest<T>(query: SuggestQuery, language: ContentLanguage, render: (result: SearchResult) => T): Promise<T> {
      if (isBlank(query.query))
        throw fieldProblem(400, 'EMPTY_SEARCH_TEXT', 'query', {
          en: 'Type something to search for.',
          ar: 'اكتب شيئًا للبحث عنه.',
        });
      return catalogue.suggestByNamePrefix(query.query, query.pageCount, query.preferInStock, language, (matches) =>
        render(toSearchResult(matches, null)),
      );
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
