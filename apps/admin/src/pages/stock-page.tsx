import { useState } from 'react';
import {
  Button,
  Cell,
  Column,
  Dialog,
  Form,
  Group,
  Heading,
  Input,
  Label,
  ListBoxItem,
  Modal,
  NumberField,
  Radio,
  RadioGroup,
  Row,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { adminApi, type AdminAnswer } from '../api/admin-api.ts';
import { useLanguage } from '../shell/language.tsx';
import { errorText } from './error-text.ts';
import { useAnswer } from './use-answer.ts';
import { AnswerView } from './answer-view.tsx';
import { Pager } from './pager.tsx';
import { SelectField } from './select-field.tsx';
import { TextInputField } from './text-input-field.tsx';

const PAGE_SIZE = 25;
const DEFAULT_THRESHOLD = 5;
/** The reasons a person chooses; `import` and `initial` are written by tools. */
const STAFF_REASONS = ['received', 'damaged', 'correction'] as const;
type Mode = 'add' | 'remove' | 'set';

type VariationStock = AdminAnswer<'/admin-api/stock/variations/{variationId}', 'get'>;

/**
 * Low stock, and one variation's stock with its history and the adjust dialog. The variation
 * shown is in the address (`?variation=`), so other screens can link straight to it.
 */
export function StockPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const threshold = Math.max(0, Number(params.get('threshold') ?? DEFAULT_THRESHOLD) || 0);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const variationId = Number(params.get('variation')) || null;
  const [version, setVersion] = useState(0);

  const low = useAnswer(`${threshold}:${page}:${version}`, () =>
    adminApi('get', '/admin-api/stock/low', { query: { threshold, page, pageSize: PAGE_SIZE } }),
  );
  const pages = low.data ? Math.max(1, Math.ceil(low.data.total / PAGE_SIZE)) : 1;
  const change = (next: Record<string, string | null>) => {
    const copy = new URLSearchParams(params);
    for (const [name, value] of Object.entries(next)) {
      if (value === null) copy.delete(name);
      else copy.set(name, value);
    }
    setParams(copy);
  };
  const productName = (row: { productNameEn: string; productNameAr: string }) =>
    language === 'ar' ? row.productNameAr : row.productNameEn;

  return (
    <section aria-labelledby="stock-title">
      <Heading level={1} id="stock-title">
        {t('admin.stock.title')}
      </Heading>
      {variationId !== null && (
        <VariationStockPanel
          key={variationId}
          variationId={variationId}
          productName={productName}
          onChanged={() => setVersion((n) => n + 1)}
          onClose={() => change({ variation: null })}
        />
      )}
      <Heading level={2} id="low-stock-title">
        {t('admin.stock.low.title')}
      </Heading>
      <Form
        className="filters"
        aria-label={t('admin.stock.low.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          const value = String(new FormData(event.currentTarget).get('threshold') ?? '');
          change({ threshold: value || String(DEFAULT_THRESHOLD), page: null });
        }}
      >
        <NumberField name="threshold" defaultValue={threshold} minValue={0} className="field">
          <Label>{t('admin.stock.low.threshold')}</Label>
          <Input />
        </NumberField>
        <div className="filter-actions">
          <Button type="submit" className="button">
            {t('admin.stock.low.show')}
          </Button>
        </div>
      </Form>
      <AnswerView answer={low}>
        {(data) => (
          <>
            <p className="count" aria-live="polite">
              {t('admin.stock.low.count', { count: data.total, threshold: data.threshold })}
            </p>
            <div className="table-scroll">
              <Table aria-labelledby="low-stock-title" className="table table-narrow">
                <TableHeader>
                  <Column isRowHeader>{t('admin.stock.column.product')}</Column>
                  <Column>{t('admin.stock.column.sku')}</Column>
                  <Column>{t('admin.stock.column.quantity')}</Column>
                  <Column>
                    <span className="visually-hidden">{t('admin.stock.column.actions')}</span>
                  </Column>
                </TableHeader>
                <TableBody items={data.items} renderEmptyState={() => t('admin.stock.low.empty')}>
                  {(row) => (
                    <Row id={row.variationId}>
                      <Cell>
                        {productName(row)}
                        {!row.isPublished && <span className="badge">{t('admin.stock.draft')}</span>}
                      </Cell>
                      <Cell>
                        <code dir="ltr">{row.sku}</code>
                      </Cell>
                      <Cell>
                        <span className={row.quantity === 0 ? 'quantity quantity-out' : 'quantity'}>
                          {row.quantity}
                        </span>
                      </Cell>
                      <Cell>
                        <Button
                          className="button button-quiet"
                          aria-label={t('admin.stock.open', { sku: row.sku })}
                          onPress={() => change({ variation: String(row.variationId) })}
                        >
                          {t('admin.stock.history')}
                        </Button>
                      </Cell>
                    </Row>
                  )}
                </TableBody>
              </Table>
            </div>
            <Pager page={page} pages={pages} onPage={(next) => change({ page: String(next) })} />
          </>
        )}
      </AnswerView>
    </section>
  );
}

