import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/** Previous / "Page n of m" / next under a paged list. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  const { t } = useTranslation();
  return (
    <div className="pager">
      <Button className="button button-quiet" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        {t('admin.audit.previous')}
      </Button>
      <span>{t('admin.audit.page', { page, pages })}</span>
      <Button className="button button-quiet" isDisabled={page >= pages} onPress={() => onPage(page + 1)}>
        {t('admin.audit.next')}
      </Button>
    </div>
  );
}
