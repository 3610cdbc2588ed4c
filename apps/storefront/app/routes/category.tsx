import { useEffect } from 'react';
import { data, Link } from 'react-router';
import { languageVersionUrl, rasterPicturePath } from '@storefront/contracts';
import { useTranslation } from '../lib/use-translation.tsx';
import type { Route } from './+types/category';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { findCategory, loadProductListing } from '../features/catalogue/catalogue-api.server.ts';
import { ProductListing } from '../features/catalogue/components/product-listing.tsx';
import { hasFilters, LISTING_PARAMS, readListingParams } from '../features/catalogue/listing-params.ts';
import { breadcrumbJsonLd } from '../features/catalogue/structured-data.ts';
import { canonicalUrl, publicPageMeta } from '../shell/page-meta.ts';
import { renderProductCardActions } from '../shell/product-actions.tsx';
import { createPageApi, resolveRequestLanguage } from '../shell/request-language.server.ts';
import { listParams, track } from '../lib/analytics/analytics.ts';
export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary.tsx';
export { sharedPageHeaders as headers } from '../shell/page-meta.ts';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta(matches, loaderData?.seo);

/**
 * A category by the slug the menus link with (its id works too); 404 when it is not shown, or when
 * nothing is filed in or below it (a page with nothing to offer is not a page to land on).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const api = await createPageApi(request, context);
  const category = await findCategory(api, params.categoryKey);
  if (!category) throw data(null, { status: 404 });
  const listingParams = readListingParams(new URL(request.url).searchParams);
  const listing = await loadProductListing(api, { categoryId: category.categoryId }, listingParams);
  if (listing.total === 0 && !hasFilters(listingParams)) throw data(null, { status: 404 });
  const url = canonicalUrl(request, [LISTING_PARAMS.page]);
  const { langId, defaultLangId } = await resolveRequestLanguage(request, context);
  return {
    category,
    listing,
    listingParams,
    seo: {
      title: category.name,
      description: category.description,
      canonicalUrl: url,
      image: category.imagePath && new URL(rasterPicturePath(category.imagePath), url).href,
      jsonLd: [
        breadcrumbJsonLd(
          category.breadcrumbs.map((crumb) => ({
            name: crumb.name,
            url: languageVersionUrl(new URL(`/categories/${crumb.slug}`, url), langId, defaultLangId),
          })),
        ),
      ],
    },
  };
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, listing, listingParams } = loaderData;
  useEffect(() => {
    track('view_item_list', listParams(`category-${category.categoryId}`, category.slug, listing.products));
  }, [category, listing]);
  const parents = category.breadcrumbs.slice(0, -1);
  return (
    <>
      <Breadcrumbs
        crumbs={[
          ...parents.map((crumb) => ({
            label: crumb.name,
            to: `/categories/${crumb.slug}`,
          })),
          { label: category.name, to: null },
        ]}
      />
      <PageHeading>{category.name}</PageHeading>
      {category.description && <p className="page-intro">{category.description}</p>}
      {category.children.length > 0 && (
        <nav className="subcategories" aria-label={t('ui.prisma.category.subcategories')}>
          <ul className="chip-list">
            {category.children.map((child) => (
              <li key={child.categoryId}>
                <Link to={`/categories/${child.slug}`} className="chip">
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ProductListing
        listing={listing}
        params={listingParams}
        emptyMessage={t('ui.prisma.category.empty')}
        renderCardActions={renderProductCardActions}
      />
    </>
  );
}
