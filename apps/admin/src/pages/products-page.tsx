import { useState } from 'react';
import {
  Button,
  Cell,
  Column,
  Form,
  Heading,
  Link,
  ListBoxItem,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Selection,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { adminApi } from '../api/admin-api.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { useLanguage } from '../shell/language.tsx';
import { errorText } from './error-text.ts';
import { formatKd, parseKd, parsePercent, parseUnits } from './money.ts';
import { useAnswer } from './use-answer.ts';
import { AnswerView } from './answer-view.tsx';
import { Pager } from './pager.tsx';
import { SelectField } from './select-field.tsx';
import { SelectionCell, SelectionColumn } from './selection-cells.tsx';
import { TextInputField } from './text-input-field.tsx';

const PAGE_SIZE = 25;
const STATUSES = ['published', 'draft', 'archived'] as const;
const SORTS = ['updated-desc', 'created-desc', 'name-asc', 'name-desc', 'price-asc', 'price-desc'] as const;
const STOCKS = ['in', 'out'] as const;
const ANY = 'any';
type BulkKind = 'publish' | 'unpublish' | 'price-percent' | 'price-amount' | 'stock-set';
type BulkBody = NonNullable<NonNullable<Parameters<typeof adminApi<'post', '/admin-api/products/bulk'>>[2]>['body']>;
const BULK_KINDS: BulkKind[] = ['publish', 'unpublish', 'price-percent', 'price-amount', 'stock-set'];

/** One choice among fixed values (or any), its options labelled by message keys. */
function Choice({
  name,
  label,
  values,
  selected,
  labelOf,
}: {
  name: string;
  label: string;
  values: readonly string[];
  selected: string;
  labelOf: (value: string) => string;
}) {
  return (
    <SelectField name={name} defaultSelectedKey={selected} label={label}>
      {values.map((value) => (
        <ListBoxItem key={value} id={value} className="option">
          {labelOf(value)}
        </ListBoxItem>
      ))}
    </SelectField>
  );
}

/** The product list: search, filters and sort in the address, paging, and bulk changes of the chosen rows. */
export function ProductsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const [selection, setSelection] = useState<Selection>(new Set());
  const [bulkKind, setBulkKind] = useState<BulkKind>('publish');
  const [bulkValue, setBulkValue] = useState('');
  const [bulkNotice, setBulkNotice] = useState<{ text: string; isError: boolean } | null>(null);
  const [revision, setRevision] = useState(0);
  const page = Math.max(1, Number(params.get('page')) || 1);

  const filter = {
    q: params.get('q') ?? undefined,
    status: (params.get('status') as (typeof STATUSES)[number] | null) ?? undefined,
    stock: (params.get('stock') as (typeof STOCKS)[number] | null) ?? undefined,
    minPrice: parseKd(params.get('min') ?? '') ?? undefined,
    maxPrice: parseKd(params.get('max') ?? '') ?? undefined,
  };
  const sort = (params.get('sort') as (typeof SORTS)[number] | null) ?? 'updated-desc';
  const list = useAnswer(`${params.toString()}#${revision}`, () =>
    adminApi('get', '/admin-api/products', { query: { ...filter, sort, page, pageSize: PAGE_SIZE } }),
  );
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  const goTo = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('page', String(next));
    setParams(copy);
  };
  const chosenIds = selection === 'all' ? null : [...selection].map(Number);
  const chosenCount = selection === 'all' ? (list.data?.total ?? 0) : chosenIds!.length;

  async function applyBulk() {
    setBulkNotice(null);
    const value = bulkValue.trim();
    const action =
      bulkKind === 'publish' || bulkKind === 'unpublish'
        ? { kind: bulkKind }
        : bulkKind === 'price-percent'
          ? { kind: bulkKind, basisPoints: parsePercent(value) }
          : bulkKind === 'price-amount'
            ? { kind: bulkKind, amount: parseKd(value, { signed: true }) }
            : { kind: bulkKind, quantity: parseUnits(value) };
    if (Object.values(action).some((part) => part === null)) {
      setBulkNotice({ text: t(`admin.products.bulk.invalid.${bulkKind}` as MessageKey), isError: true });
      return;
    }
    try {
      const { changed } = await adminApi('post', '/admin-api/products/bulk', {
        body: {
          ...(chosenIds ? { ids: chosenIds } : { filter }),
          action: action as BulkBody['action'],
        },
      });
      setBulkNotice({ text: t('admin.products.bulk.done', { count: changed }), isError: false });
      setSelection(new Set());
      setRevision((current) => current + 1);
    } catch (error) {
      setBulkNotice({ text: errorText(t, error), isError: true });
    }
  }

  return (
    <section aria-labelledby="products-title">
      <div className="card-head">
        <Heading level={1} id="products-title">
          {t('admin.products.title')}
        </Heading>
        <div className="row-actions">
          {/* The CSV export of what this list's filter finds (import-export-page.tsx reads the same parameters). */}
          <Link href={`/import-export?${params}`} className="button button-quiet">
            {t('admin.products.export')}
          </Link>
          <Link href="/products/new" className="button">
            {t('admin.products.new')}
          </Link>
        </div>
      </div>
      <Form
        className="filters"
        aria-label={t('admin.products.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const next = new URLSearchParams();
          for (const name of ['q', 'status', 'stock', 'min', 'max', 'sort']) {
            const value = String(form.get(name) ?? '').trim();
            if (value && value !== ANY) next.set(name, value);
          }
          setSelection(new Set());
          setParams(next);
        }}
      >
        <TextInputField
          name="q"
          type="search"
          defaultValue={params.get('q') ?? ''}
          label={t('admin.products.search')}
        />
        <Choice
          name="status"
          label={t('admin.products.status')}
          values={[ANY, ...STATUSES]}
          selected={params.get('status') ?? ANY}
          labelOf={(value) => t(`admin.products.status.${value}` as MessageKey)}
        />
        <Choice
          name="stock"
          label={t('admin.products.stock')}
          values={[ANY, ...STOCKS]}
          selected={params.get('stock') ?? ANY}
          labelOf={(value) => t(`admin.products.stock.${value}` as MessageKey)}
        />
        <TextInputField
          name="min"
          defaultValue={params.get('min') ?? ''}
          inputMode="decimal"
          label={t('admin.products.minPrice')}
          dir="ltr"
        />
        <TextInputField
          name="max"
          defaultValue={params.get('max') ?? ''}
          inputMode="decimal"
          label={t('admin.products.maxPrice')}
          dir="ltr"
        />
        <Choice
          name="sort"
          label={t('admin.products.sort')}
          values={SORTS}
          selected={sort}
          labelOf={(value) => t(`admin.products.sort.${value}` as MessageKey)}
        />
        <div className="filter-actions">
          <Button type="submit" className="button">
            {t('admin.audit.apply')}
          </Button>
          <Button className="button button-quiet" onPress={() => setParams(new URLSearchParams())}>
            {t('admin.audit.clear')}
          </Button>
        </div>
      </Form>

      {chosenCount > 0 && (
        <div className="bulk-bar" role="group" aria-label={t('admin.products.bulk.label')}>
          <span aria-live="polite">{t('admin.products.bulk.chosen', { count: chosenCount })}</span>
          <SelectField
            selectedKey={bulkKind}
            onSelectionChange={(key) => setBulkKind(key as BulkKind)}
            aria-label={t('admin.products.bulk.action')}
          >
            {BULK_KINDS.map((kind) => (
              <ListBoxItem key={kind} id={kind} className="option">
                {t(`admin.products.bulk.${kind}` as MessageKey)}
              </ListBoxItem>
            ))}
          </SelectField>
          {bulkKind !== 'publish' && bulkKind !== 'unpublish' && (
            <TextInputField
              value={bulkValue}
              onChange={setBulkValue}
              inputMode="decimal"
              label={t(`admin.products.bulk.value.${bulkKind}` as MessageKey)}
              dir="ltr"
            />
          )}
          <Button className="button" onPress={() => void applyBulk()}>
            {t('admin.products.bulk.apply')}
          </Button>
        </div>
      )}
      {bulkNotice && (
        <p role={bulkNotice.isError ? 'alert' : 'status'} className={bulkNotice.isError ? 'form-error' : 'notice'}>
          {bulkNotice.text}
        </p>
      )}

      <AnswerView answer={list}>
        {(data) => (
          <>
            <p className="count" aria-live="polite">
              {t('admin.products.count', { count: data.total })}
              {data.keepOutOfStockAtEnd && <span className="muted"> · {t('admin.products.outOfStockLast')}</span>}
            </p>
            <div className="table-scroll">
              <Table
                aria-labelledby="products-title"
                className="table"
                selectionMode="multiple"
                selectedKeys={selection}
                onSelectionChange={setSelection}
              >
                <TableHeader>
                  <SelectionColumn label={t('admin.products.select')} />
                  <Column isRowHeader>{t('admin.products.column.name')}</Column>
                  <Column>{t('admin.products.column.status')}</Column>
                  <Column>{t('admin.products.column.price')}</Column>
                  <Column>{t('admin.products.column.stock')}</Column>
                  <Column>{t('admin.products.column.brand')}</Column>
                </TableHeader>
                <TableBody items={data.items} renderEmptyState={() => t('admin.products.empty')}>
                  {(product) => (
                    <Row id={product.id}>
                      <SelectionCell />
                      <Cell>
                        <Link href={`/products/${product.id}`} className="row-link">
                          {language === 'ar' ? product.nameAr : product.nameEn}
                        </Link>
                        <br />
                        <span className="muted" dir="ltr">
                          {product.slug}
                        </span>
                      </Cell>
                      <Cell>{t(`admin.products.status.${product.status}` as MessageKey)}</Cell>
                      <Cell>
                        <span dir="ltr">{formatKd(product.price)}</span>
                      </Cell>
                      <Cell>
                        {product.inStock
                          ? t('admin.products.units', { count: product.stock })
                          : t('admin.products.stock.out')}
                        {product.listedLast && (
                          <>
                            <br />
                            <span className="muted">{t('admin.products.listedLast')}</span>
                          </>
                        )}
                      </Cell>
                      <Cell>
                        {product.brand ? (language === 'ar' ? product.brand.nameAr : product.brand.nameEn) : ''}
                      </Cell>
                    </Row>
                  )}
                </TableBody>
              </Table>
            </div>
            <Pager page={page} pages={pages} onPage={(next) => goTo(next)} />
          </>
        )}
      </AnswerView>
    </section>
  );
}
