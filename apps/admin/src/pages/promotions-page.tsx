import { useState } from 'react';
import {
  Button,
  Cell,
  Checkbox,
  Column,
  FieldError,
  Form,
  Heading,
  Input,
  Label,
  Link,
  Radio,
  RadioGroup,
  Row,
  Table,
  TableBody,
  TableHeader,
  Text,
  TextField,
} from 'react-aria-components';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { AdminApiError, adminApi, type AdminAnswer } from '../api/admin-api.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { en } from '../i18n/messages.ts';
import { useLanguage } from '../shell/language.tsx';
import { useSession } from '../session.tsx';
import { AnswerView } from './answer-view.tsx';
import { CategoryChoices, type CategoryChoice } from './category-choices.tsx';
import { errorText } from './error-text.ts';
import { formatKd, parseKd, parseUnits } from './money.ts';
import { Pager } from './pager.tsx';
import { useAnswer } from './use-answer.ts';
import { statusKey } from './orders-page.tsx';
import { TextInputField } from './text-input-field.tsx';

const PAGE_SIZE = 25;

type Promo = AdminAnswer<'/admin-api/promotions/{id}', 'get'>;
type PromoSummary = AdminAnswer<'/admin-api/promotions', 'get'>['items'][number];
type PromoBody = NonNullable<NonNullable<Parameters<typeof adminApi<'post', '/admin-api/promotions'>>[2]>['body']>;
type Named = { id: number; nameEn: string; nameAr: string };

const dateFormat = (language: string) =>
  new Intl.DateTimeFormat(language === 'ar' ? 'ar-KW' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "10% off" or "5.000 KD off". */
export function discountText(t: TFunction, promo: Pick<PromoSummary, 'kind' | 'value'>): string {
  return promo.kind === 'percent'
    ? t('admin.promos.percent', { value: promo.value })
    : t('admin.promos.amount', { amount: formatKd(promo.value) });
}

/** Promo codes, newest first, searched by part of the code. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1) || 1;
  const q = params.get('q') ?? '';
  const promos = useAnswer(`${q}:${page}`, () =>
    adminApi('get', '/admin-api/promotions', { query: { q: q || undefined, page, pageSize: PAGE_SIZE } as never }),
  );
  const date = dateFormat(language);
  return (
    <section aria-labelledby="promos-title">
      <div className="card-head">
        <Heading level={1} id="promos-title">
          {t('admin.promos.title')}
        </Heading>
        <Link className="button" href="/promotions/new">
          {t('admin.promos.new')}
        </Link>
      </div>
      <Form
        className="filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
          setParams(text ? new URLSearchParams({ q: text }) : new URLSearchParams());
        }}
      >
        <TextInputField name="q" defaultValue={q} label={t('admin.promos.search')} type="search" dir="ltr" />
        <div className="filter-actions">
          <Button type="submit" className="button">
            {t('admin.promos.find')}
          </Button>
        </div>
      </Form>
      <AnswerView answer={promos}>
        {(data) => (
          <>
            <p className="count" role="status">
              {t('admin.promos.count', { count: data.total })}
            </p>
            <div className="table-scroll">
              <Table aria-labelledby="promos-title" className="table">
                <TableHeader>
                  <Column isRowHeader>{t('admin.promos.column.code')}</Column>
                  <Column>{t('admin.promos.column.discount')}</Column>
                  <Column>{t('admin.promos.column.valid')}</Column>
                  <Column>{t('admin.promos.column.used')}</Column>
                  <Column>{t('admin.promos.column.state')}</Column>
                </TableHeader>
                <TableBody items={data.items} renderEmptyState={() => t('admin.promos.empty')}>
                  {(promo) => (
                    <Row id={promo.id}>
                      <Cell>
                        <Link className="link" href={`/promotions/${promo.id}`}>
                          <bdi dir="ltr">{promo.code}</bdi>
                        </Link>
                      </Cell>
                      <Cell>
                        {discountText(t, promo)}
                        {promo.isScoped && <span className="muted"> · {t('admin.promos.scoped')}</span>}
                        {promo.firstOrderOnly && <span className="muted"> · {t('admin.promos.firstOrder')}</span>}
                      </Cell>
                      <Cell>
                        {promo.endsAt
                          ? t('admin.promos.fromTo', {
                              from: date.format(new Date(promo.startsAt)),
                              to: date.format(new Date(promo.endsAt)),
                            })
                          : t('admin.promos.from', { date: date.format(new Date(promo.startsAt)) })}
                      </Cell>
                      <Cell>
                        <Link className="link" href={`/promotions/${promo.id}/uses`}>
                          {promo.maxUses === null
                            ? promo.usedCount
                            : t('admin.promos.usedOf', { used: promo.usedCount, limit: promo.maxUses })}
                        </Link>
                      </Cell>
                      <Cell>
                        <span className={`badge ${promo.isActive ? 'badge-published' : 'badge-draft'}`}>
                          {promo.isActive ? t('admin.promos.active') : t('admin.promos.inactive')}
                        </span>
                      </Cell>
                    </Row>
                  )}
                </TableBody>
              </Table>
            </div>
            <Pager
              page={page}
              pages={Math.max(1, Math.ceil(data.total / PAGE_SIZE))}
              onPage={(next) => setParams(new URLSearchParams({ ...(q && { q }), page: String(next) }))}
            />
          </>
        )}
      </AnswerView>
    </section>
  );
}

/** `2026-11-26T09:30` in the browser's time, as a datetime-local field shows it. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

type Draft = {
  code: string;
  kind: 'percent' | 'amount';
  /** Percent or KD as typed. */
  value: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  isActive: boolean;
  firstOrderOnly: boolean;
  categoryIds: number[];
  products: Named[];
};

