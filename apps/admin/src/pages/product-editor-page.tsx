import { useState } from 'react';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  FieldError,
  Form,
  Heading,
  Input,
  Label,
  Link,
  ListBoxItem,
  Radio,
  RadioGroup,
  Text,
  TextField,
} from 'react-aria-components';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { AdminApiError, adminApi, type AdminAnswer } from '../api/admin-api.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { en } from '../i18n/messages.ts';
import { useLanguage } from '../shell/language.tsx';
import { AnswerView } from './answer-view.tsx';
import { errorText } from './error-text.ts';
import { formatKd, parseKd, parseUnits } from './money.ts';
import { newKey, ProductImagesField, type ImageDraft } from './product-images-field.tsx';
import { useAnswer } from './use-answer.ts';
import { SelectField } from './select-field.tsx';
import { CategoryChoices } from './category-choices.tsx';
import { TextInputField } from './text-input-field.tsx';

type Product = AdminAnswer<'/admin-api/products/{id}', 'get'>;
type Options = AdminAnswer<'/admin-api/product-form-options', 'get'>;
type ProductBody = NonNullable<NonNullable<Parameters<typeof adminApi<'post', '/admin-api/products'>>[2]>['body']>;

type VariationDraft = {
  key: string;
  id?: number;
  sku: string;
  barcode: string;
  /** KD as typed. */
  price: string;
  /** Units as typed. */
  stock: string;
  /** The units the form loaded with: the server moves stock by the difference, keeping sales meanwhile. */
  stockSeen?: number;
  isDefault: boolean;
  /** Attribute id → the chosen value's id. */
  values: Record<number, number>;
};
type Draft = {
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  slug: string;
  brandId: number | null;
  categoryIds: number[];
  status: 'published' | 'draft';
  /** KD as typed; '' for none. */
  compareAt: string;
  images: ImageDraft[];
  /** The attributes the variations differ by. */
  attributeIds: number[];
  variations: VariationDraft[];
};
type Notice = 'saved' | 'created' | 'duplicated' | 'archived' | 'unarchived';
const NO_BRAND = 'none';
const NO_VALUE = 'none';

const emptyVariation = (price = '', isDefault = false): VariationDraft => ({
  key: newKey(),
  sku: '',
  barcode: '',
  price,
  stock: '0',
  isDefault,
  values: {},
});

function draftOf(product: Product | null, options: Options): Draft {
  if (!product)
    return {
      nameEn: '',
      nameAr: '',
      descriptionEn: '',
      descriptionAr: '',
      slug: '',
      brandId: null,
      categoryIds: [],
      status: 'draft',
      compareAt: '',
      images: [],
      attributeIds: [],
      variations: [emptyVariation('', true)],
    };
  const attributeOf = new Map(
    options.attributes.flatMap((attribute) => attribute.values.map((value) => [value.id, attribute.id] as const)),
  );
  const variations = product.variations.map((variation) => ({
    key: newKey(),
    id: variation.id,
    sku: variation.sku,
    barcode: variation.barcode ?? '',
    price: formatKd(variation.price),
    stock: String(variation.stock),
    stockSeen: variation.stock,
    isDefault: variation.isDefault,
    values: Object.fromEntries(
      variation.attributeValueIds.flatMap((valueId) => {
        const attributeId = attributeOf.get(valueId);
        return attributeId === undefined ? [] : [[attributeId, valueId]];
      }),
    ),
  }));
  return {
    nameEn: product.nameEn,
    nameAr: product.nameAr,
    descriptionEn: product.descriptionEn,
    descriptionAr: product.descriptionAr,
    slug: product.slug,
    brandId: product.brandId,
    categoryIds: product.categoryIds,
    status: product.status === 'published' ? 'published' : 'draft',
    compareAt: product.compareAtPrice === null ? '' : formatKd(product.compareAtPrice),
    images: product.images.map((image) => ({ key: newKey(), ...image })),
    attributeIds: options.attributes
      .filter((attribute) => variations.some((variation) => variation.values[attribute.id] !== undefined))
      .map((attribute) => attribute.id),
    variations,
  };
}

/**
 * A field the server (or the form) refused, in the staff member's language: the API's English
 * messages are for developers, so the text is chosen by the code and the field's kind
 * (`variations.2.sku` → `variations.sku`).
 */
function fieldErrorText(t: TFunction, code: string, field: string): string {
  if (code === 'SLUG_TAKEN' || code === 'SKU_TAKEN') return t(`admin.error.${code}`);
  const key = `admin.product.invalid.${field.replace(/\.\d+/g, '')}`;
  return t(key in en ? (key as MessageKey) : 'admin.product.invalid.other');
}

