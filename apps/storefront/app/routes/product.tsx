import { useEffect } from 'react';
import { data, type ShouldRevalidateFunction } from 'react-router';
import { languageVersionUrl, rasterPicturePath } from '@storefront/contracts';
import { useTranslation } from '../lib/use-translation.tsx';
import type { Route } from './+types/product';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { findProduct, listGroupedProducts } from '../features/catalogue/catalogue-api.server.ts';
import { ProductGallery } from '../features/catalogue/components/product-gallery.tsx';
import { ProductOffer } from '../features/catalogue/components/product-offer.tsx';
import { ProductRail } from '../features/catalogue/components/product-rail.tsx';
import { breadcrumbJsonLd, productJsonLd } from '../features/catalogue/structured-data.ts';
import { canonicalUrl, publicPageMeta } from '../shell/page-meta.ts';
import { renderProductCardActions, renderProductPageActions } from '../shell/product-actions.tsx';
import { createPageApi, resolveRequestLanguage } from '../shell/request-language.server.ts';
import { analyticsItem, track } from '../lib/analytics/analytics.ts';
export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary.tsx';
export { sharedPageHeaders as headers } from '../shell/page-meta.ts';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta(matches, loaderData?.seo);

/** SPEC §2 product page; 404 for an id that is not a published product. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const productId = /^\d{1,9}$/.test(params.productId) ? Number(params.productId) : null;
  if (!productId) throw data(null, { status: 404 });
  const api = await createPageApi(request, context);
  const product = await findProduct(api, productId);
  if (!product) throw data(null, { status: 404 });
  const grouped = product.groupId === null ? [] : await listGroupedProducts(api, productId);
  const url = canonicalUrl(request);
  const { langId, defaultLangId } = await resolveRequestLanguage(request, context);
  const pageUrl = languageVersionUrl(url, langId, defaultLangId);
  const categoryUrl = (slug: string) => languageVersionUrl(new URL(`/categories/${slug}`, url), langId, defaultLangId);
  return {
    product,
    grouped,
    seo: {
      title: product.productName,
      description: product.description,
      canonicalUrl: url,
      image: product.picturePath && new URL(rasterPicturePath(product.picturePath), url).href,
      type: 'product' as const,
      jsonLd: [
        productJsonLd(product, pageUrl),
        breadcrumbJsonLd([
          ...product.breadcrumbs.map((crumb) => ({ name: crumb.name, url: categoryUrl(crumb.slug) })),
          { name: product.productName, url: pageUrl },
        ]),
      ],
    },
  };
}

/** Choosing a variation only rewrites this page's query string: the product is already here. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod === undefined && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product, grouped } = loaderData;
  useEffect(() => {
    track('view_item', { currency: 'KWD', value: product.price / 1000, items: [analyticsItem(product)] });
  }, [product]);
  const images =
    product.images.length > 0
      ? product.images
      : product.picturePath
        ? [{ path: product.picturePath, alt: product.productName }]
        : [];
  return (
    <>
      <Breadcrumbs
        crumbs={[
          ...product.breadcrumbs.map((crumb) => ({
            label: crumb.name,
            to: `/categories/${crumb.slug}`,
          })),
          { label: product.productName, to: null },
        ]}
      />
      <div className="product" key={product.productId}>
        <ProductGallery images={images} productName={product.productName} />
        <div className="product__summary">
          {product.brand && <p className="product__brand">{product.brand.name}</p>}
          <h1 className="product__name">{product.productName}</h1>
          <ProductOffer
            product={product}
            renderActions={(selection) => renderProductPageActions(product.productName, selection)}
          />
        </div>
      </div>
      {product.description && (
        <section className="product__description" aria-labelledby="product-description">
          <h2 id="product-description" className="section-title">
            {t('ui.prisma.product.description')}
          </h2>
          <p>{product.description}</p>
        </section>
      )}
      <ProductRail
        title={t('ui.prisma.product.otherColours')}
        products={grouped}
        renderCardActions={renderProductCardActions}
      />
    </>
  );
}