const draftOf = (promo: Promo | null): Draft => ({
  code: promo?.code ?? '',
  kind: promo?.kind ?? 'percent',
  value: promo ? (promo.kind === 'percent' ? String(promo.value) : formatKd(promo.value)) : '',
  minSubtotal: formatKd(promo?.minSubtotal ?? 0),
  startsAt: localInput(promo?.startsAt ?? new Date().toISOString()),
  endsAt: localInput(promo?.endsAt ?? null),
  maxUses: promo?.maxUses === null || !promo ? '' : String(promo.maxUses),
  maxUsesPerCustomer: promo?.maxUsesPerCustomer === null || !promo ? '' : String(promo.maxUsesPerCustomer),
  isActive: promo?.isActive ?? true,
  firstOrderOnly: promo?.firstOrderOnly ?? false,
  categoryIds: promo?.categoryIds ?? [],
  products: promo?.products ?? [],
});

const invalidText = (t: TFunction, field: string) => {
  const key = `admin.promo.invalid.${field}`;
  return t(key in en ? (key as MessageKey) : 'admin.promo.invalid.other');
};

/** The body the API takes, or the fields that are not yet values. */
function bodyOf(draft: Draft, t: TFunction): { body: PromoBody } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const refuse = (field: string) => (errors[field] = invalidText(t, field));
  const value = draft.kind === 'percent' ? parseUnits(draft.value) : parseKd(draft.value);
  if (value === null) refuse('value');
  const minSubtotal = parseKd(draft.minSubtotal || '0');
  if (minSubtotal === null) refuse('minSubtotal');
  const limit = (field: 'maxUses' | 'maxUsesPerCustomer') => {
    if (!draft[field].trim()) return null;
    const count = parseUnits(draft[field]);
    if (count === null) refuse(field);
    return count;
  };
  const [maxUses, maxUsesPerCustomer] = [limit('maxUses'), limit('maxUsesPerCustomer')];
  const startsAt = new Date(draft.startsAt);
  if (Number.isNaN(startsAt.getTime())) refuse('startsAt');
  const endsAt = draft.endsAt ? new Date(draft.endsAt) : null;
  if (endsAt && Number.isNaN(endsAt.getTime())) refuse('endsAt');
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      code: draft.code.trim(),
      kind: draft.kind,
      value: value!,
      minSubtotal: minSubtotal!,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt?.toISOString() ?? null,
      maxUses,
      maxUsesPerCustomer,
      isActive: draft.isActive,
      firstOrderOnly: draft.firstOrderOnly,
      categoryIds: draft.categoryIds,
      productIds: draft.products.map((product) => product.id),
    },
  };
}

