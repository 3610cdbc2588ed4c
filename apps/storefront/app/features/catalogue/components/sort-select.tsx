import { useTranslation } from '../../../lib/use-translation.tsx';
import type { ProductSort } from '@storefront/contracts';
import { LISTING_PARAMS, PRODUCT_SORTS } from '../listing-params.ts';

const SORT_LABEL_KEYS: Record<ProductSort, string> = {
  relevance: 'ui.prisma.listing.sort.relevance',
  'price-asc': 'ui.prisma.listing.sort.priceAsc',
  'price-desc': 'ui.prisma.listing.sort.priceDesc',
  newest: 'ui.prisma.listing.sort.newest',
};

/**
 * The sort order. It belongs to the filters form (by its `form` attribute) without sitting in
 * it, so its change event does not reach the form: it submits the form itself.
 */
export function SortSelect({ formId, sort }: { formId: string; sort: ProductSort }) {
  const { t } = useTranslation();
  const id = `${formId}-sort`;
  return (
    <div className="sort-select">
      <label htmlFor={id}>{t('ui.prisma.listing.sortBy')}</label>
      <select
        id={id}
        name={LISTING_PARAMS.sort}
        form={formId}
        defaultValue={sort}
        className="field__control"
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {PRODUCT_SORTS.map((option) => (
          <option key={option} value={option}>
            {t(SORT_LABEL_KEYS[option])}
          </option>
        ))}
      </select>
    </div>
  );
}
