import { Link } from 'react-router';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageHeading } from './page-heading.tsx';

/** The body of the 404 page, for unknown paths and for things a page could not find. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading>{t('ui.prisma.page.notFound.title')}</PageHeading>
      <p>{t('ui.prisma.page.notFound.text')}</p>
      <p>
        <Link to="/" className="button">
          {t('ui.prisma.page.notFound.home')}
        </Link>
      </p>
    </>
  );
}
