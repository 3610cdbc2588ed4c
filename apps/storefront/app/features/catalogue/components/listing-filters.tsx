import { SlidersHorizontal } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Form, Link, useSearchParams, useSubmit } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { BrandFacet, Category } from '@storefront/contracts';
import { MONEY_SCALE } from '@storefront/contracts';
import { categoryOptions, showParamsInForm, withoutEmptyFields } from '../listing-form.ts';
import {
  LISTING_PARAMS,
  clearedFiltersSearch,
  hasFilters,
  thousandthsToPriceParam,
  type ListingParams,
} from '../listing-params.ts';

export interface ListingFiltersProps {
  /** The id the sort select uses to belong to this form. */
  formId: string;
  params: ListingParams;
  brands: BrandFacet[];
  /** Highest price the listing can show, in thousandths. */
  maxPrice: number;
  /** Offered as a category filter on the search page; a category page passes none. */
  categories?: Category[];
  /** Kept in the URL on every change (the search keyword). */
  hiddenParams?: Record<string, string>;
}

/**
 * The filters of a listing as a plain GET form, so they work before the JavaScript loads and
 * every choice lands in the URL. Once loaded, each change applies at once (one history entry
 * per change, so Back undoes it) and the page does not scroll.
 */
export function ListingFilters({
  formId,
  params,
  brands,
  maxPrice,
  categories,
  hiddenParams = {},
}: ListingFiltersProps) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const [searchParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const priceCeiling = Math.ceil(maxPrice / MONEY_SCALE);

  const formRef = useRef<HTMLFormElement>(null);

  /** The query string of the last change the form sent and the URL does not show yet. */
  const pendingSearch = useRef<string | null>(null);
  const send = useCallback(
    (form: HTMLFormElement) => {
      const search = withoutEmptyFields(form);
      // The same URL again changes nothing: there is nothing to wait for.
      pendingSearch.current =
        search.toString() === new URLSearchParams(window.location.search).toString() ? null : search.toString();
      void submit(search, { method: 'get', preventScrollReset: true });
    },
    [submit],
  );

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(event.currentTarget);
  };

  // The native change event, not React's onChange: a price applies when the shopper leaves the
  // field or presses Enter, not on every keystroke; boxes and the select apply at once.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const applyChange = () => send(form);
    form.addEventListener('change', applyChange);
    return () => form.removeEventListener('change', applyChange);
  }, [send]);

  // Back, Forward and "clear filters" change the URL under the form: show what it now says.
  // Not while a change of the form's own is on its way (the fields already show it, and an
  // older URL must not undo it). Keyed on the URL text, as `params` is new on every render.
  const searchKey = searchParams.toString();
  useEffect(() => {
    if (pendingSearch.current !== null) {
      if (pendingSearch.current === searchKey) pendingSearch.current = null;
      return;
    }
    if (formRef.current) showParamsInForm(formRef.current, params);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the URL text (above)
  }, [searchKey]);

  return (
    <div className="listing-filters">
      <button
        type="button"
        className="button button--outline listing-filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <SlidersHorizontal aria-hidden="true" size={18} />
        {t('ui.prisma.listing.filters')}
      </button>
      <Form
        ref={formRef}
        id={formId}
        method="get"
        className="listing-filters__panel"
        data-open={open || undefined}
        onSubmit={apply}
      >
        <div id={panelId} className="listing-filters__fields">
          <h2 className="listing-filters__title">{t('ui.prisma.listing.filters')}</h2>
          {Object.entries(hiddenParams).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {categories && categories.length > 0 && (
            <div className="field">
              <label htmlFor={`${formId}-category`} className="field__label">
                {t('ui.prisma.listing.category')}
              </label>
              <select
                id={`${formId}-category`}
                name={LISTING_PARAMS.category}
                defaultValue={params.categoryId ?? ''}
                className="field__control"
              >
                <option value="">{t('ui.prisma.listing.allCategories')}</option>
                {categoryOptions(categories).map(({ category, depth }) => (
                  <option key={category.categoryId} value={category.categoryId}>
                    {`${'\u00a0\u00a0'.repeat(depth)}${category.name}`}
                  </option>
                ))}
              </select>
            </div>
          )}
          {brands.length > 0 && (
            <fieldset className="field field--group">
              <legend className="field__label">{t('ui.prisma.listing.brand')}</legend>
              <ul className="checkbox-list">
                {brands.map((brand) => (
                  <li key={brand.brandId}>
                    <label className="checkbox">
                      <input
                        type="checkbox"
                        name={LISTING_PARAMS.brand}
                        value={brand.brandId}
                        defaultChecked={params.brandIds.includes(brand.brandId)}
                      />
                      <span>{brand.name}</span>
                      <span className="checkbox__count">({brand.productCount})</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          {priceCeiling > 0 && (
            <fieldset className="field field--group">
              <legend className="field__label">
                {t('ui.prisma.listing.price', {
                  currency: t('ui.prisma.price.currency'),
                })}
              </legend>
              <div className="price-range">
                <label className="price-range__bound">
                  <span>{t('ui.prisma.listing.minPrice')}</span>
                  <input
                    type="number"
                    name={LISTING_PARAMS.minPrice}
                    inputMode="decimal"
                    min={0}
                    max={priceCeiling}
                    step="any"
                    placeholder="0"
                    defaultValue={params.minPrice === undefined ? '' : thousandthsToPriceParam(params.minPrice)}
                    className="field__control"
                  />
                </label>
                <label className="price-range__bound">
                  <span>{t('ui.prisma.listing.maxPrice')}</span>
                  <input
                    type="number"
                    name={LISTING_PARAMS.maxPrice}
                    inputMode="decimal"
                    min={0}
                    max={priceCeiling}
                    step="any"
                    placeholder={String(priceCeiling)}
                    defaultValue={params.maxPrice === undefined ? '' : thousandthsToPriceParam(params.maxPrice)}
                    className="field__control"
                  />
                </label>
              </div>
            </fieldset>
          )}
          <label className="checkbox field">
            <input type="checkbox" name={LISTING_PARAMS.inStock} value="true" defaultChecked={params.inStock} />
            <span>{t('ui.prisma.listing.inStockOnly')}</span>
          </label>
          <div className="listing-filters__actions">
            <button type="submit" className="button">
              {t('ui.prisma.listing.apply')}
            </button>
            {hasFilters(params) && (
              <Link
                to={clearedFiltersSearch(searchParams) || '?'}
                className="button button--outline"
                preventScrollReset
              >
                {t('ui.prisma.listing.clearFilters')}
              </Link>
            )}
          </div>
        </div>
      </Form>
    </div>
  );
}
