import { rasterPicturePath } from '@storefront/contracts';
import type { Route } from './+types/home';
import { ProductRail } from '../features/catalogue/components/product-rail.tsx';
import { BannerCarousel } from '../features/content/components/banner-carousel.tsx';
import { FeaturedCategories } from '../features/content/components/featured-categories.tsx';
import { HOME_GROUP, getDataListGroup } from '../features/content/content-api.server.ts';
import { canonicalUrl, publicPageMeta, shellOf } from '../shell/page-meta.ts';
import { shopJsonLd } from '../shell/shop-json-ld.ts';
import { renderProductCardActions } from '../shell/product-actions.tsx';
import { createPageApi } from '../shell/request-language.server.ts';
import { useShellData } from '../shell/use-shell-data.ts';
export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary.tsx';
export { sharedPageHeaders as headers } from '../shell/page-meta.ts';

/** The home page also describes the shop itself. */
export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const shell = shellOf(matches);
  const seo = loaderData?.seo;
  if (!shell || !seo) return publicPageMeta(matches, seo);
  return publicPageMeta(matches, { ...seo, jsonLd: shopJsonLd(shell.theme, shell, seo.canonicalUrl) });
};

/** The home page is the shop's "home" data list group: banners, featured categories, product rails. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = await createPageApi(request, context);
  const group = await getDataListGroup(api, HOME_GROUP);
  const firstBanner = group.lists.find((list) => list.kind === 'images')?.items[0];
  const url = canonicalUrl(request);
  return {
    lists: group.lists,
    seo: {
      title: null,
      canonicalUrl: url,
      image: firstBanner ? new URL(rasterPicturePath(firstBanner.imagePath), url).href : null,
    },
  };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { theme } = useShellData();
  return (
    <>
      <h1 className="visually-hidden">{theme.metadata_title}</h1>
      {loaderData.lists.map((list) => {
        switch (list.kind) {
          case 'images':
            return <BannerCarousel key={list.dataListId} title={list.title} banners={list.items} />;
          case 'categories':
            return <FeaturedCategories key={list.dataListId} title={list.title} categories={list.items} />;
          case 'products':
            return (
              <ProductRail
                key={list.dataListId}
                title={list.title}
                products={list.items}
                renderCardActions={renderProductCardActions}
              />
            );
        }
      })}
    </>
  );
}