/** The promo editor at /promotions/new and /promotions/:id, with the category and product pickers. */
export function PromoEditorPage() {
  const { id } = useParams();
  const location = useLocation();
  const promoId = id === undefined ? null : Number(id);
  const answer = useAnswer(`${id ?? 'new'}:${location.key}`, async () => ({
    promo:
      promoId === null
        ? null
        : await adminApi('get', '/admin-api/promotions/{id}', { params: { id: String(promoId) } }),
    options: await adminApi('get', '/admin-api/product-form-options'),
  }));
  const saved = (location.state as { saved?: boolean } | null)?.saved ?? false;
  return (
    <section aria-labelledby="promo-title">
      <AnswerView answer={answer}>
        {(data) => (
          <PromoForm key={location.key} promo={data.promo} categories={data.options.categories} saved={saved} />
        )}
      </AnswerView>
    </section>
  );
}

function PromoForm({
  promo,
  categories,
  saved,
}: {
  promo: Promo | null;
  categories: CategoryChoice[];
  saved: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(() => draftOf(promo));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [productQuery, setProductQuery] = useState('');
  const [found, setFound] = useState<Named[] | null>(null);
  const change = (part: Partial<Draft>) => setDraft((current) => ({ ...current, ...part }));
  const nameOf = (named: Named) => (language === 'ar' ? named.nameAr : named.nameEn);

  function showRefusal(fields: Record<string, string>, text: string) {
    setErrors(fields);
    setFormError(text);
    requestAnimationFrame(() => document.querySelector<HTMLElement>('.editor-form [aria-invalid="true"]')?.focus());
  }

  async function save() {
    const built = bodyOf(draft, t);
    if ('errors' in built) return showRefusal(built.errors, t('admin.error.VALIDATION_FAILED'));
    setPending(true);
    setFormError(null);
    try {
      const result = promo
        ? await adminApi('put', '/admin-api/promotions/{id}', { params: { id: String(promo.id) }, body: built.body })
        : await adminApi('post', '/admin-api/promotions', { body: built.body });
      setErrors({});
      navigate(`/promotions/${result.id}`, { state: { saved: true } });
    } catch (error) {
      const fields = error instanceof AdminApiError ? error.errors : [];
      const code = error instanceof AdminApiError ? error.code : '';
      showRefusal(
        Object.fromEntries(
          fields.map((field) => [
            field.field,
            code === 'PROMO_CODE_TAKEN' ? errorText(t, error) : invalidText(t, field.field),
          ]),
        ),
        fields.length > 0 ? t('admin.error.VALIDATION_FAILED') : errorText(t, error),
      );
    } finally {
      setPending(false);
    }
  }

  async function findProducts() {
    const text = productQuery.trim();
    if (!text) return setFound(null);
    const list = await adminApi('get', '/admin-api/products', { query: { q: text, pageSize: 10 } as never });
    setFound(list.items.map((item) => ({ id: item.id, nameEn: item.nameEn, nameAr: item.nameAr })));
  }

  const chosenIds = new Set(draft.products.map((product) => product.id));
  return (
    <Form
      className="editor-form"
      validationBehavior="aria"
      validationErrors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="card-head">
        <Heading level={1} id="promo-title">
          {promo ? t('admin.promo.edit', { code: promo.code }) : t('admin.promos.new')}
        </Heading>
        {promo && (
          <Link className="button button-quiet" href={`/promotions/${promo.id}/uses`}>
            {t('admin.promos.uses')} ({promo.usedCount})
          </Link>
        )}
      </div>
      {saved && (
        <p role="status" className="form-success">
          {t('admin.promo.saved')}
        </p>
      )}

      <fieldset className="card editor-section">
        <legend className="section-title">{t('admin.promo.rules')}</legend>
        <div className="form-grid editor-grid">
          <TextField name="code" value={draft.code} onChange={(code) => change({ code })} isRequired className="field">
            <Label>{t('admin.promo.code')}</Label>
            <Input dir="ltr" autoCapitalize="characters" />
            <Text slot="description" className="muted">
              {t('admin.promo.codeHelp')}
            </Text>
            <FieldError className="form-error" />
          </TextField>
          <RadioGroup
            name="kind"
            value={draft.kind}
            onChange={(kind) => change({ kind: kind as Draft['kind'] })}
            className="field"
          >
            <Label>{t('admin.promo.kind')}</Label>
            <div className="radios">
              <Radio value="percent" className="radio">
                {t('admin.promo.kind.percent')}
              </Radio>
              <Radio value="amount" className="radio">
                {t('admin.promo.kind.amount')}
              </Radio>
            </div>
          </RadioGroup>
          <TextInputField
            name="value"
            value={draft.value}
            onChange={(value) => change({ value })}
            isRequired
            label={draft.kind === 'percent' ? t('admin.promo.value.percent') : t('admin.promo.value.amount')}
            description={t('admin.promo.roundingHelp')}
            dir="ltr"
            inputMode="decimal"
          />
          <TextInputField
            name="minSubtotal"
            value={draft.minSubtotal}
            onChange={(minSubtotal) => change({ minSubtotal })}
            label={t('admin.promo.minSubtotal')}
            dir="ltr"
            inputMode="decimal"
          />
        </div>
      </fieldset>

      <fieldset className="card editor-section">
        <legend className="section-title">{t('admin.promo.window')}</legend>
        <div className="form-grid editor-grid">
          <TextInputField
            name="startsAt"
            type="datetime-local"
            value={draft.startsAt}
            onChange={(startsAt) => change({ startsAt })}
            isRequired
            label={t('admin.promo.startsAt')}
            dir="ltr"
          />
          <TextInputField
            name="endsAt"
            type="datetime-local"
            value={draft.endsAt}
            onChange={(endsAt) => change({ endsAt })}
            label={t('admin.promo.endsAt')}
            dir="ltr"
          />
          <TextInputField
            name="maxUses"
            value={draft.maxUses}
            onChange={(maxUses) => change({ maxUses })}
            label={t('admin.promo.maxUses')}
            dir="ltr"
            inputMode="numeric"
          />
          <TextInputField
            name="maxUsesPerCustomer"
            value={draft.maxUsesPerCustomer}
            onChange={(maxUsesPerCustomer) => change({ maxUsesPerCustomer })}
            label={t('admin.promo.maxUsesPerCustomer')}
            dir="ltr"
            inputMode="numeric"
          />
        </div>
        <div className="radios">
          <Checkbox isSelected={draft.isActive} onChange={(isActive) => change({ isActive })} className="checkbox">
            <span aria-hidden="true" className="checkbox-box" />
            {t('admin.promo.isActive')}
          </Checkbox>
          <Checkbox
            isSelected={draft.firstOrderOnly}
            onChange={(firstOrderOnly) => change({ firstOrderOnly })}
            className="checkbox"
          >
            <span aria-hidden="true" className="checkbox-box" />
            {t('admin.promo.firstOrderOnly')}
          </Checkbox>
        </div>
        <p className="muted">{t('admin.promo.limitsHelp')}</p>
      </fieldset>

      <fieldset className="card editor-section">
        <legend className="section-title">{t('admin.promo.scope')}</legend>
        <p className="muted">{t('admin.promo.scopeHelp')}</p>
        <CategoryChoices
          categories={categories}
          value={draft.categoryIds}
          onChange={(categoryIds) => change({ categoryIds })}
          label={t('admin.promo.categories')}
          noneText={t('admin.promo.categories.none')}
          error={errors.categoryIds ? invalidText(t, 'categoryIds') : null}
        />
        <div className="field">
          <Heading level={3} className="form-title">
            {t('admin.promo.products')}
          </Heading>
          {draft.products.length === 0 ? (
            <p className="muted">{t('admin.promo.products.none')}</p>
          ) : (
            <ul className="plain-list">
              {draft.products.map((product) => (
                <li key={product.id} className="row-actions">
                  <bdi>{nameOf(product)}</bdi>
                  <Button
                    className="button button-quiet"
                    aria-label={t('admin.promo.remove', { name: nameOf(product) })}
                    onPress={() => change({ products: draft.products.filter((chosen) => chosen.id !== product.id) })}
                  >
                    ×
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <div className="filters">
            <TextField value={productQuery} onChange={setProductQuery} className="field">
              <Label>{t('admin.promo.productSearch')}</Label>
              <Input
                type="search"
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void findProducts();
                  }
                }}
              />
            </TextField>
            <div className="filter-actions">
              <Button className="button button-quiet" onPress={() => void findProducts()}>
                {t('admin.promo.productFind')}
              </Button>
            </div>
          </div>
          {found && (
            <ul className="plain-list">
              {found
                .filter((product) => !chosenIds.has(product.id))
                .map((product) => (
                  <li key={product.id}>
                    <Button
                      className="button button-quiet"
                      onPress={() => change({ products: [...draft.products, product] })}
                    >
                      {t('admin.promo.add', { name: nameOf(product) })}
                    </Button>
                  </li>
                ))}
            </ul>
          )}
        </div>
      </fieldset>

      {formError && (
        <p role="alert" className="form-error">
          {formError}
        </p>
      )}
      <div className="row-actions">
        <Button type="submit" className="button" isDisabled={pending}>
          {promo ? t('admin.promo.save') : t('admin.promo.create')}
        </Button>
      </div>
    </Form>
  );
}

/** The orders that used a code: which order, customer, when, and the discount it gave. */
export function PromoUsesPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { profile } = useSession();
  const id = useParams().id ?? '';
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1) || 1;
  const uses = useAnswer(`${id}:${page}`, () =>
    adminApi('get', '/admin-api/promotions/{id}/uses', {
      params: { id },
      query: { page, pageSize: PAGE_SIZE } as never,
    }),
  );
  const date = dateFormat(language);
  const mayOpenOrders = profile?.permissions.includes('orders') ?? false;
  return (
    <AnswerView answer={uses}>
      {(data) => (
        <section aria-labelledby="uses-title">
          <div className="card-head">
            <Heading level={1} id="uses-title">
              {t('admin.promos.usesNamed', { code: data.code })}
            </Heading>
            <Link className="button button-quiet" href={`/promotions/${id}`}>
              {t('admin.uses.back')}
            </Link>
          </div>
          <p className="count" role="status">
            {t('admin.uses.count', { count: data.total })}
          </p>
          <div className="table-scroll">
            <Table aria-labelledby="uses-title" className="table">
              <TableHeader>
                <Column isRowHeader>{t('admin.uses.column.order')}</Column>
                <Column>{t('admin.uses.column.customer')}</Column>
                <Column>{t('admin.uses.column.when')}</Column>
                <Column>{t('admin.uses.column.discount')}</Column>
                <Column>{t('admin.uses.column.status')}</Column>
              </TableHeader>
              <TableBody
                items={data.items.map((use) => ({ ...use, id: use.orderId }))}
                renderEmptyState={() => t('admin.uses.empty')}
              >
                {(use) => (
                  <Row>
                    <Cell>
                      {mayOpenOrders ? (
                        <Link className="link" href={`/orders/${use.orderId}`}>
                          <bdi dir="ltr">{use.orderNumber}</bdi>
                        </Link>
                      ) : (
                        <bdi dir="ltr">{use.orderNumber}</bdi>
                      )}
                    </Cell>
                    <Cell>
                      <bdi>{use.customerName || '—'}</bdi> · <span dir="ltr">{use.phone}</span>
                    </Cell>
                    <Cell>{date.format(new Date(use.usedAt))}</Cell>
                    <Cell>
                      <bdi dir="ltr">{formatKd(use.discount)}</bdi>
                    </Cell>
                    <Cell>{t(statusKey(use.status))}</Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          </div>
          <Pager
            page={page}
            pages={Math.max(1, Math.ceil(data.total / PAGE_SIZE))}
            onPage={(next) => setParams(new URLSearchParams({ page: String(next) }))}
          />
        </section>
      )}
    </AnswerView>
  );
}