/** The body the API takes, or the fields that are not yet values (KD with at most 3 decimals, whole units). */
function bodyOf(draft: Draft, t: TFunction): { body: ProductBody } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const refuse = (field: string) => (errors[field] = fieldErrorText(t, 'VALIDATION_FAILED', field));
  if (!draft.nameEn.trim()) refuse('nameEn');
  if (!draft.nameAr.trim()) refuse('nameAr');
  const compareAtPrice = draft.compareAt.trim() ? parseKd(draft.compareAt) : null;
  if (draft.compareAt.trim() && compareAtPrice === null) refuse('compareAtPrice');
  const variations = draft.variations.map((variation, index) => {
    const price = parseKd(variation.price);
    const stock = parseUnits(variation.stock);
    if (!variation.sku.trim()) refuse(`variations.${index}.sku`);
    if (price === null) refuse(`variations.${index}.price`);
    if (stock === null) refuse(`variations.${index}.stock`);
    return {
      ...(variation.id === undefined ? {} : { id: variation.id, stockSeen: variation.stockSeen }),
      sku: variation.sku.trim(),
      barcode: variation.barcode.trim() || null,
      price: price ?? 0,
      stock: stock ?? 0,
      isDefault: variation.isDefault,
      attributeValueIds: draft.attributeIds.flatMap((attributeId) =>
        variation.values[attributeId] === undefined ? [] : [variation.values[attributeId]],
      ),
    };
  });
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      ...(draft.slug.trim() ? { slug: draft.slug.trim() } : {}),
      nameEn: draft.nameEn,
      nameAr: draft.nameAr,
      descriptionEn: draft.descriptionEn,
      descriptionAr: draft.descriptionAr,
      brandId: draft.brandId,
      categoryIds: draft.categoryIds,
      status: draft.status,
      compareAtPrice,
      images: draft.images.map(({ path, altEn, altAr }) => ({ path, altEn, altAr })),
      variations,
    },
  };
}

/** The product editor at /products/new and /products/:id: loads the product and the pickers' choices. */
export function ProductEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const location = useLocation();
  const productId = id === undefined ? null : Number(id);
  // A save or action navigates here again with a notice in the state: the stored product is read anew.
  const answer = useAnswer(`${id ?? 'new'}#${location.key}`, () =>
    Promise.all([
      adminApi('get', '/admin-api/product-form-options'),
      productId === null
        ? Promise.resolve(null)
        : adminApi('get', '/admin-api/products/{id}', { params: { id: String(productId) } }),
    ]),
  );
  const notice = (location.state as { notice?: Notice } | null)?.notice;
  return (
    <section aria-labelledby="product-title" className="editor">
      <Link href="/products" className="back-link">
        <span aria-hidden="true" className="flip">
          ←{' '}
        </span>
        {t('admin.product.back')}
      </Link>
      <AnswerView answer={answer}>
        {([options, product]) => (
          <ProductForm
            key={`${product?.id ?? 'new'}#${location.key}`}
            options={options}
            product={product}
            notice={notice}
          />
        )}
      </AnswerView>
    </section>
  );
}

