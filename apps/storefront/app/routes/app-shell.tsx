import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../lib/use-translation.tsx';
import type { Route } from './+types/app-shell';
import { PageHeading } from '../components/page-heading.tsx';
import { safeRedirectPath } from '../features/auth/redirect-path.ts';
import { pageMeta } from '../shell/page-meta.ts';

/** The page the service worker (public/sw.js) could not reach, when it sent the shell instead. */
const OFFLINE_FROM_PARAM = 'from';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(
    matches,
    new URLSearchParams(location.search).has(OFFLINE_FROM_PARAM) ? 'ui.prisma.page.offline.title' : null,
  );

/**
 * The bare application shell: the root draws header and footer. Offline, the service worker
 * sends the shopper here from the page it could not reach, which this then offers again.
 */
export default function AppShellPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const from = searchParams.get(OFFLINE_FROM_PARAM);
  if (from === null) return null;
  return (
    <>
      <PageHeading>{t('ui.prisma.page.offline.title')}</PageHeading>
      <p>{t('ui.prisma.page.offline.text')}</p>
      <p>
        {/* A full page load, so the page comes from the network once it can. */}
        <Link to={safeRedirectPath(from)} reloadDocument className="button">
          {t('ui.prisma.page.offline.retry')}
        </Link>
      </p>
    </>
  );
}
