import type { Category } from '@storefront/contracts';
import { DEFAULT_SORT, LISTING_PARAMS, thousandthsToPriceParam, type ListingParams } from './listing-params.ts';

// The listing filter form's helpers: its fields are uncontrolled, as a plain form's are.

/** Drops empty fields and the default sort, so a filter change writes a short, shareable URL. */
export function withoutEmptyFields(form: HTMLFormElement): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string' || value.trim() === '' || (name === LISTING_PARAMS.sort && value === DEFAULT_SORT))
      continue;
    search.append(name, value.trim());
  }
  return search;
}

/** Sets the form's fields to the URL's choices (the fields are uncontrolled, as a plain form's are). */
export function showParamsInForm(form: HTMLFormElement, params: ListingParams) {
  const price = (value: number | undefined) => (value === undefined ? '' : thousandthsToPriceParam(value));
  // form.elements includes fields tied to the form by their `form` attribute (the sort select).
  for (const field of form.elements) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) continue;
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      field.checked =
        field.name === LISTING_PARAMS.inStock ? params.inStock : params.brandIds.includes(Number(field.value));
    } else if (field.name === LISTING_PARAMS.minPrice) field.value = price(params.minPrice);
    else if (field.name === LISTING_PARAMS.maxPrice) field.value = price(params.maxPrice);
    else if (field.name === LISTING_PARAMS.category) field.value = String(params.categoryId ?? '');
    else if (field.name === LISTING_PARAMS.sort) field.value = params.sort;
  }
}

/** Categories indented under their parents, as the look-up orders them (parents first). */
export function categoryOptions(categories: Category[]): { category: Category; depth: number }[] {
  const children = new Map<number | null, Category[]>();
  for (const category of categories)
    children.set(category.parentId, [...(children.get(category.parentId) ?? []), category]);
  const ordered: { category: Category; depth: number }[] = [];
  const visit = (parentId: number | null, level: number) => {
    for (const category of children.get(parentId) ?? []) {
      ordered.push({ category, depth: level });
      visit(category.categoryId, level + 1);
    }
  };
  visit(null, 0);
  return ordered;
}
