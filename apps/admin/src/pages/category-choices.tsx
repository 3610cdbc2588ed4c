import { Checkbox, CheckboxGroup, Label, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../shell/language.tsx';

export type CategoryChoice = {
  id: number;
  parentId: number | null;
  nameEn: string;
  nameAr: string;
  isPublished: boolean;
};

/** Categories parent first, each with its depth, for an indented list of choices. */
function categoryRows(categories: CategoryChoice[]) {
  const children = new Map<number | null, CategoryChoice[]>();
  for (const category of categories)
    children.set(category.parentId, [...(children.get(category.parentId) ?? []), category]);
  const known = new Set(categories.map((category) => category.id));
  const rows: { category: CategoryChoice; depth: number }[] = [];
  const walk = (parentId: number | null, depth: number) => {
    for (const category of children.get(parentId) ?? []) {
      rows.push({ category, depth });
      walk(category.id, depth + 1);
    }
  };
  walk(null, 0);
  // A category under a parent the list lacks still shows, at the top level.
  for (const category of categories)
    if (category.parentId !== null && !known.has(category.parentId)) walk(category.parentId, 0);
  return rows;
}

/** The category tree as indented checkboxes, the chosen ones named above the (scrolling) list. */
export function CategoryChoices({
  categories,
  value,
  onChange,
  label,
  noneText,
  error,
}: {
  categories: CategoryChoice[];
  value: number[];
  onChange(ids: number[]): void;
  label: string;
  /** Said while none is chosen. */
  noneText: string;
  error?: string | null | undefined;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const nameOf = (named: { nameEn: string; nameAr: string }) => (language === 'ar' ? named.nameAr : named.nameEn);
  const rows = categoryRows(categories);
  return (
    <CheckboxGroup
      name="categoryIds"
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      className="field"
    >
      <Label>{label}</Label>
      <Text slot="description" className="muted">
        {value.length === 0
          ? noneText
          : t('admin.product.categories.chosen', {
              names: rows
                .filter(({ category }) => value.includes(category.id))
                .map(({ category }) => nameOf(category))
                .join(t('admin.product.valueSeparator')),
            })}
      </Text>
      <div className="choice-list">
        {rows.map(({ category, depth }) => (
          <Checkbox
            key={category.id}
            value={String(category.id)}
            className="checkbox"
            style={{ paddingInlineStart: `${depth * 1.25}rem` }}
          >
            <span aria-hidden="true" className="checkbox-box" />
            {nameOf(category)}
            {!category.isPublished && <span className="muted"> ({t('admin.product.categoryHidden')})</span>}
          </Checkbox>
        ))}
      </div>
      {error && <p className="form-error">{error}</p>}
    </CheckboxGroup>
  );
}
