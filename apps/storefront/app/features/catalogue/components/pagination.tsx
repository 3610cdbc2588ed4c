import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { pageSearch, pageWindow } from '../listing-params.ts';

/** Links to the other pages of a listing; each page is its own shareable URL. */
export function Pagination({ page, lastPage }: { page: number; lastPage: number }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  if (lastPage <= 1) return null;
  const href = (target: number) => pageSearch(searchParams, target) || '?';
  return (
    <nav className="pagination" aria-label={t('ui.prisma.listing.pagination')}>
      <ul className="pagination__list">
        {page > 1 && (
          <li>
            <Link
              to={href(page - 1)}
              rel="prev"
              className="pagination__link pagination__step"
              aria-label={t('ui.prisma.listing.previousPage')}
            >
              <ChevronLeft aria-hidden="true" size={20} className="flip-in-rtl" />
            </Link>
          </li>
        )}
        {pageWindow(page, lastPage).map((target, index) =>
          target === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={target}>
              <Link
                to={href(target)}
                className="pagination__link"
                aria-current={target === page ? 'page' : undefined}
                aria-label={t('ui.prisma.listing.pageNumber', { page: target })}
              >
                {target}
              </Link>
            </li>
          ),
        )}
        {page < lastPage && (
          <li>
            <Link
              to={href(page + 1)}
              rel="next"
              className="pagination__link pagination__step"
              aria-label={t('ui.prisma.listing.nextPage')}
            >
              <ChevronRight aria-hidden="true" size={20} className="flip-in-rtl" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