function VariationStockPanel({
  variationId,
  productName,
  onChanged,
  onClose,
}: {
  variationId: number;
  productName(row: VariationStock): string;
  onChanged(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [version, setVersion] = useState(0);
  const [historyPage, setHistoryPage] = useState(1);
  const [adjusting, setAdjusting] = useState(false);
  const params = { variationId: String(variationId) };
  const variation = useAnswer(`${variationId}:${version}`, () =>
    adminApi('get', '/admin-api/stock/variations/{variationId}', { params }),
  );
  const history = useAnswer(`${variationId}:${version}:${historyPage}`, () =>
    adminApi('get', '/admin-api/stock/variations/{variationId}/history', {
      params,
      query: { page: historyPage, pageSize: 10 },
    }),
  );
  const dateTime = new Intl.DateTimeFormat(language === 'ar' ? 'ar-KW' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const historyPages = history.data ? Math.max(1, Math.ceil(history.data.total / 10)) : 1;

  if (variation.error)
    return (
      <div className="card">
        <p role="alert" className="form-error">
          {errorText(t, variation.error)}
        </p>
        <Button className="button button-quiet" onPress={onClose}>
          {t('admin.stock.close')}
        </Button>
      </div>
    );
  if (!variation.data) return <p className="loading">{t('admin.loading')}</p>;
  const current = variation.data;

  return (
    <div className="card" aria-labelledby="variation-title" role="region">
      <div className="card-head">
        <Heading level={2} id="variation-title">
          {productName(current)} <code dir="ltr">{current.sku}</code>
        </Heading>
        <Button className="button button-quiet" onPress={onClose}>
          {t('admin.stock.close')}
        </Button>
      </div>
      <p className="stock-now">
        {t('admin.stock.inStock')}: <strong>{current.quantity}</strong>
      </p>
      <Button className="button" onPress={() => setAdjusting(true)}>
        {t('admin.stock.adjust')}
      </Button>
      <Modal isDismissable isOpen={adjusting} onOpenChange={setAdjusting} className="modal">
        <AdjustDialog
          variation={current}
          onDone={() => {
            setAdjusting(false);
            setHistoryPage(1);
            setVersion((n) => n + 1);
            onChanged();
          }}
        />
      </Modal>

      <Heading level={3} id="history-title">
        {t('admin.stock.history')}
      </Heading>
      <AnswerView answer={history}>
        {(data) => (
          <>
            <div className="table-scroll">
              <Table aria-labelledby="history-title" className="table table-narrow">
                <TableHeader>
                  <Column isRowHeader>{t('admin.stock.column.at')}</Column>
                  <Column>{t('admin.stock.column.change')}</Column>
                  <Column>{t('admin.stock.column.after')}</Column>
                  <Column>{t('admin.stock.column.reason')}</Column>
                  <Column>{t('admin.stock.column.by')}</Column>
                </TableHeader>
                <TableBody items={data.items} renderEmptyState={() => t('admin.stock.history.empty')}>
                  {(entry) => (
                    <Row id={entry.id}>
                      <Cell>
                        <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time>
                      </Cell>
                      <Cell>
                        <bdi className={entry.delta < 0 ? 'delta delta-down' : 'delta'}>
                          {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
                        </bdi>
                      </Cell>
                      <Cell>{entry.quantityAfter}</Cell>
                      <Cell>
                        {t(`admin.stock.reason.${entry.reason}`)}
                        {entry.note && <div className="muted">{entry.note}</div>}
                      </Cell>
                      <Cell>{entry.staff ? entry.staff.name : t('admin.stock.by.tool')}</Cell>
                    </Row>
                  )}
                </TableBody>
              </Table>
            </div>
            {historyPages > 1 && (
              <Pager page={historyPage} pages={historyPages} onPage={(next) => setHistoryPage(next)} />
            )}
          </>
        )}
      </AnswerView>
    </div>
  );
}

function AdjustDialog({ variation, onDone }: { variation: VariationStock; onDone(): void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('add');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <Dialog className="dialog" aria-labelledby="adjust-title">
      {({ close }) => (
        <Form
          className="form"
          onSubmit={async (event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const units = Number(form.get('units'));
            const reason = String(form.get('reason')) as (typeof STAFF_REASONS)[number];
            const note = String(form.get('note') ?? '');
            setPending(true);
            setError(null);
            try {
              await adminApi('post', '/admin-api/stock/variations/{variationId}/adjustments', {
                params: { variationId: String(variation.variationId) },
                body:
                  mode === 'set'
                    ? { setTo: units, reason, note }
                    : { delta: mode === 'add' ? units : -units, reason, note },
              });
              onDone();
            } catch (caught) {
              setError(errorText(t, caught));
            } finally {
              setPending(false);
            }
          }}
        >
          <Heading slot="title" level={2} id="adjust-title">
            {t('admin.stock.adjust')}
          </Heading>
          <p className="muted">
            <code dir="ltr">{variation.sku}</code> · {t('admin.stock.inStock')}: {variation.quantity}
          </p>
          <RadioGroup
            value={mode}
            onChange={(value) => setMode(value as Mode)}
            orientation="horizontal"
            className="radio-group"
          >
            <Label>{t('admin.stock.adjust.mode')}</Label>
            <div className="radios">
              <Radio value="add" className="radio">
                {t('admin.stock.adjust.add')}
              </Radio>
              <Radio value="remove" className="radio">
                {t('admin.stock.adjust.remove')}
              </Radio>
              <Radio value="set" className="radio">
                {t('admin.stock.adjust.set')}
              </Radio>
            </div>
          </RadioGroup>
          <NumberField
            name="units"
            isRequired
            minValue={mode === 'set' ? 0 : 1}
            maxValue={mode === 'remove' ? variation.quantity : undefined}
            className="field"
          >
            <Label>{mode === 'set' ? t('admin.stock.adjust.count') : t('admin.stock.adjust.units')}</Label>
            <Group className="number-group">
              <Input />
            </Group>
          </NumberField>
          <SelectField
            name="reason"
            isRequired
            defaultSelectedKey={mode === 'remove' ? 'damaged' : 'received'}
            label={t('admin.stock.adjust.reason')}
          >
            {STAFF_REASONS.map((reason) => (
              <ListBoxItem key={reason} id={reason} className="option">
                {t(`admin.stock.reason.${reason}`)}
              </ListBoxItem>
            ))}
          </SelectField>
          <TextInputField name="note" maxLength={500} label={t('admin.stock.adjust.note')} rows={2} />
          {error && (
            <p role="alert" className="form-error">
              {error}
            </p>
          )}
          <div className="filter-actions">
            <Button type="submit" className="button" isPending={pending}>
              {t('admin.stock.adjust.save')}
            </Button>
            <Button className="button button-quiet" onPress={close}>
              {t('admin.cancel')}
            </Button>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
