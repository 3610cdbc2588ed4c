import { data } from 'react-router';
import type { Route } from './+types/static-page';
import { PageHeading } from '../components/page-heading.tsx';
import { findStaticPage } from '../features/content/content-api.server.ts';
import { canonicalUrl, publicPageMeta } from '../shell/page-meta.ts';
import { createPageApi } from '../shell/request-language.server.ts';
export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary.tsx';
export { sharedPageHeaders as headers } from '../shell/page-meta.ts';

/** Search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 160;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta(matches, loaderData?.seo);

/** A content page (about, terms, privacy …) by its slug or id; 404 when there is none. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const api = await createPageApi(request, context);
  const page = await findStaticPage(api, params.pageKey);
  if (!page) throw data(null, { status: 404 });
  const description =
    page.description.length > DESCRIPTION_LENGTH
      ? `${page.description.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`
      : page.description;
  return {
    page,
    seo: {
      title: page.title,
      description,
      // Its slug's address, also when it was asked for by id.
      canonicalUrl: new URL(`/pages/${encodeURIComponent(page.slug)}`, canonicalUrl(request)).href,
    },
  };
}

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className="static-page">
      <PageHeading>{page.title}</PageHeading>
      {/* Sanitised by the server against an allow-list (content/page-body.ts, ADR 040). */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: page.body }} />
    </article>
  );
}
