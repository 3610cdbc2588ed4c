import { useId, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { Category, ProductSummary } from '@storefront/contracts';
import {
  clearedFiltersSearch,
  hasFilters,
  pageCount,
  type ListingParams,
  type ProductListing as ListingData,
} from '../listing-params.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListingFilters } from './listing-filters.tsx';
import { Pagination } from './pagination.tsx';
import { ProductGrid } from './product-grid.tsx';
import { SortSelect } from './sort-select.tsx';

interface ProductListingProps {
  listing: ListingData;
  params: ListingParams;
  /** The search page's category filter; a category page has none. */
  categories?: Category[];
  /** Parameters every filter change keeps (the search keyword). */
  hiddenParams?: Record<string, string>;
  /** What to say when nothing matches and no filter is to blame. */
  emptyMessage: ReactNode;
  renderCardActions?: (product: ProductSummary) => ReactNode;
}

/**
 * A page of products with its filters, sort and paging: the body of the category and search
 * pages. Everything chosen is in the URL.
 */
export function ProductListing({
  listing,
  params,
  categories,
  hiddenParams,
  emptyMessage,
  renderCardActions,
}: ProductListingProps) {
  const { t } = useTranslation();
  const formId = useId();
  const headingId = useId();
  const [searchParams] = useSearchParams();
  const filtered = hasFilters(params);

  return (
    <div className="listing">
      <ListingFilters
        formId={formId}
        params={params}
        brands={listing.brands}
        maxPrice={listing.maxPrice}
        categories={categories}
        hiddenParams={hiddenParams}
      />
      <section className="listing__results" aria-labelledby={headingId}>
        <div className="listing__toolbar">
          <h2 id={headingId} className="listing__count" aria-live="polite">
            {t(listing.totalIsLowerBound ? 'ui.prisma.listing.resultCountAtLeast' : 'ui.prisma.listing.resultCount', {
              count: listing.total,
            })}
          </h2>
          <SortSelect formId={formId} sort={params.sort} />
        </div>
        {listing.products.length > 0 ? (
          <>
            <ProductGrid products={listing.products} renderCardActions={renderCardActions} />
            <Pagination page={params.page} lastPage={pageCount(listing.total)} />
          </>
        ) : (
          <EmptyState
            message={filtered ? t('ui.prisma.listing.noMatchWithFilters') : emptyMessage}
            action={
              filtered ? (
                <Link to={clearedFiltersSearch(searchParams) || '?'} className="button">
                  {t('ui.prisma.listing.clearFilters')}
                </Link>
              ) : undefined
            }
          />
        )}
      </section>
    </div>
  );
}
