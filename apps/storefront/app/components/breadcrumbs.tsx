import { Link } from 'react-router';
import { useTranslation } from '../lib/use-translation.tsx';

export interface Crumb {
  label: string;
  /** Null for the current page, which is not a link. */
  to: string | null;
}

/** Breadcrumb trail from the home page to the current page (WAI-ARIA breadcrumb pattern). */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumbs" aria-label={t('ui.prisma.a11y.breadcrumbs')}>
      <ol className="breadcrumbs__list">
        <li>
          <Link to="/">{t('ui.prisma.nav.home')}</Link>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={`${index}:${crumb.label}`}>
            {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