function ProductForm({ options, product, notice }: { options: Options; product: Product | null; notice?: Notice }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(() => draftOf(product, options));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const nameOf = (named: { nameEn: string; nameAr: string }) => (language === 'ar' ? named.nameAr : named.nameEn);
  const change = (part: Partial<Draft>) => setDraft((current) => ({ ...current, ...part }));
  const changeVariation = (index: number, part: Partial<VariationDraft>) =>
    setDraft((current) => ({
      ...current,
      variations: current.variations.map((variation, at) => (at === index ? { ...variation, ...part } : variation)),
    }));
  const units = draft.variations.map((variation) => parseUnits(variation.stock));
  const totalUnits = units.every((count) => count !== null) ? units.reduce((sum, count) => sum! + count!, 0)! : null;
  const title = product ? nameOf(product) : t('admin.product.new');

  /** Shows the fields at fault and takes the staff member to the first, once React has marked it. */
  function showRefusal(fields: Record<string, string>, text: string) {
    setErrors(fields);
    setFormError(text);
    requestAnimationFrame(() => document.querySelector<HTMLElement>('.editor-form [aria-invalid="true"]')?.focus());
  }

  /** Runs a write; a refusal naming fields shows under them, any other above the buttons. */
  async function write(work: () => Promise<{ id: number }>, next: Notice) {
    setPending(true);
    setFormError(null);
    try {
      const saved = await work();
      navigate(`/products/${saved.id}`, { state: { notice: next } });
    } catch (error) {
      const fields = error instanceof AdminApiError ? error.errors : [];
      showRefusal(
        Object.fromEntries(
          fields.map((field) => [field.field, fieldErrorText(t, (error as AdminApiError).code, field.field)]),
        ),
        fields.length > 0 ? t('admin.error.VALIDATION_FAILED') : errorText(t, error),
      );
    } finally {
      setPending(false);
    }
  }

  function save() {
    const built = bodyOf(draft, t);
    if ('errors' in built) {
      showRefusal(built.errors, t('admin.error.VALIDATION_FAILED'));
      return;
    }
    void write(
      () =>
        product
          ? adminApi('put', '/admin-api/products/{id}', { params: { id: String(product.id) }, body: built.body })
          : adminApi('post', '/admin-api/products', { body: built.body }),
      product ? 'saved' : 'created',
    );
  }

  return (
    <Form
      className="editor-form"
      validationBehavior="aria"
      validationErrors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="card-head">
        <Heading level={1} id="product-title">
          {title}
        </Heading>
        {product && (
          <span className={`badge badge-${product.status}`}>
            {t(`admin.products.status.${product.status}` as MessageKey)}
          </span>
        )}
      </div>
      {notice && (
        <p role="status" className="form-success">
          {t(`admin.product.notice.${notice}` as MessageKey)}
        </p>
      )}

      <fieldset className="card editor-section">
        <legend className="section-title">{t('admin.product.texts')}</legend>
        <div className="form-grid editor-grid editor-grid-wide">
          <TextInputField
            name="nameEn"
            value={draft.nameEn}
            onChange={(nameEn) => change({ nameEn })}
            label={t('admin.names.en')}
            dir="ltr"
          />
          <TextInputField
            name="nameAr"
            value={draft.nameAr}
            onChange={(nameAr) => change({ nameAr })}
            label={t('admin.names.ar')}
            dir="rtl"
          />
          <TextInputField
            name="descriptionEn"
            value={draft.descriptionEn}
            onChange={(descriptionEn) => change({ descriptionEn })}
            className="field editor-wide"
            label={t('admin.descriptions.en')}
            dir="ltr"
            rows={5}
          />
          <TextInputField
            name="descriptionAr"
            value={draft.descriptionAr}
            onChange={(descriptionAr) => change({ descriptionAr })}
            className="field editor-wide"
            label={t('admin.descriptions.ar')}
            dir="rtl"
            rows={5}
          />
          <TextInputField
            name="slug"
            value={draft.slug}
            onChange={(slug) => change({ slug })}
            label={t('admin.slug')}
            dir="ltr"
            placeholder={product ? undefined : t('admin.slug.auto')}
          />
        </div>
      </fieldset>

      <fieldset className="card editor-section">
        <legend className="section-title">{t('admin.product.publishing')}</legend>
        <RadioGroup
          name="status"
          value={draft.status}
          onChange={(status) => change({ status: status as Draft['status'] })}
          isDisabled={product?.status === 'archived'}
          className="field"
        >
          <Label>{t('admin.product.status')}</Label>
          <div className="radios">
            <Radio value="published" className="radio">
              {t('admin.product.status.published')}
            </Radio>
            <Radio value="draft" className="radio">
              {t('admin.product.status.draft')}
            </Radio>
          </div>
          <FieldError className="form-error" />
        </RadioGroup>
        {product?.status === 'archived' && <p className="muted">{t('admin.product.archivedHelp')}</p>}
        {product && (
          <div className="row-actions">
            <Button
              className="button button-quiet"
              isDisabled={pending}
              onPress={() =>
                void write(
                  () => adminApi('post', '/admin-api/products/{id}/duplicate', { params: { id: String(product.id) } }),
                  'duplicated',
                )
              }
            >
              {t('admin.product.duplicate')}
            </Button>
            {product.status === 'archived' ? (
              <Button
                className="button button-quiet"
                isDisabled={pending}
                onPress={() =>
                  void write(
                    () =>
                      adminApi('post', '/admin-api/products/{id}/unarchive', { params: { id: String(product.id) } }),
                    'unarchived',
                  )
                }
              >
                {t('admin.product.unarchive')}
              </Button>
            ) : (
              <Button
                className="button button-quiet button-danger"
                isDisabled={pending}
                onPress={() =>
                  void write(
                    () => adminApi('post', '/admin-api/products/{id}/archive', { params: { id: String(product.id) } }),
                    'archived',
                  )
                }
              >
                {t('admin.product.archive')}
              </Button>
            )}
          </div>
        )}
        {product && <p className="muted">{t('admin.product.actionsHelp')}</p>}
      </fieldset>

      <fieldset className="card editor-section">
        <legend className="section-title">{t('admin.product.organisation')}</legend>
        <SelectField
          name="brandId"
          selectedKey={draft.brandId === null ? NO_BRAND : String(draft.brandId)}
          onSelectionChange={(key) => change({ brandId: key === NO_BRAND ? null : Number(key) })}
          className="field editor-narrow"
          label={t('admin.product.brand')}
        >
          <ListBoxItem id={NO_BRAND} className="option">
            {t('admin.product.brand.none')}
          </ListBoxItem>
          {options.brands.map((brand) => (
            <ListBoxItem key={brand.id} id={String(brand.id)} className="option">
              {nameOf(brand)}
            </ListBoxItem>
          ))}
        </SelectField>
        <CategoryChoices
          categories={options.categories}
          value={draft.categoryIds}
          onChange={(categoryIds) => change({ categoryIds })}
          label={t('admin.product.categories')}
          noneText={t('admin.product.categories.none')}
          error={
            Object.keys(errors).some((field) => field.startsWith('categoryIds'))
              ? fieldErrorText(t, 'VALIDATION_FAILED', 'categoryIds')
              : null
          }
        />
      </fieldset>

      <ProductImagesField images={draft.images} onChange={(images) => change({ images })} errors={errors} />

      <fieldset className="card editor-section">
        <legend className="section-title">{t('admin.product.variations')}</legend>
        <p className="muted">{t('admin.product.variations.help')}</p>
        {options.attributes.length > 0 && (
          <CheckboxGroup
            value={draft.attributeIds.map(String)}
            onChange={(ids) => change({ attributeIds: ids.map(Number) })}
            className="field"
          >
            <Label>{t('admin.product.attributes')}</Label>
            <div className="radios">
              {options.attributes.map((attribute) => (
                <Checkbox key={attribute.id} value={String(attribute.id)} className="checkbox">
                  <span aria-hidden="true" className="checkbox-box" />
                  {nameOf(attribute)}
                </Checkbox>
              ))}
            </div>
          </CheckboxGroup>
        )}
        {errors.variations && (
          <p role="alert" className="form-error">
            {errors.variations}
          </p>
        )}
        <ol className="variation-list">
          {draft.variations.map((variation, index) => {
            const label = t('admin.product.variation', { position: index + 1 });
            const field = (name: string) => `variations.${index}.${name}`;
            return (
              <li key={variation.key}>
                <fieldset className="variation" aria-label={label}>
                  <legend className="variation-title">
                    {label}
                    {/* Which one it is at a glance, as the storefront's choices name it. */}
                    {draft.attributeIds.some((attributeId) => variation.values[attributeId] !== undefined) && (
                      <span className="muted">
                        {' · '}
                        {draft.attributeIds
                          .flatMap((attributeId) => {
                            const value = options.attributes
                              .find((attribute) => attribute.id === attributeId)
                              ?.values.find((candidate) => candidate.id === variation.values[attributeId]);
                            return value ? [nameOf(value)] : [];
                          })
                          .join(t('admin.product.valueSeparator'))}
                      </span>
                    )}
                    {variation.isDefault && <span className="badge"> {t('admin.product.variation.defaultBadge')}</span>}
                  </legend>
                  <div className="form-grid editor-grid">
                    <TextInputField
                      name={field('sku')}
                      value={variation.sku}
                      onChange={(sku) => changeVariation(index, { sku })}
                      label={t('admin.product.sku')}
                      dir="ltr"
                    />
                    <TextInputField
                      name={field('barcode')}
                      value={variation.barcode}
                      onChange={(barcode) => changeVariation(index, { barcode })}
                      inputMode="numeric"
                      label={t('admin.product.barcode')}
                      dir="ltr"
                    />
                    <TextInputField
                      name={field('price')}
                      value={variation.price}
                      onChange={(price) => changeVariation(index, { price })}
                      inputMode="decimal"
                      label={t('admin.product.price')}
                      dir="ltr"
                      placeholder="0.000"
                    />
                    <TextField
                      name={field('stock')}
                      value={variation.stock}
                      onChange={(stock) => changeVariation(index, { stock })}
                      className="field"
                      inputMode="numeric"
                    >
                      <Label>{t('admin.product.stock')}</Label>
                      <Input dir="ltr" />
                      {variation.stockSeen !== undefined && (
                        <Text slot="description" className="muted">
                          {t('admin.product.stock.help')}
                        </Text>
                      )}
                      <FieldError className="form-error" />
                    </TextField>
                    {draft.attributeIds.map((attributeId) => {
                      const attribute = options.attributes.find((candidate) => candidate.id === attributeId)!;
                      const chosen = variation.values[attributeId];
                      return (
                        <SelectField
                          key={attributeId}
                          selectedKey={chosen === undefined ? NO_VALUE : String(chosen)}
                          onSelectionChange={(key) => {
                            const values = { ...variation.values };
                            if (key === NO_VALUE) delete values[attributeId];
                            else values[attributeId] = Number(key);
                            changeVariation(index, { values });
                          }}
                          label={nameOf(attribute)}
                        >
                          <ListBoxItem id={NO_VALUE} className="option">
                            {t('admin.product.value.none')}
                          </ListBoxItem>
                          {attribute.values.map((value) => (
                            <ListBoxItem key={value.id} id={String(value.id)} className="option">
                              {nameOf(value)}
                            </ListBoxItem>
                          ))}
                        </SelectField>
                      );
                    })}
                  </div>
                  {[field('attributeValueIds'), field('id')].map(
                    (name) =>
                      errors[name] && (
                        <p key={name} role="alert" className="form-error">
                          {errors[name]}
                        </p>
                      ),
                  )}
                  <div className="row-actions">
                    <Checkbox
                      isSelected={variation.isDefault}
                      isReadOnly={variation.isDefault}
                      onChange={(isSelected) =>
                        isSelected &&
                        setDraft((current) => ({
                          ...current,
                          variations: current.variations.map((other, at) => ({ ...other, isDefault: at === index })),
                        }))
                      }
                      className="checkbox"
                    >
                      <span aria-hidden="true" className="checkbox-box" />
                      {t('admin.product.variation.default')}
                    </Checkbox>
                    <Button
                      className="button button-quiet button-danger"
                      isDisabled={draft.variations.length === 1}
                      onPress={() =>
                        setDraft((current) => {
                          const rest = current.variations.filter((_, at) => at !== index);
                          // The default goes with its variation: the first left takes its place.
                          if (!rest.some((other) => other.isDefault)) rest[0] = { ...rest[0]!, isDefault: true };
                          return { ...current, variations: rest };
                        })
                      }
                      aria-label={t('admin.product.variation.remove', { position: index + 1 })}
                    >
                      {t('admin.product.remove')}
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <Button
          className="button button-quiet"
          onPress={() =>
            change({
              variations: [
                ...draft.variations,
                emptyVariation(draft.variations.find((variation) => variation.isDefault)?.price ?? ''),
              ],
            })
          }
        >
          {t('admin.product.variation.add')}
        </Button>
        <TextInputField
          name="compareAtPrice"
          value={draft.compareAt}
          onChange={(compareAt) => change({ compareAt })}
          className="field editor-narrow"
          inputMode="decimal"
          label={t('admin.product.compareAt')}
          description={t('admin.product.compareAt.help')}
          dir="ltr"
          placeholder="0.000"
        />
        <StockSummary totalUnits={totalUnits} keepOutOfStockAtEnd={options.keepOutOfStockAtEnd} />
      </fieldset>

      <div className="editor-actions">
        {formError && (
          <p role="alert" className="form-error">
            {formError}
          </p>
        )}
        <div className="row-actions">
          <Button type="submit" className="button" isPending={pending}>
            {product ? t('admin.save') : t('admin.product.create')}
          </Button>
          <Link href="/products" className="button button-quiet">
            {t('admin.cancel')}
          </Link>
        </div>
      </div>
    </Form>
  );
}

/**
 * What the stock typed means for shoppers: in stock, or out of stock and then, when the theme keeps
 * such products at the end, listed after those in stock (the effect of "keep out of stock at end").
 */
function StockSummary({
  totalUnits,
  keepOutOfStockAtEnd,
}: {
  totalUnits: number | null;
  keepOutOfStockAtEnd: boolean;
}) {
  const { t } = useTranslation();
  if (totalUnits === null) return null;
  return (
    <div className="stock-summary" aria-live="polite">
      <p>
        <strong>{t('admin.product.totalUnits', { count: totalUnits })}</strong>
      </p>
      {totalUnits === 0 && (
        <p className="notice-warning">
          {keepOutOfStockAtEnd ? t('admin.product.outOfStock.listedLast') : t('admin.product.outOfStock.listed')}
        </p>
      )}
      {totalUnits > 0 && keepOutOfStockAtEnd && <p className="muted">{t('admin.product.outOfStock.rule')}</p>}
    </div>
  );
}
