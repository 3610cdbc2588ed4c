import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/** A dialog form's buttons: the one that does it (red when it cannot be undone lightly), then Back, which closes. */
export function DialogActions({ submit, danger = false }: { submit: string; danger?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="filter-actions">
      <Button type="submit" className={danger ? 'button button-danger' : 'button'}>
        {submit}
      </Button>
      <Button slot="close" className="button button-quiet">
        {t('admin.order.back')}
      </Button>
    </div>
  );
}
