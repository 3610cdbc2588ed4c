import { useEffect } from 'react';
import { useTranslation } from '../lib/use-translation.tsx';
import type { Route } from './+types/search';
import { PageHeading } from '../components/page-heading.tsx';
import { listPublishedCategories, loadProductListing } from '../features/catalogue/catalogue-api.server.ts';
import { ProductListing } from '../features/catalogue/components/product-listing.tsx';
import { LISTING_PARAMS, readListingParams } from '../features/catalogue/listing-params.ts';
import { KEYWORD_PARAM } from '../features/search/search-paths.ts';
import { canonicalUrl, publicPageMeta } from '../shell/page-meta.ts';
import { renderProductCardActions } from '../shell/product-actions.tsx';
import { createPageApi } from '../shell/request-language.server.ts';
import { listParams, track } from '../lib/analytics/analytics.ts';
export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary.tsx';
export { sharedPageHeaders as headers } from '../shell/page-meta.ts';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta(matches, loaderData?.seo);

/** SPEC §2 search results: products matching the keyword (all products without one), filtered by the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = await createPageApi(request, context);
  const search = new URL(request.url).searchParams;
  const keyword = search.get(KEYWORD_PARAM)?.trim().slice(0, 100) ?? '';
  const listingParams = readListingParams(search);
  const [listing, categories] = await Promise.all([
    loadProductListing(api, { keyword, categoryId: listingParams.categoryId }, listingParams),
    listPublishedCategories(api),
  ]);
  return {
    keyword,
    listing,
    listingParams,
    categories,
    seo: {
      title: keyword
        ? { key: 'ui.prisma.page.search.titleWithKeyword', values: { keyword } }
        : { key: 'ui.prisma.page.search.title' },
      canonicalUrl: canonicalUrl(request, [KEYWORD_PARAM, LISTING_PARAMS.page]),
      // Result pages are endless and thin: engines follow them to the products but list the products.
      robots: 'noindex, follow',
    },
  };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { keyword, listing, listingParams, categories } = loaderData;
  useEffect(() => {
    if (keyword) track('search', { search_term: keyword.slice(0, 200), result_count: listing.total });
    track('view_item_list', listParams('search', 'Search results', listing.products));
  }, [keyword, listing]);
  return (
    <>
      <PageHeading>
        {keyword ? t('ui.prisma.page.search.titleWithKeyword', { keyword }) : t('ui.prisma.page.search.title')}
      </PageHeading>
      <ProductListing
        listing={listing}
        params={listingParams}
        categories={categories}
        hiddenParams={keyword ? { [KEYWORD_PARAM]: keyword } : {}}
        emptyMessage={keyword ? t('ui.prisma.search.nothingFound', { keyword }) : t('ui.prisma.search.catalogueEmpty')}
        renderCardActions={renderProductCardActions}
      />
    </>
  );
}
