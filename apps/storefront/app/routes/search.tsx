import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/search';
import { PageHeading } from '../components/page-heading.tsx';
import { KEYWORD_PARAM } from '../features/search/search-paths.ts';
import { pageMeta } from '../shell/page-meta.ts';
export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary.tsx';

const TITLE_KEY = 'ui.prisma.page.search.title';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, TITLE_KEY);

export default function SearchPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const keyword = searchParams.get(KEYWORD_PARAM)?.trim();
  return <PageHeading>{keyword ? t('ui.prisma.page.search.titleWithKeyword', { keyword }) : t(TITLE_KEY)}</PageHeading>;
}
